import Lifecycle
import Support
import Timeline

/// The timeline's glyphs and what they mean: the `T` view's legend (`g`: the glyphs in view)
/// and the help's (all of them). One entry per glyph: a glyph several rows share says each
/// meaning (`█ active; unlocked`), drawn in the colour of the first.
enum TimelineLegend {
    /// Every look the timeline draws, in the legend's order. A new kind of run or moment
    /// (a `Band` or `MomentKind` case) comes in with its glyph and meaning; a new kind of look
    /// is one more line here. Denials are drawn with the reasons a launch or a push can be
    /// denied for (a BG task request is held, never denied, for the others).
    static let looks: [TimelineCell.Look] =
        Band.allCases.filter(\.isShown).map { .band($0) }
        + MomentKind.allCases.map { .moment($0) }
        + (Engine.bgTaskHoldOrder + [.budget]).map { .hold($0) }
        + HoldReason.launchReasons.map { .denial($0) }

    struct Entry: Hashable {
        var glyph: Character
        var role: Role
        var meaning: String
    }

    static func glyph(_ look: TimelineCell.Look, ascii: Bool) -> Character? {
        let render = TimelineRender(ascii: ascii)
        switch look {
        case .band(let band): return render.glyph(band)
        case .moment(let kind): return render.glyph(kind)
        case .hold(let reason), .denial(let reason): return reason.timelineGlyph
        case .axis: return nil
        }
    }

    static func meaning(_ look: TimelineCell.Look) -> String {
        switch look {
        case .band(let band): band.meaning
        case .moment(let kind): kind.meaning
        case .hold(let reason): "held: " + reason.rawValue
        case .denial(let reason): "denied: " + reason.rawValue
        case .axis: "the time axis"
        }
    }

    /// The entries of the looks in `shown` (nil: every look), in the table's order, one per glyph.
    static func entries(_ shown: Set<TimelineCell.Look>? = nil, ascii: Bool = false) -> [Entry] {
        var entries: [Entry] = []
        for look in looks where shown?.contains(look) ?? true {
            guard let glyph = glyph(look, ascii: ascii) else { continue }
            if let k = entries.firstIndex(where: { $0.glyph == glyph }) {
                entries[k].meaning += "; " + meaning(look)
            } else {
                entries.append(Entry(glyph: glyph, role: TimelineView.role(look), meaning: meaning(look)))
            }
        }
        return entries
    }

    /// The looks a picture's rows show (the blank runs are none).
    static func looks(in picture: TimelinePicture) -> Set<TimelineCell.Look> {
        var shown = Set<TimelineCell.Look>()
        for row in picture.rows {
            for cell in row where cell.character != " " { shown.insert(cell.look) }
        }
        return shown
    }

    /// The entries laid out on lines of `width` cells, as many on a line as fit (three spaces
    /// apart); an entry wider than a line is cut.
    static func lines(_ entries: [Entry], width: Int) -> [[Entry]] {
        var lines: [[Entry]] = [], line: [Entry] = [], used = 0
        for entry in entries {
            let cells = 2 + entry.meaning.cellWidth
            if !line.isEmpty, used + 3 + cells > width {
                lines.append(line)
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : 3) + cells
            line.append(entry)
        }
        return lines + (line.isEmpty ? [] : [line])
    }
}
