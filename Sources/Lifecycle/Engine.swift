/// The lifecycle engine: a simulated iOS device running the apps of a catalog by the rules
/// of LIFECYCLE.md. Pure and deterministic: it owns a virtual clock that moves only when the
/// driver calls `advance(to:)` (or applies `wait`), and the same commands, profile and seed
/// always give the same events.
public final class Engine {
    public internal(set) var profile: Profile
    public internal(set) var now: SimDuration = .zero
    public internal(set) var log: EventLog
    public let catalog: [AppSpec]
    public let memoryTotalMB: Int
    public let seed: UInt64
    /// Called with every event as it is logged, before the bounded log may drop old ones:
    /// a reader that must see everything (a script's output, `--log FILE`) listens here.
    public var onEvent: ((Event) -> Void)?

    var apps: [AppRuntime]
    let indexByName: [String: Int]
    var scheduler = Scheduler()

    // The device.
    var locked = false
    /// While locked, the device stays awake until this time after a wake-up (§5).
    var wakeUntil: SimDuration = .zero
    var network: Network = .wifi
    var lowPower = false
    var refresh: RefreshSetting = .on
    var call: CallState = .none
    var smsShowing = false
    var switcherOpen = false
    /// The app in front (active, or inactive under the switcher or an interruption).
    var front: Int?
    /// The app that was in front when a call, an SMS alert or the lock interrupted it.
    var callFront: Int?
    var smsFront: Int?
    var lockedFront: Int?
    /// Switcher cards, most recent first.
    var recents: [Int] = []
    var anyAppStarted = false
    var useCounter = 0
    var nextWorkID = 1
    var nextTransferID = 1
    var transfers: [Transfer] = []
    /// Apps whose background clock may run: background apps and apps with open tasks, in
    /// catalog order (an ordered list keeps the engine deterministic).
    var clockApps: [Int] = []
    /// Apps touched by the current step, to be settled (suspended if nothing keeps them running).
    var dirty: [Int] = []
    var isDirty: [Bool]

    public init(apps specs: [AppSpec], profile: Profile = .default, seed: UInt64 = 0,
                logCapacity: Int = EventLog.defaultCapacity, memoryMB: Int = 1024) {
        self.catalog = specs
        self.profile = profile
        self.seed = seed
        self.log = EventLog(capacity: logCapacity)
        self.memoryTotalMB = memoryMB
        self.apps = specs.map { AppRuntime(spec: $0, seed: seed) }
        var index: [String: Int] = [:]
        for (i, spec) in specs.enumerated() where index[spec.name.lowercased()] == nil {
            index[spec.name.lowercased()] = i
        }
        self.indexByName = index
        self.isDirty = Array(repeating: false, count: specs.count)
    }

    /// The catalog's spelling of an app name, matched case-insensitively.
    public func appName(matching name: String) -> String? {
        indexByName[name.lowercased()].map { catalog[$0].name }
    }

    /// The app's state now; nil for an unknown app.
    public func state(of app: String) -> AppState? {
        indexByName[app.lowercased()].map { apps[$0].state }
    }

    /// Lets virtual time pass up to `time`, running everything that falls due on the way.
    /// Time never goes backwards: an earlier `time` does nothing.
    public func advance(to time: SimDuration) {
        runClock(until: time)
    }

    public func advance(by span: SimDuration) { advance(to: now + span) }

    /// Carries out one command at the current virtual time.
    public func apply(_ command: Command) throws(CommandError) {
        settleNow()
        defer { settleNow() }
        switch command {
        case .profile(let p): try setProfile(p)
        case .launch(let name): try launch(try app(name))
        case .switcher: try openSwitcherCommand()
        case .tap(let name): try tap(try app(name))
        case .home: try pressHome()
        case .kill(let name): try swipeUp(try app(name))
        case .wait(let span):
            guard span >= .zero else { throw .cannotCarryOut("cannot wait a negative time") }
            advance(by: span)
        case .lock: try lockDevice()
        case .unlock: try unlockDevice()
        case .call: try incomingCall()
        case .answer: try answerCall()
        case .decline: try declineCall()
        case .hangup: try hangUp()
        case .sms: try smsAlert()
        case .dismiss: try dismissSms()
        case .network(let n): setNetwork(n)
        case .lowPower(let on): try setLowPower(on)
        case .refresh(let setting): try setRefresh(setting)
        case .appRefresh(let name, let on): try setAppRefresh(try app(name), on)
        case .fetch(let name): try fetchCommand(try app(name))
        case .push(let name, let silent): push(try app(name), silent: silent)
        case .memoryWarning: memoryWarning()
        case .memoryPressure: memoryPressure()
        case .expect(let name, let expected):
            let i = try app(name)
            guard apps[i].state == expected else {
                throw .expectationFailed("expected \(catalog[i].name) to be \(expected.rawValue), but it is \(apps[i].state.rawValue)")
            }
        }
    }

    func app(_ name: String) throws(CommandError) -> Int {
        guard let i = indexByName[name.lowercased()] else {
            throw .cannotCarryOut("no app named '\(name)' in the catalog")
        }
        return i
    }

    // MARK: - The log

    func record(_ name: EventName, app i: Int? = nil, task: Int? = nil, label: String? = nil,
                reason: String? = nil, detail: String? = nil) {
        let event = Event(time: now, app: i.map { catalog[$0].name }, name: name,
                          state: i.map { apps[$0].state }, task: task, label: label,
                          reason: reason, detail: detail)
        log.append(event)
        onEvent?(event)
    }

    func markDirty(_ i: Int) {
        if !isDirty[i] { isDirty[i] = true; dirty.append(i) }
    }

    func markAllDirty() {
        for i in apps.indices { markDirty(i) }
    }
}
