/// An app's Live Activity as the screens show it (§11.8): its phase and age, the budget, what
/// is held; and the user's switches.
public struct ActivityStatus: Hashable, Sendable {
    public var number: Int
    public var phase: ActivityPhase
    /// Since the start (active), since it went stale (stale), since the end (ended, dismissed).
    public var age: SimDuration
    /// Until it is dismissed, for an ended one.
    public var goneIn: SimDuration?
    public var used: Int
    public var budget: Int?
    public var held: HeldActivityReason?
    /// Until a throttled update is shown (nil: not while the budget stays as it is, or held
    /// for the device to wake).
    public var heldWait: SimDuration?
    public var awaitingAllow: Bool
}

/// The app's Live Activity switches and its activity (nil: none since the start or a reset).
public struct LiveActivityStatus: Hashable, Sendable {
    public var enabled: Bool
    public var frequent: Bool
    public var activity: ActivityStatus?
    /// Whether the manifest declares `frequent-updates` (the More Frequent Updates switch).
    public var declaresFrequent = false
    /// Every unmet condition of a priority-10 push sent now, as `why APP activity` lists them.
    public var why: [ActivityUnmet] = []
}

/// One unmet condition of the why answer, with its sentence.
public struct ActivityUnmet: Hashable, Sendable {
    public var reason: ActivityReason
    public var sentence: String
}

extension Engine {
    /// The app's activity now; nil when it has had none since the start or the last reset.
    public func activityStatus(of app: String) -> ActivityStatus? {
        indexByName[app.lowercased()].flatMap(activityStatus)
    }

    func activityStatus(_ i: Int) -> ActivityStatus? {
        guard let a = apps[i].activities.current else { return nil }
        let since = a.phase == .active ? a.started : a.phase == .stale ? (a.staleSince ?? a.started) : (a.ended ?? now)
        var wait: SimDuration?
        if a.held?.reason == .throttled, let budget = activityBudget(i),
            let slot = apps[i].activities.priority10.slotFrees(budget: budget, after: now)
        {
            wait = slot - now
        }
        return ActivityStatus(
            number: a.number, phase: a.phase, age: now - since,
            goneIn: a.phase == .ended ? (a.ended ?? now) + Limits.activityLockScreen - now : nil, used: priority10InHour(i),
            budget: activityBudget(i), held: a.held?.reason, heldWait: wait, awaitingAllow: a.isShownLive && !a.hasToken)
    }

    /// The app's switches and activity on ios26; nil elsewhere or for an app without one.
    func liveActivityStatus(_ i: Int) -> LiveActivityStatus? {
        guard profile.hasLiveActivities, catalog[i].liveActivity != nil else { return nil }
        let record = apps[i].activities
        var status = LiveActivityStatus(enabled: record.enabled, frequent: record.frequent, activity: activityStatus(i))
        status.declaresFrequent = catalog[i].liveActivity?.frequentUpdates == true
        status.why = unmet(.update, i).map { ActivityUnmet(reason: $0, sentence: reasonSentence($0, i, .update)) }
        return status
    }

    /// Priority-10 ActivityKit pushes per app per rolling hour; nil: no budget.
    public var activityBudgetSetting: Int? { deviceState.activityBudget }
}
