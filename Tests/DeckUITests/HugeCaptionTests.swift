import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Issue 25 item 7: a `say` of a megabyte kept `appdeck play` from answering for 20 s (each
/// frame wrapped the caption by measuring the rest of a long word again for every line cut
/// off). The frame now costs what a caption of a few lines does. Bounded by a time limit, not
/// timed: before the fix this frame took hours.
@Suite(.timeLimit(.minutes(1))) struct HugeCaptionTests {
    @Test func aCaptionOfAMegabyteShowsCutAndTheKeysAreAnswered() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let apps = AppCatalog.builtIn()
        let text = "say \(huge)\nwait 1s\nlaunch Notes\n"
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "big.deck"), apps: apps)
        let deck = DeckProgram(
            engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
            themeName: Theme.dark.name, world: nil, realTime: 0, factory: true,
            play: PlayState(file: "big.deck", lines: lines, profile: .ios7))
        deck.tick(atReal: 0.1)
        let screen = deck.render(size: Size(width: 120, height: 40)).text
        #expect(screen.contains(String(repeating: "x", count: 100)))
        #expect(screen.contains("x…"), "the caption is cut where it stops fitting")
        deck.press("?", at: 0.2)
        #expect(deck.state.overlay == .help(scroll: 0))
        deck.press(.escape, at: 0.3)
        // The caption (one word) read, then the wait.
        deck.tick(atReal: 0.1 + ReadingTime.seconds(huge))
        deck.tick(atReal: 1.5 + ReadingTime.seconds(huge))
        _ = deck.render(size: Size(width: 80, height: 24))
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func aWordLongerThanTheLineIsCutAcrossLinesInOnePass() {
        let word = String(repeating: "ab", count: 200_000)
        let lines = ("start " + word + " end").wrapped(toWidth: 80)
        #expect(lines.count == 2 + 400_000 / 80)
        #expect(lines.first == "start")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 80 })
        #expect(lines.last == "end")
        #expect(lines.dropFirst().dropLast().joined() == word, "nothing is lost")
    }
}
