import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// When things happen on stage: a script's `pause` and a key happen at their own time, what
/// the recording says is that time, and `R` starts the clock and the screen over.
struct StageTimeTests {
    /// A dashboard recording itself while it plays `text` (from factory settings, at real time 0).
    func playing(_ text: String, speed: Double? = nil) throws -> (DeckProgram, TestWorld) {
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "t.deck"), apps: apps)
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

    @Test func aRestartLooksLikeACleanStartWhileTheLogAndTheRecordingKeepOneClock() throws {
        // `home` at 10 s gives the pane events at 0:00:10.000 (the caption's own event is left
        // out of the pane during a play: the caption band shows it).
        let (deck, world) = try playing("launch Notes\nwait 10s\nhome\nsay Watch Notes\nwait 1h\n")
        // The caption at 10 s holds the clock for its reading time (3 s of real time).
        let read = ReadingTime.seconds("Watch Notes")
        deck.tick(atReal: 10)
        deck.tick(atReal: 10 + read)
        deck.tick(atReal: 18.5 + read)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("0:00:10.000"))
        deck.press("RR", at: 18.5 + read)
        let screen = deck.render(size: Size(width: 120, height: 40))
        #expect(screen.lines[0].contains("0:00:00"), "\(screen.lines[0])")
        #expect(deck.state.caption == nil && screen.lines.filter { $0.contains("Watch Notes") }.count == 1, "only its script line")
        #expect(!screen.text.contains("0:00:10.000"), "\(screen.text)")
        #expect(screen.text.contains("0:00:00.000 —") && screen.text.contains("DeviceReset"), "\(screen.text)")
        #expect(deck.engine.log.events.last { $0.name == .deviceReset }?.time == .ms(18_500))
        deck.tick(atReal: 20.5 + read)
        let later = deck.render(size: Size(width: 120, height: 40))
        #expect(later.lines[0].contains("0:00:02") && later.text.contains("0:00:00.000 Notes"), "\(later.text)")
        let recorded = commands(world).joined(separator: "\n")
        #expect(recorded.hasSuffix("say Watch Notes\nwait 8s500ms\nreset ios7\nlaunch Notes"), "\(world.recorded)")
    }

    @Test func zGivesTheScreenToTheEventsAndTheScriptAndBack() throws {
        let (deck, _) = try playing("say Watch Notes\nlaunch Notes\nwait 1h\n")
        deck.tick(atReal: 1)
        // At 80×24 a play already gives the events the width and the home screen one row, and
        // no script pane fits: z would gain nothing, so it says so and the footer leaves it out.
        _ = deck.render(size: Size(width: 80, height: 24))
        let offersZoom = { deck.state.footerBindings(EngineSnapshot(deck.engine)).contains { $0.action == .zoom } }
        #expect(!offersZoom())
        let unzoomed = deck.state.layout(EngineSnapshot(deck.engine))
        deck.press("z", at: 1)
        #expect(!deck.state.zoomed && deck.state.layout(EngineSnapshot(deck.engine)) == unzoomed)
        #expect(deck.state.message?.text == "z gives nothing more at this size: the events have the width already")
        for size in [Size(width: 120, height: 40), Size(width: 200, height: 50)] {
            _ = deck.render(size: size)
            #expect(offersZoom(), "\(size)")
            let before = deck.state.layout(EngineSnapshot(deck.engine))
            deck.press("z", at: 1)
            let zoomed = deck.state.layout(EngineSnapshot(deck.engine))
            #expect(!zoomed.homeList && zoomed.home.height <= 2, "\(size): the home screen is a row of icons")
            #expect(zoomed.events.width * zoomed.events.height > before.events.width * before.events.height, "\(size)")
            let area = { (layout: ScreenLayout) in layout.script.map { $0.width * $0.height } ?? 0 }
            #expect(area(zoomed) >= area(before), "\(size)")
            #expect(deck.render().text.contains("Watch Notes"), "\(size): the caption stays")
            deck.press("z", at: 1)
            #expect(deck.state.layout(EngineSnapshot(deck.engine)) == before, "\(size): z again gives it back")
        }
    }

    @Test func qWhileAScriptPlaysAsksFirstAndQAgainQuits() throws {
        let (deck, _) = try playing("launch Notes\nwait 1h\n")
        deck.tick(atReal: 1)
        deck.press("q", at: 1)
        #expect(!deck.quitRequested && deck.state.message?.text.hasPrefix("q again quits") == true)
        #expect(deck.render(size: Size(width: 80, height: 24)).lines[23].contains("q again quits"))
        deck.press("x", at: 1)
        #expect(!deck.quitRequested && deck.state.message?.text == "quit cancelled")
        #expect(deck.engine.status(of: "Notes")?.state == .active, "the cancelling key does nothing else")
        deck.press("qq", at: 1)
        #expect(deck.quitRequested && deck.exitStatus == 0)
        let (finished, _) = try playing("launch Notes\n")
        finished.tick(atReal: 1)
        #expect(finished.state.play?.status == .finished)
        finished.press("q", at: 1)
        #expect(finished.quitRequested, "a finished play quits at once")
    }

    @Test func theFullEventViewShowsTheAppsStateBeforeAndAfterTheEvent() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press("b")
        while deck.state.focus != .events { deck.press(.tab) }
        while deck.state.selectedEvent(EngineSnapshot(deck.engine))?.event.name != .didEnterBackground { deck.press(.up) }
        deck.press(.enter)
        guard case .event(let event, let before) = deck.state.overlay else {
            Issue.record("no event shown")
            return
        }
        #expect(event.name == .didEnterBackground && before == .inactive && event.state == .background)
        let text = deck.render(size: Size(width: 80, height: 24)).text
        #expect(text.contains("before  inactive") && text.contains("after   background"), "\(text)")
    }
}
