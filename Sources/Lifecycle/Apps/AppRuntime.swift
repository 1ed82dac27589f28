/// One app's process and everything the engine tracks about it. Its transitions, grouped by
/// the rule book's sections, are in the files named after them (Callbacks, BackgroundTasks,
/// Watchdog, ContinuousModes, …): whatever changes an app's state is a method here.
final class AppRuntime {
    /// The app's place in the catalog.
    let index: Int
    let spec: AppSpec
    var random: SeededRandom

    var state: AppState = .notRunning
    /// Bumped whenever a process starts or ends: scheduled actions of an older process lapse.
    var incarnation = 0
    /// When the user last brought it to the front (0: never), for least-recently-used order.
    var lastUsed = 0
    /// Swiped away by the user and not opened since (§9).
    var forceQuit = false {
        didSet { if forceQuit != oldValue { marks.bgTasks = true } }
    }
    var refreshSwitch = true {
        didSet {
            if refreshSwitch != oldValue {
                marks.bgTasks = true
                marks.refresh = true
            }
        }
    }
    var everLaunchedByUser = false
    /// BackgroundTimeRemaining while in the background; nil in the foreground (unbounded).
    var budget: SimDuration?
    var tasks: OpenTasks = [] {
        didSet { marks.awake = true }
    }
    var nextTaskID = 1
    /// The callback whose work holds the main thread, if one does.
    var mainThread: MainThreadWork? {
        didSet { marks.awake = true }
    }
    /// Callbacks that arrived while the main thread was busy, in order.
    var waiting: [Delivery] = []
    /// How many callbacks have ever waited (a ticket's number: `WaitingTicket`).
    var everWaited = 0
    /// The process is being ended for this reason: it ends when WillTerminate returns.
    var ending: TerminationReason?
    var wakeWork: [WakeWork] = [] {
        didSet { marks.awake = true }
    }
    var nextWorkID = 1
    var snapshotTime: SimDuration?
    var fetchesWithNewData = 0
    var playbackUntil: SimDuration?
    var navigationUntil: SimDuration?
    var accessoryConnected = false
    /// A continuous mode held the budget when last noted (BudgetHeld was logged, not yet
    /// BudgetReleased).
    var budgetHeldNoted = false
    /// Which stay in the background this is: bumped on each move between the foreground and
    /// the background, so that background schedules (keep-alive, UI update) of an earlier stay
    /// lapse.
    var backgroundStint = 0
    var fetchEpoch = 0
    /// BG task requests: pending ones outlive the process; running ones and continued
    /// requests end with it (§11.2, §11.3).
    var requests: [BGRequest] = [] {
        // A continued task's progress changes no deadline.
        didSet { if !BGRequest.sameDeadlines(oldValue, requests) { marks.staleAll() } }
    }
    /// The BG task identifiers whose launch handlers this process registered.
    var registeredHandlers: Set<String> = []
    /// A debugger is attached to the process.
    var debuggerAttached = false
    /// The last submit that failed, until a submit of its identifier succeeds.
    var submitFailure: BGSubmitFailure?
    /// When the user last opened the app (§11.2: nothing for an app not opened for 7 days).
    var lastOpened: SimDuration? {
        didSet { if lastOpened != oldValue { marks.bgTasks = true } }
    }
    var locationEpoch = 0
    /// The app's scene and scene session (§11.1).
    var scene = SceneRecord()
    // MARK: - The locked device (§11.6)
    /// The system prewarmed the process: it lives, the app is still not running to the user.
    var prewarmed = false
    /// The app cleared its session (`locked-data: log-out`): the user finds it logged out.
    var sessionCleared = false
    /// The app was running when the device locked: its `complete-unless-open` files stay open.
    var dataOpenAtLock = false
    /// Work waiting for the app's protected data (`locked-data: wait`).
    var dataWaits: [DataWait] = []
    // MARK: - Pushes (§11.5)
    /// The background pushes that woke the app, the held one, the VoIP strikes.
    var pushes = AppPushes()
    // MARK: - Widgets (§11.7)
    /// The app's widget on the Home Screen, its budget, its timeline and its pending reload.
    var widget = AppWidget()
    // MARK: - Live Activities (§11.8)
    /// The app's Live Activity (the one shown, or the last), its switches, tokens and budgets.
    var activities = AppActivities()

    /// The continuous modes the app declares (§7), read on every tick of its clock.
    let declaresAudio: Bool, declaresLocation: Bool, declaresAccessory: Bool
    /// The `voip` mode, read by every VoIP push's question.
    let declaresVoip: Bool
    /// The background launches the app declares (`AppSpec.declares`), a bit each, and whether
    /// it lists permitted BG task identifiers: read by every question the table of holds
    /// answers (asking the spec copied the whole of it each time).
    private let declaredLaunches: UInt8
    let listsPermittedIdentifiers: Bool
    /// Marks the clock's deadlines stale as the properties they read change (`DueIndex`).
    let marks: DueMarks

    init(index: Int, spec: AppSpec, seed: UInt64, marks: DueMarks) {
        self.index = index
        self.spec = spec
        self.marks = marks
        self.random = SeededRandom(seed: seed ^ SeededRandom.stableHash(spec.name))
        declaresAudio = spec.modes.contains(.audio)
        declaresLocation = spec.modes.contains(.location)
        declaresAccessory = spec.modes.contains(.externalAccessory)
        declaresVoip = spec.modes.contains(.voip)
        declaredLaunches = BackgroundLaunch.allCases.reduce(0) { $0 | (spec.declares($1) ? $1.bit : 0) }
        listsPermittedIdentifiers = spec.listsPermittedIdentifiers
    }

    var name: String { spec.name }

    /// Whether the app declares `launch` (as its spec says).
    func declares(_ launch: BackgroundLaunch) -> Bool { declaredLaunches & launch.bit != 0 }
    var hasOpenTasks: Bool { !tasks.isEmpty }

    func task(_ id: Int) -> RunningTask? { tasks.first { $0.id == id } }

    func changeTask(_ id: Int, _ change: (inout RunningTask) -> Void) {
        guard let k = tasks.firstIndex(where: { $0.id == id }) else { return }
        changeTasks { $0.update(at: k, change) }
    }

    /// Changes the open tasks as a value taken out and put back (`takeOut`).
    func changeTasks<Result>(_ change: (inout OpenTasks) -> Result) -> Result {
        var open = takeOut(&tasks, leaving: [])
        let result = change(&open)
        tasks = open
        return result
    }
}

/// An open BeginBackgroundTask.
struct RunningTask {
    var id: Int
    var name: String
    /// Work left, counted on the app's background clock; nil when the task does not end by
    /// itself (never ends, ends by a scheduled time, or ends with its transfer).
    var remaining: SimDuration?
    /// A main-thread task begun in DidEnterBackground: it ends at this wall time.
    var scheduledEnd: SimDuration?
    var expiration: ExpirationAction
    var expired = false
    /// The in-app transfer this task carries (the iOS 6 fallback).
    var transfer: Int?
}

/// A callback that has not returned yet: its work holds the app's main thread.
struct MainThreadWork {
    /// The callback doing the work: FinishedLaunching, DidEnterBackground (SceneDidEnterBackground
    /// for a scene app) or WillTerminate.
    var callback: EventName
    var began: SimDuration
    /// How long its work takes; nil: it never returns.
    var work: SimDuration?
}

/// A callback on its way to the app's main thread.
enum Delivery {
    /// WillEnterForeground, then OnActivated if the app is then in front of the user.
    case willEnterForeground
    case onActivated
    case onResignActivation
    case didEnterBackground
    case willTerminate
    case receiveMemoryWarning
    /// The system disconnected the app's scene (§11.1).
    case sceneDidDisconnect
    /// A callback the system woke the app for, and the work it starts.
    case wake(WakeCall)
    /// A BG task's launch handler.
    case bgTaskLaunch(serial: Int)
    /// ProtectedDataWillBecomeUnavailable or ProtectedDataDidBecomeAvailable (§11.6).
    case protectedData(EventName)

    /// The callback the app gets first, given the app's transition callbacks (its app
    /// delegate's or its scene delegate's).
    func callback(_ callbacks: TransitionCallbacks) -> EventName {
        switch self {
        case .willEnterForeground: callbacks.willEnterForeground
        case .onActivated: callbacks.didBecomeActive
        case .onResignActivation: callbacks.willResignActive
        case .didEnterBackground: callbacks.didEnterBackground
        case .sceneDidDisconnect: .sceneDidDisconnect
        case .willTerminate: .willTerminate
        case .receiveMemoryWarning: .receiveMemoryWarning
        case .wake(let call): call.callback
        case .bgTaskLaunch: .bgTaskLaunched
        case .protectedData(let callback): callback
        }
    }
}

/// A background callback (PerformFetch, DidReceiveRemoteNotification, …) and the work it
/// keeps the app running for.
struct WakeCall {
    var callback: EventName
    var label: String? = nil
    var detail: String? = nil
    var work: WakeWork.Kind
    var duration: SimDuration
    var result: FetchResult = .noData
}

/// A transfer in flight: run by the system's transfer service (outliving the app's process)
/// or, on iOS 6, by the app inside a background task.
struct Transfer {
    var id: Int
    var app: Int
    var name: String
    var bytes: Int64
    /// A Newsstand Kit issue download (NKAssetDownload) rather than an NSURLSession transfer.
    var newsstand = false
    var done: Int64 = 0
    /// The background task that carries it, when the app runs it itself.
    var task: Int?
    var left: Int64 { bytes - done }
}

/// Work the system woke the app for, which keeps it running until it completes.
struct WakeWork {
    enum Kind: String {
        case fetch = "fetch"
        case silentPush = "silent push"
        case newsstandPush = "newsstand"
        case transferEvents = "transfer events"
        case issueDownloaded = "issue downloaded"
        case keepAlive = "keep-alive"
        case location = "location update"
        // MARK: - Pushes (§11.5)
        case voipPush = "VoIP push"
    }
    var id: Int
    var kind: Kind
    var result: FetchResult
    /// When its work is done.
    var end: SimDuration
}
