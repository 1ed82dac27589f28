import Scenario
import Support

/// The `:` command palette: the line being typed with its cursor, above it the command's
/// usage and summary, and above that every completion of the word before the cursor, in
/// columns (when they do not all fit, as many rows as fit and how many more there are).
struct PaletteOverlay {
    var field: TextField
    var completions: [String]
    var theme: Theme

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let width = min(screen.width - 4, 96)
        let textWidth = width - 5
        let help = CommandLanguage.forms(for: field.beforeCursor).flatMap { "\($0.usage) — \($0.summary)".wrapped(toWidth: textWidth) }
        let rows = Self.grid(completions, width: textWidth)
        let room = max(0, screen.height - 5 - help.count)
        var listed = rows.map { $0.map { $0.padded(toWidth: Self.columnWidth(completions)) }.joined() }
        if rows.count > room {
            let shown = rows.prefix(max(0, room - 1))
            listed = Array(listed.prefix(shown.count)) + ["… \(completions.count - shown.joined().count) more: type to narrow them"]
        }
        let height = min(screen.height - 2, listed.count + help.count + 3)
        let rect = Rect(x: screen.x + (screen.width - width) / 2, y: screen.maxY - 1 - height, width: width, height: height)
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(rect: rect, style: theme.style(.overlay), title: "Command", titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let body = box.inside
        let helpY = body.maxY - 1 - help.count
        for (i, line) in listed.prefix(max(0, helpY - body.y)).enumerated() {
            canvas.draw(line, x: body.x + 2, y: body.y + i, width: textWidth, style: theme.style(.muted, over: .overlay))
        }
        for (i, line) in help.enumerated() where helpY + i >= body.y {
            canvas.draw(line, x: body.x + 2, y: helpY + i, width: textWidth, style: theme.style(.overlayTitle, over: .overlay))
        }
        let lineRect = Rect(x: body.x + 1, y: body.maxY - 1, width: body.width - 2, height: 1)
        canvas.fill(lineRect, style: theme.style(.input, over: .overlay))
        let x = canvas.draw(": ", x: lineRect.x, y: lineRect.y, style: theme.style(.input, over: .overlay))
        TextFieldView(field: field, theme: theme, region: .overlay).draw(x: x, y: lineRect.y, width: lineRect.maxX - x, into: &canvas)
    }

    static func columnWidth(_ words: [String]) -> Int { (words.map(\.cellWidth).max() ?? 0) + 2 }

    /// The words in rows of as many columns (as wide as the longest word) as `width` holds.
    static func grid(_ words: [String], width: Int) -> [[String]] {
        guard !words.isEmpty else { return [] }
        let columns = max(1, (width + 2) / columnWidth(words))
        return stride(from: 0, to: words.count, by: columns).map { Array(words[$0..<min(words.count, $0 + columns)]) }
    }
}
