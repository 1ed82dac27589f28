import Lifecycle

/// One setting `appdeck matrix` varies. Each takes the words of the command language
/// (`bar wifi`, `network cellular`, `lowpower on`) and exists only where the profile and the
/// app have it.
public enum MatrixAxis: String, CaseIterable, Sendable {
    /// The global Background App Refresh setting (`bar off|wifi|on`).
    case refresh
    /// The app's own Background App Refresh switch (`bar APP on|off`).
    case appSwitch = "switch"
    case network
    /// Low Power Mode (`lowpower on|off`).
    case lowPower = "lowpower"
    /// How the app was left before the launch is triggered.
    case state
    /// The charger (`charger on|off`): for apps with a processing task, on ios13 and later.
    case charger
    /// Whether the user is using the device (`yes`) or it is locked (`no`, `lock`): for apps
    /// with a processing task, on ios13 and later.
    case inUse = "in-use"
    // MARK: - The locked device (§11.6)
    /// Whether the device has been unlocked since it last restarted (`no`: `reboot` once the
    /// app is left in its state): on ios13 and later, for apps whose locked-device keys are not
    /// the defaults (`MatrixRunner.lockedDeviceMatters`).
    case unlockedSinceBoot = "unlocked since boot"

    /// The values the axis takes for `app` on `profile`, in the order Settings lists them;
    /// empty where the profile or the app has no such setting.
    public func values(for app: AppSpec, on profile: Profile) -> [String] {
        switch self {
        case .refresh: profile.refreshChoices.map(\.rawValue)
        case .appSwitch: profile.hasBackgroundAppRefresh && app.isListedInRefreshSettings ? ["on", "off"] : []
        case .network: Network.allCases.map(\.rawValue)
        case .lowPower: profile.hasLowPowerMode ? ["off", "on"] : []
        case .state: MatrixState.allCases.map(\.rawValue)
        case .charger: Self.hasProcessingTask(app, profile) ? ["off", "on"] : []
        case .inUse: Self.hasProcessingTask(app, profile) ? ["yes", "no"] : []
        case .unlockedSinceBoot: MatrixRunner.lockedDeviceMatters(app, profile) ? ["yes", "no"] : []
        }
    }

    private static func hasProcessingTask(_ app: AppSpec, _ profile: Profile) -> Bool {
        profile.hasBGTaskScheduler && app.bgTasks.contains { $0.kind == .processing }
    }

    /// The commands that set the axis to `value` for `app`.
    func commands(_ value: String, app: String) -> [Command] {
        switch self {
        case .refresh: RefreshSetting(rawValue: value).map { [.refresh($0)] } ?? []
        case .appSwitch: [.appRefresh(app, value == "on")]
        case .network: Network(rawValue: value).map { [.network($0)] } ?? []
        case .lowPower: [.lowPower(value == "on")]
        case .state: MatrixState(rawValue: value)?.commands(app: app) ?? []
        case .charger: [.charger(value == "on")]
        case .inUse: value == "no" ? [.lock] : []
        case .unlockedSinceBoot: value == "no" ? [.reboot] : []
        }
    }
}

/// One kind of launch the matrix triggers: a background launch (§8, §9; on ios13 and ios26
/// `voip` is a VoIP push, §11.5), the run of a BG task request the app submitted (§11.2), one
/// per refresh or processing task the app declares, each submitted and run by its identifier,
/// or an alert push through the app's notification service extension (§11.5).
public enum MatrixLaunch: Hashable, Sendable {
    case background(BackgroundLaunch)
    /// The task `id` of `kind`; `firstOfKind`: the first task of that kind the app declares.
    case bgTask(BGTaskKind, id: String, firstOfKind: Bool)
    /// An alert push with `mutable`, through the app's notification service extension (§11.5).
    case serviceExtension
    /// A widget reload the app asks for (§11.7, ios26), its widget on the Home Screen.
    case widgetReload
    /// The app's code starting a Live Activity, and a priority-10 ActivityKit push to the
    /// activity it started in front (§11.8, ios26).
    case activityStart, activityUpdate

    /// Its column: `fetch`, `push`, …; `refresh-task`, `processing-task` for the first task of
    /// that kind, `refresh-task ID` for each further one (an app with one task per kind has
    /// the columns it always had).
    public var name: String {
        switch self {
        case .background(let launch): launch.rawValue
        case .bgTask(let kind, let id, let first): "\(kind.rawValue)-task" + (first ? "" : " " + id)
        case .serviceExtension: "extension"
        case .widgetReload: "widget-reload"
        case .activityStart: "activity-start"
        case .activityUpdate: "activity-update"
        }
    }

    /// Where its column goes among every app's (csv): the background launches in their order,
    /// then the refresh tasks, the first before the others, then the processing tasks, then
    /// `extension`.
    var rank: Int {
        switch self {
        case .background(let launch): BackgroundLaunch.allCases.firstIndex(of: launch) ?? 0
        case .bgTask(let kind, _, let first): BackgroundLaunch.allCases.count + (kind == .refresh ? 0 : 2) + (first ? 0 : 1)
        case .serviceExtension: BackgroundLaunch.allCases.count + 4
        case .widgetReload: BackgroundLaunch.allCases.count + 5
        case .activityStart: BackgroundLaunch.allCases.count + 6
        case .activityUpdate: BackgroundLaunch.allCases.count + 7
        }
    }

    /// The launches `app` declares: its background launches, then a BG task launch for each
    /// refresh task, then for each processing task, in the order the app declares them, then
    /// `extension` for an app with a notification service extension.
    public static func declared(by app: AppSpec) -> [MatrixLaunch] {
        app.backgroundLaunches.map(Self.background)
            + [BGTaskKind.refresh, .processing].flatMap { kind in
                app.bgTasks.filter { $0.kind == kind }.enumerated().map { Self.bgTask(kind, id: $1.id, firstOfKind: $0 == 0) }
            }
            + (app.notificationService != nil ? [.serviceExtension] : [])
            + (app.widget != nil ? [.widgetReload] : [])
            + (app.liveActivity != nil ? [.activityStart, .activityUpdate] : [])
    }
}

/// How the matrix leaves the app in the background before it triggers a launch.
public enum MatrixState: String, CaseIterable, Sendable {
    /// In the background, suspended once nothing keeps it running.
    case suspended
    /// Purged by the system to free memory (`memory pressure`).
    case purged
    /// Swiped away by the user in the app switcher (`kill`).
    case forceQuit = "force-quit"

    func commands(app: String) -> [Command] {
        switch self {
        case .suspended: []
        case .purged: [.memoryPressure(free: nil)]
        case .forceQuit: [.switcher, .swipeUp(app), .home]
        }
    }
}

/// What happened when the matrix triggered one kind of background launch.
public enum MatrixOutcome: Hashable, Sendable {
    /// The app got the callback; `result` is what came of it (a fetch's `newData`, …).
    case ran(callback: EventName, result: String?)
    /// The system would not launch or resume it (BackgroundLaunchDenied, or the engine's
    /// answer where the trigger cannot happen at all: a transfer on iOS 6).
    case denied(HoldReason)
    /// The system refused it for a reason of its own area that is not a hold: a Live
    /// Activity's `visibility`, `throttled`, `expired-token` (§11.8).
    case refused(String)
    /// Neither: why (`paused (no network)`, `not running`).
    case nothing(String)

    /// `ran PerformFetch newData`, `wifi-only`, `nothing: paused (no network)`.
    public var text: String {
        switch self {
        case .ran(let callback, let result): "ran " + callback.rawValue + (result.map { " " + $0 } ?? "")
        case .denied(let reason): reason.rawValue
        case .refused(let reason): reason
        case .nothing(let why): "nothing: " + why
        }
    }
}

/// One combination of the axes and what each launch did in it.
public struct MatrixRow: Hashable, Sendable {
    /// One value per axis of the matrix, in its order.
    public var values: [String]
    /// One outcome per launch of the matrix, in its order.
    public var outcomes: [MatrixOutcome]
}

/// Every combination for one app on one profile.
public struct AppMatrix: Sendable {
    public var app: String
    public var profile: Profile
    /// The axes the profile and the app have, each with its values.
    public var axes: [(axis: MatrixAxis, values: [String])]
    /// The kinds of launch the app declares.
    public var launches: [MatrixLaunch]
    /// Every combination, the last axis varying fastest.
    public var rows: [MatrixRow]
}
