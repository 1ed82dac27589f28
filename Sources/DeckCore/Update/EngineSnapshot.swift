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
    /// The engine's refusals of the device keys' commands now (`Engine.refusal(of:)`), for
    /// `whyNot`: the commands it would carry out are absent.
    var refusals: [Command: String]

    public init(_ engine: Engine) {
        device = engine.device
        apps = engine.appStatuses
        switcherCards = engine.switcherCards
        log = engine.log
        let commands: [Command] =
            [.home, .lock, .unlock, .call]
            + apps.flatMap { [.launch($0.name), .fetch($0.name), .appRefresh($0.name, !$0.refreshSwitch)] }
            + switcherCards.flatMap { [.tap($0), .swipeUp($0)] }
        refusals = Dictionary(commands.compactMap { c in engine.refusal(of: c).map { (c, $0) } }, uniquingKeysWith: { a, _ in a })
    }

    /// Why the engine would refuse a device key's command now; nil when it would carry it out.
    public func refusal(of command: Command) -> String? { refusals[command] }

    public var profile: Profile { device.profile }

    /// The app of that name (the catalog's spelling, or any case).
    public func app(_ name: String) -> AppStatus? {
        apps.first { $0.name == name } ?? apps.first { $0.name.lowercased() == name.lowercased() }
    }
}
