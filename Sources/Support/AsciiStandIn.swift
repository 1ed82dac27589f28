import Foundation

/// ASCII stand-ins for what the dashboard draws, used when the terminal's locale is not UTF-8
/// (`LANG=C`) and with `--ascii`: `▶ 1×` becomes `> 1x`, a frame `+--+`. A stand-in takes
/// the cells of the character it stands for, so the layout does not move. Every symbol the
/// dashboard itself draws is in the table (a test checks the goldens); other text (names and
/// snapshots from manifests) keeps the letter under its accents (`é` → `e`), else shows `?`
/// (`??` for a wide character).
public enum AsciiStandIn {
    public static let table: [Character: String] = [
        // Frames, bars and switches.
        "─": "-", "━": "-", "┈": "-", "╌": "-", "│": "|", "┃": "|", "┊": "|",
        "╭": "+", "╮": "+", "╰": "+", "╯": "+", "┌": "+", "┐": "+", "└": "+", "┘": "+",
        "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
        "█": "#", "▓": "#", "■": "#", "░": ".", "●": "*", "○": "o", "◌": "o",
        // The timeline's glyphs (the dashboard draws its own distinct ASCII for them).
        "▒": "+", "┄": "-", "≈": "~", "✕": "X", "⊘": "/", "≋": "m", "⊕": "+", "⊖": "-",
        "═": "=", "╳": "x", "◆": "@",
        // Arrows and markers.
        "←": "<", "→": ">", "↑": "^", "↓": "v", "◀": "<", "▶": ">", "▲": "^", "▼": "v",
        "‹": "<", "›": ">", "▸": ">", "⇣": "v", "⇅": "=", "↻": "R", "✓": "+", "✗": "x",
        // Punctuation and signs.
        "…": "~", "·": ".", "§": "S", "—": "-", "–": "-", "‖": "|", "×": "x", "•": "*", "°": "o",
        "∞": "*", "∿": "~", "◷": "@", "⚙": "*", "⏲": "t",
        // A skip on stage (two cells).
        "⏩": ">>",
        // The built-in apps' symbols.
        "✎": "/", "✉": "@", "▦": "#", "⚠": "!", "⧗": "%", "♪": "&", "⌖": "+", "☊": "n",
        "☀": "*", "❝": "\"", "☏": "T", "▤": "=", "♥": "v", "¶": "P", "✦": "*", "≡": "F", "⤓": "B", "⌀": "0",
        "⇪": "E", "⎙": "N", "⊙": "o",
        // The locked device's apps (§11.6).
        "▣": "V", "≣": "L", "⊟": "2", "⚷": "K",
        // The push apps' symbols (§11.5).
        "☎": "D", "⊗": "X",
        // The widget app's symbol (§11.7).
        "↗": "$",
        // Live Activities (§11.8): Scores, the card's line, the timeline's activity row.
        "◎": "o", "◉": "@", "▰": "=", "▱": "-", "┉": ".",
    ]

    /// The ASCII text for `character`, as many cells wide as the character.
    public static func text(for character: Character) -> String {
        if character.isASCII { return String(character) }
        if let standIn = table[character] { return standIn }
        let width = TextWidth.of(character)
        if width == 1, let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
            base.isASCII, base.value >= 0x20, base.value < 0x7F
        {
            return String(Character(base))
        }
        return String(repeating: "?", count: width)
    }
}
