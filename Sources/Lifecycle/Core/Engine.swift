/// The lifecycle engine: a simulated iOS device running the apps of a catalog by the rules
/// of the rule book (the Lifecycle documentation). Pure and deterministic: it owns a virtual
/// clock that moves only when the driver calls `advance(to:)` (or applies `wait`), and the
/// same commands, profile and seed always give the same events.
///
/// The engine holds what is shared by all apps (the device, the clock, the transfers, the
/// log); each app's own state and transitions are in `AppRuntime`.
public final class Engine {
    public var profile: Profile { activeProfile }
    /// A phone (the default) or the Simulator, where BGTaskScheduler runs nothing (§11.2).
    public var deviceKind: DeviceKind { activeDevice }
    public var now: SimDuration { clockTime }
    public var log: EventLog { eventLog }
    public let catalog: [AppSpec]
    public let memoryTotalMB: Int
    /// Called with every event as it is logged, before the bounded log may drop old ones:
    /// a reader that must see everything (a script's output, `--log FILE`) listens here.
    public var onEvent: ((Event) -> Void)? {
        get { listener }
        set { listener = newValue }
    }
    // What the public properties above read. They are stored internal: the optimizer then
    // sees every access to them and drops the run-time exclusivity checks a public stored
    // property of a class keeps on each read (they were a fifth of a push week's CPU).
    var activeProfile: Profile
    var activeDevice: DeviceKind
    var clockTime: SimDuration = .zero
    var eventLog: EventLog
    var listener: ((Event) -> Void)?

    /// Replaced by a fresh set on `reset`.
    var apps: [AppRuntime]
    let indexByName: [String: Int]
    var scheduler = Scheduler()
    var deviceState = DeviceState()
    var transfers: [Transfer] = []
    var nextTransferID = 1
    /// The last serial given to a BG task request.
    var nextBGSerial = 0
    /// Apps whose background clock may run: background apps and apps with open tasks, in
    /// catalog order (an ordered list keeps the engine deterministic).
    var clockApps: [Int] = [] {
        didSet { marks.awake = true }
    }
    /// Apps with BG task requests (pending, queued or running), in catalog order: what the
    /// clock scans for requests due (`noteRequests` keeps it after each change).
    var bgTaskApps: [Int] = []
    /// Apps touched by the current step, to be settled (suspended if nothing keeps them running).
    var appsToSettle: AppsToSettle
    /// App code that fell due while the device slept, to run at the next wake-up.
    var waitingForWake: [ScheduledAction] = []
    /// Whether the device was awake when last noted (DeviceSlept / DeviceWoke are logged on change).
    var awakeNoted = true
    /// Whether everything due now has run: the engine changes only inside `apply` and the
    /// clock, which end by settling, so a command or a step starts by settling only when the
    /// last one left its moment unfinished (`enough`) or nothing has settled yet.
    var settled = false
    /// The seed the apps' randomness was last drawn from (`seed N` changes it; `reset` keeps it).
    var seed: UInt64
    /// Which events each app had since the start or the last reset (`expect APP had EVENT`).
    var history: EventHistory
    /// What a running `wait until` waits for, and whether it happened.
    var awaited: (app: Int, event: EventName, reason: String?)?
    var awaitedHappened = false
    /// How many open tasks the steps' checks have looked at: the work that must grow with a
    /// script's lines no faster than they do (a test counts it).
    var tasksLookedAt = 0
    /// What falls due, known ahead (`DueIndex`): the marks the apps share with the engine, and
    /// the deadlines computed from them.
    let marks = DueMarks()
    var bgTaskDueCache: BGTaskDue?
    var keepsAwakeCache: (profile: Profile, awake: Bool)?
    var refreshCache: RefreshAnswers?
    /// The apps that declare a Live Activity, the only ones that can have one: what a wake-up
    /// or a change of the budget looks through (not every app of a 500-app catalog).
    let activityApps: [Int]

    public init(
        apps specs: [AppSpec], profile: Profile = .default, device: DeviceKind = .default, seed: UInt64 = 0,
        logCapacity: Int = EventLog.defaultCapacity, memoryMB: Int = 1024
    ) {
        self.catalog = specs
        self.activeProfile = profile
        self.activeDevice = device
        self.eventLog = EventLog(capacity: logCapacity)
        self.memoryTotalMB = memoryMB
        self.seed = seed
        self.history = EventHistory(appCount: specs.count)
        let marks = marks
        self.apps = specs.enumerated().map { AppRuntime(index: $0, spec: $1, seed: seed, marks: marks) }
        var index: [String: Int] = [:]
        for (i, spec) in specs.enumerated() where index[spec.name.lowercased()] == nil {
            index[spec.name.lowercased()] = i
        }
        self.indexByName = index
        self.appsToSettle = AppsToSettle(count: specs.count)
        self.activityApps = specs.indices.filter { specs[$0].liveActivity != nil }
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
        if !settled { settleNow() }
        settled = false
        defer { settleNow() }
        switch command {
        case .profile(let p): try setProfile(p)
        case .device(let kind): try setDeviceKind(kind)
        case .launch(let name): try launch(try app(name))
        case .switcher: try openSwitcherCommand()
        case .tap(let name): try tap(try app(name))
        case .home: try pressHome()
        case .swipeUp(let name): try swipeUp(try app(name))
        case .disconnect(let name): try disconnect(try app(name))
        case .wait(let span), .skip(let span):
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
        case .push(let name, let silent, let voip, let priority, let mutable):
            try pushCommand(try app(name), PushSent(silent: silent, voip: voip, priority: priority, mutable: mutable))
        case .memoryWarning: memoryWarning()
        case .memoryPressure(let bytes): memoryPressure(free: bytes)
        case .expect(let name, let expected): try expect(try app(name), expected)
        case .expectLaunch(let name, let launch, let expected): try expect(try app(name), launch, expected)
        case .expectEvent(let pattern, let happened): try expect(pattern, happened: happened)
        case .waitUntil(let pattern, let within): try waitUntil(AwaitedEvent(pattern, within: within))
        case .submit(let name, let id): try submitCommand(try app(name), id)
        case .charger(let on): setCharger(on)
        case .battery(let percent): try setBattery(percent)
        case .debugger(let name, let attach): try setDebugger(try app(name), attach: attach)
        case .simulateLaunch(let name, let id): try simulateLaunch(try app(name), id)
        case .simulateExpire(let name, let id): try simulateExpire(try app(name), id)
        case .stop(let name, let id): try stopContinued(try app(name), id)
        case .expectRun(let name, let id, let expected): try expectRun(try app(name), id, expected)
        case .say(let text): emit(.caption, detail: text)
        case .pause, .speed: break
        case .seed(let value): reseed(value)
        case .reset(let p): reset(profile: p)
        case .why(let name, let word): try whyCommand(try app(name), word)
        case .simulateLaunchIfAllowed(let name, let id): try simulateLaunchIfAllowed(try app(name), id)
        // MARK: - The locked device (§11.6)
        case .reboot: try reboot()
        case .prewarm(let name): try prewarm(try app(name))
        case .pushBudget(let budget): try setPushBudget(budget)
        // MARK: - Widgets (§11.7)
        case .widget(let name, let action): try widgetCommand(try app(name), action)
        case .widgetBudget(let budget): try setWidgetBudget(budget)
        case .widgetDevMode(let on): try setWidgetDevMode(on)
        case .expectWidgetReload(let name, let expected): try expectWidgetReload(try app(name), expected)
        // MARK: - Live Activities (§11.8)
        case .activity(let name, let action): try activityCommand(try app(name), action)
        case .activityPush(let name, let push): try activityPushCommand(try app(name), push)
        case .liveActivities(let name, let frequent, let on): try setLiveActivities(try app(name), frequent: frequent, on: on)
        case .activityBudget(let budget): try setActivityBudget(budget)
        case .expectActivity(let name, let question, let expected): try expectActivity(try app(name), question, expected)
        }
    }

    func app(_ name: String) throws(CommandError) -> Int {
        guard let i = indexByName[name.lowercased()] else {
            throw .cannotCarryOut("no app named '\(name)' in the catalog")
        }
        return i
    }

    func expect(_ i: Int, _ expected: AppState) throws(CommandError) {
        guard apps[i].state == expected else {
            throw .expectationFailed("expected \(catalog[i].name) to be \(expected.rawValue), but it is \(apps[i].state.rawValue)")
        }
    }

    // MARK: - The log

    /// Logs a device event (no app).
    func emit(_ name: EventName, detail: String? = nil) {
        append(Event(time: now, app: nil, name: name, state: nil, detail: detail))
    }

    /// Logs an app's event, with the app's state as it is now.
    func emit(
        _ name: EventName, _ app: AppRuntime, task: Int? = nil, label: String? = nil,
        reason: String? = nil, detail: String? = nil, process: EventProcess? = nil, activity: Int? = nil
    ) {
        let identifier = name.carriesTaskIdentifier ? label : nil
        var had = takeOut(&history, leaving: .taken)
        had.insert(app.index, name, reason: reason)
        if let identifier { had.insert(app.index, name, reason: identifier) }
        history = had
        if let w = awaited, w.app == app.index, w.event == name, w.reason == nil || w.reason == reason || w.reason == identifier {
            awaitedHappened = true
        }
        // Every submit's outcome passes here: the card keeps the last failure until its id is submitted.
        if name == .bgTaskSubmitFailed, let label {
            app.submitFailure = BGSubmitFailure(id: label, reason: reason ?? "", detail: detail ?? "")
        } else if name == .bgTaskSubmitted, label == app.submitFailure?.id {
            app.submitFailure = nil
        }
        append(
            Event(
                time: now, app: app.name, name: name, state: app.state, task: task, label: label,
                reason: reason, detail: detail, process: process, activity: activity))
    }

    private func append(_ event: Event) {
        var log = takeOut(&eventLog, leaving: .taken)
        log.append(event)
        eventLog = log
        listener?(event)
    }

    func markDirty(_ i: Int) {
        var touched = takeOut(&appsToSettle, leaving: .taken)
        touched.insert(i)
        appsToSettle = touched
    }

    func markAllDirty() {
        for i in apps.indices { markDirty(i) }
    }
}

/// Apps touched by the current step, each once, in the order they were first touched.
struct AppsToSettle {
    private(set) var list: [Int] = []
    private var marked: [Bool]

    /// What the engine holds while it changes its list (`takeOut`).
    static let taken = AppsToSettle(count: 0)

    init(count: Int) { marked = Array(repeating: false, count: count) }

    var isEmpty: Bool { list.isEmpty }

    mutating func insert(_ i: Int) {
        if !marked[i] { marked[i] = true; list.append(i) }
    }

    /// The touched apps, in order; the set is empty afterwards.
    mutating func takeAll() -> [Int] {
        let taken = list
        list.removeAll(keepingCapacity: true)
        for i in taken { marked[i] = false }
        return taken
    }
}
