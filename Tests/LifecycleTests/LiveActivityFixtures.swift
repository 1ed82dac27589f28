import Lifecycle

/// Apps of the rule book's §11.8, written out here: Scores as built in, and apps without a
/// Live Activity, with a large one, with local updates.
enum LiveActivityFixtures {
    static func scores(
        frequent: Bool = true, pushToStart: Bool = true, attributes: Int64 = 1000, updateEvery: SimDuration? = nil,
        staleAfter: SimDuration? = .minutes(10)
    ) -> AppSpec {
        var spec = AppSpec(name: "Scores", symbol: "◎", memoryMB: 50, scenes: true)
        spec.liveActivity = LiveActivitySpec(
            frequentUpdates: frequent, pushToStart: pushToStart, attributesBytes: attributes, updateEvery: updateEvery,
            staleAfter: staleAfter)
        return spec
    }

    static func engine(_ profile: Profile = .ios26, scores: AppSpec = scores()) -> Engine {
        Fixtures.engine(profile, apps: Fixtures.catalog + [scores])
    }

    /// Scores launched, its activity started in front.
    static func started(_ profile: Profile = .ios26, scores: AppSpec = scores()) throws -> Engine {
        let e = engine(profile, scores: scores)
        try e.run(.launch("Scores"), .activity("Scores", .start))
        return e
    }

    static func push(_ kind: ActivityPush.Kind = .update, priority: Int = 10, stale: SimDuration? = nil, size: Int64 = 1000)
        -> Command
    {
        .activityPush("Scores", ActivityPush(kind: kind, priority: priority, stale: stale, bytes: size))
    }
}

extension Engine {
    /// The reasons of the events of `name` logged for the app, in order.
    func reasons(_ app: String, _ name: EventName) -> [String?] {
        log.events.filter { $0.app == app && $0.name == name }.map(\.reason)
    }
}
