import Support
import Testing

/// What a terminal is given for a character: never a control character, never a cluster
/// terminals draw at different widths.
struct GlyphsTests {
    static func glyphs(_ character: Character) -> [String] {
        var out: [String] = []
        Glyphs.forEach(in: character) { glyph, width in out.append("\(glyph)/\(width)") }
        return out
    }

    @Test func aControlCharacterIsSpelledOutOneCellACharacter() {
        #expect(Self.glyphs("\u{1B}") == ["\\/1", "e/1"])
        #expect(Glyphs.drawn("\u{1B}[31mred\u{9B}0m\u{7F}\r\n") == "\\e[31mred\\u{9b}0m\\u{7f}\\r\\n")
    }

    @Test(arguments: [
        ("👩‍👩‍👧", "👩"), ("👨‍💻", "👨"), ("🏳️‍🌈", "🏳"), ("🇫🇷", "FR"), ("🇫", "F"), ("❤️", "❤"),
        ("☀️", "☀"), ("⌚︎", "⌚"), ("👍🏽", "👍"), ("1️⃣", "1"), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🏴"),
    ])
    func aClusterTerminalsDrawAtDifferentWidthsIsReplaced(cluster: String, drawn: String) {
        #expect(Glyphs.drawn(cluster) == drawn)
        #expect(!Glyphs.isDrawnAsItself(cluster.first!))
    }

    @Test(arguments: ["a", "é", "e\u{301}", "漢", "😀", "✉", "🌡", "각", "ᄀ\u{1161}\u{11A8}"])
    func aClusterEveryTerminalDrawsAlikeIsDrawnAsItIs(cluster: String) {
        #expect(Glyphs.isDrawnAsItself(cluster.first!))
        #expect(Glyphs.drawn(cluster) == cluster)
    }

    @Test func aClusterWiderThanTwoCellsIsDrawnOneSpacingScalarAtATime() {
        let jamo: Character = "\u{1100}\u{1100}\u{1100}"
        #expect(Self.glyphs(jamo) == ["\u{1100}/2", "\u{1100}/2", "\u{1100}/2"])
    }

    @Test func zeroWidthLeftoversAndUnassignedCodePointsDoNotBreakTheRow() {
        #expect(Self.glyphs("\u{301}").isEmpty)
        #expect(Self.glyphs("\u{200D}").isEmpty)
        #expect(Self.glyphs(Character(Unicode.Scalar(0x2FFFF - 2)!)) == ["\u{FFFD}/1"])
    }
}
