import Scenario
import Support

/// The help overlay's content and where it goes on a screen: its lines (every key binding of
/// the table by section, the mouse, the legends, the palette's commands), split in columns,
/// the box they fill and how far they scroll. Pure geometry: the update (scrolling, `whyNot`)
/// and the view (`HelpOverlay`) read the same answer.
enum HelpLayout {
    enum Line: Hashable {
        case heading(String)
        case binding(KeyBinding)
        case text(String)
        /// A sample as the screen draws it (text and role, drawn over a card), and what it means.
        case legend([Sample], String)
        /// A command of the palette: usage and summary.
        case command(String, String)
        /// The rest of the line above, wrapped, from this column on.
        case more(String, indent: Int)
        case blank
    }

    struct Sample: Hashable {
        var text: String
        var role: Role
    }

    /// The sections, in order: a title and the scopes whose bindings it lists; a scope none of
    /// them lists (a new overlay's) has a section of its own after them.
    static let sections: [(title: String, scopes: [Scope])] =
        listed + Scope.allCases.filter { scope in !listed.contains { $0.scopes.contains(scope) } }.map { ($0.title, [$0]) }

    private static let listed: [(title: String, scopes: [Scope])] =
        [
            Scope.switcher, .lifted, .home, .events, .main, .locked, .mainScreen, .everywhere, .timeline, .settings, .palette, .filter,
            .textField, .event,
        ].map { ($0.title, [$0]) }
        + [
            ("Call and SMS sheets", [.ringing, .onCall, .sms]), (Scope.play.title, [.play, .zoomed, .restarting, .quitting]),
            (Scope.help.title, [.help, .helpSearch]),
        ]
    static let mouse = [
        "click a card, an app or an event: select it", "double-click: open it",
        "drag a card up: swipe it away", "wheel: the older or newer events",
    ]
    static let keyColumn = 14
    static let usageColumn = 24
    /// Where a legend's meaning starts: past its widest sample, so that no sample is clipped.
    static let legendColumn = max(
        keyColumn, ((HelpLegend.cards + HelpLegend.events).map { $0.0.map(\.text.cellWidth).reduce(0, +) }.max() ?? 0) + 1)

    /// A section's bindings, one entry per key: a binding with the keys of one listed before it
    /// in the section (`R` and `q` while playing and again while they ask, `z` zoomed) is left
    /// out; the first says what the key does.
    static func bindings(of section: (title: String, scopes: [Scope])) -> [KeyBinding] {
        section.scopes.flatMap { scope in KeyBinding.table.filter { $0.scope == scope } }
            .reduce(into: []) { listed, binding in
                if !listed.contains(where: { $0.keys == binding.keys }) { listed.append(binding) }
            }
    }

    /// The help's content as blocks, one per section, for columns `width` cells wide (text
    /// that does not fit is wrapped onto `.more` lines); `spaced` puts a blank line after each.
    static func blocks(spaced: Bool, width: Int) -> [[Line]] {
        var blocks = sections.map { section -> [Line] in
            [.heading(section.title)] + bindings(of: section).map { .binding($0) }
        }
        blocks.append([.heading("Mouse")] + mouse.map { .text($0) })
        blocks.append([.heading("Cards (inspector mode)")] + HelpLegend.cards.map { .legend($0.0, $0.1) })
        blocks.append([.heading("Events")] + HelpLegend.events.map { .legend($0.0, $0.1) })
        blocks.append([.heading("Timeline (T; g: the glyphs in view)")] + HelpLegend.timeline.map { .legend($0.0, $0.1) })
        blocks.append(
            [.heading("Palette commands (:)")]
                + CommandLanguage.forms.map { .command($0.usage, $0.summary) })
        let wrapped = blocks.map { $0.flatMap { wrap($0, width: width) } }
        return spaced ? wrapped.map { $0 + [.blank] } : wrapped
    }

    /// A line, and `.more` lines for the text that does not fit `width`.
    static func wrap(_ line: Line, width: Int) -> [Line] {
        let indent: Int, text: String
        switch line {
        case .binding(let binding): (indent, text) = (keyColumn, binding.description)
        case .legend(_, let meaning): (indent, text) = (legendColumn, meaning)
        case .command(let usage, let summary) where usage.cellWidth >= usageColumn:
            // A usage too long for its column has its line; the summary goes below it.
            return [.command(usage, "")] + summary.wrapped(toWidth: max(8, width - usageColumn)).map { .more($0, indent: usageColumn) }
        case .command(_, let summary): (indent, text) = (usageColumn, summary)
        default: return [line]
        }
        let parts = text.wrapped(toWidth: max(8, width - indent))
        guard parts.count > 1 else { return [line] }
        let first: Line =
            switch line {
            case .binding(let binding): .binding(KeyBinding(binding.keys, binding.action, in: binding.scope, parts[0]))
            case .legend(let samples, _): .legend(samples, parts[0])
            case .command(let usage, _): .command(usage, parts[0])
            default: line
            }
        return [first] + parts.dropFirst().map { .more($0, indent: indent) }
    }

    /// The content split into columns at section boundaries (two columns leave out the
    /// blank lines between sections).
    static func columns(_ count: Int, width: Int) -> [[Line]] {
        let blocks = Self.blocks(spaced: count == 1, width: width)
        guard count == 2 else { return [blocks.flatMap { $0 }] }
        let sizes = blocks.map(\.count)
        let total = sizes.reduce(0, +)
        var best = blocks.count, bestHeight = total, before = 0
        for split in 1..<blocks.count {
            before += sizes[split - 1]
            let height = max(before, total - before)
            if height < bestHeight { best = split; bestHeight = height }
        }
        return [blocks[..<best].flatMap { $0 }, blocks[best...].flatMap { $0 }]
    }

    static func box(in screen: Rect) -> (rect: Rect, columns: Int, columnWidth: Int) {
        let count = screen.width >= 104 ? 2 : 1
        let width = min(screen.width - 4, count == 2 ? 176 : 72)
        let columnWidth = (width - 3) / count
        let lines = columns(count, width: columnWidth - 1).map(\.count).max() ?? 0
        return (screen.centered(Size(width: width, height: min(screen.height - 2, lines + 2))), count, columnWidth)
    }

    /// A line's words, as the help search reads them.
    static func text(of line: Line) -> String {
        switch line {
        case .heading(let text), .text(let text), .more(let text, _): text
        case .binding(let binding): binding.keyLabel + " " + binding.description
        case .legend(let samples, let meaning): samples.map(\.text).joined() + " " + meaning
        case .command(let usage, let summary): usage + " " + summary
        case .blank: ""
        }
    }

    /// The lines of each column on a screen.
    static func columns(in screen: Rect) -> [[Line]] {
        let (_, count, columnWidth) = box(in: screen)
        return columns(count, width: columnWidth - 1)
    }

    /// Rows of help on the screen at once.
    static func visibleRows(in screen: Rect) -> Int { max(0, box(in: screen).rect.height - 2) }

    /// The furthest the help scrolls on a screen.
    static func maxScroll(in screen: Rect) -> Int {
        let lines = columns(in: screen).map(\.count).max() ?? 0
        return max(0, lines - visibleRows(in: screen))
    }
}
