import Support

/// The title row of a region: its name (marked when it has the focus), a rule, and an
/// optional note at the right. When both do not fit, the note is cut; or, `noteFirst`, the
/// name (`Script · /tmp/lo…`): the script pane's note says where the play is (`7/7 · finished`).
struct RegionTitle {
    var title: String
    var focused: Bool
    var note: String = ""
    var noteFirst = false
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let rule = theme.style(.border, over: .base)
        canvas.draw(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: rule)
        let room = noteFirst && !note.isEmpty ? max(8, rect.width - note.cellWidth - 4 - 3) : rect.width
        let label = (focused ? "▸ " : "  ") + title.truncated(toWidth: room) + " "
        canvas.draw(label, x: rect.x, y: rect.y, width: rect.width, style: theme.style(focused ? .title : .muted, over: .base))
        guard !note.isEmpty else { return }
        let text = " " + note + " "
        let x = max(rect.x + label.cellWidth + 1, rect.maxX - text.cellWidth - 1)
        canvas.draw(text, x: x, y: rect.y, width: rect.maxX - x, style: theme.style(.muted, over: .base))
    }
}
