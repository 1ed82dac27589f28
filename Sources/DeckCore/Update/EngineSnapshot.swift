import Lifecycle

/// What the engine shows at one moment, read once per frame so that every widget draws
/// from the same state.
public struct EngineSnapshot: Sendable {
    public var device: DeviceStatus
    /// Every catalog app, in catalog order.
    public var apps: [AppStatus]
    /// Switcher cards, most recent first.
    public var switcherCards: [String]
    public var log: EventLog

    public init(_ engine: Engine) {
        device = engine.device
        apps = engine.appStatuses
        switcherCards = engine.switcherCards
        log = engine.log
    }

    public var profile: Profile { device.profile }

    /// The app of that name (the catalog's spelling, or any case).
    public func app(_ name: String) -> AppStatus? {
        apps.first { $0.name == name } ?? apps.first { $0.name.lowercased() == name.lowercased() }
    }
}
