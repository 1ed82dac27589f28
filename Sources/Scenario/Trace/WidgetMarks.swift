import Lifecycle

/// The trace's widget reloads (the rule book's §11.7): an instant of category `widget` on the
/// app's track for each reload (`widget reload`, its reason and the budget in its args), each
/// deferred one (`widget reload deferred`), each kill of the extension and each placeholder.
enum WidgetMark {
    /// The instants an event makes: none for an event that is no step of a widget reload.
    static func marks(for event: Event, pid: Int) -> [TraceEvent] {
        let name: String
        switch event.name {
        case .widgetGetTimeline: name = "widget reload"
        case .widgetReloadDeferred: name = "widget reload deferred"
        case .widgetExtensionTerminated: name = "widget extension terminated"
        case .widgetPlaceholderShown: name = "widget placeholder"
        default: return []
        }
        var args: [(key: String, value: TraceEvent.Value)] = []
        if let reason = event.reason { args.append(("reason", .text(reason))) }
        if let detail = event.detail { args.append(("detail", .text(detail))) }
        args.append(("event", .text(event.name.rawValue)))
        return [
            TraceEvent(
                phase: .instant, name: name, category: "widget", timestamp: TraceEvent.microseconds(event.time), pid: pid, tid: 1,
                args: args)
        ]
    }
}
