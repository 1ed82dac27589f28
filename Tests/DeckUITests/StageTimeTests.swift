import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckUI

/// When things happen on stage: a script's `pause` and a key happen at their own time, what
/// the recording says is that time, and `R` starts the clock and the screen over.
struct StageTimeTests {
    /// A dashboard recording itself while it plays `text` (from factory settings, at real time 0).
    func playing(_ text: String, speed: Double? = nil) throws -> (DeckProgram, TestWorld) {
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "t.deck"), appNames: apps.map(\.name))
        let play = PlayState(file: "t.deck", lines: lines, profile: .ios7, fixedSpeed: speed)
        let world = TestWorld(records: true)
        let deck = world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, recording: true, realTime: 0, speed: speed ?? 1, factory: true,
                play: play)
        }
        return (deck, world)
    }

    /// The recording's commands, without its header comments and blank lines.
    func commands(_ world: TestWorld) -> [String] {
        world.recorded.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.hasPrefix("seed") }
    }

    @Test(arguments: [1.0, 30, 300])
    func aScriptsPauseStopsTheClockAtTheTimeOfItsLineAtAnySpeed(speed: Double) throws {
        let (deck, world) = try playing("launch Notes\nwait 1s\npause\nhome\n", speed: speed)
        var real = 0.0
        while !deck.clock.paused && real < 10 {
            real += 0.1
            deck.tick(atReal: real)
        }
        #expect(deck.clock.paused)
        #expect(deck.clock.virtualTime(atReal: real + 3) == .seconds(1))
        deck.press(" ", at: real + 3)
        deck.tick(atReal: real + 3)
        #expect(deck.engine.state(of: "Notes") == .background || deck.engine.state(of: "Notes") == .suspended)
        #expect(commands(world) == ["launch Notes", "wait 1s", "pause", "home"], "\(world.recorded)")
    }

    @Test func aKeysCommandHappensAtTheKeysOwnTimeNotAtTheLastFrame() {
        let world = TestWorld(records: true)
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1), world: world)
        deck.tick(atReal: 1)
        deck.press("c", at: 1.805)
        deck.tick(atReal: 2)
        deck.press("d", at: 2.805)
        let calls = deck.engine.log.events.filter { $0.name == .callIncoming || $0.name == .callDeclined }.map(\.time)
        #expect(calls == [.ms(1805), .ms(2805)])
        #expect(commands(world) == ["wait 1s805ms", "call", "wait 1s", "decline"], "\(world.recorded)")
    }
}
