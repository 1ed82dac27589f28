import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The script pane of a play: one numbering, the script's line numbers, in its counter and
/// beside its lines.
struct ScriptPaneTests {
    /// A dashboard playing `text` from factory settings at real time 0.
    func playing(_ text: String, file: String = "t.deck") throws -> DeckProgram {
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: file), apps: apps)
        let play = PlayState(file: file, lines: lines, profile: .ios7)
        let world = TestWorld()
        return world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, realTime: 0, factory: true, play: play)
        }
    }

    /// The counter's line number and last line number, and the number beside the line marked
    /// `mark` (`▶`, `›` or `✓` for the last one ticked), as the screen shows them.
    func shown(_ deck: DeckProgram, mark: String) -> (counter: (Int, Int)?, marked: Int?, screen: String) {
        let lines = deck.render(size: Size(width: 120, height: 40)).lines
        let screen = lines.joined(separator: "\n")
        let title = lines.first { $0.contains("Script · t.deck") } ?? ""
        var counter: (Int, Int)?
        if let token = title.split(separator: " ").first(where: { $0.contains("/") }) {
            let parts = token.split(separator: "/").compactMap { Int($0) }
            if parts.count == 2 { counter = (parts[0], parts[1]) }
        }
        // The pane's rows: the mark, a space, the line number (the home list's `›` has no space after it).
        let marked = lines.compactMap { line in
            line.components(separatedBy: mark + " ").dropFirst().compactMap { rest in
                rest.split(separator: " ").first.flatMap { Int($0) }
            }.first
        }.last
        return (counter, marked, screen)
    }

    static let script = "# A play with comments\n\nsay Hello\nlaunch Notes\nwait 1h\n# and then\nhome\n"

    @Test func theScriptPanesCounterAndItsLineNumbersAreOneNumbering() throws {
        let deck = try playing(Self.script)
        deck.tick(atReal: 1)
        deck.tick(atReal: 1 + ReadingTime.seconds("Hello")) // the caption read
        let waiting = shown(deck, mark: "▶")
        #expect(waiting.marked == 5, "\(waiting.screen)")
        #expect(waiting.counter.map { [$0.0, $0.1] } == [5, 7], "\(waiting.screen)")
    }

    @Test func theCounterMovesAfterN() throws {
        let deck = try playing(Self.script)
        let read = 1 + ReadingTime.seconds("Hello")
        deck.tick(atReal: 1)
        deck.tick(atReal: read) // the caption read
        deck.press(.space, at: read)
        let before = shown(deck, mark: "▶").counter?.0
        deck.press("n", at: read + 1)
        let after = shown(deck, mark: "›")
        #expect(after.marked == 7, "\(after.screen)")
        #expect(after.counter?.0 == 7 && before == 5, "\(after.screen)")
    }

    @Test func aFinishedPlayCountsItsLastLineAsTheLastLineIsNumbered() throws {
        let deck = try playing(Self.script)
        deck.press("N", at: 0)
        deck.press("N", at: 0)
        deck.press("N", at: 0)
        #expect(deck.state.play?.status == .finished)
        let done = shown(deck, mark: "✓")
        #expect(done.marked == 7, "\(done.screen)")
        #expect(done.counter.map { [$0.0, $0.1] } == [7, 7], "\(done.screen)")
        #expect(done.screen.contains("7/7 · finished"))
    }
}
