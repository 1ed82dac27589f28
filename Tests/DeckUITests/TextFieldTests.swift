import Testing

@testable import DeckCore
@testable import DeckUI

/// Line editing as in a shell, in the palette and the filter.
struct TextFieldTests {
    @Test func scalarsTypedOneByOneThatJoinIntoOneCharacterKeepTheCursorAtTheEnd() {
        var field = TextField()
        for scalar in "fam👩‍👩‍👧 é".unicodeScalars { field.insert(Character(scalar)) }
        #expect(field.text == "fam👩‍👩‍👧 é")
        #expect(field.cursor == field.text.count)
        #expect(field.afterCursor.isEmpty)
        field.moveLeft()
        field.insert(Character("\u{301}"))
        #expect(field.cursor <= field.text.count)
    }

    @Test func charactersGoInAtTheCursor() {
        var field = TextField("lanch Mail")
        field.moveToStart()
        for _ in 0..<2 { field.moveRight() }
        field.insert("u")
        #expect(field.text == "launch Mail")
        #expect(field.cursor == 3)
    }

    @Test func deleteRemovesTheCharacterUnderTheCursorAndBackspaceTheOneBefore() {
        var field = TextField("kill  Mail")
        field.moveToStart()
        for _ in 0..<5 { field.moveRight() }
        field.deleteForward()
        #expect(field.text == "kill Mail")
        field.deleteBackward()
        #expect(field.text == "killMail" && field.cursor == 4)
        field.moveToEnd()
        field.deleteForward()
        #expect(field.text == "killMail")
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursorAndCtrlUEverythingBeforeIt() {
        var field = TextField("bar Weather  ")
        field.deleteWordBackward()
        #expect(field.text == "bar ")
        field = TextField("push Mail silent")
        for _ in 0..<7 { field.moveLeft() }
        field.deleteToStart()
        #expect(field.text == " silent" && field.cursor == 0)
    }

    @Test func theCursorStaysWithinTheText() {
        var field = TextField("ab")
        field.moveRight()
        #expect(field.cursor == 2)
        field.moveToStart()
        field.moveLeft()
        #expect(field.cursor == 0)
    }

    @Test func thePalettesKeysEditTheLine() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("lock Mail")
        deck.press(.home)
        deck.press(.delete, .delete, .delete, .delete)
        deck.press("launch")
        #expect(deck.state.palette.input == "launch Mail")
        deck.press(.control("e"))
        deck.press(.control("w"))
        #expect(deck.state.palette.input == "launch ")
        deck.press(.control("a"))
        deck.press(.right, .right)
        deck.press(.control("u"))
        #expect(deck.state.palette.input == "unch ")
    }
}
