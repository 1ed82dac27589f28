import Support

/// A text field on one row: its text in the input style, scrolled so the cursor is in view,
/// and the cursor as the cell under it in reverse video (a block past the end).
struct TextFieldView {
    var field: TextField
    var theme: Theme
    /// The region the field sits on.
    var region: Role

    @discardableResult
    func draw(x: Int, y: Int, width: Int, into canvas: inout Canvas) -> Int {
        guard width > 1 else { return x }
        let style = theme.style(.input, over: region)
        var cursorStyle = style
        cursorStyle.attributes.formSymmetricDifference(.reverse)
        let characters = Array(field.text)
        // Scroll so that the cursor and one cell after it fit.
        var first = 0
        while first < field.cursor && String(characters[first..<field.cursor]).cellWidth + 1 > width - (first > 0 ? 1 : 0) {
            first += 1
        }
        var column = x
        if first > 0 { column = canvas.draw("…", x: column, y: y, style: style) }
        var index = first
        while index < characters.count, column + TextWidth.of(characters[index]) <= x + width {
            column += canvas.put(characters[index], x: column, y: y, style: index == field.cursor ? cursorStyle : style)
            index += 1
        }
        if field.cursor == characters.count && column < x + width {
            column = canvas.draw(" ", x: column, y: y, style: cursorStyle)
        }
        return column
    }
}
