import DeckCore
import DeckUI
import Support
import Testing

struct CanvasTests {
    @Test func textIsDrawnFromItsColumnAndTheRestStaysBlank() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        let end = canvas.draw("deck", x: 3, y: 1, style: .plain)
        #expect(end == 7)
        #expect(canvas.lines == ["", "   deck"])
    }

    @Test func aWideCharacterTakesTwoCellsAndTheSecondIsItsTail() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        let end = canvas.draw("a漢b", x: 0, y: 0, style: .plain)
        #expect(end == 4)
        #expect(canvas[1, 0].character == "漢")
        #expect(canvas[2, 0].isWideTail)
        #expect(canvas[3, 0].character == "b")
        #expect(canvas.lines == ["a漢b"])
    }

    @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("漢字", x: 0, y: 0, style: .plain)
        canvas.put("x", x: 1, y: 0, style: .plain)
        #expect(canvas.lines == [" x字"])
        canvas.put("y", x: 2, y: 0, style: .plain)
        #expect(canvas.lines == [" xy"])
        #expect(!canvas[3, 0].isWideTail)
    }

    @Test func drawingIsClippedToTheClipRectangle() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.clipped(to: Rect(x: 2, y: 1, width: 4, height: 1)) { canvas in
            canvas.draw("abcdefgh", x: 0, y: 1, style: .plain)
            canvas.draw("zzz", x: 2, y: 0, style: .plain)
            canvas.fill(Rect(x: 0, y: 2, width: 10, height: 1), style: .plain, with: "#")
        }
        #expect(canvas.lines == ["", "  cdef", ""])
    }

    @Test func aWideCharacterStraddlingTheClipEdgeIsDrawnAsASpace() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.fill(canvas.bounds, style: .plain, with: ".")
        canvas.clipped(to: Rect(x: 0, y: 0, width: 3, height: 1)) { canvas in
            canvas.draw("ab漢", x: 0, y: 0, style: .plain)
        }
        #expect(canvas.lines == ["ab ..."])
    }

    @Test func drawingOffTheCanvasIsIgnored() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.draw("abc", x: -2, y: 0, style: .plain)
        canvas.draw("xyz", x: 2, y: 5, style: .plain)
        #expect(canvas.lines == ["c"])
    }

    @Test func textCutToAWidthEndsInAnEllipsis() {
        #expect("Background".truncated(toWidth: 6) == "Backg…")
        #expect("Mail".truncated(toWidth: 6) == "Mail")
        #expect("漢字漢字".truncated(toWidth: 5) == "漢字…")
        #expect("ab".padded(toWidth: 4) == "ab  ")
    }

    @Test func combiningMarksTakeNoCellAndEmojiTakeTwo() {
        #expect(TextWidth.of("e\u{301}" as Character) == 1)
        #expect(TextWidth.of("😀" as Character) == 2)
        #expect(TextWidth.of("✉" as Character) == 1)
        #expect("☀️".cellWidth == 1)
    }

    @Test func nothingDrawnCarriesAControlCharacter() {
        var canvas = Canvas(size: Size(width: 40, height: 1))
        let end = canvas.draw("a\u{1B}]52;c;aGk=\u{7}b\u{9B}2Jc\r\n", x: 0, y: 0, style: .plain)
        #expect(canvas.lines == ["a\\e]52;c;aGk=\\u{7}b\\u{9b}2Jc\\r\\n"])
        #expect(end == canvas.lines[0].count)
        for x in 0..<40 {
            #expect(!canvas[x, 0].character.unicodeScalars.contains(where: ControlCharacters.isControl))
        }
    }

    @Test func clustersTerminalsDrawAtDifferentWidthsAreReplacedSoTheRowDoesNotMove() {
        var canvas = Canvas(size: Size(width: 40, height: 1))
        let end = canvas.draw("👩‍👩‍👧|🇫🇷|❤️|👍🏽|1️⃣|x", x: 0, y: 0, style: .plain)
        #expect(canvas.lines == ["👩|FR|❤|👍|1|x"])
        #expect(end == 2 + 1 + 2 + 1 + 1 + 1 + 2 + 1 + 1 + 1 + 1)
        #expect("👩‍👩‍👧|🇫🇷|❤️|👍🏽|1️⃣|x".cellWidth == end)
    }

    @Test func changesSinceTheSameCanvasAreNone() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.draw("same", x: 1, y: 1, style: .plain)
        #expect(canvas.changes(since: canvas).isEmpty)
    }

    @Test func changesAreRunsOfTheCellsThatDiffer() {
        var before = Canvas(size: Size(width: 10, height: 2))
        before.draw("0:00:01", x: 0, y: 0, style: .plain)
        var after = before
        after.draw("0:00:02", x: 0, y: 0, style: .plain)
        after.put("!", x: 9, y: 1, style: .plain)
        let runs = after.changes(since: before)
        #expect(runs.map { [$0.x, $0.y, $0.cells.count] } == [[6, 0, 1], [9, 1, 1]])
    }

    @Test func aChangedStyleIsAChange() {
        var before = Canvas(size: Size(width: 4, height: 1))
        before.draw("ab", x: 0, y: 0, style: .plain)
        var after = before
        after.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { _ in Style(attributes: .bold) }
        #expect(after.changes(since: before).map(\.x) == [1])
    }

    @Test func aWideCharacterChangesWithBothHalves() {
        var before = Canvas(size: Size(width: 4, height: 1))
        before.draw("漢", x: 1, y: 0, style: .plain)
        var after = before
        after.draw("字", x: 1, y: 0, style: .plain)
        let runs = after.changes(since: before)
        #expect(runs.count == 1)
        #expect(runs.first?.x == 1)
        #expect(runs.first?.cells.count == 2)
    }

    @Test func everyCellChangesAfterAResize() {
        let before = Canvas(size: Size(width: 4, height: 2))
        let after = Canvas(size: Size(width: 5, height: 2))
        #expect(after.changes(since: before).reduce(0) { $0 + $1.cells.count } == 10)
    }
}

/// Printable ASCII is drawn a byte a cell (the fast path): cell for cell what drawing each
/// character on its own draws, cut at the clip alike; a line with a symbol goes the general way.
struct CanvasASCIITests {
    @Test func printableASCIIIsDrawnAByteACellAsEachCharacterOnItsOwnWouldBe() {
        for text in ["ready: a plain line ~ 0123456789 !#$", "Feed ⏲ in 15m: 漢字, 100%"] {
            for (x, width) in [(0, 60), (3, 20), (55, 60)] {
                var fast = Canvas(size: Size(width: width, height: 1))
                var slow = fast
                let end = fast.draw(text, x: x, y: 0, style: .plain)
                var column = x
                for character in text where column < width {
                    column += slow.put(character, x: column, y: 0, style: .plain)
                }
                #expect(fast.lines == slow.lines, "\(text) at \(x) in \(width)")
                #expect(end == column)
                #expect((0..<width).allSatisfy { fast[$0, 0] == slow[$0, 0] })
            }
        }
    }
}
