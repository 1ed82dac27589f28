/// Read-only views of the engine for the dashboard and for tests. They are derived from the
/// engine's state on demand; nothing here drives the simulation.

/// The state of a phone call (§2).
public enum CallState: String, Sendable {
    case none, ringing, inProgress
}

public struct DeviceStatus: Hashable, Sendable {
    public var profile: Profile
    public var now: SimDuration
    public var locked: Bool
    /// False while the device sleeps: locked and nothing has woken it (§5).
    public var awake: Bool
    public var network: Network
    public var lowPower: Bool
    public var refresh: RefreshSetting
    public var call: CallState
    public var smsShowing: Bool
    public var switcherOpen: Bool
    public var frontApp: String?
    public var memoryUsedMB: Int
    public var memoryTotalMB: Int
    /// On the charger (§11.2).
    public var charging = false
    /// The battery's level, 0 to 100 (%).
    public var battery = 100
    /// A phone or the Simulator (§11.2).
    public var kind = DeviceKind.default
    /// Restarted and not unlocked since (§11.6): the status bar says `locked since boot`.
    public var lockedSinceBoot = false
    // MARK: - Pushes (§11.5)
    /// Background-push wakes per app per rolling hour; nil: no budget (`push-budget off`).
    public var pushBudget: Int? = Limits.pushBudget
    /// Counted reloads per widget per rolling 24 hours (§11.7); nil: no budget.
    public var widgetBudget: Int? = Limits.widgetBudget
    /// WidgetKit Developer Mode (§11.7).
    public var widgetDevMode = false
    /// Priority-10 ActivityKit pushes per app per rolling hour (§11.8); nil: no budget.
    public var activityBudget: Int? = Limits.activityBudget
    /// The app whose CallKit call rings or is in progress (after a VoIP push); nil for the
    /// phone's own call, or no call.
    public var caller: String?

    /// One sentence on what the profile's Background App Refresh settings can do now, for
    /// the settings screen; nil when there is nothing to add to the settings themselves.
    public var refreshSettingsNote: String? {
        if !profile.hasBackgroundAppRefresh { return "\(profile.rawValue) has no Background App Refresh" }
        if !profile.hasLowPowerMode { return "Wi-Fi only and Low Power Mode need the ios13 or ios26 profile" }
        if lowPower { return "Low Power Mode turns Background App Refresh off" }
        return nil
    }
}

/// A busy main thread: "DidEnterBackground 3s/5s".
public struct MainThreadStatus: Hashable, Sendable {
    /// The callback whose work holds the main thread.
    public var callback: EventName
    /// How long it has held it.
    public var busyFor: SimDuration
    /// When the watchdog ends the app if the callback has not returned.
    public var watchdogLimit: SimDuration
    /// Callbacks waiting for the main thread, in the order they will be delivered.
    public var waiting: [EventName]
}

public struct TaskStatus: Hashable, Sendable {
    public var id: Int
    public var name: String
    /// Work left; nil when the app never ends the task on its own.
    public var remaining: SimDuration?
    /// The expiration handler has run.
    public var expired: Bool
}

public struct TransferStatus: Hashable, Sendable {
    public var name: String
    public var bytesDone: Int64
    public var bytes: Int64
    /// Run by the app itself inside a background task (iOS 6 fallback).
    public var inApp: Bool
    public var fraction: Double { bytes == 0 ? 1 : Double(bytesDone) / Double(bytes) }
}

public struct AppStatus: Hashable, Sendable {
    public var spec: AppSpec
    public var name: String { spec.name }
    public var state: AppState
    /// In front of the user (active, or inactive under an interruption or the switcher).
    public var isFront: Bool
    /// BackgroundTimeRemaining: nil means unbounded (∞), as in the foreground or while a
    /// continuous mode holds the budget.
    public var backgroundTimeRemaining: SimDuration?
    /// The continuous mode that keeps the app running in the background, and holds its
    /// budget still meanwhile (audio playing, navigation, an accessory that talks).
    public var budgetHeldBy: BackgroundMode?
    /// The callback whose work holds the app's main thread, if one does.
    public var mainThread: MainThreadStatus?
    /// The whole budget the app gets on entering the background: the scale of its time left.
    public var backgroundTimeBudget: SimDuration
    /// The time left is short: the expiration handler is near.
    public var backgroundTimeIsShort: Bool {
        backgroundTimeRemaining.map { $0 <= Limits.shortBackgroundTime } ?? false
    }
    public var tasks: [TaskStatus]
    public var transfers: [TransferStatus]
    /// The app's own Background App Refresh switch.
    public var refreshSwitch: Bool
    /// UIApplication.backgroundRefreshStatus; nil on profiles without the setting.
    public var refreshStatus: BackgroundRefreshStatus?
    /// Whether the system may launch or resume the app in the background now, and why not,
    /// for each kind of background launch it declares (`AppSpec.backgroundLaunches`).
    public var backgroundLaunches: [BackgroundLaunchAnswer]
    /// The last snapshot, with placeholders filled in; empty before the first one.
    public var snapshot: [String]
    /// Swiped away by the user and not opened since (§9).
    public var forceQuit: Bool
    /// What keeps the app running in the background now besides its open tasks ("audio",
    /// "navigation", "fetch", …).
    public var activities: [String]
    /// Time left of what keeps it running, when that has an end (playlist, navigation).
    public var activityRemaining: SimDuration?
    /// Where the app's scene is (§11.1); nil for an app without scenes on this profile, or not
    /// running.
    public var scene: SceneStatus? = nil
    /// The app's BG task requests, pending, queued and running, with the engine's answer for
    /// each (`Engine.bgTaskRequests(of:)`): the running first, then the soonest to run.
    public var bgTaskRequests: [BGTaskAnswer] = []
    /// A debugger is attached to the app's process.
    public var debuggerAttached = false
    /// The app's last BG task submit that failed, until a submit of that identifier succeeds.
    public var bgSubmitFailure: BGSubmitFailure? = nil
    /// A scene app whose life-cycle code sits in the app delegate, which UIKit does not call
    /// for it (§11.1): its did-enter-background and foreground work never runs.
    public var appDelegateCodeIgnored = false
    /// When the snapshot was taken (now, for the app in front), on the engine's clock; nil
    /// before the first. With the fetches it counts, for `snapshot(countingFrom:)`.
    var snapshotTime: SimDuration? = nil
    var snapshotFetches = 0

    /// The snapshot with its time counted from `start` (a screen whose clock starts at a play's
    /// restart); `snapshot` when `start` is zero.
    public func snapshot(countingFrom start: SimDuration) -> [String] {
        guard start != .zero, !loggedOut, let time = snapshotTime else { return snapshot }
        let shown = time > start ? time - start : .zero
        let values: [SnapshotPlaceholder: String] = [.time: shown.clock, .fetches: String(snapshotFetches)]
        return spec.snapshot.map { SnapshotPlaceholder.fill($0, with: values) }
    }
    /// The locked device (§11.6): why the app's protected data is unreadable now, if it is.
    public var dataUnreadable: DataReadFailure? = nil
    /// The app cleared its session (`locked-data: log-out`): the user finds it logged out.
    public var loggedOut = false

    /// What the card of an app that cleared its session shows (our model): its name and
    /// `Signed out`, whatever its manifest's snapshot said while signed in.
    public static func signedOutSnapshot(_ name: String) -> [String] { [name, "Signed out"] }
    /// The system prewarmed its process: the app is still not running to the user.
    public var prewarmed = false
    // MARK: - Pushes (§11.5)
    /// The app's background pushes on ios13/ios26 (nil elsewhere, or for an app without the mode).
    public var pushes: PushStatus? = nil
    // MARK: - Widgets (§11.7)
    /// The app's widget on ios26 (nil elsewhere, or for an app without `widget:`).
    public var widget: WidgetStatus? = nil
    // MARK: - Live Activities (§11.8)
    /// The app's Live Activity and switches on ios26 (nil elsewhere, or for an app without one).
    public var liveActivity: LiveActivityStatus? = nil
}

/// A BGTaskSubmitFailed, kept for the app's card: its identifier, reason (`not-permitted`,
/// `unavailable`, `too-many-pending`, `immediate-run-ineligible`) and why, in words.
public struct BGSubmitFailure: Hashable, Sendable {
    public var id: String
    public var reason: String
    public var detail: String
}
