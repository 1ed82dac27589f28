import Lifecycle
import Support
import Timeline

/// The timeline (`T`) in place of the event pane: a title with the zoom, the time axis, and
/// a row per timeline row, its runs coloured by theme roles and told apart by their glyphs
/// (so NO_COLOR and monochrome stay readable). The window ends at the clock's time and
/// scrolls with it; a cursor out of that window moves the window to it. With the legend on
/// (`g`), the rows right under the timeline's say what the glyphs in view mean.
struct TimelineView {
    var state: DeckState
    var now: SimDuration
    var theme: Theme

    /// The widest title column.
    static let titleLimit = 12

    func draw(in rect: Rect, into canvas: inout Canvas) {
        canvas.fill(rect, style: theme.style(.base))
        let step = state.timelineStep
        let focused = state.focus == .events && state.overlay == nil
        let timeline = state.timeline
        let memory = timeline.start > .zero ? " · memory from \(timeline.start.clock)" : ""
        RegionTitle(title: "Timeline", focused: focused, note: "\(step) a column\(memory)", theme: theme)
            .draw(in: rect, into: &canvas)
        let rows = timeline.rows
        guard timeline.events.count > 0 || timeline.apps.count > 0 || rect.height < 2 else {
            canvas.draw("No events yet.", x: rect.x + 2, y: rect.y + 1, width: rect.width - 2, style: theme.style(.muted, over: .base))
            return
        }
        let (picture, titleWidth) = Self.picture(state, now: now, width: rect.width)
        let x0 = rect.x + titleWidth + 1
        let axis = theme.style(.border, over: .base)
        if rect.height > 1 { draw(picture.axisLabels, x: x0, y: rect.y + 1, style: { _ in axis }, into: &canvas) }
        if rect.height > 2 { draw(picture.axisTicks, x: x0, y: rect.y + 2, style: { _ in axis }, into: &canvas) }
        // The legend (`g`) takes the rows it needs, leaving the timeline one row at least; it
        // sits right under the last row drawn (the rect has room for every glyph's entry, the
        // legend names those in view: the rows left over stay below it).
        let legend = Array(Self.legend(of: picture, state, width: rect.width - 2).prefix(max(0, rect.height - 4)))
        // Each look's style once a frame, not once a cell: a cell reads it from here.
        var styles: [TimelineCell.Look: Style] = [:]
        for look in TimelineLegend.looks { styles[look] = theme.style(Self.role(look), over: .base) }
        let cursor = theme.style(.timeline(.cursor), over: .base)
        let style = { (cell: TimelineCell) in cell.cursor ? cursor : styles[cell.look] ?? self.style(cell) }
        let visible = max(0, rect.height - 3 - legend.count)
        let first = max(0, (picture.cursor?.row ?? 0) - visible + 1)
        let drawn = min(visible, max(0, picture.rows.count - first))
        drawLegend(legend, x: rect.x + 1, y: rect.y + 3 + drawn, width: rect.width - 2, into: &canvas)
        for (k, row) in picture.rows.enumerated().dropFirst(first).prefix(visible) {
            let y = rect.y + 3 + k - first
            let title = rows[k].title
            let isUnder = rows[k].kind.isUnderApp
            canvas.draw(
                ((isUnder ? "  " : "") + title).padded(toWidth: titleWidth), x: rect.x, y: y, width: titleWidth,
                style: theme.style(isUnder ? .muted : .base, over: .base))
            draw(row, x: x0, y: y, style: style, into: &canvas)
        }
    }

    /// The window drawn at `width` cells (the titles' column, then a column of time each) and
    /// the titles' width.
    static func picture(_ state: DeckState, now: SimDuration, width: Int) -> (TimelinePicture, Int) {
        let step = state.timelineStep
        let titleWidth = min(Self.titleLimit, (state.timeline.rows.map { $0.title.cellWidth + 2 }.max() ?? 6))
        let columns = max(0, width - titleWidth - 1)
        // After a restart the window counts from it, as the stage's clock does.
        let origin = state.stageStart.time
        let from =
            origin
            + Self.windowStart(
                now: state.stageStart.time(of: now), step: step, columns: columns,
                cursor: state.timelineCursorEvent.map { state.stageStart.time(of: $0.time) })
        let picture = TimelinePictureMemo.picture(
            .init(
                timeline: state.timeline, from: from, step: step, columns: columns, cursor: state.timelinePane.cursor, end: now,
                ascii: state.asciiOnly, origin: origin))
        return (picture, titleWidth)
    }

    /// The legend's lines for a picture, while the legend is on: the glyphs it shows.
    static func legend(of picture: TimelinePicture, _ state: DeckState, width: Int) -> [[TimelineLegend.Entry]] {
        guard state.timelinePane.legend else { return [] }
        return TimelineLegend.lines(TimelineLegend.entries(TimelineLegend.looks(in: picture), ascii: state.asciiOnly), width: width)
    }

    private func drawLegend(_ lines: [[TimelineLegend.Entry]], x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        for (k, line) in lines.enumerated() {
            var column = x
            for entry in line {
                if column > x { column += 3 }
                guard column < x + width else { break }
                column += canvas.put(entry.glyph, x: column, y: y + k, style: theme.style(entry.role, over: .base))
                column = canvas.draw(
                    " " + entry.meaning, x: column, y: y + k, width: x + width - column, style: theme.style(.muted, over: .base))
            }
        }
    }

    /// A row of cells; a run of cells of one look (most of a row) takes its style once.
    private func draw(_ cells: [TimelineCell], x: Int, y: Int, style: (TimelineCell) -> Style, into canvas: inout Canvas) {
        var last: (look: TimelineCell.Look, cursor: Bool, style: Style)?
        for (i, cell) in cells.enumerated() {
            let cellStyle: Style
            if let last, last.look == cell.look, last.cursor == cell.cursor {
                cellStyle = last.style
            } else {
                cellStyle = style(cell)
                last = (cell.look, cell.cursor, cellStyle)
            }
            canvas.put(cell.character, x: x + i, y: y, style: cellStyle)
        }
    }

    /// A cell's style: its band's or moment's role, the cursor's over it.
    func style(_ cell: TimelineCell) -> Style {
        let role = cell.cursor ? .timeline(.cursor) : Self.role(cell.look)
        return theme.style(role, over: .base)
    }

    /// The theme role a band or a moment is drawn with.
    static func role(_ look: TimelineCell.Look) -> Role {
        switch look {
        case .axis: .border
        case .moment(let kind): .event(eventKind(kind))
        case .hold: .event(.refresh)
        case .denial: .event(eventKind(.denied))
        case .band(let band):
            switch band {
            case .notRunning, .lowPowerOff, .budgetNone, .taskNone, .extensionNone, .widgetNone, .activityNone: .base
            case .active: .timeline(.active)
            case .inactive: .timeline(.inactive)
            case .backgroundTask: .timeline(.task)
            case .background: .timeline(.background)
            case .suspended: .timeline(.suspended)
            case .unlocked, .lockedAwake: .timeline(.awake)
            case .asleep, .budgetAsleep: .timeline(.asleep)
            case .call: .timeline(.call)
            case .lockedSinceBoot: .statusBarAccent
            case .wifi, .cellular: .muted
            case .offline: .error
            case .lowPowerOn: .statusBarAccent
            case .budgetRunning: .timeline(.budget)
            case .budgetHeld: .timeline(.held)
            case .taskPending: .muted
            case .taskRunning: .timeline(.task)
            case .taskExpired: .error
            case .extensionRunning: .timeline(.background)
            case .widgetShown: .timeline(.suspended)
            case .widgetPending: .muted
            case .widgetPlaceholder: .error
            case .activityActive: .timeline(.background)
            case .activityStale: .muted
            case .activityEnded: .timeline(.suspended)
            case .activityThrottled, .activityOpportunistic: .event(.refresh)
            }
        }
    }

    /// The event pane's kind for a moment, for its colour.
    static func eventKind(_ kind: MomentKind) -> EventKind {
        switch kind {
        case .watchdogKill, .userKill, .purge: .termination
        case .expiration: .task
        case .launch, .sceneConnect, .sceneDisconnect, .memoryWarning: .lifecycle
        case .transferDone: .transfer
        case .taskDone: .background
        case .push, .fetch, .wake: .background
        case .denied, .pushDropped, .pushHeld: .refresh
        case .widgetCounted: .task
        case .widgetFree: .background
        case .activityPriority10: .task
        case .activityPriority5: .background
        case .device: .device
        }
    }

    /// The first instant drawn: the window holds the column of `now` and moves on by half a
    /// width when the clock reaches its right edge (so that the rows are redrawn once a half
    /// page, not at every column), unless the cursor's event is out of it, then the window is
    /// centred on the cursor.
    static func windowStart(now: SimDuration, step: SimDuration, columns: Int, cursor: SimDuration?) -> SimDuration {
        let steps = Int64(max(1, columns))
        let half = max(1, steps / 2)
        let nowColumn = now.milliseconds / step.milliseconds
        var first = nowColumn < steps ? 0 : ((nowColumn - steps) / half + 1) * half
        if let cursor {
            let column = cursor.milliseconds / step.milliseconds
            if column < first || column >= first + steps { first = max(0, column - steps / 2) }
        }
        return step * first
    }
}
