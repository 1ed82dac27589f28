/// What an app does, as far as the engine can simulate it. The Catalog module reads these
/// from YAML manifests; the engine runs them by the rules of the rule book.
public struct AppSpec: Hashable, Sendable {
    /// The app's name, unique in a catalog; commands match it case-insensitively.
    public var name: String
    /// One character shown on the app's icon and card.
    public var symbol: String
    /// One line on the rule the app demonstrates (for `appdeck apps` and the home screen).
    public var summary: String
    /// Resident memory while the process is alive, in MB.
    public var memoryMB: Int
    /// Declared UIBackgroundModes.
    public var modes: Set<BackgroundMode>
    /// How long FinishedLaunching takes to return (watchdog at 20 s).
    public var launchTime: SimDuration
    /// What DidEnterBackground does.
    public var didEnterBackground: DidEnterBackgroundSpec
    /// Background-safe tasks the app begins at given moments after it launches.
    public var tasks: [TimedTaskSpec]
    /// Background transfers the app hands to the system.
    public var transfers: [TransferSpec]
    /// Background fetch (needs the `fetch` mode).
    public var fetch: FetchSpec?
    /// Silent-push handling (needs the `remote-notification` mode).
    public var silentPush: PushSpec?
    /// Audio playback (needs `audio`).
    public var audio: AudioSpec?
    /// Location updates (needs `location`).
    public var location: LocationSpec?
    /// VoIP keep-alive (needs `voip`).
    public var voip: VoipSpec?
    /// An external accessory that talks to the app (needs `external-accessory`).
    public var accessory: AccessorySpec?
    /// Newsstand issue downloads (needs `newsstand-content`).
    public var newsstand: NewsstandSpec?
    /// The lines of the app's content, as its card shows them. `{time}` is replaced by the
    /// virtual clock when the snapshot was taken, `{fetches}` by the number of fetches that
    /// brought new data.
    public var snapshot: [String]
    /// When set, the app updates its UI this long after entering the background (fatal on iOS 6).
    public var backgroundUIUpdate: SimDuration?
    /// How long WillTerminate takes to return (killed anyway past 5 s).
    public var willTerminateWork: SimDuration
    /// The app declares a scene manifest (UIApplicationSceneManifest): from iOS 13 its scene
    /// delegate gets the foreground and background callbacks (§11.1).
    public var scenes: Bool
    /// BGTaskSchedulerPermittedIdentifiers (§11.2); the manifest's default is every id of
    /// `bgTasks`.
    public var permittedIdentifiers: [String] = []
    /// BGTaskScheduler tasks (§11.2, §11.3).
    public var bgTasks: [BGTaskSpec] = []
    /// Where the app's life-cycle code sits: for a scene app, code left in the app
    /// delegate's four methods is never called (§11.1, §11.2).
    public var lifecycleCode: LifecycleCode = .scene
    // MARK: - The locked device (§11.6)
    /// The protection class of the data the app's background work reads.
    public var dataProtection: DataProtection = .untilFirstUnlock
    /// What the app's code does when that read fails.
    public var lockedData: LockedDataBehaviour = .fail
    /// Whether a write still holds the shared database's lock when the app is suspended.
    public var fileLock: FileLockHold = .released
    /// Code that runs before UIApplicationMain reads protected data (seen in a prewarm).
    public var readsDataBeforeMain = false
    // MARK: - Pushes (§11.5)
    /// Whether the app reports an incoming call to CallKit for each VoIP push (`voip-call`);
    /// nil: not declared (reported).
    public var voipCall: VoipCall?
    /// The app's notification service extension (`notification-service`), if it has one.
    public var notificationService: ServiceExtensionSpec?
    // MARK: - Widgets (§11.7)
    /// The app's WidgetKit widget (`widget:`), if it has one.
    public var widget: WidgetSpec?
    // MARK: - Live Activities (§11.8)
    /// The app's Live Activity (`live-activity:`, NSSupportsLiveActivities), if it declares one.
    public var liveActivity: LiveActivitySpec?

    public init(
        name: String, symbol: String = "•", summary: String = "", memoryMB: Int = 50,
        modes: Set<BackgroundMode> = [], launchTime: SimDuration = .ms(300),
        didEnterBackground: DidEnterBackgroundSpec = .init(), tasks: [TimedTaskSpec] = [],
        transfers: [TransferSpec] = [], fetch: FetchSpec? = nil, silentPush: PushSpec? = nil,
        audio: AudioSpec? = nil, location: LocationSpec? = nil, voip: VoipSpec? = nil,
        accessory: AccessorySpec? = nil, newsstand: NewsstandSpec? = nil,
        snapshot: [String] = [], backgroundUIUpdate: SimDuration? = nil,
        willTerminateWork: SimDuration = .zero, scenes: Bool = false
    ) {
        self.name = name; self.symbol = symbol; self.summary = summary; self.memoryMB = memoryMB
        self.modes = modes; self.launchTime = launchTime; self.didEnterBackground = didEnterBackground
        self.tasks = tasks; self.transfers = transfers; self.fetch = fetch; self.silentPush = silentPush
        self.audio = audio; self.location = location; self.voip = voip; self.accessory = accessory
        self.newsstand = newsstand; self.snapshot = snapshot
        self.backgroundUIUpdate = backgroundUIUpdate; self.willTerminateWork = willTerminateWork
        self.scenes = scenes
    }

    /// Listed in Background App Refresh settings: apps registered for background modes (§9).
    public var isListedInRefreshSettings: Bool { !modes.isEmpty }
}

/// UIBackgroundModes values (§7, §8).
public enum BackgroundMode: String, CaseIterable, Sendable, Codable, Comparable {
    case audio
    case location
    case voip
    case externalAccessory = "external-accessory"
    case newsstandContent = "newsstand-content"
    case fetch
    case remoteNotification = "remote-notification"
    /// BGProcessingTask (§11.2).
    case processing

    public static func < (a: BackgroundMode, b: BackgroundMode) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The thread a task's work runs on. Work on the main thread inside DidEnterBackground
/// keeps the callback from returning and counts against its 5 s (§4).
public enum TaskThread: String, Sendable, Codable, CaseIterable {
    case main, background
}

/// What a task's expiration handler does when it runs, 5 s before the budget ends.
public enum ExpirationAction: Hashable, Sendable {
    /// An empty handler: the task stays open and the app is terminated at zero.
    case nothing
    /// The handler calls EndBackgroundTask after the given time (zero: at once).
    case endTask(after: SimDuration)

    public static let endTaskNow = ExpirationAction.endTask(after: .zero)
}

/// One BeginBackgroundTask … EndBackgroundTask.
public struct TaskSpec: Hashable, Sendable {
    public var name: String
    public var thread: TaskThread
    /// How long the work takes; nil when the app never ends the task on its own.
    public var duration: SimDuration?
    public var expiration: ExpirationAction

    public init(
        name: String, thread: TaskThread = .background, duration: SimDuration?,
        expiration: ExpirationAction = .nothing
    ) {
        self.name = name; self.thread = thread; self.duration = duration; self.expiration = expiration
    }
}

public struct DidEnterBackgroundSpec: Hashable, Sendable {
    /// Work done on the main thread before the callback returns (saving state, …).
    public var mainThreadWork: SimDuration
    /// Tasks begun inside the callback.
    public var tasks: [TaskSpec]

    public init(mainThreadWork: SimDuration = .zero, tasks: [TaskSpec] = []) {
        self.mainThreadWork = mainThreadWork; self.tasks = tasks
    }
}

/// A background-safe task begun a given time after launch.
public struct TimedTaskSpec: Hashable, Sendable {
    public var at: SimDuration
    public var task: TaskSpec

    public init(at: SimDuration, task: TaskSpec) { self.at = at; self.task = task }
}

public enum TransferStart: Hashable, Sendable {
    /// Each time the app enters the background (unless that transfer is already running).
    case enterBackground
    /// Once, this long after the app launches.
    case afterLaunch(SimDuration)
}

/// An upload or download handed to the background transfer service (§6).
public struct TransferSpec: Hashable, Sendable {
    public var name: String
    public var bytes: Int64
    public var start: TransferStart
    /// On iOS 6 the app runs the transfer itself inside a background task; this is what that
    /// task's expiration handler does.
    public var ios6Expiration: ExpirationAction

    public init(
        name: String, bytes: Int64, start: TransferStart = .enterBackground,
        ios6Expiration: ExpirationAction = .endTaskNow
    ) {
        self.name = name; self.bytes = bytes; self.start = start; self.ios6Expiration = ios6Expiration
    }
}

public enum FetchResult: String, Sendable, Codable, CaseIterable {
    case newData, noData, failed
}

public struct FetchSpec: Hashable, Sendable {
    /// The app's setMinimumBackgroundFetchInterval: never fetched more often than this.
    public var minimumInterval: SimDuration
    /// How long PerformFetch takes before it calls its completion handler (limit 30 s).
    public var duration: SimDuration
    public var result: FetchResult

    public init(minimumInterval: SimDuration, duration: SimDuration, result: FetchResult = .newData) {
        self.minimumInterval = minimumInterval; self.duration = duration; self.result = result
    }
}

public struct PushSpec: Hashable, Sendable {
    /// How long DidReceiveRemoteNotification takes for a silent push (limit 30 s).
    public var duration: SimDuration
    public var result: FetchResult

    public init(duration: SimDuration, result: FetchResult = .newData) {
        self.duration = duration; self.result = result
    }
}

public struct AudioSpec: Hashable, Sendable {
    /// Playback starts at launch and lasts this long.
    public var playlist: SimDuration
    public init(playlist: SimDuration) { self.playlist = playlist }
}

public struct LocationSpec: Hashable, Sendable {
    /// Continuous updates (navigation) from launch, for this long.
    public var navigation: SimDuration
    /// When set, significant location changes arrive this often once navigation is over and
    /// wake or relaunch the app in the background.
    public var significantChanges: SimDuration?

    public init(navigation: SimDuration, significantChanges: SimDuration? = nil) {
        self.navigation = navigation; self.significantChanges = significantChanges
    }
}

public struct VoipSpec: Hashable, Sendable {
    /// The keep-alive handler runs this often while the app is in the background.
    public var keepAlive: SimDuration
    /// How long the keep-alive handler runs.
    public var handlerDuration: SimDuration

    public init(keepAlive: SimDuration, handlerDuration: SimDuration = .seconds(1)) {
        self.keepAlive = keepAlive; self.handlerDuration = handlerDuration
    }
}

public struct AccessorySpec: Hashable, Sendable {
    /// The accessory sends data this often, from launch.
    public var interval: SimDuration
    public init(interval: SimDuration) { self.interval = interval }
}

public struct NewsstandSpec: Hashable, Sendable {
    /// Size of an issue, downloaded when a push arrives.
    public var issueBytes: Int64
    public init(issueBytes: Int64) { self.issueBytes = issueBytes }
}
