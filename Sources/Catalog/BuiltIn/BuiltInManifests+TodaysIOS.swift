/// The built-in apps of today's iOS (the rule book's §11): scene apps and BGTaskScheduler apps.
extension BuiltInManifests {
    static let journal = """
        name: Journal
        symbol: ¶
        summary: "Notes with scenes (ios13+): saves for 0.5 s in SceneDidEnterBackground"
        memory: 40MB
        scenes: true
        did-enter-background:
          main-thread-work: 500ms
        snapshot:
          - Monday
          - walked to the lake
          - wrote three pages
        """

    static let inbox = """
        name: Inbox
        symbol: ✦
        summary: "a scene app the system fetches and pushes to: no scene in the background"
        memory: 60MB
        scenes: true
        modes: [fetch, remote-notification]
        fetch:
          minimum-interval: 30m
          duration: 2s
          result: newData
        silent-push:
          duration: 2s
          result: newData
        snapshot:
          - "Inbox: {fetches} fetches with new mail"
          - "Dana: Tickets for Saturday"
        """

    static let feed = """
        name: Feed
        symbol: ≡
        summary: a refresh task resubmitted each run, earliest 1 h, 4 s of work
        memory: 60MB
        scenes: true
        modes: [fetch]
        bg-tasks:
          - id: com.appdeck.feed.refresh
            kind: refresh
            register: at-launch
            submit: enter-background
            earliest: 1h
            duration: 4s
            expiration: end-task
            resubmit: true
        snapshot:
          - Top stories
          - "Updated {time}"
        """

    static let backup = """
        name: Backup
        symbol: ⤓
        summary: a nightly processing task, 10 min, needs the charger and network
        memory: 80MB
        modes: [processing]
        bg-tasks:
          - id: com.appdeck.backup.nightly
            kind: processing
            register: at-launch
            submit: enter-background
            duration: 10m
            expiration: end-task
            requires-power: true
            requires-network: true
        snapshot:
          - Backup
          - "Last backup {time}"
        """

    static let broken = """
        name: Broken
        symbol: ⌀
        summary: "registers its refresh task's handler after launch: crashes at launch"
        memory: 40MB
        modes: [fetch]
        bg-tasks:
          - id: com.appdeck.broken.refresh
            kind: refresh
            register: late
            submit: enter-background
            earliest: 15m
            duration: 2s
        snapshot:
          - Broken
          - Loading…
        """

    static let export = """
        name: Export
        symbol: ⇪
        summary: "ios26: exports a video in a continued task, 2 min, progress each second"
        memory: 120MB
        bg-tasks:
          - id: com.appdeck.export.video
            kind: continued
            submit: command
            duration: 2m
            expiration: end-task
            title: Exporting video
            strategy: queue
            progress-every: 1s
        snapshot:
          - Export
          - Holiday.mov, 4K
        """

    /// The scene-migration mistake (§11.1): Feed after its move to scenes, with the code that
    /// submits its refresh left in applicationDidEnterBackground.
    static let news = """
        name: News
        symbol: ⎙
        summary: "Feed after its move to scenes, its submit left in the app delegate"
        memory: 60MB
        scenes: true
        lifecycle-code: app-delegate
        modes: [fetch]
        bg-tasks:
          - id: com.appdeck.news.refresh
            kind: refresh
            register: at-launch
            submit: enter-background
            earliest: 1h
            duration: 4s
            expiration: end-task
            resubmit: true
        snapshot:
          - Headlines
          - "Updated {time}"
        """

    /// Two SDKs registering one identifier (§11.2): the second registration raises.
    static let tracker = """
        name: Tracker
        symbol: ⊙
        summary: "two SDKs register its refresh task's handler: crashes at every launch"
        memory: 50MB
        modes: [fetch]
        bg-tasks:
          - id: com.appdeck.tracker.sync
            kind: refresh
            register: twice
            submit: enter-background
            earliest: 30m
            duration: 2s
        snapshot:
          - Tracker
          - Steps today
        """
}
