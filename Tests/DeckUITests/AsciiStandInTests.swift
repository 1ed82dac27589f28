import Foundation
import Lifecycle
import Support
import Testing

@testable import DeckCore
@testable import DeckUI

/// Without a UTF-8 locale (or with `--ascii`) every symbol has an ASCII stand-in of its width.
struct AsciiStandInTests {
    /// The characters of every golden screen of the dashboard.
    static func goldenCharacters() throws -> Set<Character> {
        let files = try FileManager.default.contentsOfDirectory(atPath: Golden.directory.path)
        var characters = Set<Character>()
        for file in files where file.hasSuffix(".txt") {
            characters.formUnion(try String(contentsOf: Golden.directory.appendingPathComponent(file), encoding: .utf8))
        }
        return characters
    }

    @Test func everyNonASCIICharacterTheDashboardDrawsHasAStandInOfItsWidth() throws {
        let drawn = try Self.goldenCharacters().filter { !$0.isASCII }
        #expect(drawn.count > 30)
        for character in drawn {
            let standIn = AsciiStandIn.table[character]
            #expect(standIn != nil, "no ASCII stand-in for \(character) (U+\(String(character.unicodeScalars.first!.value, radix: 16)))")
            #expect(standIn?.count == TextWidth.of(character), "\(character)")
            #expect(standIn?.allSatisfy { $0.isASCII && !$0.isNewline } == true, "\(character)")
        }
    }

    @Test func theStatusBarSpeedReadsInASCII() {
        #expect("▶ 1×".map(AsciiStandIn.text).joined() == "> 1x")
        #expect("╭─│▓░→…".map(AsciiStandIn.text).joined() == "+-|#.>~")
    }

    @Test func otherTextKeepsItsLettersAndItsWidth() {
        #expect("Café".map(AsciiStandIn.text).joined() == "Cafe")
        #expect(AsciiStandIn.text(for: "漢") == "??")
        #expect(AsciiStandIn.text(for: "ж") == "?")
    }

    @Test func aWholeScreenInASCIIKeepsEveryRowItsWidth() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail", "Music")
        deck.press("b")
        let canvas = deck.render(size: Size(width: 80, height: 24))
        for y in 0..<24 {
            var row = ""
            for x in 0..<80 where !canvas[x, y].isWideTail { row += AsciiStandIn.text(for: canvas[x, y].character) }
            #expect(row.count == 80, "row \(y): \(row)")
            #expect(row.allSatisfy { $0.isASCII }, "row \(y): \(row)")
        }
    }
}
