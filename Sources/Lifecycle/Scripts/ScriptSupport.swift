/// What scripts need of the engine besides the device's rules: waiting for an event,
/// remembering which events happened, reseeding and starting over with a fresh device.
extension Engine {
    /// Lets time pass up to `time`, stopping early at the end of the step in which the app has
    /// the event (only events from now count); whether it had it. A `wait until` that the
    /// driver runs at its own pace (`appdeck play`) moves the engine with this.
    public func advance(to time: SimDuration, until pattern: EventPattern) -> Bool {
        advance(to: time, until: pattern, enough: { false })
    }

    /// Lets time pass toward `time` as `advance(to:)` does, and with `pattern` as
    /// `advance(to:until:)` does, but stops at the end of the first step after which `enough()`
    /// says so, or within a moment that has more to do than that (`Engine.passesBetweenLooks`):
    /// a driver that must keep answering its user (the dashboard, a frame's work at a time)
    /// calls it again later, and the moment goes on where it stopped. Whether the app had the event.
    @discardableResult
    public func advance(to time: SimDuration, until pattern: EventPattern? = nil, enough: () -> Bool) -> Bool {
        guard let pattern, let i = indexByName[pattern.app.lowercased()] else {
            runClock(until: time, enough: enough)
            return false
        }
        awaited = (i, pattern.event, pattern.reason)
        awaitedHappened = false
        defer { awaited = nil }
        runClock(until: time, stop: { awaitedHappened }, enough: enough)
        return awaitedHappened
    }

    /// Lets time pass until the app has the event (only events from now count), at most its limit.
    func waitUntil(_ awaited: AwaitedEvent) throws(CommandError) {
        _ = try app(awaited.pattern.app)
        guard advance(to: now + awaited.limit, until: awaited.pattern) else { throw waitedInVain(awaited) }
    }

    /// Why a `wait until` failed: its limit passed without the event (the app named as the catalog names it).
    public func waitedInVain(_ awaited: AwaitedEvent) -> CommandError {
        awaited.failure(app: appName(matching: awaited.pattern.app))
    }

    /// `expect APP had [no] EVENT [REASON]`, read from the engine's own memory of what happened
    /// since the start or the last reset (not the bounded log).
    func expect(_ pattern: EventPattern, happened: Bool) throws(CommandError) {
        let i = try app(pattern.app)
        var named = pattern
        named.app = catalog[i].name
        let had = history.contains(i, pattern.event, reason: pattern.reason)
        if happened && !had {
            throw .expectationFailed("expected \(named) to have happened, but it did not" + sinceText)
        }
        if !happened && had {
            throw .expectationFailed("expected no \(named), but it happened" + sinceText)
        }
    }

    private var sinceText: String { history.sinceReset ? " since the last reset" : " since the start" }

    /// Draws the apps' randomness (fetch timing) from `value` from now on.
    func reseed(_ value: UInt64) {
        seed = value
        for app in apps { app.random = SeededRandom(seed: value ^ SeededRandom.stableHash(app.name)) }
    }

    /// A fresh device at the current time: every app not running (without callbacks: the
    /// device starts over), nothing scheduled, factory settings, the profile given (or the
    /// current one), and an empty memory of events.
    func reset(profile newProfile: Profile?) {
        if let newProfile { activeProfile = newProfile }
        apps = catalog.enumerated().map { AppRuntime(index: $0, spec: $1, seed: seed, marks: marks) }
        marks.staleAll()
        scheduler = Scheduler()
        deviceState = DeviceState()
        transfers = []
        nextTransferID = 1
        clockApps = []
        bgTaskApps = []
        appsToSettle = AppsToSettle(count: catalog.count)
        waitingForWake = []
        awakeNoted = true
        history = EventHistory(appCount: catalog.count, sinceReset: true)
        emit(.deviceReset, detail: profile.rawValue)
    }
}

/// Which events each app had: one bit per event name per app, and the (rarer) events with a
/// reason by reason. Its size does not grow with the number of events.
struct EventHistory {
    /// 64-bit words per app: as many as the event names need.
    private static let words = (EventName.allCases.count + 63) / 64
    private var bits: [UInt64]
    /// The reasons each app's event had, by the event's place (`key`): a few each, looked
    /// through one by one (a set of app, name and reason hashed the reason's text at every
    /// event: several times the cost).
    private var reasons: [Int: [String]] = [:]
    /// Whether the memory starts at a reset rather than at the start.
    let sinceReset: Bool

    /// What the engine's history holds while the engine adds to it (`takeOut`).
    static let taken = EventHistory(appCount: 0)

    init(appCount: Int, sinceReset: Bool = false) {
        bits = Array(repeating: 0, count: appCount * Self.words)
        self.sinceReset = sinceReset
    }

    /// The word and the bit of an app's event.
    private static func place(_ app: Int, _ event: EventName) -> (word: Int, bit: UInt64) {
        let n = event.ordinal
        return (app * words + n / 64, UInt64(1) << UInt64(n % 64))
    }

    mutating func insert(_ app: Int, _ event: EventName, reason: String?) {
        let (word, bit) = Self.place(app, event)
        bits[word] |= bit
        if let reason {
            let key = Self.key(app, event)
            if reasons[key]?.contains(reason) != true { reasons[key, default: []].append(reason) }
        }
    }

    private static let names = EventName.allCases.count
    private static func key(_ app: Int, _ event: EventName) -> Int { app * names + event.ordinal }

    func contains(_ app: Int, _ event: EventName, reason: String?) -> Bool {
        guard let reason else {
            let (word, bit) = Self.place(app, event)
            return bits[word] & bit != 0
        }
        return reasons[Self.key(app, event)]?.contains(reason) == true
    }
}
