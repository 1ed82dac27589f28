import Catalog
import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `--cast`: the asciicast written beside the terminal.
struct CastTerminalTests {
    final class Clock { var now = 0.0 }

    func cast(_ body: (CastTerminal, MemoryTerminal, Clock) throws -> Void) throws -> [[Any]] {
        let path = temporaryDirectory() + "/t.cast"
        let memory = MemoryTerminal(size: Size(width: 20, height: 4))
        let clock = Clock()
        let terminal = CastTerminal(
            memory, file: try CastFile(path: path), title: "T", unicode: true, timestamp: 1_700_000_000,
            realTime: { clock.now })
        try body(terminal, memory, clock)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 20 && header["height"] as? Int == 4)
        #expect(header["timestamp"] as? Int == 1_700_000_000 && header["title"] as? String == "T")
        return try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
    }

    @Test func eachFrameWritesOnlyWhatChangedAndTheTerminalStillGetsIt() throws {
        let events = try cast { terminal, memory, clock in
            var canvas = Canvas(size: Size(width: 20, height: 4))
            canvas.draw("AppDeck", x: 0, y: 0, style: Style(foreground: .indexed(185), attributes: [.bold]))
            terminal.present(canvas)
            #expect(memory.screen == canvas)
            clock.now = 1.5
            canvas.draw("é", x: 3, y: 2, style: .plain)
            terminal.present(canvas)
            clock.now = 2
            terminal.present(canvas)
        }
        #expect(events.count == 2, "an unchanged frame writes nothing")
        let first = try #require(events.first?[2] as? String)
        #expect(first.hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J") && first.contains("\u{1B}[0;1;38;5;185mAppDeck"))
        #expect(events[1][0] as? Double == 1.5 && events[1][1] as? String == "o")
        #expect(events[1][2] as? String == "\u{1B}[3;4H\u{1B}[0mé\u{1B}[0m")
    }

    @Test func aResizeIsAnREventAndACaptionAMarker() throws {
        let events = try cast { terminal, _, clock in
            terminal.present(Canvas(size: Size(width: 20, height: 4)))
            clock.now = 3
            terminal.mark("one")
            terminal.mark("two")
            terminal.present(Canvas(size: Size(width: 30, height: 5)))
        }
        let codes = events.map { "\($0[1]) \($0[2] as? String ?? "")" }
        #expect(codes.dropFirst().prefix(3) == ["m one", "m two", "r 30x5"], "the captions, then the resize")
        #expect(events[1][0] as? Double == 3)
        #expect(events.last?[1] as? String == "o")
    }

    /// The markers are an effect of `update` (not the run loop reading the engine's log):
    /// each caption said is marked once, in order, and only when a cast is written.
    @Test func everyCaptionSaidIsMarkedInTheCastOnceThroughAnEffect() {
        let world = TestWorld(casts: true)
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), seed: 1), world: world)
        for line in ["say one", "say two", "wait 1s", "say three"] {
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
        }
        deck.tick(atReal: 5)
        #expect(world.captions == ["one", "two", "three"])

        let quiet = TestWorld()
        let other = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), seed: 1), world: quiet)
        other.press(":")
        other.press("say one")
        other.press(.enter)
        #expect(quiet.captions.isEmpty && !quiet.calls.contains("caption"))
    }
}
