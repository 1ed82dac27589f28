import Lifecycle

/// A few apps with the behaviours of the built-in catalog (Catalog.docc/BuiltInCatalog.md), so that runner tests
/// do not depend on the catalog's contents.
enum TestApps {
    static let notes = AppSpec(name: "Notes", didEnterBackground: .init(mainThreadWork: .ms(500)))
    static let mail = AppSpec(
        name: "Mail", modes: [.fetch, .remoteNotification],
        didEnterBackground: .init(tasks: [
            TaskSpec(
                name: "send outbox", duration: .seconds(20),
                expiration: .endTaskNow)
        ]),
        fetch: FetchSpec(minimumInterval: .minutes(30), duration: .seconds(2)),
        silentPush: PushSpec(duration: .seconds(2)))
    static let leaky = AppSpec(
        name: "Leaky",
        didEnterBackground: .init(tasks: [TaskSpec(name: "leak", duration: nil, expiration: .nothing)]))

    static let all = [notes, mail, leaky]

    static func engine(_ profile: Profile = .ios7) -> Engine { Engine(apps: all, profile: profile, seed: 1) }
}
