/// The simulated device, apart from its apps: the screen (what is in front, the switcher,
/// interruptions), the lock and sleep (§5), and the settings the user controls (§9).
struct DeviceState {
    var locked = false
    /// While locked, the device stays awake until this time after a wake-up (§5).
    var wakeUntil: SimDuration = .zero
    var network: Network = .wifi
    var lowPower = false
    /// On the charger (§11.2: processing tasks that require external power).
    var charging = false
    /// The battery's level in %; below 20 %, not charging, BG tasks are held.
    var battery = 100
    /// When the device was last locked.
    var lockedAt: SimDuration = .zero
    var refresh: RefreshSetting = .on
    var call: CallState = .none
    /// The app whose call rings or is in progress, reported through CallKit after a VoIP push
    /// (§11.5); nil for the phone's own call.
    var caller: Int?
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
    /// Counts the user's opens, for least-recently-used order.
    var useCounter = 0
    /// Some app has started: the profile can no longer change.
    var anyAppStarted = false
    /// Memory held by live processes.
    var memoryUsedMB = 0
    /// Pushes APNs keeps while the device is offline: the last one per app, oldest first.
    var heldPushes: [HeldPush] = []
    // MARK: - The locked device (§11.6)
    /// Restarted and not unlocked since: every protection class but `none` is unreadable.
    var lockedSinceBoot = false
    // MARK: - Pushes (§11.5)
    /// Background-push wakes per app per rolling hour (our model); nil: no budget.
    var pushBudget: Int? = Limits.pushBudget
    // MARK: - Widgets (§11.7)
    /// Counted reloads per widget per rolling 24 hours (our model); nil: no budget.
    var widgetBudget: Int? = Limits.widgetBudget
    /// WidgetKit Developer Mode: every reload is free.
    var widgetDevMode = false
    // MARK: - Live Activities (§11.8)
    /// Priority-10 pushes per app per rolling hour (our model); nil: no budget (`activity-budget off`).
    var activityBudget: Int? = Limits.activityBudget

    /// The SMS alert over the screen, as every refusal it causes says it.
    static let smsAlertShowing = "an SMS alert is showing: dismiss it first"

    /// What keeps the user's hands off the screen (a call, an SMS alert, the lock, in that
    /// order), or nil: the one answer the engine refuses by and the dashboard shows its keys by.
    static func obstruction(call: CallState, smsShowing: Bool, locked: Bool) -> String? {
        switch call {
        case .ringing: return "a call is ringing: answer or decline it first"
        case .inProgress: return "a call is in progress: hang up first"
        case .none: break
        }
        if smsShowing { return smsAlertShowing }
        return locked ? "the device is locked: unlock it first" : nil
    }

    /// The app is in front of the user with nothing over it: no switcher, call, SMS alert
    /// or lock.
    func showsUnobstructed(_ i: Int) -> Bool {
        front == i && !switcherOpen && call == .none && !smsShowing && !locked
    }

    /// Keeps a locked device awake for a chunk of time from `now` (§5).
    mutating func wake(at now: SimDuration) {
        let until = now + Limits.wakeChunk
        if until > wakeUntil { wakeUntil = until }
    }
}

/// A push APNs keeps for an app while the device is offline (§8).
struct HeldPush: Hashable {
    var app: Int
    var sent: PushSent
}
