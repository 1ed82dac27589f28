import Testing

@testable import DeckCore
@testable import DeckUI

/// What belongs to one overlay lives in its case: the help's scroll, the settings' selected
/// row. Closing the overlay drops them; opening it again starts at the top.
struct OverlayStateTests {
    @Test func theHelpsScrollIsTheHelpsOwnAndStartsAtTheTopEachTimeItOpens() {
        let deck = makeDashboard()
        _ = deck.render(size: Size(width: 80, height: 24))
        deck.press("?")
        deck.press(.down, .down, .down)
        #expect(deck.state.overlay == .help(scroll: 3))
        deck.press(.escape)
        #expect(deck.state.overlay == nil && deck.state.helpScroll == 0)
        deck.press("?")
        #expect(deck.state.overlay == .help(scroll: 0))
    }

    @Test func theSelectedSettingIsTheSettingsOwnAndStartsAtTheFirstRowEachTimeTheyOpen() {
        let deck = makeDashboard()
        deck.press("s")
        deck.press(.down, .down)
        #expect(deck.state.overlay == .settings(row: 2))
        deck.press(.escape)
        #expect(deck.state.overlay == nil && deck.state.settingsRow == 0)
        deck.press("s")
        #expect(deck.state.overlay == .settings(row: 0))
    }
}
