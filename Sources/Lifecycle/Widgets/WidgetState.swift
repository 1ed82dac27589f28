/// One app's widget as WidgetKit sees it (§11.7): whether it is on the Home Screen, the
/// counted reloads of the rolling 24 hours (a `RollingBudget` of the last
/// `Limits.maxWidgetBudget`, so the budget's bookkeeping is constant per reload), the timeline
/// being built, the one pending reload and the timeline shown.
struct AppWidget {
    /// On the Home Screen.
    var placed = false
    /// Which placement this is (each has a budget of its own).
    var instance = 0
    /// The counted reloads of the rolling 24 hours.
    var reloads = RollingBudget(capacity: Limits.maxWidgetBudget, window: Limits.widgetWindow)
    /// The timeline the extension is building: since when, for which reason, and what its
    /// data read found (a placeholder's reason).
    var building: WidgetBuild?
    /// Bumped at each build, and when the extension's process ends: a scheduled return lapses.
    var buildRun = 0
    /// The app asked while a timeline was being built: carried out when it returns.
    var requestedWhileBuilding = false
    /// The one deferred reload: the reason of the first request it holds, and since when.
    var pending: (reason: WidgetReloadReason, since: SimDuration)?
    /// Bumped whenever `pending` changes: a scheduled slot check lapses.
    var pendingEpoch = 0
    /// Bumped at each new timeline and at removal: the old entries and policy reload lapse.
    var timelineEpoch = 0
    /// When the last reload started (the 5-minute floor counts from it).
    var lastStart: SimDuration?
    /// When the timeline's policy reload falls due; nil: none (never, or no timeline).
    var nextPolicyReload: SimDuration?
    /// The reload policy of the timeline shown, as the manifest writes it.
    var policyShown: WidgetPolicy?
    /// Why the widget shows its placeholder (`memory-limit`, `locked`, `before-first-unlock`).
    var placeholder: String?
    /// The entry shown, and of how many.
    var entryShown: (entry: Int, of: Int)?

    /// A new placement: a new instance with a budget of its own.
    static var newPlacement: AppWidget {
        var widget = AppWidget()
        widget.placed = true
        return widget
    }
}

/// A timeline being built: since when, why, and the placeholder its data read leaves.
struct WidgetBuild {
    var start: SimDuration
    var reason: WidgetReloadReason
    var placeholder: String?
}

/// Why a reload runs (WidgetGetTimeline's reason): free ones first, in the order the first
/// that applies names the reload, then the counted ones.
public enum WidgetReloadReason: String, CaseIterable, Sendable {
    case added
    case foreground
    case session
    case debugger
    case devMode = "dev-mode"
    case background
    case policy

    /// Whether it comes out of the budget.
    public var counts: Bool { self == .background || self == .policy }
}

/// A step of the widget's life the clock runs at its time (each lapses when its epoch moved on).
enum WidgetStep {
    /// getTimeline returns (the build's run number).
    case returns
    /// The extension goes over its memory limit and is killed (the build's run number).
    case killed
    /// Entry `k` of the timeline is shown (the timeline's epoch).
    case entry(Int)
    /// The timeline's policy reload falls due (the timeline's epoch).
    case policyDue
    /// The rolling 24 hours may have freed a slot for the pending reload (the pending epoch).
    case slotFrees
}
