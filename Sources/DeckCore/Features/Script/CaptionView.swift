import Support

/// The caption of the last `say`, large: a frame across the screen with the text in bold, so
/// the audience reads it from the back of the room.
struct CaptionView {
    var lines: [String]
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        guard rect.height >= 3 else { return }
        let frame = theme.style(.border, over: .base)
        canvas.fill(rect, style: theme.style(.base))
        Box(rect: rect, style: frame).draw(into: &canvas)
        var text = theme.style(.title, over: .base)
        text.attributes.insert(.bold)
        let top = rect.y + 1 + max(0, (rect.height - 2 - lines.count) / 2)
        for (row, line) in lines.enumerated() where top + row < rect.maxY - 1 {
            let shown = line.drawn
            let x = rect.x + max(2, (rect.width - shown.cellWidth) / 2)
            canvas.draw(shown, x: x, y: top + row, width: rect.maxX - 2 - x, style: text)
        }
    }
}
