import Support

/// The `:` command palette: a line of the command language, with the completions of the
/// word being typed above it.
struct PaletteOverlay {
    var input: String
    var completions: [String]
    var theme: Theme

    static let shownCompletions = 6

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let listed = Array(completions.prefix(Self.shownCompletions))
        let height = min(screen.height - 2, listed.count + 3)
        let width = min(screen.width - 4, 72)
        let rect = Rect(x: screen.x + (screen.width - width) / 2, y: screen.maxY - 1 - height, width: width, height: height)
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(rect: rect, style: theme.style(.overlay), title: "Command", titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        for (i, completion) in listed.prefix(max(0, inner.height - 1)).enumerated() {
            canvas.draw(completion, x: inner.x + 3, y: inner.y + i, width: inner.width - 4, style: theme.style(.muted, over: .overlay))
        }
        let y = inner.maxY - 1
        let line = Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1)
        canvas.fill(line, style: theme.style(.input, over: .overlay))
        let room = line.width - 4
        let shown = input.cellWidth > room ? "…" + String(input.suffix(room - 1)) : input
        let x = canvas.draw(": " + shown, x: line.x, y: y, style: theme.style(.input, over: .overlay))
        canvas.draw("█", x: x, y: y, style: theme.style(.input, over: .overlay))
    }
}
