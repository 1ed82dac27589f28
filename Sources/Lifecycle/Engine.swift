/// The lifecycle engine: a simulated iOS device running the apps of a catalog by the rules
/// of LIFECYCLE.md. Pure and deterministic: it owns a virtual clock that moves only when the
/// driver calls `advance(to:)` (or applies `wait`), and the same commands, profile and seed
/// always give the same events.
public final class Engine {
    public private(set) var profile: Profile
    public private(set) var now: SimDuration = .zero
    public private(set) var log: EventLog
    public let catalog: [AppSpec]
    public let memoryTotalMB: Int
    public let seed: UInt64

    public init(apps: [AppSpec], profile: Profile = .default, seed: UInt64 = 0,
                logCapacity: Int = EventLog.defaultCapacity, memoryMB: Int = 1024) {
        self.catalog = apps
        self.profile = profile
        self.seed = seed
        self.log = EventLog(capacity: logCapacity)
        self.memoryTotalMB = memoryMB
    }

    /// Carries out one command at the current virtual time.
    public func apply(_ command: Command) throws(CommandError) {
        throw .cannotCarryOut("the engine is not implemented yet")
    }

    /// Lets virtual time pass up to `time`, running everything that falls due.
    public func advance(to time: SimDuration) {
        if time > now { now = time }
    }

    public func advance(by span: SimDuration) { advance(to: now + span) }
}
