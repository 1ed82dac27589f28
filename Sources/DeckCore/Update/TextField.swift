/// A line being typed, with its cursor: the palette's command line and the event filter.
/// Editing follows the shell: ←/→, Home/End (Ctrl-A/E), Backspace, Delete, Ctrl-W (the word
/// before the cursor), Ctrl-U (everything before the cursor).
///
/// It holds at most `limit` characters, kept as an array so that a key costs the same
/// whatever the line's length (no key walks the whole line).
public struct TextField: Hashable, Sendable {
    /// The most characters a field holds: a longer paste is cut there, and a key that would
    /// go past it is refused.
    public static let limit = 4_096

    public private(set) var characters: [Character]
    /// Characters before the cursor.
    public private(set) var cursor: Int

    /// A field holding `text` (its first `limit` characters), the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text.prefix(Self.limit))
        cursor = characters.count
    }

    public var text: String { String(characters) }
    /// The text before the cursor.
    public var beforeCursor: String { String(characters[..<cursor]) }
    /// The text from the cursor on.
    public var afterCursor: String { String(characters[cursor...]) }
    /// Whether the field holds all it can.
    public var isFull: Bool { characters.count >= Self.limit }

    /// Types a character at the cursor. A scalar that joins the character before it (a
    /// combining accent, the parts of an emoji sequence, as a terminal sends them one by one)
    /// makes one character with it: the cursor stays after that character. False when the
    /// field is full and the character would have been a new one.
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        if cursor > 0, let joined = Self.joined(characters[cursor - 1], character) {
            characters[cursor - 1] = joined
            return true
        }
        if cursor < characters.count, let joined = Self.joined(character, characters[cursor]) {
            characters[cursor] = joined
            cursor += 1
            return true
        }
        guard !isFull else { return false }
        characters.insert(character, at: cursor)
        cursor += 1
        return true
    }

    /// Inserts `text` at the cursor, as far as the field has room; false when some was cut.
    @discardableResult
    public mutating func insert(contentsOf text: String) -> Bool {
        for character in text where !insert(character) { return false }
        return true
    }

    /// The one character `a` and `b` make together, if they make one.
    private static func joined(_ a: Character, _ b: Character) -> Character? {
        let both = String(a) + String(b)
        return both.count == 1 ? both.first : nil
    }

    /// Replaces the text before the cursor (a completion), keeping what follows it.
    public mutating func replaceBeforeCursor(with head: String) {
        replace(head: head, tail: afterCursor)
    }

    /// The text becomes `head` + `tail` (cut at `limit`), the cursor between them.
    public mutating func replace(head: String, tail: String) {
        let joined = head + tail
        characters = Array(joined.prefix(Self.limit))
        cursor = min(head.count, characters.count)
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = characters.count }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-W: the spaces before the cursor, then the word before them.
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-U: everything before the cursor.
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }
}
