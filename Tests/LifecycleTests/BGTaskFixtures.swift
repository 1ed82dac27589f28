import Lifecycle

/// Apps with BGTaskScheduler tasks (the rule book's §11.2, §11.3), as the built-in Feed, Backup
/// and Export declare them, and a helper to build variants.
enum BG {
    static let refreshID = "com.feed.refresh"
    static let processingID = "com.backup.nightly"
    static let continuedID = "com.export.video"

    static let refresh = BGTaskSpec(
        id: refreshID, kind: .refresh, submit: .enterBackground, earliest: .hours(1), duration: .seconds(4), resubmit: true)
    static let processing = BGTaskSpec(
        id: processingID, kind: .processing, submit: .enterBackground, duration: .minutes(10),
        requiresPower: true, requiresNetwork: true)
    static let continued = BGTaskSpec(
        id: continuedID, kind: .continued, duration: .minutes(2), title: "Exporting video", progressEvery: .seconds(1))

    static func app(
        _ name: String, modes: Set<BackgroundMode> = [], tasks: [BGTaskSpec], permitted: [String]? = nil,
        fetch: FetchSpec? = nil
    ) -> AppSpec {
        var spec = AppSpec(name: name, modes: modes, fetch: fetch)
        spec.bgTasks = tasks
        spec.permittedIdentifiers = permitted ?? tasks.map(\.id)
        return spec
    }

    static let feed = app("Feed", modes: [.fetch], tasks: [refresh])
    static let backup = app("Backup", modes: [.processing], tasks: [processing])
    static let export = app("Export", tasks: [continued])

    static func engine(_ profile: Profile = .ios13, apps: [AppSpec] = [feed, backup, export], seed: UInt64 = 1) -> Engine {
        Engine(apps: apps, profile: profile, seed: seed)
    }

    /// A task like `base` with changes.
    static func task(_ base: BGTaskSpec, _ change: (inout BGTaskSpec) -> Void) -> BGTaskSpec {
        var task = base
        change(&task)
        return task
    }
}

extension Engine {
    /// The app's events of this name, in order.
    func events(_ app: String, _ name: EventName) -> [Event] {
        log.events.filter { $0.app == app && $0.name == name }
    }
}
