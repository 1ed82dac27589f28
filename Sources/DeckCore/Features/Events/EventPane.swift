import Lifecycle
import Scenario
import Support

/// The event log: virtual timestamp, app, event (coloured by kind), the app's state after
/// it (`extension`, muted, for its notification service extension's events: `EventSource`),
/// and details, in columns as wide as the events on screen need, so the details get the
/// rest of the width (a long name is cut with `…` so that they keep 16 cells, and the state
/// column goes where they would still have fewer than 40). Follows the newest events unless an event is selected; the selected
/// event (while the pane has the focus) is highlighted and, when its details do not fit its
/// row, they are wrapped on the rows below it. `/` filters it.
struct EventPane {
    var log: EventLog
    var state: DeckState
    var appColumn: Int
    var theme: Theme

    typealias Row = EventsLayout.Row
    typealias Columns = EventsLayout.Columns

    // The layout's answers under the view's name (the tests read them so).
    static func pageSize(of rect: Rect) -> Int { EventsLayout.pageSize(of: rect) }
    static func rows(log: EventLog, state: DeckState, appColumn: Int, in rect: Rect) -> [Row] {
        EventsLayout.rows(log: log, state: state, appColumn: appColumn, in: rect)
    }

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let query = state.eventQuery
        var notes: [String] = []
        if !query.isEmpty && state.overlay != .filter { notes.append("filter: \(state.eventFilter)") }
        if let anchor = state.eventPane.anchor {
            let newer = query.countNewer(in: log, than: anchor)
            // Pinned: it says so, and how to follow the newest events again.
            if newer > 0 { notes.append("↓ \(newer) newer · Esc follows") }
        }
        let shown = log.totalCount - query.from - (query.hidesCaptions ? state.stageCaptions : 0)
        if query.isEmpty {
            notes.append(shown == 1 ? "1 event" : "\(shown) events")
        } else {
            notes.append("\(query.matchCount(in: log)) of \(query.shownCount(in: log))")
        }
        RegionTitle(
            title: "Events", focused: state.focus == .events && state.overlay == nil,
            note: notes.joined(separator: " · "), theme: theme
        ).draw(in: rect, into: &canvas)
        if state.overlay == .filter {
            let x = canvas.draw(" / ", x: rect.x + 10, y: rect.y, style: theme.style(.input, over: .base))
            TextFieldView(field: state.eventPane.filter, theme: theme, region: .base)
                .draw(x: x, y: rect.y, width: max(0, rect.maxX - x - 2 - notes.last!.cellWidth - 3), into: &canvas)
        }
        let rows = EventsLayout.rows(log: log, state: state, appColumn: appColumn, in: rect)
        guard !rows.isEmpty else {
            // (During a play the pane may hold only the caption's events, which it leaves out.)
            let text = shown == 0 || query.isEmpty ? "No events yet." : "No events match '\(state.eventFilter)'."
            canvas.draw(text, x: rect.x + 2, y: rect.y + 1, width: rect.width - 2, style: theme.style(.muted, over: .base))
            return
        }
        let columns = Columns(
            rows.map(\.event), names: state.eventPane.names, appColumn: appColumn, width: rect.width,
            timeWidth: EventsLayout.timeWidth(log, start: state.stageStart))
        for row in rows {
            let region: Role = row.selected ? .overlaySelected : .base
            if row.selected {
                canvas.fill(
                    Rect(x: rect.x, y: row.y, width: rect.width, height: 1 + row.detailLines.count),
                    style: theme.style(.overlaySelected))
            }
            draw(row, columns: columns, x: rect.x, width: rect.width, region: region, into: &canvas)
        }
    }

    private func draw(_ row: Row, columns: Columns, x: Int, width: Int, region: Role, into canvas: inout Canvas) {
        let event = row.event, y = row.y
        canvas.clipped(to: Rect(x: x, y: y, width: width, height: 1 + row.detailLines.count)) { canvas in
            var column = canvas.draw(
                state.stageStart.time(of: event.time).timestamp.padded(toWidth: columns.time), x: x, y: y,
                style: theme.style(.eventTime, over: region))
            column = canvas.draw(
                (EventSource.label(of: event) ?? "—").padded(toWidth: columns.app) + " ", x: column, y: y,
                style: theme.style(event.app == nil ? .muted : region, over: region))
            let detailsX = column
            column = canvas.draw(
                state.eventPane.names.name(of: event.name).padded(toWidth: columns.name) + " ", x: column, y: y,
                style: theme.style(.event(event.name.kind), over: region))
            if let shown = EventSource.state(of: event), columns.state > 0 {
                let role: Role = EventSource.isExtensionEvent(event) ? .muted : event.state.map { .state($0) } ?? .muted
                column = canvas.draw(
                    shown.padded(toWidth: columns.state) + " ", x: column, y: y, style: theme.style(role, over: region))
            } else if columns.state > 0 {
                column += columns.state + 1
            }
            if row.detailLines.isEmpty {
                canvas.draw(
                    EventsLayout.details(of: event), x: column, y: y, width: x + width - column,
                    style: theme.style(.muted, over: region))
            }
            for (i, line) in row.detailLines.enumerated() {
                canvas.draw(line, x: detailsX, y: y + 1 + i, style: theme.style(.muted, over: region))
            }
        }
    }
}
