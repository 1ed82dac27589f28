import Scenario
import Support

/// The `?` overlay: every key binding of the table, grouped by where it works, the mouse, a
/// legend of what the cards, the event pane and the timeline show (in the theme's colours) and the palette's
/// commands. Two columns when the screen is wide enough; scrolls when it is too short.
struct HelpOverlay {
    var scroll: Int
    var theme: Theme

    typealias Line = HelpLayout.Line
    typealias Sample = HelpLayout.Sample

    // The layout's answers under the view's name (the tests read them so).
    static var sections: [(title: String, scopes: [Scope])] { HelpLayout.sections }
    static func bindings(of section: (title: String, scopes: [Scope])) -> [KeyBinding] { HelpLayout.bindings(of: section) }
    static func columns(_ count: Int, width: Int) -> [[Line]] { HelpLayout.columns(count, width: width) }
    static func box(in screen: Rect) -> (rect: Rect, columns: Int, columnWidth: Int) { HelpLayout.box(in: screen) }
    static func maxScroll(in screen: Rect) -> Int { HelpLayout.maxScroll(in: screen) }

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let (rect, _, columnWidth) = HelpLayout.box(in: screen)
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(rect: rect, style: theme.style(.overlay), title: "Help", titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        let maxScroll = HelpLayout.maxScroll(in: screen)
        let offset = min(max(0, scroll), maxScroll)
        if maxScroll > 0 {
            let position = " \(offset + 1)–\(offset + inner.height) of \(inner.height + maxScroll) · PgUp PgDn "
            canvas.draw(
                position, x: rect.maxX - 2 - position.cellWidth, y: rect.maxY - 1,
                style: theme.style(.overlayTitle, over: .overlay))
        }
        for (c, lines) in HelpLayout.columns(in: screen).enumerated() {
            let x = inner.x + 1 + c * (columnWidth + 1)
            for (row, line) in lines.dropFirst(offset).prefix(inner.height).enumerated() {
                draw(line, x: x, y: inner.y + row, width: columnWidth - 1, into: &canvas)
            }
        }
    }

    private func draw(_ line: Line, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let key = HelpLayout.keyColumn
        switch line {
        case .heading(let title):
            canvas.draw(title, x: x, y: y, width: width, style: theme.style(.overlayTitle, over: .overlay))
        case .binding(let binding):
            canvas.draw(binding.keyLabel.padded(toWidth: key - 1), x: x, y: y, style: theme.style(.footerKey, over: .overlay))
            canvas.draw(binding.description, x: x + key, y: y, width: width - key, style: theme.style(.overlay))
        case .text(let text):
            canvas.draw(text, x: x + 2, y: y, width: width - 2, style: theme.style(.overlay))
        case .legend(let samples, let text):
            let legend = HelpLayout.legendColumn
            canvas.fill(Rect(x: x, y: y, width: legend - 1, height: 1), style: theme.style(.card))
            var column = x
            for sample in samples {
                column = canvas.draw(
                    sample.text, x: column, y: y, width: x + legend - 1 - column, style: theme.style(sample.role, over: .card))
            }
            canvas.draw(text, x: x + legend, y: y, width: width - legend, style: theme.style(.overlay))
        case .command(let usage, let summary):
            canvas.draw(
                usage, x: x, y: y, width: summary.isEmpty ? width : HelpLayout.usageColumn - 1,
                style: theme.style(.footerKey, over: .overlay))
            canvas.draw(summary, x: x + HelpLayout.usageColumn, y: y, width: width - HelpLayout.usageColumn, style: theme.style(.overlay))
        case .more(let text, let indent):
            canvas.draw(text, x: x + indent, y: y, width: width - indent, style: theme.style(.overlay))
        case .blank:
            break
        }
    }
}
