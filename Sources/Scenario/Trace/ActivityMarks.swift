import Lifecycle

/// The trace's ActivityKit pushes (the rule book's §11.8): an instant of category `activity`
/// on the app's track for each push to a Live Activity, named by what came of it (`activity
/// push shown`, `activity push held`, `activity push dropped`, `activity push-to-start`,
/// `activity push end`, `activity push refused`, `activity push held offline`), with its
/// reason and detail (the priority and the budget) in its args. The activity's life is a
/// track of its own (`Live Activity`), from the timeline's activity row.
enum ActivityMark {
    /// The instants an event makes: none for an event that is no ActivityKit push.
    static func marks(for event: Event) -> [(name: String, args: [(key: String, value: TraceEvent.Value)])] {
        let name: String
        switch event.name {
        case .activityUpdated where event.reason == "push": name = "activity push shown"
        case .activityUpdateHeld: name = "activity push held"
        case .activityUpdateDropped where event.reason == "coalesced": name = "activity push dropped"
        case .activityStarted where event.reason == "push-to-start": name = "activity push-to-start"
        case .activityStartFailed where event.process == .activity: name = "activity push-to-start failed"
        case .activityEnded where event.reason == "push": name = "activity push end"
        case .pushRejected where event.detail?.hasPrefix("activity") == true: name = "activity push refused"
        case .pushHeld where event.detail?.hasPrefix("activity") == true: name = "activity push held offline"
        default: return []
        }
        var args: [(key: String, value: TraceEvent.Value)] = []
        if let reason = event.reason { args.append(("reason", .text(reason))) }
        if let detail = event.detail { args.append(("detail", .text(detail))) }
        if let activity = event.activity { args.append(("activity", .number(Int64(activity)))) }
        args.append(("event", .text(event.name.rawValue)))
        return [(name, args)]
    }

    static func marks(for event: Event, pid: Int) -> [TraceEvent] {
        marks(for: event).map {
            TraceEvent(
                phase: .instant, name: $0.name, category: "activity", timestamp: TraceEvent.microseconds(event.time), pid: pid,
                tid: 1, args: $0.args)
        }
    }
}
