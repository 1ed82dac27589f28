import Lifecycle

/// An app's Live Activity row (§11.8): from its first ActivityStarted, the activity's life
/// (active, stale, ended while it stays on the Lock Screen, blank once dismissed) and the
/// update it holds, lettered `T` (`throttled`) or `Z` (`opportunistic`) over the active or
/// stale band; each ActivityKit push shown or held is a moment by its priority.
extension AppLane {
    /// Takes in one of the activity's events; returns whether its band changed. Its row is
    /// blank from `since` (where the timeline's memory starts) to the first start.
    mutating func addToActivity(_ event: Event, since: SimDuration) -> Bool {
        if activity == nil {
            guard event.name == .activityStarted else { return false }
            activity = Lane(.activityNone, from: since)
        }
        switch event.name {
        case .activityStarted, .activityUpdated:
            activityPhase = .activityActive
            activityHeld = nil
        case .activityStale: activityPhase = .activityStale
        case .activityUpdateHeld:
            activityHeld = event.reason == HeldActivityReason.opportunistic.rawValue ? .activityOpportunistic : .activityThrottled
        case .activityUpdateDropped where event.reason == "coalesced": activityHeld = nil
        case .activityEnded:
            activityPhase = .activityEnded
            activityHeld = nil
        case .activityDismissed:
            activityPhase = .activityNone
            activityHeld = nil
        default: return false
        }
        let live = activityPhase == .activityActive || activityPhase == .activityStale
        return activity?.set(live ? activityHeld ?? activityPhase : activityPhase, at: event.time) ?? false
    }

    /// A reset ends every activity without an event: the row goes blank.
    mutating func removeActivity(at time: SimDuration) {
        activityPhase = .activityNone
        activityHeld = nil
        activity?.set(.activityNone, at: time)
    }
}
