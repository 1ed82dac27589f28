import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The commands of scripts on stage typed in the `:` palette.
struct PaletteStageTests {
    func run(_ deck: DeckProgram, _ line: String, at real: Double = 0) {
        deck.press(":", at: real)
        deck.press(line, at: real)
        deck.press(.enter, at: real)
    }

    @Test func resetWorksAtAnyTimeEvenAfterAppsStartedAndCanChangeTheProfile() {
        let deck = makeDashboard()
        deck.launchFromHome("Leaky", "Mail")
        deck.tick(atReal: 30)
        run(deck, "reset ios6", at: 30)
        #expect(deck.state.message?.isError == false)
        #expect(deck.engine.profile == .ios6)
        #expect(deck.engine.now == .seconds(30))
        #expect(deck.engine.switcherCards.isEmpty)
        #expect(deck.engine.log.events.last?.name == .deviceReset)
        run(deck, "reset", at: 30)
        #expect(deck.engine.profile == .ios6)
    }

    @Test func resetNeverWritesTheSettingsFile() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store)
        deck.press("s")
        deck.press(.enter)
        deck.press(.escape)
        let saved = store.load().settings
        #expect(saved.backgroundAppRefresh == .off)
        run(deck, "reset")
        #expect(deck.engine.device.refresh == .on)
        deck.press("s")
        deck.press(.enter)
        deck.press(.escape)
        deck.press("i")
        #expect(store.load().settings == saved)
    }

    @Test func speedInThePaletteSetsTheClockIncludingBelowOneTimes() {
        let deck = makeDashboard()
        run(deck, "speed 0.25")
        #expect(deck.clock.speed == 0.25)
        deck.tick(atReal: 8)
        #expect(deck.engine.now == .seconds(2))
        deck.press("+", at: 8)
        #expect(deck.clock.speed == 0.5)
    }

    @Test func pauseInThePaletteStopsTime() {
        let deck = makeDashboard()
        run(deck, "pause", at: 1)
        deck.tick(atReal: 60)
        #expect(deck.engine.now == .seconds(1))
        #expect(deck.clock.paused)
    }

    @Test func sayInThePaletteShowsTheCaptionUntilTheNextSay() {
        let deck = makeDashboard()
        run(deck, "say Watch Leaky")
        #expect(deck.state.caption == "Watch Leaky")
        #expect(deck.engine.log.events.last?.name == .caption)
        run(deck, "say Now Mail")
        #expect(deck.state.caption == "Now Mail")
    }

    @Test func waitUntilInThePaletteJumpsAtOnce() {
        let deck = makeDashboard()
        deck.launchFromHome("Leaky")
        deck.press("b")
        run(deck, "wait until Leaky Terminated")
        #expect(deck.engine.now == .seconds(180))
        #expect(deck.engine.state(of: "Leaky") == .notRunning)
        #expect(deck.clock.virtualTime(atReal: 0) == .seconds(180))
    }
}
