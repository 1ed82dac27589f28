import Lifecycle

/// Apps with the behaviours of the built-in catalog (Catalog.docc/BuiltInCatalog.md), written out here so the
/// engine's tests depend on nothing but the engine.
enum Fixtures {
    static let notes = AppSpec(
        name: "Notes", symbol: "✎", memoryMB: 40,
        didEnterBackground: .init(mainThreadWork: .ms(500)),
        snapshot: ["Shopping list", "saved {time}"])
    static let mail = AppSpec(
        name: "Mail", symbol: "✉", memoryMB: 90, modes: [.fetch, .remoteNotification],
        didEnterBackground: .init(tasks: [
            TaskSpec(
                name: "send outbox", thread: .background,
                duration: .seconds(20), expiration: .endTaskNow)
        ]),
        fetch: FetchSpec(minimumInterval: .minutes(30), duration: .seconds(2), result: .newData),
        silentPush: PushSpec(duration: .seconds(2)), snapshot: ["Inbox ({fetches} new)"])
    static let photos = AppSpec(
        name: "Photos", symbol: "▣", memoryMB: 220,
        didEnterBackground: .init(tasks: [
            TaskSpec(
                name: "upload library", thread: .background,
                duration: .seconds(400), expiration: .endTaskNow)
        ]))
    static let leaky = AppSpec(
        name: "Leaky", symbol: "☂", memoryMB: 60,
        didEnterBackground: .init(tasks: [
            TaskSpec(
                name: "leak", thread: .background, duration: nil,
                expiration: .nothing)
        ]))
    static let sluggish = AppSpec(
        name: "Sluggish", symbol: "⧗", memoryMB: 50,
        didEnterBackground: .init(mainThreadWork: .seconds(8)))
    static let music = AppSpec(
        name: "Music", symbol: "♪", memoryMB: 80, modes: [.audio],
        audio: AudioSpec(playlist: .minutes(60)))
    static let maps = AppSpec(
        name: "Maps", symbol: "⌖", memoryMB: 250, modes: [.location],
        location: LocationSpec(navigation: .minutes(45)))
    static let podcasts = AppSpec(
        name: "Podcasts", symbol: "◉", memoryMB: 100,
        transfers: [TransferSpec(name: "episode", bytes: 900_000_000)])
    static let weather = AppSpec(
        name: "Weather", symbol: "☀", memoryMB: 50, modes: [.fetch],
        fetch: FetchSpec(minimumInterval: .minutes(15), duration: .seconds(3)),
        snapshot: ["Updated {time}"])
    static let chat = AppSpec(
        name: "Chat", symbol: "☎", memoryMB: 60, modes: [.remoteNotification],
        silentPush: PushSpec(duration: .seconds(2)))
    static let talk = AppSpec(
        name: "Talk", symbol: "✆", memoryMB: 40, modes: [.voip],
        voip: VoipSpec(keepAlive: .minutes(10)))
    static let paper = AppSpec(
        name: "Paper", symbol: "▤", memoryMB: 70, modes: [.newsstandContent],
        newsstand: NewsstandSpec(issueBytes: 50_000_000))
    static let fitness = AppSpec(
        name: "Fitness", symbol: "♥", memoryMB: 50, modes: [.externalAccessory],
        accessory: AccessorySpec(interval: .minutes(1)))

    static let catalog = [
        notes, mail, photos, leaky, sluggish, music, maps, podcasts, weather,
        chat, talk, paper, fitness,
    ]

    /// The scene apps (§11.1): Journal, the scene twin of Notes, and Inbox, launched in the
    /// background by a fetch or a silent push.
    static let journal = AppSpec(
        name: "Journal", symbol: "✍", memoryMB: 40,
        didEnterBackground: .init(mainThreadWork: .ms(500)), scenes: true)
    static let inbox = AppSpec(
        name: "Inbox", symbol: "✦", memoryMB: 60, modes: [.fetch, .remoteNotification],
        fetch: FetchSpec(minimumInterval: .minutes(30), duration: .seconds(2)),
        silentPush: PushSpec(duration: .seconds(2)), scenes: true)
    static let withScenes = catalog + [journal, inbox]

    /// An engine with the catalog and the scene apps, on a profile with scenes.
    static func sceneEngine(_ profile: Profile = .ios13, apps: [AppSpec] = withScenes) -> Engine {
        engine(profile, apps: apps)
    }

    static func engine(
        _ profile: Profile = .ios7, apps: [AppSpec] = catalog, seed: UInt64 = 1,
        memoryMB: Int = 1024
    ) -> Engine {
        Engine(apps: apps, profile: profile, seed: seed, memoryMB: memoryMB)
    }
}

/// A readable trace of what was logged: "Notes DidEnterBackground", "DeviceLocked", …
struct Trace {
    let engine: Engine
    var mark: Int

    init(_ engine: Engine) { self.engine = engine; mark = engine.log.totalCount }

    /// The events logged since the last call (or since the trace began).
    mutating func take(_ app: String? = nil) -> [String] {
        let events = engine.log.events(since: mark)
        mark = engine.log.totalCount
        return events.filter { app == nil || $0.app == app }.map { ($0.app.map { "\($0) " } ?? "") + $0.name.rawValue }
    }

    mutating func events() -> [Event] {
        let events = engine.log.events(since: mark)
        mark = engine.log.totalCount
        return events
    }
}

extension Engine {
    /// Applies commands that must succeed in a test.
    func run(_ commands: Command...) throws {
        for command in commands { try apply(command) }
    }

    func lastEvent(_ app: String?, _ name: EventName) -> Event? {
        log.events.last { $0.app == app && $0.name == name }
    }
}
