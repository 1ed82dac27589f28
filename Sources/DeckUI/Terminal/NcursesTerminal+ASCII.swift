extension NcursesTerminal {
    /// An ASCII stand-in for a character, for terminals whose locale is not UTF-8.
    static func ascii(_ character: Character) -> String {
        if character.isASCII { return String(character) }
        switch character {
        case "─", "━", "┈", "╌": return "-"
        case "│", "┃", "┊": return "|"
        case "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼": return "+"
        case "▓", "█", "■", "●": return "#"
        case "░", "·", "○": return "."
        case "←": return "<"
        case "→", "▶", "›": return ">"
        case "↑", "▲": return "^"
        case "↓", "▼": return "v"
        case "…": return "~"
        case "∞": return "8"
        default: return TextWidth.of(character) == 2 ? "??" : "?"
        }
    }
}
