/// The manifests of the built-in catalog (Catalog.docc/BuiltInCatalog.md), one app each,
/// in the order of its table. They are Swift text rather than bundle resources so that the
/// binary needs no files and works from any directory; ManifestParser reads them like any
/// other manifest.
enum BuiltInManifests {
    static let all: [(file: String, text: String)] =
        [
            ("builtin/Notes.yaml", notes), ("builtin/Mail.yaml", mail), ("builtin/Photos.yaml", photos),
            ("builtin/Leaky.yaml", leaky), ("builtin/Sluggish.yaml", sluggish), ("builtin/Music.yaml", music),
            ("builtin/Maps.yaml", maps), ("builtin/Podcasts.yaml", podcasts), ("builtin/Weather.yaml", weather),
            ("builtin/Chat.yaml", chat), ("builtin/Talk.yaml", talk), ("builtin/Paper.yaml", paper),
            ("builtin/Fitness.yaml", fitness), ("builtin/Journal.yaml", journal), ("builtin/Inbox.yaml", inbox),
            ("builtin/Feed.yaml", feed), ("builtin/Backup.yaml", backup), ("builtin/Broken.yaml", broken),
            ("builtin/Export.yaml", export), ("builtin/News.yaml", news), ("builtin/Tracker.yaml", tracker),
            // Pushes (§11.5)
            ("builtin/Courier.yaml", courier), ("builtin/Dialer.yaml", dialer), ("builtin/Cipher.yaml", cipher),
        ] + lockedDevice + widgets + liveActivities

    static let notes = """
        name: Notes
        symbol: ✎
        summary: saves for 0.5 s in DidEnterBackground, starts nothing, gets suspended
        memory: 40MB
        did-enter-background:
          main-thread-work: 500ms
        snapshot:
          - Shopping list
          - milk, eggs, coffee
          - call the dentist
        """

    static let mail = """
        name: Mail
        symbol: ✉
        summary: a 20 s task begun in DidEnterBackground ends itself
        memory: 90MB
        modes: [fetch, remote-notification]
        did-enter-background:
          tasks:
            - name: send outbox
              thread: background
              duration: 20s
              expiration: end-task
        fetch:
          minimum-interval: 30m
          duration: 2s
          result: newData
        silent-push:
          duration: 2s
          result: newData
        snapshot:
          - "Inbox: {fetches} fetches with new mail"
          - "Anna: Lunch on Friday?"
          - "Ben: Slides for Monday"
        """

    static let photos = """
        name: Photos
        symbol: ▦
        summary: a 400 s task outlives the budget; its expiration handler ends it
        memory: 220MB
        did-enter-background:
          tasks:
            - name: upload library
              thread: background
              duration: 400s
              expiration: end-task
        snapshot:
          - "Library: 1204 photos"
          - Uploading to the cloud...
        """

    static let leaky = """
        name: Leaky
        symbol: ⚠
        summary: never ends its task, has an empty expiration handler, is killed
        memory: 60MB
        did-enter-background:
          tasks:
            - name: leak
              thread: background
              duration: never
              expiration: nothing
        snapshot:
          - Syncing...
          - 0 of 1 items
        """

    static let sluggish = """
        name: Sluggish
        symbol: ⧗
        summary: "8 s of main-thread work in DidEnterBackground: watchdog kill at 5 s"
        memory: 50MB
        did-enter-background:
          main-thread-work: 8s
        snapshot:
          - Saving everything...
          - Please wait
        """

    static let music = """
        name: Music
        symbol: ♪
        summary: runs in the background while its 60-minute playlist plays
        memory: 80MB
        modes: [audio]
        audio:
          playlist: 60m
        snapshot:
          - Now playing
          - Slow Tide - The Harbour Band
          - "Playlist: Focus, 60 min"
        """

    static let maps = """
        name: Maps
        symbol: ⌖
        summary: runs in the background while navigating, 45 min from launch
        memory: 250MB
        modes: [location]
        location:
          navigation: 45m
        snapshot:
          - Navigating to the airport
          - In 400 m turn left
          - Arrival in 45 min
        """

    static let podcasts = """
        name: Podcasts
        symbol: ☊
        summary: a 900 MB background transfer; ios6 falls back to a background task
        memory: 100MB
        transfers:
          - name: episode
            size: 900MB
            start: enter-background
            ios6-expiration: end-task
        snapshot:
          - "Downloading: episode 112"
          - The Backgrounding Show
        """

    static let weather = """
        name: Weather
        symbol: ☀
        summary: fetched at most every 15 min; its snapshot shows when it last updated
        memory: 50MB
        modes: [fetch]
        fetch:
          minimum-interval: 15m
          duration: 3s
          result: newData
        snapshot:
          - Lisbon 21°C, sunny
          - Updated {time}
        """

    static let chat = """
        name: Chat
        symbol: ❝
        summary: a silent push wakes it in the background for 2 s
        memory: 60MB
        modes: [remote-notification]
        silent-push:
          duration: 2s
          result: newData
        snapshot:
          - "Sam: on my way"
          - "You: see you at 8"
        """

    static let talk = """
        name: Talk
        symbol: ☏
        summary: woken in the background for a keep-alive every 10 min
        memory: 40MB
        modes: [voip]
        voip:
          keep-alive: 10m
          handler-duration: 1s
        snapshot:
          - Online
          - "Last call: Mum, 4 min"
        """

    static let paper = """
        name: Paper
        symbol: ▤
        summary: downloads a 50 MB issue in the background when a push arrives
        memory: 70MB
        modes: [newsstand-content]
        newsstand:
          issue-size: 50MB
        snapshot:
          - The Morning Paper
          - "Today's issue: 24 pages"
        """

    static let fitness = """
        name: Fitness
        symbol: ♥
        summary: runs in the background while a heart-rate strap sends data each minute
        memory: 50MB
        modes: [external-accessory]
        accessory:
          interval: 1m
        snapshot:
          - Heart rate 72 bpm
          - Strap connected
        """
}
