/// The reasons each event can carry: the one place the command language (`expect APP had
/// [no] EVENT REASON`, `wait until APP EVENT REASON`), its completion and its checks learn
/// them from. Each row reads the engine's own list of the tokens it emits (the termination
/// reasons, the table of holds, the BG task codes): a new reason there is a new reason here,
/// and a new event with reasons is a new row.
extension EventName {
    /// The events that carry a reason, each with the tokens its `reason` can be, in the order
    /// the command language lists them.
    public static let reasonTable: [(event: EventName, reasons: [String])] = [
        (.terminated, TerminationReason.allCases.map(\.rawValue)),
        (.backgroundLaunchDenied, HoldReason.launchReasons.map(\.rawValue)),
        (.pushHeld, HoldReason.pushHeldReasons.map(\.rawValue)),
        (.bgTaskSubmitFailed, BGTaskCodes.submitErrors),
        (.bgTaskExpired, BGTaskCodes.expirations),
        (.bgTaskCompleted, BGTaskCodes.outcomes),
        // The locked device (§11.6).
        (.dataReadFailed, DataReadFailure.allCases.map(\.rawValue)),
        // Pushes (§11.5).
        (.pushRejected, ["bad-priority", "payload-too-large", "no-token", "expired-token"]),
        (.pushDropped, ["coalesced", HoldReason.voipBlocked.rawValue]),
        (.serviceExtensionTerminated, ["memory-limit"]),
        (.notificationShown, ["modified", "original"]),
        // Widgets (§11.7).
        (.widgetGetTimeline, WidgetReloadReason.allCases.map(\.rawValue)),
        (.widgetReloadDeferred, [HoldReason.budget.rawValue]),
        (.widgetPlaceholderShown, ["memory-limit"] + DataReadFailure.allCases.map(\.rawValue)),
        (.widgetExtensionTerminated, ["memory-limit"]),
        // Live Activities (§11.8).
        (.activityStarted, ["in-app", "push-to-start"]),
        (.activityStartFailed, ["visibility", "disabled", "too-many", "attributes-too-large", "start-budget"]),
        (.activityUpdated, ["local", "push"]),
        (.activityUpdateHeld, HeldActivityReason.allCases.map(\.rawValue)),
        (.activityUpdateDropped, ["coalesced", "ended"]),
        (.activityEnded, ["in-app", "push", "max-duration", "disabled"]),
        (.activityDismissed, ["lock-screen-limit", "immediate", "user", "disabled"]),
    ]

    /// The tokens this event's `reason` can be; empty for an event without a reason. A BG
    /// task event's REASON may also be one of its app's task identifiers (`carriesTaskIdentifier`).
    public var reasons: [String] {
        Self.reasonTable.first { $0.event == self }?.reasons ?? []
    }
}

extension HoldReason {
    /// The reasons a push is held (PushHeld): the launches' reasons that keep a push from arriving.
    public static let pushHeldReasons: [HoldReason] = [.noNetwork, .throttled]
}
