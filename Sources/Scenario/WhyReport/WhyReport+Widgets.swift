import Lifecycle

/// The why report's widget records (the rule book's §11.7): one for each reload the app asked
/// for (`request`) and each policy reload that fell due (`policy`), with its `budget` hold and
/// how it ended: `ran`, `merged` into the pending reload, `dropped` (the widget was removed,
/// or is not on the Home Screen), `pending` at the end. The first timeline of a placement is
/// no request and has no record.
extension WhyReport {
    /// Takes in a widget event; false for any other.
    mutating func addWidget(_ event: Event, app: String) -> Bool {
        switch event.name {
        case .widgetReloadRequested:
            let k = start(WhyRecord(kind: .widget, app: app, name: "request", start: event.time))
            if let detail = event.detail { end(k, .dropped, at: event.time, detail) }
        case .widgetGetTimeline:
            if event.reason == WidgetReloadReason.policy.rawValue, fresh(app, at: event.time) == nil {
                let k = start(WhyRecord(kind: .widget, app: app, name: "policy", start: event.time))
                end(k, .ran, at: event.time, nil)
            } else if let k = fresh(app, at: event.time) ?? deferred(app) {
                end(k, .ran, at: event.time, event.reason)
            }
        case .widgetReloadDeferred:
            let k = fresh(app, at: event.time) ?? start(WhyRecord(kind: .widget, app: app, name: "policy", start: event.time))
            if let pending = deferred(app), pending != k {
                end(k, .merged, at: event.time, "into the reload pending since \(records[pending].start.timestamp)")
            } else {
                openHold(k, .budget, at: event.time)
            }
        case .widgetRemoved:
            if let k = deferred(app) { end(k, .dropped, at: event.time, "the widget was removed") }
        default:
            return false
        }
        return true
    }

    /// The app's request that nothing has answered yet: made now, or waiting for the timeline
    /// being built to return.
    private func fresh(_ app: String, at time: SimDuration) -> Int? {
        findOpen { $0.kind == .widget && $0.app == app && $0.start <= time && $0.holds.isEmpty && $0.end == .pending }
    }

    /// The app's deferred reload, waiting for the budget.
    private func deferred(_ app: String) -> Int? {
        findOpen { $0.kind == .widget && $0.app == app && !$0.holds.isEmpty && $0.end == .pending }
    }
}
