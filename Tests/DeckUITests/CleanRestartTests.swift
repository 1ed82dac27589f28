import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `R` (twice) restarts a play on a fresh device: nothing on screen is from the run before.
struct CleanRestartTests {
    /// Weather updated an hour in, Sluggish killed by the watchdog (a ghost card), a caption up.
    func afterAFirstRun() throws -> DeckProgram {
        let text = "launch Weather\nwait 1h\nhome\nlaunch Sluggish\nhome\nwait 6s\nsay first run\nlaunch Weather\n"
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "t.deck"), apps: apps)
        let play = PlayState(file: "t.deck", lines: lines, profile: .ios7, fixedSpeed: nil)
        let world = TestWorld()
        let deck = world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, realTime: 0, speed: 1, factory: true, play: play)
        }
        deck.press("N", at: 0)
        deck.tick(atReal: 0.1)
        return deck
    }

    @Test func afterRNothingOnScreenIsFromThePreviousRun() throws {
        let deck = try afterAFirstRun()
        let before = deck.render(size: Size(width: 120, height: 40)).text
        #expect(before.contains("first run") && before.contains("◌ Sluggish") && before.contains("Updated 1:00"))
        deck.press("R", at: 0.2)
        deck.press("R", at: 0.2)
        deck.tick(atReal: 0.3)
        #expect(deck.engine.state(of: "Weather") == .active)
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)] {
            let screen = deck.render(size: size).text
            // The script pane, where it has room, lists the `say` line itself.
            let count = { (text: String) in screen.components(separatedBy: text).count - 1 }
            #expect(count("first run") == count("say first run"), "the caption, at \(size)\n\(screen)")
            #expect(!screen.contains("◌"), "a ghost card, at \(size)\n\(screen)")
            #expect(!screen.contains("killed by watchdog"), "a ghost's badge or an event, at \(size)\n\(screen)")
            #expect(!screen.contains("Updated 1:"), "a card's Updated time, at \(size)\n\(screen)")
        }
        #expect(deck.state.caption == nil && deck.state.ghosts.isEmpty)
        #expect(deck.state.selectedCard != "Sluggish" && deck.state.liftedCard == nil)
    }

    @Test func aCardsUpdatedTimeCountsFromTheRestartLikeTheClock() throws {
        let deck = try afterAFirstRun()
        deck.press("R", at: 0.2)
        deck.press("R", at: 0.2)
        deck.tick(atReal: 0.3)
        let screen = deck.render(size: Size(width: 120, height: 40)).text
        #expect(screen.contains("Updated 0:00:0"), "\(screen)")
    }

    /// The timeline (`T`) starts at the restart as the clock and the event pane do: its axis
    /// counts from 0s there, nothing of the run before is drawn (Sluggish's watchdog kill, its
    /// launch), and its cursor walks the events from the restart on only.
    @Test func afterRTheTimelineCountsFromTheRestartAndShowsNothingOfTheRunBefore() throws {
        let deck = try afterAFirstRun()
        deck.press("T", at: 0.2)
        deck.press("R", at: 0.2)
        deck.press("R", at: 0.2)
        deck.tick(atReal: 0.3)
        let now = deck.engine.device.now
        #expect(now > .hours(1), "the engine's clock goes on: \(now)")
        let (picture, _) = TimelineView.picture(deck.state, now: now, width: 100)
        let labels = String(picture.axisLabels.map(\.character))
        #expect(labels.hasPrefix("0s"), "\(labels)")
        let sluggish = try #require(picture.titles.firstIndex { $0.contains("Sluggish") })
        #expect(picture.rows[sluggish].allSatisfy { $0.character == " " }, "\(picture.rows[sluggish].map(\.character))")
        for _ in 0..<50 { deck.press(.left) }
        let first = try #require(deck.state.timelineCursorEvent)
        #expect(first.time >= deck.state.stageStart.time, "\(first)")
        #expect(first.name == .deviceReset, "\(first)")
        let line = try #require(deck.state.timelineCursorLine?.text)
        #expect(line.hasPrefix("0:00:00"), "\(line)")
    }

    /// `R` from a paused play (its `pause` line, or space) plays again from the top, as it does
    /// from a running one: the first line runs without another key.
    @Test func afterRFromAPausedPlayTheScriptPlaysFromTheTop() throws {
        let deck = try PlayStatusLineTests().playing("launch Weather\npause\nlaunch Mail\n")
        var real = 0.0
        while real < 3 { deck.tick(atReal: real); real += 0.1 }
        #expect(deck.state.clock.paused)
        deck.press("R", at: real)
        deck.press("R", at: real)
        while real < 6 { deck.tick(atReal: real); real += 0.1 }
        #expect(deck.engine.state(of: "Weather") == .active, "the first line ran again")
        #expect(deck.state.play?.next ?? 0 >= 2 || deck.state.clock.paused, "it reached the pause again")
    }
}
