import Testing

@testable import DeckCore
@testable import DeckRuntime

/// The settings overlay's list of what holds a request (Enter on its row), as a golden.
struct SettingsWhyGoldenTests {
    @Test func theListOfWhatHoldsARequestOpenedFromTheSettings() {
        let deck = makeDashboard(profile: .ios13)
        BGTaskSettingsTests().run(deck, "launch Backup", "home", "lowpower on")
        deck.press("s")
        while SettingsRow.rows(for: EngineSnapshot(deck.engine))[deck.state.settingsRow]
            != .request(app: "Backup", id: "com.appdeck.backup.nightly")
        {
            deck.press(.down)
        }
        deck.press(.enter)
        GoldenTests.check(deck, "overlay-settings-why")
    }
}
