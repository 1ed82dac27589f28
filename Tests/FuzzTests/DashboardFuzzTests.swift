import Catalog
import Lifecycle
import Scenario
import Support
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Random input into the dashboard's update, the way a hostile or unlucky user gives it: keys
/// of every scope, typed and pasted hostile text, clicks, drags and the wheel anywhere,
/// resizes to any size down to 1×1, time passing at any speed. After every message the
/// program draws a frame. Never a crash; the frame always has the state's size; no cell holds
/// a control character.
@Suite(.serialized) struct DashboardFuzzTests {
    /// In the binding table's order, each once (not through a Set, whose order changes from
    /// run to run): a seed alone replays a failure.
    static let keys: [Key] =
        KeyBinding.table.flatMap(\.keys).reduce(into: [Key]()) { keys, key in if !keys.contains(key) { keys.append(key) } } + [
            .character("a"), .character("é"), .character("👩"), .character("\u{200D}"), .character("\u{301}"),
            .control("a"), .control("w"), .control("u"), .control("e"), .function(3), .function(12),
        ]

    static func randomMessage(_ random: inout SeededRandom, size: inout Size) -> InputEventOrTime {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<11: return .input(.key(keys.randomElement(using: &random)!))
        case 11: return .input(.paste(Fuzz.tokens(Fuzz.hostileText + CommandLanguageWords.all, &random, upTo: 6)))
        case 12..<15:
            let kinds: [MouseEvent.Kind] = [.press, .release, .wheelUp, .wheelDown]
            return .input(
                .mouse(
                    MouseEvent(
                        kinds.randomElement(using: &random)!,
                        x: Int.random(in: -2...size.width + 2, using: &random),
                        y: Int.random(in: -2...size.height + 2, using: &random))))
        case 15, 16:
            size = Size(width: Int.random(in: 1...220, using: &random), height: Int.random(in: 1...70, using: &random))
            return .resize(size)
        default:
            return .time(Double.random(in: 0...30, using: &random))
        }
    }

    enum InputEventOrTime {
        case input(InputEvent)
        case resize(Size)
        case time(Double)
    }

    /// Gives `program` one random message: input, a resize, or real time passing.
    static func apply(_ message: InputEventOrTime, to program: DeckProgram, real: inout Double) {
        switch message {
        case .input(let event): program.handle(event, atReal: real)
        case .resize(let newSize): program.send(.resized(newSize), atReal: real)
        case .time(let seconds):
            real += seconds
            program.tick(atReal: real)
        }
    }

    /// The next frame fits the state's size and holds no control character.
    static func expectCleanFrame(_ program: DeckProgram, seed: UInt64, step: Int) {
        let frame = program.render()
        #expect(frame.size == program.state.size, "seed \(seed), step \(step)")
        let control = frame.lines.first { $0.unicodeScalars.contains(where: ControlCharacters.isControl) }
        #expect(control == nil, "seed \(seed), step \(step): \(control?.visible ?? "")")
    }

    @Test func randomInputAtRandomSizesNeverCrashesAndEveryFrameIsClean() {
        Fuzz.run("dashboard", base: 9_000_000, rounds: 40) { random, seed in
            let profile = Profile.allCases.randomElement(using: &random)!
            let program = DeckProgram(
                engine: Engine(apps: AppCatalog.builtIn(), profile: profile, seed: seed),
                settings: .defaults, theme: .dark, themeName: "dark", world: nil, realTime: 0)
            var size = Size(width: 80, height: 24)
            var real = 0.0
            for step in 0..<150 {
                Self.apply(Self.randomMessage(&random, size: &size), to: program, real: &real)
                if program.quitRequested { break }
                Self.expectCleanFrame(program, seed: seed, step: step)
            }
        }
    }
}

/// Random input while a built-in demo plays: the keys of the play (n, N, R, space, + and -)
/// among all the others, at any size, with time passing. Never a crash; every frame is clean;
/// the play's next line stays within the script.
@Suite(.serialized) struct PlayFuzzTests {
    @Test func randomInputWhileADemoPlaysNeverCrashesAndThePlayStaysWithinItsScript() {
        Fuzz.run("play", base: 9_500_000, rounds: 10) { random, seed in
            let demo = Demo.all.randomElement(using: &random)!
            let apps = AppCatalog.builtIn()
            guard let lines = try? ScriptRunner.resolve(demo.script(), apps: apps) else {
                Issue.record("demo \(demo.name) does not resolve")
                return
            }
            let play = PlayState(file: demo.file, lines: lines, profile: .ios7, fixedSpeed: Bool.random(using: &random) ? 300 : nil)
            let program = DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: seed), settings: .defaults, theme: .dark,
                themeName: "dark", world: nil, realTime: 0, factory: true, play: play)
            var size = Size(width: 120, height: 40)
            var real = 0.0
            for step in 0..<150 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let keys: [Key] = [.character("n"), .character("N"), .character("R"), .space, .character("+"), .character("-")]
                    program.handle(.key(keys.randomElement(using: &random)!), atReal: real)
                default:
                    DashboardFuzzTests.apply(DashboardFuzzTests.randomMessage(&random, size: &size), to: program, real: &real)
                }
                if program.quitRequested { break }
                DashboardFuzzTests.expectCleanFrame(program, seed: seed, step: step)
                guard let state = program.state.play else {
                    Issue.record("seed \(seed), step \(step): the play is gone")
                    return
                }
                #expect(
                    state.next <= state.lines.count && state.current.map { $0 < state.next } ?? true,
                    "seed \(seed), step \(step)")
            }
        }
    }
}

/// Words of the command language, for pastes that a palette may run.
enum CommandLanguageWords {
    static let all = ["launch Mail", "home", "wait 5m", "kill Notes", " ", "\n", "lock", "unlock", "call", "answer"]
}
