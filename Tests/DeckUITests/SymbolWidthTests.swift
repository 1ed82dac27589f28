import Support
import Testing

@testable import Catalog
@testable import DeckCore
@testable import DeckUI

/// The manifest check and the Canvas use one width: a symbol `apps check` accepts is drawn
/// as it is, in exactly the one cell the check promised.
struct SymbolWidthTests {
    static func drawnWidth(_ symbol: Character) -> (width: Int, cell: Character) {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        let width = canvas.put(symbol, x: 0, y: 0, style: .plain)
        return (width, canvas[0, 0].character)
    }

    @Test func everySymbolTheCheckAcceptsIsDrawnAsItselfInOneCell() {
        var accepted = 0
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), ManifestReader.symbolProblem(String(scalar)) == nil else { continue }
            accepted += 1
            let drawn = Self.drawnWidth(Character(scalar))
            #expect(drawn.width == 1 && drawn.cell == Character(scalar), "U+\(String(value, radix: 16))")
        }
        #expect(accepted > 10_000)
    }

    @Test(arguments: ["e\u{301}", "❤️", "🇫🇷", "👩‍👩‍👧", "👍🏽", "1️⃣", "⌚︎", "☀", "ᄀ\u{1161}", "\u{1B}", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
    func aClusterIsAcceptedOnlyWhenTheCanvasDrawsItAsItIsInOneCell(symbol: String) {
        let character = symbol.first!
        let drawn = Self.drawnWidth(character)
        let asItself = drawn.width == 1 && drawn.cell == character
        #expect((ManifestReader.symbolProblem(symbol) == nil) == asItself, "\(symbol.visible)")
    }
}
