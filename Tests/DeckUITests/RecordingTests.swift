import Catalog
import Foundation
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `--record FILE` and the session lines of `--log FILE`: what the dashboard writes must play
/// the session again, event for event, from factory state.
struct RecordingTests {
    /// A dashboard as `appdeck --profile ios13 --seed 7` starts it, with saved settings that
    /// turn refresh off for Weather and Low Power Mode on, recording and logging.
    func session(world: TestWorld) -> DeckProgram {
        let engine = Dashboard.factoryEngine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 7)
        let settings = Settings(lowPowerMode: true, appRefresh: ["Weather": false])
        return world.attach {
            DeckProgram(
                engine: engine, settings: settings, theme: .dark, themeName: "dark", world: world, logging: true,
                recording: true, version: "9.9", seed: 7, realTime: 0)
        }
    }

    /// Keys, palette lines, mouse gestures and time in random order: the keys people press
    /// while moving around, at fractional real times, at speeds up to 300×, with `:wait` jumps.
    func drive(_ deck: DeckProgram, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let keys: [Key] = [
            .character("b"), .character("f"), .character("p"), .character("r"), .character("x"),
            .character("+"), .character("+"), .character("-"), .character(" "), .character("L"),
            .character("c"), .escape, .right, .left, .tab, .enter, .enter, .up,
        ]
        let lines = [
            "wait 90s", "launch Weather", "launch Podcasts", "home", "memory pressure", "network off",
            "network wifi", "tap Notes", "kill Mail", "expect Mail suspended", "bar Mail off",
        ]
        var real = 0.0
        for _ in 0..<120 {
            real += Double(random.next(upperBound: UInt64(3000))) / 1000 + 0.0137
            switch random.next(upperBound: UInt64(5)) {
            case 0: deck.tick(atReal: real)
            case 4:
                // A click, a double-click or a drag up, anywhere on the screen.
                let x = Int(random.next(upperBound: UInt64(80))), y = Int(random.next(upperBound: UInt64(24)))
                deck.handle(.mouse(MouseEvent(.press, x: x, y: y)), atReal: real)
                let lift = Int(random.next(upperBound: UInt64(3))) * 3
                deck.handle(.mouse(MouseEvent(.release, x: x, y: max(0, y - lift))), atReal: real + 0.05)
                if lift == 0 { deck.handle(.mouse(MouseEvent(.press, x: x, y: y)), atReal: real + 0.1) }
            case 1:
                deck.press(":", at: real)
                deck.press(lines[Int(random.next(upperBound: UInt64(lines.count)))], at: real)
                deck.press(.enter, at: real)
            default: deck.press(keys[Int(random.next(upperBound: UInt64(keys.count)))], at: real)
            }
        }
        deck.tick(atReal: real + 2.5)
        deck.finish(atReal: real + 2.5)
    }

    /// What `appdeck run FILE` logs for the recording (from factory state: its header sets the seed).
    func run(_ text: String) throws -> [Event] {
        let script = try Script(parsing: text, file: "recorded.deck")
        let engine = Engine(apps: AppCatalog.builtIn())
        var events: [Event] = []
        try ScriptRunner(script: script, engine: engine).run { events.append($0) }
        return events
    }

    @Test func theRecordingOfASessionPlaysItsEventsAgainInOrderAtTheSameVirtualTimes() throws {
        for seed: UInt64 in 1...12 {
            var logged: [Event] = []
            let world = TestWorld(eventSink: { logged += $0 }, records: true)
            let deck = session(world: world)
            drive(deck, seed: seed)
            #expect(logged.count > 10, "seed \(seed): a session with something in it")
            let replayed = try run(world.recorded)
            #expect(replayed == logged, "seed \(seed):\n\(world.recording.text)")
        }
    }

    @Test func aLogAloneRebuildsTheSession() throws {
        for seed: UInt64 in 1...12 {
            var logged: [Event] = []
            let world = TestWorld(eventSink: { logged += $0 }, records: true)
            drive(session(world: world), seed: seed)
            let text = world.logLines.map { $0 + "\n" }.joined()
            let session = try SessionLog.session(nil, in: text, file: "deck.log")
            let engine = Engine(apps: AppCatalog.builtIn(), seed: session.start.seed)
            var replayed: [Event] = []
            try session.resolving(apps: engine.catalog.map(\.name)).replay(on: engine) { replayed.append($0) }
            #expect(replayed == logged, "seed \(seed)")
        }
    }

    @Test func theLogStartsWithTheSessionThenItsStartEventsThenACommandLineBeforeItsEvents() throws {
        let world = TestWorld(eventSink: { _ in }, records: true)
        let deck = session(world: world)
        deck.press(":", at: 1)
        deck.press("launch Mail", at: 1)
        deck.press(.enter, at: 1)
        let first = world.logLines.first ?? ""
        #expect(
            first
                == #"{"t":0.0,"app":null,"event":"SessionStarted","state":null,"version":"9.9","profile":"ios13","seed":7,"settings":["bar Weather off","lowpower on"]}"#
        )
        #expect(world.logLines.dropFirst().prefix(3).allSatisfy { $0.contains("Changed") })
        let command = try #require(world.logLines.firstIndex { $0.contains(#""event":"Command""#) })
        #expect(world.logLines[command] == #"{"t":1.0,"app":null,"event":"Command","state":null,"command":"launch Mail"}"#)
        #expect(world.logLines[command + 1].contains("FinishedLaunching"))
    }

    @Test func theRecordingStartsFromFactoryStateAndARefusedCommandIsOnlyAComment() {
        let world = TestWorld(records: true)
        let deck = session(world: world)
        deck.tick(atReal: 1.5)
        deck.press(":", at: 1.5)
        deck.press("tap Notes", at: 1.5)
        deck.press(.enter, at: 1.5)
        deck.finish(atReal: 2.25)
        let lines = world.recording.lines
        #expect(lines.contains("profile ios13"))
        #expect(lines.firstIndex(of: "profile ios13")! < lines.firstIndex(of: "bar Weather off")!)
        #expect(lines.contains("lowpower on"))
        #expect(lines.firstIndex(of: "seed 7")! < lines.firstIndex(of: "bar Weather off")!)
        #expect(lines.contains("wait 1s500ms"))
        #expect(lines.contains { $0.hasPrefix("# refused at 1.5s: tap Notes:") })
        #expect(lines.suffix(2) == ["wait 750ms", "# the session ended at 0:00:02"])
    }

    @Test func aRecordingThatCannotBeWrittenSaysSoKeepsTheSessionAndLosesNothing() throws {
        let world = TestWorld(records: true)
        let deck = session(world: world)
        world.recordFailure = "cannot write the recording r.deck: No space left on device"
        deck.press(":", at: 1)
        deck.press("launch Mail", at: 1)
        deck.press(.enter, at: 1)
        #expect(deck.state.files.recording == .failed("cannot write the recording r.deck: No space left on device"))
        #expect(deck.state.message?.isError == true)
        #expect(deck.render(size: Size(width: 120, height: 30)).text.contains("rec failing"))
        #expect(!deck.quitRequested)
        #expect(!world.recorded.contains("launch Mail") && world.recorded.contains("profile ios13"))
        world.recordFailure = nil
        deck.tick(atReal: 3)
        deck.press("b", at: 3)
        #expect(deck.state.files.recording == .writing)
        #expect(world.recorded.hasSuffix("wait 1s\nlaunch Mail\nwait 2s\nhome\n"))
    }
}

/// The `--record` file itself.
struct RecordFileTests {
    @Test func aFileThatHoldsSomethingIsNeverOverwritten() throws {
        let path = temporaryDirectory() + "/demo.deck"
        try "launch Notes\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            throws: OutputFileError("cannot record to \(path): it exists (--record writes a new file: remove it or choose another name)")
        ) {
            try RecordingFile(path: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "launch Notes\n")
    }

    @Test func aWriteThatFailsKeepsTheFileAndTheNextWritesEverything() throws {
        let path = temporaryDirectory() + "/demo.deck"
        let file = try RecordingFile(path: path)
        try file.add(.started(SessionStart(version: "1", profile: .ios7, seed: 0, settings: [])))
        try file.add(.command(.launch("Notes"), at: .ms(500), to: .ms(500), refused: nil))
        let before = try String(contentsOfFile: path, encoding: .utf8)
        // A directory where the new version is written makes the write fail, as a full disk would.
        try FileManager.default.createDirectory(atPath: file.temporaryPath, withIntermediateDirectories: false)
        #expect(throws: OutputFileError.self) { try file.add(.command(.home, at: .ms(1500), to: .ms(1500), refused: nil)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        try FileManager.default.removeItem(atPath: file.temporaryPath)
        try file.add(.ended(at: .ms(2000)))
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.hasPrefix(before))
        #expect(after.hasSuffix("launch Notes\nwait 1s\nhome\nwait 500ms\n# the session ended at 0:00:02\n"))
    }
}

/// `appdeck play FILE --record OUT`: what the script did and what the person did in between,
/// recorded, runs to the same events.
struct PlayRecordingTests {
    @Test(arguments: Demo.all.map(\.name))
    func aDemoPlayedWithKeysInBetweenIsRecordedToItsEvents(name: String) throws {
        let apps = AppCatalog.builtIn()
        let demo = try #require(Demo.named(name))
        let lines = try ScriptRunner.resolve(demo.script(), apps: apps)
        var logged: [Event] = []
        let world = TestWorld(eventSink: { logged += $0 }, records: true)
        let deck = world.attach {
            DeckProgram(
                engine: Engine(apps: apps), settings: .defaults, theme: .dark, themeName: "dark", world: world,
                logging: true, recording: true, realTime: 0, speed: 300, factory: true,
                play: PlayState(file: name, lines: lines, profile: .ios7, fixedSpeed: 300))
        }
        var real = 0.0
        var step = 0
        while real < 600, deck.state.play?.status != .finished, deck.state.play?.failure == nil {
            real += 0.1
            step += 1
            if step % 37 == 0 { deck.press(.character("n"), at: real) }
            if step % 53 == 0 { deck.press(.character("b"), at: real) }
            deck.tick(atReal: real)
        }
        deck.finish(atReal: real + 0.35)
        var replayed: [Event] = []
        try ScriptRunner(script: Script(parsing: world.recorded, file: "played.deck"), engine: Engine(apps: apps))
            .run { replayed.append($0) }
        #expect(logged.count > 10 && world.recorded.contains("\nsay "), "the script's lines are in the recording")
        #expect(replayed == logged, "\(world.recorded)")
    }
}
