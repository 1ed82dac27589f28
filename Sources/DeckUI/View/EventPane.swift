import Lifecycle
import Support

/// The event log: virtual timestamp, app, event (coloured by kind), the app's state after
/// it, and details. Follows the newest events unless scrolled back; `/` filters it.
struct EventPane {
    var log: EventLog
    var state: DeckState
    var appColumn: Int
    var theme: Theme

    /// Rows of events the pane shows in `rect` (its title row excluded).
    static func pageSize(of rect: Rect) -> Int { max(0, rect.height - 1) }

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let query = EventQuery(filter: state.eventFilter)
        let rows = Self.pageSize(of: rect)
        let page = query.page(in: log, endingAt: state.eventAnchor, count: rows)
        var notes: [String] = []
        if !state.eventFilter.isEmpty && state.overlay != .filter { notes.append("filter: \(state.eventFilter)") }
        if let anchor = state.eventAnchor {
            notes.append("↓ \(query.countNewer(in: log, than: anchor)) newer")
        }
        notes.append(log.totalCount == 1 ? "1 event" : "\(log.totalCount) events")
        RegionTitle(title: "Events", focused: state.focus == .events && state.overlay == nil,
                    note: notes.joined(separator: " · "), theme: theme).draw(in: rect, into: &canvas)
        if state.overlay == .filter {
            let x = canvas.draw(" / ", x: rect.x + 10, y: rect.y, style: theme.style(.input, over: .base))
            let end = canvas.draw(state.eventFilter, x: x, y: rect.y, width: max(0, rect.maxX - x - 2), style: theme.style(.input, over: .base))
            canvas.draw("█ ", x: end, y: rect.y, style: theme.style(.input, over: .base))
        }
        if page.isEmpty {
            let text = log.totalCount == 0 ? "No events yet." : "No events match '\(state.eventFilter)'."
            canvas.draw(text, x: rect.x + 2, y: rect.y + 1, width: rect.width - 2, style: theme.style(.muted, over: .base))
            return
        }
        for (row, item) in page.enumerated() {
            drawLine(item.event, x: rect.x, y: rect.y + 1 + row, width: rect.width, into: &canvas)
        }
    }

    private func drawLine(_ event: Event, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        canvas.clipped(to: Rect(x: x, y: y, width: width, height: 1)) { canvas in
            var column = canvas.draw(event.time.timestamp.padded(toWidth: 12), x: x, y: y, style: theme.style(.eventTime, over: .base))
            column = canvas.draw((event.app ?? "—").padded(toWidth: appColumn) + " ", x: column, y: y,
                                 style: theme.style(event.app == nil ? .muted : .base, over: .base))
            column = canvas.draw(event.name.rawValue.padded(toWidth: 28) + " ", x: column, y: y,
                                 style: theme.style(.event(event.name.kind), over: .base))
            if let appState = event.state {
                column = canvas.draw(appState.rawValue.padded(toWidth: 10) + " ", x: column, y: y, style: theme.style(.state(appState), over: .base))
            }
            canvas.draw(Self.details(of: event), x: column, y: y, width: x + width - column, style: theme.style(.muted, over: .base))
        }
    }

    /// Task, label, reason and detail, as one line.
    static func details(of event: Event) -> String {
        [event.task.map { "#\($0)" }, event.label, event.reason, event.detail].compactMap { $0 }.joined(separator: " · ")
    }
}
