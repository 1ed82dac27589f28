/// What the device knows of each app's Live Activity (§11.8): the activity shown (or the last
/// one, until it is dismissed), the user's switches, the tokens, the budgets' counts, kept in
/// the app's `AppRuntime` (`activities`). A reset replaces it; a reboot leaves it as it was.

/// Where an activity is in its life.
public enum ActivityPhase: String, Hashable, Sendable {
    case active, stale, ended, dismissed
}

/// An update the device holds for the activity: a priority-10 push over the budget
/// (`throttled`) or a priority-5 one while the device sleeps (`opportunistic`).
struct HeldActivityUpdate {
    var push: ActivityPush
    var reason: HeldActivityReason
    var since: SimDuration
}

/// Why the device holds an activity's update (ActivityUpdateHeld's reasons).
public enum HeldActivityReason: String, CaseIterable, Hashable, Sendable {
    case throttled, opportunistic
}

/// One activity of an app.
struct LiveActivity {
    /// The app's Nth activity since the start or the last reset (JSONL's `"activity":N`).
    var number: Int
    var phase: ActivityPhase = .active
    var started: SimDuration
    var byPush: Bool
    /// When it ended (the Lock Screen keeps it 4 hours from here).
    var ended: SimDuration?
    /// When it goes stale, while it is active; nil: never.
    var staleAt: SimDuration?
    /// When it went stale, while it is.
    var staleSince: SimDuration?
    /// Whether the server has its update token (started in the app, or allowed).
    var hasToken: Bool
    var held: HeldActivityUpdate?
    /// The next tick of `update-every`, on a grid from the start.
    var nextTick: SimDuration?

    var isShownLive: Bool { phase == .active || phase == .stale }
}

/// One app's Live Activity state.
struct AppActivities {
    /// Activities started since the start or the last reset.
    var count = 0
    /// The activity shown, or the last one (ended or dismissed).
    var current: LiveActivity?
    /// Settings › APP › Live Activities, and its More Frequent Updates.
    var enabled = true
    var frequent = true
    /// A push-to-start token (registered at a launch).
    var startToken = false
    /// The user tapped Allow once: later push-started activities get their token at once.
    var allowed = false
    /// Priority-10 pushes shown (or ending) in the rolling hour.
    var priority10 = RollingBudget(
        capacity: Limits.maxActivityBudget * Limits.frequentUpdatesFactor, window: Limits.activityWindow)
    /// Push-to-starts in the rolling hour.
    var pushStarts = RollingBudget(capacity: Limits.pushToStartBudget, window: Limits.activityWindow)
    /// The newest activity push APNs keeps while the device is offline.
    var offline: ActivityPush?
    /// Bumped when the next deadline comes earlier: the check scheduled before lapses.
    var epoch = 0
    /// When the check of this epoch is scheduled, until it runs (no later than the deadline).
    var checkAt: SimDuration?
}
