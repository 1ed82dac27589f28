import Support
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_silgen_name("wcwidth") private func wcwidth(_ character: Int32) -> Int32

/// One width for every scalar, the C library's.
@Suite(.serialized) struct TextWidthTests {
    init() { setlocale(LC_CTYPE, "C.UTF-8") }

    @Test func everyPrintableScalarTakesTheCellsTheCLibraryGivesIt() {
        var disagreements: [String] = []
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !ControlCharacters.isControl(scalar) else { continue }
            let expected = wcwidth(Int32(value))
            guard expected >= 0 else { continue } // unassigned in this C library's Unicode
            // Made a spacing mark after Unicode 14 (glibc 2.36's version): drawn, as Swift says.
            if value == 0x1171E { continue }
            if TextWidth.of(scalar) != Int(expected) { disagreements.append(String(value, radix: 16)) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(40))")
    }

    @Test func aStringTakesTheCellsOfWhatIsDrawnForIt() {
        #expect("Mail".cellWidth == 4)
        #expect("漢字".cellWidth == 4)
        #expect("🌡".cellWidth == 1)
        #expect("e\u{301}".cellWidth == 1)
        #expect("a\u{1B}b".cellWidth == 4)
        #expect("🇫🇷".cellWidth == 2)
    }

    @Test func textIsCutToAWidthWithAnEllipsisAndPaddedToIt() {
        #expect("Background".truncated(toWidth: 6) == "Backg…")
        #expect("Mail".truncated(toWidth: 4) == "Mail")
        #expect("漢字漢字".truncated(toWidth: 5) == "漢字…")
        #expect("漢字".truncated(toWidth: 1) == "…")
        #expect("ab".padded(toWidth: 4) == "ab  ")
        #expect("abcdef".padded(toWidth: 4) == "abc…")
    }
}

/// Printable ASCII is measured and cut by its bytes: a cell a character, "…" in the last
/// cell when cut, as the general path does.
struct PrintableASCIIWidthTests {
    @Test func printableASCIIIsACellACharacterAndIsCutWithAnEllipsisInItsLastCell() {
        let text = "BGTaskSubmitted com.example.feed.refresh"
        #expect(text.isPrintableASCII)
        #expect(text.cellWidth == text.count)
        for width in 0...(text.count + 2) {
            let cut = text.truncated(toWidth: width)
            if width == 0 {
                #expect(cut == "")
            } else if text.count <= width {
                #expect(cut == text)
            } else {
                #expect(cut == String(text.prefix(width - 1)) + "…")
                #expect(cut.cellWidth == width)
            }
        }
        #expect(!"tab\there".isPrintableASCII && !"café".isPrintableASCII && !"bell\u{7}".isPrintableASCII)
        #expect("café au lait".truncated(toWidth: 6) == "café …")
    }
}
