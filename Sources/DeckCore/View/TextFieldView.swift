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
        let characters = field.characters
        let first = Self.firstShown(characters, cursor: field.cursor, width: width)
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

    /// The first character shown: the fewest characters back from the cursor that fit with
    /// the cursor's cell after them (and `…` before them when they do not start the line).
    /// Reads only the characters on screen, whatever the line's length.
    static func firstShown(_ characters: [Character], cursor: Int, width: Int) -> Int {
        var first = cursor, used = 1
        while first > 0 {
            let next = used + TextWidth.of(characters[first - 1])
            guard next + (first - 1 > 0 ? 1 : 0) <= width else { break }
            first -= 1
            used = next
        }
        return first
    }
}
