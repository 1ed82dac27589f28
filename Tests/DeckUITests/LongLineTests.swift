import Testing

@testable import DeckCore
@testable import DeckUI

/// The palette and the filter hold at most `TextField.limit` (4 096) characters: a longer paste
/// is cut there and the status line says so, a key past it is refused, a longer line of the
/// history file is left out; and a key touches only the characters on screen.
struct LongLineTests {
    static let long = String(repeating: "x", count: 5_000)

    @Test func aPasteIntoThePaletteIsCutAtTheLimitAndSaysSo() {
        let deck = makeDashboard()
        deck.press(":")
        deck.handle(.paste("say " + Self.long), atReal: 0)
        #expect(TextField.limit == 4_096)
        #expect(deck.state.palette.field.characters.count == TextField.limit)
        #expect(deck.state.palette.input.hasPrefix("say xxx"))
        #expect(deck.state.message == StatusMessage("paste cut: a line holds at most 4 096 characters", isError: true))
    }

    @Test func aPasteIntoTheFilterIsCutAtTheLimitAndSaysSo() {
        let deck = makeDashboard()
        deck.press("/")
        deck.handle(.paste(Self.long), atReal: 0)
        #expect(deck.state.eventPane.filter.characters.count == TextField.limit)
        #expect(deck.state.message?.text.hasPrefix("paste cut") == true)
    }

    @Test func aKeyPastTheLimitIsRefusedAndSaysSo() {
        let deck = makeDashboard()
        deck.press(":")
        deck.handle(.paste(String(repeating: "y", count: TextField.limit)), atReal: 0)
        #expect(deck.state.message == nil, "exactly the limit fits")
        deck.press("z")
        #expect(deck.state.palette.field.characters.count == TextField.limit)
        #expect(!deck.state.palette.input.contains("z"))
        #expect(deck.state.message == StatusMessage("the line is full: it holds at most 4 096 characters", isError: true))
        deck.press(.backspace)
        deck.press("z")
        #expect(deck.state.palette.input.hasSuffix("z"), "after Backspace there is room again")
    }

    @Test func aHistoryLineLongerThanThePaletteHoldsIsLeftOut() throws {
        let file = HistoryFile(path: temporaryDirectory() + "/history")
        let long = "say " + String(repeating: "w", count: 20_000)
        try "lock\n\(long)\nunlock\n".write(toFile: file.path, atomically: false, encoding: .utf8)
        #expect(try file.load() == ["lock", "unlock"])
    }

    @Test func aFieldMadeFromALongerTextKeepsItsFirstCharacters() {
        let field = TextField(Self.long)
        #expect(field.characters.count == TextField.limit && field.cursor == TextField.limit)
        #expect(field.isFull)
    }

    /// The view walks back from the cursor only as far as the row is wide.
    @Test func theViewOfALongLineShowsTheCursorsNeighbourhood() {
        let characters = Array(String(repeating: "ab", count: 2_000))
        #expect(TextFieldView.firstShown(characters, cursor: characters.count, width: 20) == characters.count - 18)
        #expect(TextFieldView.firstShown(characters, cursor: 1_000, width: 20) == 1_000 - 18)
        #expect(TextFieldView.firstShown(characters, cursor: 10, width: 20) == 0, "the start fits: no …")
        let wide = Array(String(repeating: "漢", count: 3_000))
        #expect(TextFieldView.firstShown(wide, cursor: wide.count, width: 20) == wide.count - 9)
    }

    @Test func theDrawnRowOfALongLineIsAnEllipsisTheTextBeforeTheCursorAndTheCursor() {
        var field = TextField(String(repeating: "0123456789", count: 400))
        field.moveLeft()
        var canvas = Canvas(size: Size(width: 30, height: 1))
        TextFieldView(field: field, theme: .dark, region: .base).draw(x: 0, y: 0, width: 30, into: &canvas)
        let row = (0..<30).map { canvas[$0, 0].character }
        #expect(String(row) == "…12345678901234567890123456789")
    }
}
