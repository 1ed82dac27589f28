import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime

/// The timeline (`T`): a pending request's band shows the letter of the reason that holds it,
/// sampled each time the engine advances, and `g` lists the letters in view (issue 35, item 6).
struct HoldLegendTests {
    static func command(_ deck: DeckProgram, _ line: String, at real: Double) {
        deck.press(":", at: real)
        deck.press(line, at: real)
        deck.press(.enter, at: real)
    }

    /// Feed's refresh request: held by its own switch for 10 minutes, then by Low Power Mode
    /// for 10, then by time only; the timeline at 1 m a column.
    static func deck() -> DeckProgram {
        let deck = makeDashboard(profile: .ios13)
        command(deck, "launch Feed", at: 0)
        deck.press("b")
        command(deck, "bar Feed off", at: 0)
        deck.tick(atReal: 600)
        command(deck, "bar Feed on", at: 600)
        command(deck, "lowpower on", at: 600)
        deck.tick(atReal: 1200)
        command(deck, "lowpower off", at: 1200)
        deck.tick(atReal: 1500)
        deck.press("T", at: 1500)
        deck.press("]", at: 1500)
        deck.press("]", at: 1500)
        return deck
    }

    @Test func aPendingRequestsBandInTheDashboardShowsWhichReasonHoldsIt() throws {
        let deck = Self.deck()
        #expect(deck.state.timelineStep == .minutes(1))
        let lines = deck.render(size: Size(width: 120, height: 40)).lines
        let row = try #require(lines.first { $0.contains("  refresh ") })
        #expect(row.contains(String(repeating: "A", count: 10) + String(repeating: "L", count: 10) + "╌"), "\(row)")
    }

    @Test func theLegendListsTheHoldLettersInView() {
        let deck = Self.deck()
        deck.press("g", at: 1500)
        let text = deck.render(size: Size(width: 120, height: 40)).lines.joined(separator: "\n")
        #expect(text.contains("L held: low-power"))
        #expect(text.contains("A held: app-refresh-off"))
        #expect(!text.contains("held: battery-low"), "only the reasons in view")
        Golden.check(deck.render(size: Size(width: 120, height: 40)), "timeline-held-120x40")
    }

    @Test func theFooterOffersTheLegendOnlyInTheTimeline() {
        let deck = Self.deck()
        let size = Size(width: 120, height: 40)
        #expect(deck.render(size: size).lines.last?.contains("g legend") == true)
        deck.press("?", at: 1500)
        #expect(deck.render(size: size).lines.last?.contains("g legend") == false, "not over the help")
        deck.press(.escape, at: 1500)
        deck.press("T", at: 1500)
        #expect(!deck.state.timelinePane.shown)
        #expect(deck.render(size: size).lines.last?.contains("g legend") == false, "not in the event pane")
    }
}
