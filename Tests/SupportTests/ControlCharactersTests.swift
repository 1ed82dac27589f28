import Support
import Testing

/// The one sanitizer and how messages quote words from input.
struct ControlCharactersTests {
    @Test func everyControlCharacterIsSpelledOutAndNothingElse() {
        #expect("tab\there".visible == "tab\\there")
        #expect("\u{1B}]52;c;aGk=\u{7}".visible == "\\e]52;c;aGk=\\u{7}")
        #expect("\u{0}\u{7F}\u{80}\u{9B}\u{2028}\u{2029}".visible == "\\u{0}\\u{7f}\\u{80}\\u{9b}\\u{2028}\\u{2029}")
        #expect("C:\\path ✉ 🇫🇷 \u{A0}".visible == "C:\\path ✉ 🇫🇷 \u{A0}")
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let control =
                scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            #expect(ControlCharacters.isControl(scalar) == control, "U+\(String(value, radix: 16))")
        }
    }

    @Test func aQuotedWordIsCutAfterFortyCharactersAndSpelledOut() {
        #expect("Mial".quoted == "'Mial'")
        #expect("a\u{1B}b".quoted == "'a\\eb'")
        let long = String(repeating: "w", count: 10_000_000)
        #expect(long.quoted == "'" + String(repeating: "w", count: 40) + "…'")
    }
}
