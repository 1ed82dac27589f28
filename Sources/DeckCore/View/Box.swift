import Support

/// A frame with rounded corners and an optional title in its top edge; dashed for a ghost.
struct Box {
    var rect: Rect
    var style: Style
    var title: String?
    var titleStyle: Style?
    var dashed = false

    init(rect: Rect, style: Style, title: String? = nil, titleStyle: Style? = nil, dashed: Bool = false) {
        self.rect = rect; self.style = style; self.title = title; self.titleStyle = titleStyle; self.dashed = dashed
    }

    func draw(into canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: dashed ? "╌" : "─", count: rect.width - 2)
        let vertical: Character = dashed ? "┊" : "│"
        canvas.draw("╭" + horizontal + "╮", x: rect.x, y: rect.y, style: style)
        canvas.draw("╰" + horizontal + "╯", x: rect.x, y: rect.maxY - 1, style: style)
        for y in rect.y + 1..<rect.maxY - 1 {
            canvas.put(vertical, x: rect.x, y: y, style: style)
            canvas.put(vertical, x: rect.maxX - 1, y: y, style: style)
        }
        if let title, rect.width > 4 {
            canvas.draw(
                " " + title.truncated(toWidth: rect.width - 4) + " ", x: rect.x + 1, y: rect.y,
                style: titleStyle ?? style)
        }
    }

    /// The cells inside the frame.
    var inside: Rect { rect.inset(dx: 1, dy: 1) }

    /// That the list inside scrolls: `↑ N more` in the top edge and `↓ N more` in the bottom
    /// one, at the right, for the lines out of view above and below.
    func drawScrollHints(above: Int, below: Int, style: Style, into canvas: inout Canvas) {
        for (count, y, arrow) in [(above, rect.y, "↑"), (below, rect.maxY - 1, "↓")] where count > 0 {
            let text = " \(ScrollHint.text(arrow, count)) "
            canvas.draw(text, x: max(rect.x + 1, rect.maxX - 2 - text.cellWidth), y: y, style: style)
        }
    }
}

/// How a scrolling list says that more of it is out of view: `↓ 3 more`.
enum ScrollHint {
    static func text(_ arrow: String, _ count: Int) -> String { "\(arrow) \(count) more" }

    /// `↑ 2 more · ↓ 3 more`, or the half that applies, or nothing.
    static func note(above: Int, below: Int) -> String {
        [above > 0 ? text("↑", above) : nil, below > 0 ? text("↓", below) : nil].compactMap { $0 }.joined(separator: " · ")
    }
}

/// A horizontal bar of `width` cells, filled to `fraction`.
struct Bar {
    var fraction: Double
    var width: Int
    var fill: Style
    var empty: Style

    @discardableResult
    func draw(x: Int, y: Int, into canvas: inout Canvas) -> Int {
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded())
        canvas.draw(String(repeating: "▓", count: filled), x: x, y: y, style: fill)
        return canvas.draw(String(repeating: "░", count: width - filled), x: x + filled, y: y, style: empty)
    }
}
