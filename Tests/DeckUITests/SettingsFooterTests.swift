import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime

/// The settings overlay's footer names ←/→ beside Enter on every row they work on (a row of
/// choices steps through them, a switch turns over), and neither on a request's row.
struct SettingsFooterTests {
    func footer(_ deck: DeckProgram, _ size: Size = Size(width: 120, height: 40)) throws -> String {
        try #require(deck.render(size: size).lines.last)
    }

    @Test func everySettingOffersLeftAndRightBesideEnterAndTheyDoWhatItSays() throws {
        let deck = makeDashboard(profile: .ios26)
        deck.press("s")
        // Background App Refresh: a choice; Low Power Mode: a switch.
        for _ in 0..<2 {
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                let line = try footer(deck, size)
                #expect(line.contains("← previous") && line.contains("→ next") && line.contains("Enter toggle"), "\(size): \(line)")
            }
            deck.press(.down)
        }
        deck.press(.up, .up)
        let before = deck.engine.device.refresh
        deck.press(.right)
        #expect(deck.engine.device.refresh != before)
        deck.press(.left)
        #expect(deck.engine.device.refresh == before)
    }
}
