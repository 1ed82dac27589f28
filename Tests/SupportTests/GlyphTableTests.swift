import Testing

@testable import Support

/// The table of the symbols drawn most draws each of them as `Glyphs` works it out one by one.
struct GlyphTableTests {
    @Test func aSymbolOfTheTableIsDrawnAsGlyphsDrawsIt() {
        for v in GlyphTable.ranges.joined() {
            guard let scalar = Unicode.Scalar(v) else { continue }
            var fast: [String] = [], slow: [String] = []
            Glyphs.forEach(in: Character(scalar)) { fast.append("\($0)/\($1)") }
            Glyphs.single(scalar) { slow.append("\($0)/\($1)") }
            #expect(fast == slow, "U+\(String(v, radix: 16, uppercase: true))")
        }
    }

    @Test func aClusterThatStartsWithASymbolOfTheTableIsNotReadFromIt() {
        #expect(GlyphTable.outcome("→") == 1 && GlyphTable.outcome("█") == 1 && GlyphTable.outcome("·") == 1)
        #expect(GlyphTable.outcome("→\u{301}") == nil)
        #expect(GlyphTable.outcome("a") == nil)
        #expect(GlyphTable.outcome("漢") == nil && GlyphTable.outcome("é") != nil && GlyphTable.outcome("ā") == nil)
    }
}
