import Lifecycle
import Support
import Testing

@testable import Catalog

/// A manifest's name, symbol and summary: what the screen draws and scripts say, so one
/// word, one narrow character, one line.
@Suite struct ManifestNameProblemTests {
    @Test(arguments: [
        ("ab", "it is 2 characters"),
        ("⌛", "it is two columns wide"),
        ("中", "it is two columns wide"),
        ("\"\"", "it is empty"),
        (
            "\"❤\u{FE0F}\"",
            "terminals draw emoji sequences, flags, skin tones and variation selectors at different widths; '❤' alone would do"
        ),
        ("🇫🇷", "terminals draw emoji sequences, flags, skin tones and variation selectors at different widths"),
        ("\"\u{200B}\"", "it is not a visible character"),
        ("\"\\a\"", "it is a control character"),
        ("\"\\e[31m\"", "it is 5 characters"),
    ])
    func aSymbolThatIsNotOneNarrowCharacterIsRefused(written: String, why: String) {
        let yaml = "name: Kite\nsymbol: \(written)\n"
        let symbol = try? #require(YAMLDocument.compose(yaml, file: "kite.yaml")?["symbol"]?.string)
        let expected =
            "2: symbol: \((symbol ?? "").quoted) is not one narrow character (\(why)); expected one character one column wide, such as ✉ ♪ ☀ ✎"
        #expect(problems(yaml) == [expected])
    }

    @Test func aSymbolMayBeALetterWithAnAccentWrittenAsTwoCodePoints() throws {
        #expect(try app("name: Kite\nsymbol: \"e\u{301}\"\n").symbol == "e\u{301}")
    }

    @Test func anEmptyNameIsRefused() {
        #expect(problems("name: \"\"\n") == ["1: name is empty; every app needs a name"])
        #expect(problems("name:\n") == ["1: name: expected a text, found nothing"])
    }

    @Test func aNameWithWhitespaceIsRefusedBecauseScriptsCannotSayIt() {
        #expect(
            problems("name: My App\n")
                == ["1: name: 'My App' contains whitespace; scripts name an app in one word (launch NAME)"])
    }

    @Test func aNameWithAControlCharacterIsRefusedAndShownSpelledOut() {
        #expect(
            problems("name: \"Ma\\e]52;c;aGk=\\ail\"\n")
                == ["1: name: 'Ma\\e]52;c;aGk=\\u{7}il' contains a control character; a name is one word of visible characters"])
        #expect(
            problems("name: \"Mail\\t\"\n")
                == ["1: name: 'Mail\\t' contains a control character; a name is one word of visible characters"])
    }

    @Test func aSummaryMustBeOneLine() {
        #expect(problems("name: Kite\nsummary: |\n  one\n  two\n") == ["2: summary: must be a single line"])
    }
}
