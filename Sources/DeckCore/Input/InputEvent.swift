/// A key as the dashboard sees it, independent of the terminal backend.
public enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case up, down, left, right
    case enter, tab, backTab, backspace, delete, escape
    case pageUp, pageDown, home, end
    /// F1 … F12.
    case function(Int)

    public static let space = Key.character(" ")

    /// How the footer and the help overlay write the key.
    public var label: String {
        switch self {
        case .character(" "): "space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .escape: "Esc"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .function(let n): "F\(n)"
        }
    }
}

/// A mouse report: where (cell coordinates) and what.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, release, wheelUp, wheelDown
    }

    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) { self.kind = kind; self.x = x; self.y = y }
}

/// Something the terminal reports.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal changed size, or came back after a suspend and must be drawn again
    /// whole; the size is the terminal's `size`.
    case resize
    /// Text the user pasted (bracketed paste), with line breaks and tabs as spaces and no
    /// other control characters: text for the palette or the filter, never keys.
    case paste(String)
}
