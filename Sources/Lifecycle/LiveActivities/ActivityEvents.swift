/// The Live Activity events' rules (§11.8), for the event's view.
extension EventName {
    /// The sentence of a Live Activity event.
    var liveActivityRule: String {
        switch self {
        case .activityStarted:
            "A Live Activity started: from the app in front (in-app) or by a push-to-start; it is active for at most 8 hours, outside the app (§11.8)."
        case .activityStartFailed:
            "Activity.request failed: only an active app starts one (visibility), the user's switch is off (disabled), one is already shown (too-many), its attributes are over 4 KB, or push-to-start's own budget is spent (§11.8)."
        case .activityUpdated:
            "The activity shows new content, from the app's code (local) or an ActivityKit push; a priority-10 push counts toward the hourly budget (our model) (§11.8)."
        case .activityUpdateHeld:
            "The device holds the update: a priority-10 push over the hourly budget (throttled, our model) or a priority-5 one while the device sleeps (opportunistic); one held update per activity (§11.8)."
        case .activityUpdateDropped:
            "An update that will never be shown: a newer one replaced the held one (coalesced), or the activity has ended (§11.8)."
        case .activityStale:
            "The activity's stale date passed with no update: context.isStale is true until the next update (§11.8)."
        case .activityEnded:
            "The activity ended (by the app, an end push, 8 hours, or the user's switch): it stays on the Lock Screen up to 4 hours but no longer updates, and its push token has expired (§11.8)."
        case .activityDismissed:
            "The activity left the Lock Screen: 4 hours after its end, at once (immediate), swiped away by the user, or the user's switch (§11.8)."
        case .activityAllowed:
            "The user tapped Allow on an activity started by push: only now does the server get its update token (§11.8)."
        case .liveActivitiesChanged:
            "The user changed the app's Live Activities switch (or More Frequent Updates): off ends and removes its activity at once (§11.8)."
        default: ""
        }
    }
}
