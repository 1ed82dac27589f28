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
