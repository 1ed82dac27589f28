import Lifecycle

/// Widget apps (§11.7): Ticker as the built-in catalog has it (a widget reloaded every 15
/// minutes, and by each silent push and each return to the front), Board (the defaults:
/// five entries 15 minutes apart, at-end), Heavy (an extension over 30 MB) and Vault (its
/// data `complete`).
enum WidgetFixtures {
    static let ticker: AppSpec = {
        var spec = AppSpec(
            name: "Ticker", symbol: "↗", memoryMB: 45, modes: [.remoteNotification],
            silentPush: PushSpec(duration: .seconds(2), result: .newData), scenes: true)
        spec.widget = WidgetSpec(policy: .after(.minutes(15)), entries: 1, memoryBytes: 18_000_000, reloadFrom: [.push, .foreground])
        return spec
    }()
    static let board: AppSpec = {
        var spec = AppSpec(name: "Board", memoryMB: 40)
        spec.widget = WidgetSpec()
        return spec
    }()
    static let heavy: AppSpec = {
        var spec = AppSpec(name: "Heavy", memoryMB: 40)
        spec.widget = WidgetSpec(memoryBytes: 45_000_000)
        return spec
    }()
    static let vault: AppSpec = {
        var spec = AppSpec(name: "Vault", memoryMB: 40)
        spec.dataProtection = .complete
        spec.widget = WidgetSpec(policy: .after(.minutes(30)), entries: 1)
        return spec
    }()
    static let courier = PushFixtures.courier

    static func engine(_ profile: Profile = .ios26) -> Engine {
        Fixtures.engine(profile, apps: Fixtures.catalog + [ticker, board, heavy, vault, courier])
    }

    /// The events of `app` named `name` so far.
    static func events(_ e: Engine, _ app: String, _ name: EventName) -> [Event] {
        e.log.events.filter { $0.app == app && $0.name == name }
    }
}
