/// Event names: the delegate callbacks of the rule book's §2, task events, system events and
/// device events.
public enum EventName: String, CaseIterable, Sendable, Codable {
    // Delegate callbacks (§2).
    case finishedLaunching = "FinishedLaunching"
    case onActivated = "OnActivated"
    case onResignActivation = "OnResignActivation"
    case didEnterBackground = "DidEnterBackground"
    case willEnterForeground = "WillEnterForeground"
    case willTerminate = "WillTerminate"
    case performFetch = "PerformFetch"
    case didReceiveRemoteNotification = "DidReceiveRemoteNotification"
    case handleEventsForBackgroundUrl = "HandleEventsForBackgroundUrl"
    /// Newsstand Kit: the issue download finished (NSURLConnectionDownloadDelegate).
    case finishedDownloading = "FinishedDownloading"
    case receiveMemoryWarning = "ReceiveMemoryWarning"
    case locationsUpdated = "LocationsUpdated"
    case voipKeepAlive = "VoipKeepAlive"
    case accessoryData = "AccessoryData"
    // Scene callbacks (§11.1): the scene delegate's, and the app delegate's scene-session ones.
    case configurationForConnecting = "ConfigurationForConnecting"
    case sceneWillConnect = "SceneWillConnect"
    case sceneWillEnterForeground = "SceneWillEnterForeground"
    case sceneDidBecomeActive = "SceneDidBecomeActive"
    case sceneWillResignActive = "SceneWillResignActive"
    case sceneDidEnterBackground = "SceneDidEnterBackground"
    case sceneDidDisconnect = "SceneDidDisconnect"
    case didDiscardSceneSessions = "DidDiscardSceneSessions"
    /// ios26: UIKit's warning that an app without a scene manifest will soon need one (once
    /// per app per device session; not a callback).
    case sceneLifecycleRequired = "SceneLifecycleRequired"
    // Task events (§3).
    case beginBackgroundTask = "BeginBackgroundTask"
    case endBackgroundTask = "EndBackgroundTask"
    case expirationHandler = "ExpirationHandler"
    // System events.
    case suspended = "Suspended"
    case terminated = "Terminated"
    case fetchCompleted = "FetchCompleted"
    case transferStarted = "TransferStarted"
    case transferCompleted = "TransferCompleted"
    case transferCancelled = "TransferCancelled"
    case playbackEnded = "PlaybackEnded"
    case navigationEnded = "NavigationEnded"
    case backgroundUIUpdate = "BackgroundUIUpdate"
    case notificationShown = "NotificationShown"
    /// A push that cannot arrive: the device is offline, so APNs keeps it (the last one per
    /// app) and delivers it when the device is back online (reason `no-network`).
    case pushHeld = "PushHeld"
    case backgroundLaunchDenied = "BackgroundLaunchDenied"
    case refreshChanged = "RefreshChanged"
    /// A background app with open tasks: a continuous mode now holds its budget (detail:
    /// the mode), or no longer does and the budget runs again.
    case budgetHeld = "BudgetHeld"
    case budgetReleased = "BudgetReleased"
    // BGTaskScheduler (§11.2, §11.3): the task's identifier is the event's name (label), its
    // code or outcome the reason.
    case bgTaskSubmitted = "BGTaskSubmitted"
    case bgTaskSubmitFailed = "BGTaskSubmitFailed"
    case bgTaskLaunched = "BGTaskLaunched"
    case bgTaskExpired = "BGTaskExpired"
    case bgTaskCompleted = "BGTaskCompleted"
    case bgTaskProgress = "BGTaskProgress"
    /// A debugger attached to the app's process, or detached.
    case debuggerAttached = "DebuggerAttached"
    case debuggerDetached = "DebuggerDetached"
    // Device events (no app).
    case profileChanged = "ProfileChanged"
    /// The device became a phone or the Simulator (detail: which).
    case deviceChanged = "DeviceChanged"
    case deviceLocked = "DeviceLocked"
    case deviceUnlocked = "DeviceUnlocked"
    /// A locked device went to sleep (nothing keeps it awake any more), or woke up.
    case deviceSlept = "DeviceSlept"
    case deviceWoke = "DeviceWoke"
    case networkChanged = "NetworkChanged"
    case lowPowerChanged = "LowPowerChanged"
    /// The charger was plugged in or out (detail: on or off).
    case chargerChanged = "ChargerChanged"
    /// The battery's level was set (detail: 15%).
    case batteryChanged = "BatteryChanged"
    case callIncoming = "CallIncoming"
    case callAnswered = "CallAnswered"
    case callDeclined = "CallDeclined"
    case callEnded = "CallEnded"
    case smsAlert = "SmsAlert"
    case smsDismissed = "SmsDismissed"
    case switcherOpened = "SwitcherOpened"
    case switcherClosed = "SwitcherClosed"
    case memoryPressure = "MemoryPressure"
    /// A fresh device (`reset`); the detail is the profile.
    case deviceReset = "DeviceReset"
    /// A script's caption (`say`); the detail is the text.
    case caption = "Caption"
    // MARK: - The why report (issue 35)
    /// Every unmet condition of a request, in the hold order (`why`, `simulate launch …
    /// if-allowed`): the reasons' tokens in `reason`, separated by spaces, their sentences in
    /// the detail.
    case why = "Why"
    // MARK: - The locked device (§11.6)
    /// The device restarted: every process ended without a callback (no Terminated per app).
    case deviceRebooted = "DeviceRebooted"
    /// applicationProtectedDataWillBecomeUnavailable, at the lock, to every running app.
    case protectedDataWillBecomeUnavailable = "ProtectedDataWillBecomeUnavailable"
    /// applicationProtectedDataDidBecomeAvailable, at the unlock, to every running app.
    case protectedDataDidBecomeAvailable = "ProtectedDataDidBecomeAvailable"
    /// The app's background work could not read its protected data (reason `locked` or
    /// `before-first-unlock`).
    case dataReadFailed = "DataReadFailed"
    /// The app read its missing token as "no account" and cleared its session (`locked-data: log-out`).
    case sessionCleared = "SessionCleared"
    /// The system prewarmed the app's process (ios26): no callbacks, the app stays not running.
    case prewarmed = "Prewarmed"
    // MARK: - Pushes (§11.5): app events.
    /// AppDeck's APNs refused the push at the send (reason `bad-priority`): nothing reaches the device.
    case pushRejected = "PushRejected"
    /// A push the device will never deliver (reason `coalesced`: a newer one replaced it;
    /// `voip-blocked`: the system stopped the app's VoIP pushes).
    case pushDropped = "PushDropped"
    /// PushKit's callback: a VoIP push reached the app.
    case didReceiveIncomingPush = "DidReceiveIncomingPush"
    /// The app reported an incoming call to CallKit: the call sheet rings.
    case reportNewIncomingCall = "ReportNewIncomingCall"
    /// The app's notification service extension (its own process) got an alert push.
    case serviceExtensionDidReceive = "ServiceExtensionDidReceive"
    /// The extension did not finish within 30 s: the original content is shown.
    case serviceExtensionTimeWillExpire = "ServiceExtensionTimeWillExpire"
    /// The system ended the extension (reason `memory-limit`): the original content is shown.
    case serviceExtensionTerminated = "ServiceExtensionTerminated"
    // MARK: - Widgets (§11.7): the widget extension's events, but WidgetReloadRequested
    // (the app's own call) and WidgetDevModeChanged (the device's).
    case widgetAdded = "WidgetAdded"
    case widgetRemoved = "WidgetRemoved"
    case widgetReloadRequested = "WidgetReloadRequested"
    case widgetGetTimeline = "WidgetGetTimeline"
    case widgetEntryShown = "WidgetEntryShown"
    case widgetReloadDeferred = "WidgetReloadDeferred"
    case widgetPlaceholderShown = "WidgetPlaceholderShown"
    case widgetExtensionTerminated = "WidgetExtensionTerminated"
    case widgetDevModeChanged = "WidgetDevModeChanged"
    // MARK: - Live Activities (§11.8): the activity's events, and the app's switch.
    case activityStarted = "ActivityStarted"
    case activityStartFailed = "ActivityStartFailed"
    case activityUpdated = "ActivityUpdated"
    case activityUpdateHeld = "ActivityUpdateHeld"
    case activityUpdateDropped = "ActivityUpdateDropped"
    case activityStale = "ActivityStale"
    case activityEnded = "ActivityEnded"
    case activityDismissed = "ActivityDismissed"
    case activityAllowed = "ActivityAllowed"
    case liveActivitiesChanged = "LiveActivitiesChanged"

    /// The kind, for colour in the event pane and for filtering.
    public var kind: EventKind {
        switch self {
        case .finishedLaunching, .onActivated, .onResignActivation, .didEnterBackground,
            .willEnterForeground, .willTerminate, .receiveMemoryWarning, .configurationForConnecting,
            .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
            .sceneDidEnterBackground, .sceneDidDisconnect, .didDiscardSceneSessions, .sceneLifecycleRequired,
            .debuggerAttached, .debuggerDetached:
            .lifecycle
        case .performFetch, .didReceiveRemoteNotification, .handleEventsForBackgroundUrl, .finishedDownloading,
            .locationsUpdated, .voipKeepAlive, .accessoryData, .fetchCompleted,
            .playbackEnded, .navigationEnded, .backgroundUIUpdate, .notificationShown, .pushHeld,
            .bgTaskSubmitted, .bgTaskLaunched, .bgTaskCompleted, .bgTaskProgress,
            .didReceiveIncomingPush, .reportNewIncomingCall, .serviceExtensionDidReceive,
            .serviceExtensionTimeWillExpire:
            .background
        case .beginBackgroundTask, .endBackgroundTask, .expirationHandler, .budgetHeld, .budgetReleased, .bgTaskExpired:
            .task
        case .transferStarted, .transferCompleted, .transferCancelled:
            .transfer
        case .suspended:
            .suspension
        case .terminated, .serviceExtensionTerminated:
            .termination
        case .backgroundLaunchDenied, .refreshChanged, .bgTaskSubmitFailed, .why, .pushRejected, .pushDropped:
            .refresh
        case .profileChanged, .deviceChanged, .deviceLocked, .deviceUnlocked, .deviceSlept, .deviceWoke, .networkChanged, .lowPowerChanged,
            .chargerChanged, .batteryChanged,
            .callIncoming, .callAnswered, .callDeclined, .callEnded, .smsAlert, .smsDismissed,
            .switcherOpened, .switcherClosed, .memoryPressure, .deviceReset, .caption:
            .device
        // The locked device (§11.6).
        case .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable, .prewarmed: .lifecycle
        case .dataReadFailed, .sessionCleared: .background
        case .deviceRebooted: .device
        // Widgets (§11.7).
        case .widgetAdded, .widgetRemoved, .widgetReloadRequested, .widgetGetTimeline, .widgetEntryShown: .background
        case .widgetReloadDeferred: .refresh
        case .widgetPlaceholderShown: .refresh
        case .widgetExtensionTerminated: .termination
        case .widgetDevModeChanged: .device
        // Live Activities (§11.8).
        case .activityStarted, .activityUpdated, .activityStale, .activityAllowed: .background
        case .activityUpdateHeld, .activityUpdateDropped, .activityStartFailed, .liveActivitiesChanged: .refresh
        case .activityEnded, .activityDismissed: .termination
        }
    }
}

/// Groups of events, each with its own colour role in themes.
public enum EventKind: String, CaseIterable, Sendable {
    case lifecycle, background, task, transfer, suspension, termination, refresh, device
}
