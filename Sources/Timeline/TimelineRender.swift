import Lifecycle
import Support

/// One cell of a drawn timeline: the character, and what it shows (for its colour: the
/// dashboard maps a look to a theme role).
public struct TimelineCell: Hashable, Sendable {
    public enum Look: Hashable, Sendable {
        case band(Band)
        case moment(MomentKind)
        /// A pending BG task request held for this reason (its letter over the band).
        case hold(HoldReason)
        /// A launch or a push denied for this reason (its letter, where `⊘` has none).
        case denial(HoldReason)
        /// The time axis: its labels and ticks.
        case axis
    }

    public var character: Character
    public var look: Look
    /// The cursor's event is in this cell.
    public var cursor = false
}

/// A window of a timeline drawn as cells: `columns` columns of `step` each from `from`,
/// an axis (a line of labels and a line of ticks) and a row of cells per timeline row.
public struct TimelinePicture: Sendable {
    public var from: SimDuration
    public var step: SimDuration
    public var columns: Int
    public var titles: [String]
    public var rows: [[TimelineCell]]
    public var axisLabels: [TimelineCell]
    public var axisTicks: [TimelineCell]
    /// The row and column of the cursor's event, when it is in the window.
    public var cursor: (row: Int, column: Int)?

    /// The time at the end of the window.
    public var to: SimDuration { from + step * Int64(columns) }
}

/// Draws a window of a timeline as cells. Shared by the dashboard and `run --format timeline`.
///
/// A column shows the most telling band present in it: any activity (a state that runs code,
/// a device awake, a budget running) over suspension or sleep, and either over nothing; among
/// equals, the one that covers most of the column. So a 10 s wake-up shows at 1 m a column.
/// A moment in the column is drawn over the band (the most important one when several fall in it).
public struct TimelineRender: Sendable {
    /// ASCII stand-ins instead of the glyphs.
    public var ascii: Bool

    public init(ascii: Bool = false) { self.ascii = ascii }

    /// Column widths people read easily, from 1 s to a day a column.
    public static let steps: [SimDuration] = [
        .seconds(1), .seconds(2), .seconds(5), .seconds(10), .seconds(15), .seconds(20), .seconds(30),
        .minutes(1), .minutes(2), .minutes(5), .minutes(10), .minutes(15), .minutes(20), .minutes(30),
        .hours(1), .hours(2), .hours(3), .hours(4), .hours(6), .hours(12), .hours(24),
    ]

    /// The smallest step of `steps` that fits `span` into `columns` columns (a day a column
    /// at most: a longer span then takes more columns than given).
    public static func step(toFit span: SimDuration, columns: Int) -> SimDuration {
        let columns = Int64(max(1, columns))
        return steps.first { $0 * columns >= span } ?? steps[steps.count - 1]
    }

    /// Draws `columns` columns of `step` from `from`; `cursor` is an index into
    /// `timeline.events`. Nothing is drawn from `end` on (default: the timeline's end; the
    /// dashboard gives the clock's time), nor before `origin`, where the axis counts from 0s
    /// (the dashboard gives a restarted play's start: the stage's clock counts from there).
    public func render(
        _ timeline: Timeline, from: SimDuration, step: SimDuration, columns: Int,
        cursor: Int? = nil, end: SimDuration? = nil, origin: SimDuration = .zero
    ) -> TimelinePicture {
        let columns = max(0, columns)
        let step = max(step, .ms(1))
        let rows = timeline.rows
        var picture = TimelinePicture(
            from: from, step: step, columns: columns,
            titles: rows.map { $0.kind.isUnderApp ? "  " + $0.title : $0.title },
            rows: rows.map {
                cells(
                    $0.lane, from: from, step: step, columns: columns, end: end ?? timeline.end, since: max(timeline.start, origin),
                    holds: $0.holds)
            },
            axisLabels: [], axisTicks: [])
        (picture.axisLabels, picture.axisTicks) = axis(from: from, step: step, columns: columns, origin: origin)
        if let cursor, timeline.events.indices.contains(cursor) {
            let event = timeline.events[cursor]
            let row = timeline.rowIndex(of: event)
            if event.time >= from, event.time < picture.to, picture.rows.indices.contains(row) {
                let column = Int((event.time - from).milliseconds / step.milliseconds)
                picture.rows[row][column].cursor = true
                picture.cursor = (row, column)
            }
        }
        return picture
    }

    /// One row's cells: the band of each column, moments drawn over it; blank before `since`
    /// (where the timeline's memory starts) and from `limit` on. A pending request's column
    /// shows the letter of the reason that holds it for most of the column, if one does.
    func cells(
        _ lane: Lane, from: SimDuration, step: SimDuration, columns: Int, end limit: SimDuration, since: SimDuration = .zero,
        holds: HoldLane? = nil
    ) -> [TimelineCell] {
        var out: [TimelineCell] = []
        out.reserveCapacity(columns)
        var cover = [Int64](repeating: 0, count: Band.allCases.count)
        var k = lane.runIndex(at: from)
        let count = lane.times.count
        let blank = TimelineCell(character: " ", look: .band(.notRunning))
        for c in 0..<columns {
            let start = from + step * Int64(c), end = min(start + step, limit)
            guard start < limit, end > since else { out.append(blank); continue }
            var j = k
            var touched: [Band] = []
            while j < count {
                let runStart = max(lane.times[j], start)
                let runEnd = j + 1 < count ? min(lane.times[j + 1], end) : end
                if runEnd > runStart {
                    let band = lane.bands[j]
                    if cover[Int(band.rawValue)] == 0 { touched.append(band); cover[Int(band.rawValue)] = Int64(band.weight) << 48 }
                    cover[Int(band.rawValue)] += (runEnd - runStart).milliseconds
                }
                if j + 1 < count, lane.times[j + 1] < end { j += 1 } else { break }
            }
            k = j
            var best = touched.first ?? lane.band(at: start)
            for band in touched where cover[Int(band.rawValue)] > cover[Int(best.rawValue)] { best = band }
            for band in touched { cover[Int(band.rawValue)] = 0 }
            if best == .taskPending || best == .widgetPending, let reason = holds?.reason(from: start, to: end) {
                out.append(TimelineCell(character: reason.timelineGlyph, look: .hold(reason)))
            } else {
                out.append(TimelineCell(character: glyph(best), look: .band(best)))
            }
        }
        var m = lane.firstMoment(atOrAfter: from)
        let to = from + step * Int64(columns)
        var shown = [MomentKind?](repeating: nil, count: columns)
        while m < lane.moments.count, lane.moments[m].time < to {
            let moment = lane.moments[m]
            let c = Int((moment.time - from).milliseconds / step.milliseconds)
            if shown[c].map({ moment.kind < $0 }) ?? true {
                shown[c] = moment.kind
                out[c] =
                    moment.reason.map { TimelineCell(character: $0.timelineGlyph, look: .denial($0)) }
                    ?? TimelineCell(character: glyph(moment.kind), look: .moment(moment.kind))
            }
            m += 1
        }
        return out
    }

    /// Labels at ticks at least 10 columns apart, on round times counted from `origin`.
    func axis(from: SimDuration, step: SimDuration, columns: Int, origin: SimDuration = .zero) -> ([TimelineCell], [TimelineCell]) {
        let every = Self.tickEvery(step: step)
        let line: Character = ascii ? "-" : "─", tick: Character = ascii ? "+" : "┬"
        var labels = [TimelineCell](repeating: TimelineCell(character: " ", look: .axis), count: columns)
        var ticks = [TimelineCell](repeating: TimelineCell(character: line, look: .axis), count: columns)
        for c in 0..<columns {
            let time = from + step * Int64(c) - origin
            guard time.milliseconds % (step.milliseconds * Int64(every)) == 0 else { continue }
            ticks[c].character = tick
            let text = Self.label(time)
            guard c + text.count <= columns, labels[c..<(c + text.count)].allSatisfy({ $0.character == " " }),
                c == 0 || labels[c - 1].character == " "
            else { continue }
            for (i, ch) in text.enumerated() { labels[c + i].character = ch }
        }
        return (labels, ticks)
    }

    /// Round times between ticks.
    static let tickSpans: [SimDuration] = [
        .seconds(10), .seconds(20), .seconds(30), .minutes(1), .minutes(2), .minutes(5), .minutes(10),
        .minutes(15), .minutes(20), .minutes(30), .hours(1), .hours(2), .hours(3), .hours(4), .hours(6),
        .hours(12), .hours(24), .hours(48),
    ]

    /// How many columns between ticks: 10 or more, a round time apart.
    static func tickEvery(step: SimDuration) -> Int {
        for span in tickSpans where span.milliseconds % step.milliseconds == 0 {
            let n = Int(span.milliseconds / step.milliseconds)
            if n >= 10 { return n }
        }
        return 10
    }

    /// A time on the axis: `0s`, `45s`, `5m`, `1h30m`, `2d4h`.
    public static func label(_ time: SimDuration) -> String {
        let day = SimDuration.hours(24)
        guard time >= day else { return time.description }
        let days = time.milliseconds / day.milliseconds
        let rest = SimDuration.ms(time.milliseconds % day.milliseconds)
        return "\(days)d" + (rest == .zero ? "" : rest.description)
    }

    public func glyph(_ band: Band) -> Character { ascii ? band.asciiGlyph : band.glyph }
    public func glyph(_ moment: MomentKind) -> Character { ascii ? moment.asciiGlyph : moment.glyph }
}
