import Lifecycle
import Scenario
import Support

/// The event log: virtual timestamp, app, event (coloured by kind), the app's state after
/// it, and details, in columns as wide as the events on screen need, so the details get the
/// rest of the width (a long name is cut with `…` so that they keep 16 cells). Follows the newest events unless an event is selected; the selected
/// event (while the pane has the focus) is highlighted and, when its details do not fit its
/// row, they are wrapped on the rows below it. `/` filters it.
struct EventPane {
    var log: EventLog
    var state: DeckState
    var appColumn: Int
    var theme: Theme

    /// `0:00:00.000 `.
    static let timeWidth = 12

    /// Rows of events the pane shows in `rect` (its title row excluded).
    static func pageSize(of rect: Rect) -> Int { max(0, rect.height - 1) }

    /// The app column's width for a catalog: its longest name, between 6 and 10 cells.
    static func appColumn(_ apps: [AppStatus]) -> Int { min(10, max(6, apps.map(\.name.cellWidth).max() ?? 0)) }

    /// Task, name, reason and detail, as one line.
    static func details(of event: Event) -> String {
        [event.task.map { "#\($0)" }, event.label, event.reason, event.detail].compactMap { $0 }.joined(separator: " · ")
    }

    /// The selected event's details as the rows below it show them: wrapped under the event's
    /// name, from there to the pane's right edge.
    static func detailLines(of event: Event, paneWidth: Int, appColumn: Int) -> [String] {
        details(of: event).wrapped(toWidth: paneWidth - timeWidth - appColumn - 1)
    }

    /// One row of events on screen, with the wrapped details below it when it is selected.
    struct Row {
        var sequence: Int
        var event: Event
        var y: Int
        var selected: Bool
        var detailLines: [String]
    }

    /// The events drawn in `rect` and where: the page ending at the anchor, less as many of
    /// the oldest as the selected event's details need rows.
    static func rows(log: EventLog, state: DeckState, appColumn: Int, in rect: Rect) -> [Row] {
        let capacity = pageSize(of: rect)
        var page = state.eventQuery.page(in: log, endingAt: state.eventPane.anchor, count: capacity)
        let focused = state.focus == .events && state.overlay == nil
        let selected = focused ? (state.eventPane.cursor ?? page.last?.sequence) : nil
        let columns = Columns(page.map(\.event), names: state.eventPane.names, appColumn: appColumn, width: rect.width)
        var extra: [String] = []
        if let index = page.firstIndex(where: { $0.sequence == selected }) {
            let event = page[index].event
            if details(of: event).cellWidth > columns.detailsWidth {
                extra = detailLines(of: event, paneWidth: rect.width, appColumn: appColumn)
                extra = Array(extra.prefix(max(0, capacity - 1)))
            }
            let surplus = page.count + extra.count - capacity
            if surplus > 0 {
                page =
                    index < surplus
                    ? Array(page[index..<min(page.count, index + capacity - extra.count)])
                    : Array(page.dropFirst(surplus))
            }
        }
        var rows: [Row] = []
        var y = rect.y + 1
        for item in page {
            let isSelected = item.sequence == selected
            rows.append(
                Row(
                    sequence: item.sequence, event: item.event, y: y, selected: isSelected,
                    detailLines: isSelected ? extra : []))
            y += 1 + (isSelected ? extra.count : 0)
        }
        return rows
    }

    /// The widths of the columns for the events on screen.
    struct Columns {
        var app: Int
        var name: Int
        var state: Int
        var detailsWidth: Int

        /// Long names (UIKit's) are cut with `…` so that the details keep this many cells, but
        /// never below `shortestName`.
        static let detailsRoom = 16
        static let shortestName = 16

        init(_ events: [Event], names: EventNames, appColumn: Int, width: Int) {
            app = appColumn
            state = events.compactMap { $0.state?.rawValue.count }.max() ?? 0
            let others = EventPane.timeWidth + (app + 1) + (state > 0 ? state + 1 : 0)
            let longest = events.map { names.name(of: $0.name).cellWidth }.max() ?? 0
            name = min(longest, max(Self.shortestName, width - others - 1 - Self.detailsRoom))
            detailsWidth = width - others - (name + 1)
        }
    }

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let query = state.eventQuery
        var notes: [String] = []
        if !query.isEmpty && state.overlay != .filter { notes.append("filter: \(state.eventFilter)") }
        if let anchor = state.eventPane.anchor {
            let newer = query.countNewer(in: log, than: anchor)
            if newer > 0 { notes.append("↓ \(newer) newer") }
        }
        let shown = log.totalCount - query.from
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
        let rows = Self.rows(log: log, state: state, appColumn: appColumn, in: rect)
        guard !rows.isEmpty else {
            let text = shown == 0 ? "No events yet." : "No events match '\(state.eventFilter)'."
            canvas.draw(text, x: rect.x + 2, y: rect.y + 1, width: rect.width - 2, style: theme.style(.muted, over: .base))
            return
        }
        let columns = Columns(rows.map(\.event), names: state.eventPane.names, appColumn: appColumn, width: rect.width)
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
                state.stageStart.time(of: event.time).timestamp.padded(toWidth: Self.timeWidth), x: x, y: y,
                style: theme.style(.eventTime, over: region))
            column = canvas.draw(
                (event.app ?? "—").padded(toWidth: columns.app) + " ", x: column, y: y,
                style: theme.style(event.app == nil ? .muted : region, over: region))
            let detailsX = column
            column = canvas.draw(
                state.eventPane.names.name(of: event.name).padded(toWidth: columns.name) + " ", x: column, y: y,
                style: theme.style(.event(event.name.kind), over: region))
            if let appState = event.state {
                column = canvas.draw(
                    appState.rawValue.padded(toWidth: columns.state) + " ", x: column, y: y,
                    style: theme.style(.state(appState), over: region))
            } else if columns.state > 0 {
                column += columns.state + 1
            }
            if row.detailLines.isEmpty {
                canvas.draw(
                    Self.details(of: event), x: column, y: y, width: x + width - column,
                    style: theme.style(.muted, over: region))
            }
            for (i, line) in row.detailLines.enumerated() {
                canvas.draw(line, x: detailsX, y: y + 1 + i, style: theme.style(.muted, over: region))
            }
        }
    }
}
