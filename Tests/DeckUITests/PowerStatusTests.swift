import DeckCore
import DeckUI
import Lifecycle
import Testing

/// The status bar shows the charger and the battery once they differ from the start (a full
/// battery, unplugged): BG tasks wait for them (the rule book's §11.2).
struct PowerStatusTests {
    @Test func theStatusBarShowsTheChargerAndTheBatteryOnceChanged() {
        let deck = makeDashboard(profile: .ios13)
        let size = Size(width: 160, height: 30)
        #expect(!deck.render(size: size).text.contains("charging"))
        #expect(!deck.render(size: size).text.contains("battery"))
        deck.press(":", at: 1)
        deck.press("battery 15%", at: 1)
        deck.press(.enter, at: 1)
        #expect(deck.render(size: size).text.contains("battery 15%"))
        deck.press(":", at: 2)
        deck.press("charger on", at: 2)
        deck.press(.enter, at: 2)
        #expect(deck.render(size: size).text.contains("charging"))
    }
}
