import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// A paste is text for the palette or the filter, never keys: nothing runs until Enter.
struct PasteTests {
    @Test func aMultiLinePasteIntoThePaletteIsTextAndRunsNothing() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store)
        deck.press(":")
        deck.handle(.paste("launch Mail q s i "), atReal: 0)
        #expect(deck.state.overlay == .palette)
        #expect(deck.state.palette.input == "launch Mail q s i ")
        #expect(deck.engine.state(of: "Mail") == .notRunning)
        #expect(!deck.quitRequested)
        #expect(deck.state.inspector)
        #expect(store.load().settings == .defaults)
    }

    @Test func enterRunsWhatWasPasted() {
        let deck = makeDashboard()
        deck.press(":")
        deck.handle(.paste("launch Mail "), atReal: 0)
        deck.press(.enter)
        #expect(deck.engine.state(of: "Mail") == .active)
        #expect(deck.state.message == StatusMessage("done: launch Mail"))
    }

    @Test func aPasteIntoTheFilterFiltersByIt() {
        let deck = makeDashboard()
        deck.press("/")
        deck.handle(.paste("Mail"), atReal: 0)
        #expect(deck.state.overlay == .filter)
        #expect(deck.state.eventFilter == "Mail")
    }

    @Test func aPasteOnTheMainScreenDoesNothing() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store)
        let before = deck.state
        deck.handle(.paste("q:s?i+ "), atReal: 0)
        #expect(deck.state == before)
        #expect(!deck.quitRequested)
        #expect(store.load().settings == .defaults)
    }
}
