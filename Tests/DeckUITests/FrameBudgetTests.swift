import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Issue 25 item 1 (and issue 24 item 3's catching up): whatever a manifest says, a frame's
/// engine work is bounded in time, keys and a stop are answered within a frame, and when the
/// engine cannot keep up the clock holds and the status bar says it is catching up. The
/// hostile apps are built here, bypassing `apps check` (which now refuses them). The frame's
/// time is counted in looks at a clock that moves one unit a look, so nothing here is timed.
@Suite struct FrameBudgetTests {
    /// An accessory that sends data every `interval` (the check refuses less than 1 s).
    static func flooding(_ interval: SimDuration) -> AppSpec {
        AppSpec(
            name: "Evil", symbol: "☠", memoryMB: 10, modes: [.externalAccessory],
            accessory: AccessorySpec(interval: interval))
    }

    /// A clock that moves one unit each time it is read.
    final class Looks {
        var count = 0
        func next() -> Double {
            count += 1
            return Double(count)
        }
    }

    func dashboard(
        _ app: AppSpec = flooding(.ms(1)), speed: Double = 3600, looks: Looks = Looks(), frame: Double = 200,
        play: PlayState? = nil
    ) -> DeckProgram {
        DeckProgram(
            engine: Engine(apps: AppCatalog.builtIn() + [app], profile: .ios7, seed: 0), settings: .defaults,
            theme: .dark, themeName: Theme.dark.name, world: nil, realTime: 0, speed: speed, factory: true,
            play: play, budget: FrameBudget(seconds: frame, clock: looks.next))
    }

    func palette(_ deck: DeckProgram, _ line: String, at real: Double = 0) {
        deck.press(":", at: real)
        deck.handle(.paste(line), atReal: real)
        deck.press(.enter, at: real)
    }

    @Test func aFloodingAppLeavesAFrameBoundedWorkAndTheClockHoldsWhileItCatchesUp() throws {
        let deck = dashboard()
        palette(deck, "launch Evil")
        palette(deck, "home")
        deck.tick(atReal: 1)
        // 1 s at 3600× is an hour: 3.6 million accessory events. A frame does what 200 looks allow.
        #expect(deck.engine.log.totalCount < 1000)
        #expect(deck.engine.now < .seconds(3600))
        #expect(deck.state.catchingUp)
        #expect(deck.clock.virtualTime(atReal: 1) == deck.engine.now, "the clock holds at the engine's time")
        #expect(deck.nextWake(atReal: 1) == 0, "the next frame comes at once")
        #expect(deck.render(size: Size(width: 120, height: 40)).text.split(separator: "\n")[0].contains("catching up"))
        let reached = deck.engine.now
        deck.tick(atReal: 1.1)
        #expect(deck.engine.now > reached, "each frame moves on")
        deck.press(.control("c"), at: 1.2)
        #expect(deck.quitRequested && deck.exitStatus == 130)
        let before = deck.engine.log.totalCount
        deck.finish(atReal: 1.3)
        #expect(deck.engine.log.totalCount - before < 1000, "the end is a frame's work too")
    }

    @Test func theClockRunsAgainOnceTheEngineKeepsUp() throws {
        let deck = dashboard(speed: 1)
        palette(deck, "launch Evil")
        deck.tick(atReal: 10)
        #expect(deck.state.catchingUp)
        var real = 10.0
        while deck.state.catchingUp && real < 100 {
            real += 0.1
            deck.tick(atReal: real)
        }
        #expect(!deck.state.catchingUp, "at 1× a frame of 200 looks keeps up with 100 events")
        #expect(deck.engine.now == deck.clock.virtualTime(atReal: real))
        #expect(!deck.render(size: Size(width: 120, height: 40)).text.contains("catching up"))
    }

    @Test func aWaitPassesAFrameAtATimeWhileKeysAreAnsweredAndCommandsWaitBehindIt() throws {
        let deck = dashboard(Self.flooding(.ms(100)), speed: 1)
        palette(deck, "launch Evil")
        palette(deck, "wait 2m")
        #expect(deck.engine.now < .minutes(2), "1 200 events: more than a frame")
        deck.press("?")
        #expect(deck.state.overlay?.isHelp == true, "keys are answered meanwhile")
        deck.press(.escape)
        palette(deck, "launch Notes")
        #expect(deck.engine.state(of: "Notes") == .notRunning, "a command waits behind the wait")
        var frames = 0
        while deck.engine.state(of: "Notes") != .active && frames < 1000 {
            frames += 1
            deck.tick(atReal: 0)
        }
        #expect(frames > 1)
        #expect(deck.engine.now == .minutes(2), "the wait passed whole, then the command ran")
        let launched = try #require(deck.engine.log.events.first { $0.app == "Notes" })
        #expect(launched.time == .minutes(2))
        #expect(!deck.state.catchingUp || deck.engine.now == deck.clock.virtualTime(atReal: 0))
    }

    @Test func aPlayOfManyLinesWithoutWaitsRunsAFrameAtATimeAndStopsAtOnce() throws {
        let text = String(repeating: "lock\nunlock\n", count: 50_000)
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "big.deck"), apps: AppCatalog.builtIn())
        let deck = dashboard(Self.flooding(.seconds(1)), speed: 1, play: PlayState(file: "big.deck", lines: lines, profile: .ios7))
        deck.tick(atReal: 0.1)
        let next = try #require(deck.state.play?.next)
        #expect(next > 0 && next < 1000, "a frame runs what 200 looks allow of 100 000 lines")
        #expect(deck.state.catchingUp)
        deck.press(.control("c"), at: 0.2)
        #expect(deck.quitRequested)
    }

    @Test func aCommandGivenJustBeforeTheEndIsCarriedOut() throws {
        let deck = dashboard(Self.flooding(.seconds(1)), speed: 1, frame: 0)
        palette(deck, "launch Notes")
        #expect(deck.engine.state(of: "Notes") == .notRunning, "no frame's work is left: it waits")
        deck.press("q")
        deck.finish(atReal: 1)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func aPlayLeftToRunAFrameAtATimeLogsTheEventsRunLogs() throws {
        let text = String(repeating: "launch Mail\nhome\nlaunch Evil\nhome\nwait 3s\nlock\nunlock\n", count: 40)
        let apps = AppCatalog.builtIn() + [Self.flooding(.ms(250))]
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "t.deck"), apps: apps)
        let deck = dashboard(
            Self.flooding(.ms(250)), speed: 30, frame: 40, play: PlayState(file: "t.deck", lines: lines, profile: .ios7))
        var real = 0.0
        while deck.state.play?.status != .finished && real < 1000 {
            real += 0.1
            deck.tick(atReal: real)
        }
        #expect(deck.state.play?.status == .finished)
        let engine = Engine(apps: apps, profile: .ios7, seed: 0)
        var events: [Event] = []
        try ScriptRunner(script: Script(parsing: text, file: "t.deck"), engine: engine).run { events.append($0) }
        #expect(deck.engine.log.events.prefix(events.count) == events[...])
    }
}
