import Lifecycle
import Scenario
import Support

/// Where the event pane's rows go: the page of events ending at the anchor, the selected
/// event's wrapped details below it, the columns' widths. Pure geometry: the update (the
/// selection kept in view, a page, the mouse) and the view (`EventPane`) read the same answer.
enum EventsLayout {
    /// `0:00:00.000 `: the time column's width at the least.
    static let minimumTimeWidth = 12

    /// The time column's width: the newest event's time on the screen's clock and a space,
    /// so that it holds any time the clock reaches (`10:22:37.771 `, `1d 02:00:00.000 `), the
    /// same for every page.
    static func timeWidth(_ log: EventLog, start: StageStart) -> Int {
        guard let newest = log[sequence: log.totalCount - 1] else { return minimumTimeWidth }
        return max(minimumTimeWidth, start.time(of: newest.time).timestamp.cellWidth + 1)
    }

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
    static func detailLines(of event: Event, paneWidth: Int, appColumn: Int, timeWidth: Int) -> [String] {
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
        let time = timeWidth(log, start: state.stageStart)
        let columns = Columns(
            page.map(\.event), names: state.eventPane.names, appColumn: appColumn, width: rect.width, timeWidth: time)
        var extra: [String] = []
        if let index = page.firstIndex(where: { $0.sequence == selected }) {
            let event = page[index].event
            if details(of: event).cellWidth > columns.detailsWidth {
                extra = detailLines(of: event, paneWidth: rect.width, appColumn: appColumn, timeWidth: time)
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
        var time: Int
        var app: Int
        var name: Int
        var state: Int
        var detailsWidth: Int

        /// Long names (UIKit's) are cut with `…` so that the details keep this many cells, but
        /// never below `shortestName`.
        static let detailsRoom = 16
        static let shortestName = 16
        /// The details a reason needs to be read: where cut names leave the details on screen
        /// fewer cells (than these, or than the longest needs), the state column gives its cells
        /// to them and the names are cut to leave them these.
        static let readableDetails = 40

        init(_ events: [Event], names: EventNames, appColumn: Int, width: Int, timeWidth: Int = EventsLayout.minimumTimeWidth) {
            time = timeWidth
            app = appColumn
            var state = events.compactMap { EventSource.state(of: $0)?.cellWidth }.max() ?? 0
            let longest = events.map { names.name(of: $0.name).cellWidth }.max() ?? 0
            func others() -> Int { timeWidth + (appColumn + 1) + (state > 0 ? state + 1 : 0) }
            var name = min(longest, max(Self.shortestName, width - others() - 1 - Self.detailsRoom))
            let wanted = min(Self.readableDetails, events.map { EventsLayout.details(of: $0).cellWidth }.max() ?? 0)
            if longest > name, width - others() - (name + 1) < wanted {
                state = 0
                name = min(longest, max(Self.shortestName, width - others() - 1 - wanted))
            }
            self.state = state
            self.name = name
            detailsWidth = width - others() - (name + 1)
        }
    }
}
