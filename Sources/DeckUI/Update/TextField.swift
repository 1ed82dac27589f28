/// A line being typed, with its cursor: the palette's command line and the event filter.
/// Editing follows the shell: ←/→, Home/End (Ctrl-A/E), Backspace, Delete, Ctrl-W (the word
/// before the cursor), Ctrl-U (everything before the cursor).
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    /// Characters before the cursor.
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// The text before the cursor.
    public var beforeCursor: String { String(text.prefix(cursor)) }
    /// The text from the cursor on.
    public var afterCursor: String { String(text.dropFirst(cursor)) }

    /// Types a character at the cursor. A scalar that joins the character before it (a
    /// combining accent, the parts of an emoji sequence, as a terminal sends them one by one)
    /// makes one character with it: the cursor stays after that character.
    public mutating func insert(_ character: Character) {
        replace(head: beforeCursor + String(character), tail: afterCursor)
    }

    /// Replaces the text before the cursor (a completion), keeping what follows it.
    public mutating func replaceBeforeCursor(with head: String) {
        replace(head: head, tail: afterCursor)
    }

    /// The text becomes `head` + `tail`, the cursor between them.
    public mutating func replace(head: String, tail: String) {
        text = head + tail
        cursor = min(head.count, text.count)
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = text.count }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text = String(beforeCursor.dropLast()) + afterCursor
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text = beforeCursor + String(afterCursor.dropFirst())
    }

    /// Ctrl-W: the spaces before the cursor, then the word before them.
    public mutating func deleteWordBackward() {
        var head = Substring(beforeCursor)
        while head.last == " " { head.removeLast() }
        while let last = head.last, last != " " { head.removeLast() }
        replaceBeforeCursor(with: String(head))
    }

    /// Ctrl-U: everything before the cursor.
    public mutating func deleteToStart() { replaceBeforeCursor(with: "") }
}
