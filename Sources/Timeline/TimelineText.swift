import Lifecycle
import Support

/// A timeline as plain text for `appdeck run --format timeline`: a heading, the time axis,
/// a row per timeline row under its title, and a legend of the glyphs it uses, fitted to a
/// width. No colour: the glyphs tell the bands apart.
public struct TimelineText: Sendable {
    /// The narrowest width the text is fitted to.
    public static let minimumWidth = 40
    /// The widest title column.
    static let titleLimit = 12

    public var width: Int
    public var ascii: Bool

    public init(width: Int, ascii: Bool = false) {
        self.width = max(width, Self.minimumWidth); self.ascii = ascii
    }

    /// The lines (without newlines) for the window `from..<to` of `timeline` (default: all of it).
    public func lines(_ timeline: Timeline, from: SimDuration? = nil, to: SimDuration? = nil) -> [String] {
        let rows = timeline.rows
        let titleWidth = min(Self.titleLimit, rows.map { $0.title.drawn.cellWidth + 2 }.max() ?? 6)
        let available = width - titleWidth - 1
        let start = from ?? .zero
        let end = max(to ?? timeline.end, start + .seconds(1))
        let step = TimelineRender.step(toFit: end - start, columns: available)
        let columns =
            Int((end - start).milliseconds / step.milliseconds)
            + ((end - start).milliseconds % step.milliseconds == 0 ? 0 : 1)
        let render = TimelineRender(ascii: ascii)
        let picture = render.render(timeline, from: start, step: step, columns: min(columns, available))
        let pad = String(repeating: " ", count: titleWidth + 1)
        var out = [text("\(TimelineRender.label(start)) to \(TimelineRender.label(picture.to)), \(step) a column")]
        out.append(pad + String(picture.axisLabels.map(\.character)))
        out.append(pad + String(picture.axisTicks.map(\.character)))
        for (title, cells) in zip(picture.titles, picture.rows) {
            out.append(text(title).padded(toWidth: titleWidth) + " " + String(cells.map(\.character)))
        }
        out.append("")
        out += legend(picture, rows: rows)
        return out.map { trimmed($0) }
    }

    /// A legend line per kind of row, of the glyphs the picture uses, wrapped to the width.
    func legend(_ picture: TimelinePicture, rows: [TimelineRow]) -> [String] {
        var groups: [(String, [String])] = []
        var seen = Set<Character>()
        func group(_ name: String, _ kinds: (TimelineRow.Kind) -> Bool) {
            var bands = Set<Band>()
            for (row, cells) in zip(rows, picture.rows) where kinds(row.kind) {
                for cell in cells { if case .band(let band) = cell.look { bands.insert(band) } }
            }
            let entries = Band.allCases.filter { bands.contains($0) && $0.isShown }
                .map { "\(render.glyph($0)) \($0.meaning)" }
            if !entries.isEmpty { groups.append((name, entries)) }
        }
        group("apps") {
            switch $0 {
            case .app, .serviceExtension: true
            default: false
            }
        }
        group("device") { $0 == .device || $0 == .network || $0 == .lowPower }
        group("budget") { if case .budget = $0 { true } else { false } }
        group("BG task") { if case .bgTask = $0 { true } else { false } }
        group("widget") { if case .widget = $0 { true } else { false } }
        group("activity") { if case .activity = $0 { true } else { false } }
        var holds = Set<HoldReason>()
        for cells in picture.rows { for cell in cells { if case .hold(let reason) = cell.look { holds.insert(reason) } } }
        let held = (Engine.bgTaskHoldOrder + [.budget]).filter { holds.contains($0) }.map { "\($0.timelineGlyph) held: \($0.rawValue)" }
        if !held.isEmpty { groups.append(("held", held)) }
        var denials = Set<HoldReason>()
        for cells in picture.rows { for cell in cells { if case .denial(let reason) = cell.look { denials.insert(reason) } } }
        let denied = HoldReason.allCases.filter { denials.contains($0) }.map { "\($0.timelineGlyph) denied: \($0.rawValue)" }
        if !denied.isEmpty { groups.append(("denied", denied)) }
        var moments = Set<MomentKind>()
        for cells in picture.rows { for cell in cells { if case .moment(let kind) = cell.look { moments.insert(kind) } } }
        let marks = MomentKind.allCases.filter { moments.contains($0) }
            .compactMap { seen.insert(render.glyph($0)).inserted ? "\(render.glyph($0)) \($0.meaning)" : nil }
        if !marks.isEmpty { groups.append(("marks", marks)) }
        var out: [String] = []
        for (name, entries) in groups {
            var line = name.padded(toWidth: 8)
            for entry in entries {
                let entryText = text(entry)
                if line.cellWidth > 8, line.cellWidth + 2 + entryText.cellWidth > width {
                    out.append(line)
                    line = String(repeating: " ", count: 8)
                }
                line += (line.cellWidth > 8 ? "  " : "") + entryText
            }
            out.append(line)
        }
        return out
    }

    var render: TimelineRender { TimelineRender(ascii: ascii) }

    /// Text made safe for a terminal, in ASCII stand-ins when asked.
    func text(_ raw: String) -> String {
        let drawn = raw.drawn
        return ascii ? drawn.map { AsciiStandIn.text(for: $0) }.joined() : drawn
    }

    func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
