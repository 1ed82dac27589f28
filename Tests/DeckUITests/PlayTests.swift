import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `appdeck play`: a script playing in the dashboard on its clock.
struct PlayTests {
    /// A dashboard playing `text` from factory settings at real time 0.
    func playing(_ text: String, speed: Double? = nil, file: String = "t.deck") throws -> DeckProgram {
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: file), apps: apps)
        let play = PlayState(file: file, lines: lines, profile: .ios7, fixedSpeed: speed)
        let world = TestWorld()
        return world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, realTime: 0, speed: speed ?? 1, factory: true, play: play)
        }
    }

    /// Ticks every tenth of a second from `from` until the play stops or `limit` real seconds
    /// pass; with `resumingPauses`, space goes on from each `pause` at once, as a presenter does.
    func tickUntilStopped(_ deck: DeckProgram, from: Double = 0, limit: Double = 3600, resumingPauses: Bool = false) -> Double {
        var real = from
        while real < limit {
            deck.tick(atReal: real)
            if resumingPauses && deck.state.clock.paused { deck.press(.space, at: real) }
            if deck.state.play?.status == .finished || deck.state.play?.failure != nil { break }
            real += 0.1
        }
        return real
    }

    func headless(_ text: String) throws -> [Event] {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 0)
        var events: [Event] = []
        try ScriptRunner(script: Script(parsing: text, file: "t.deck"), engine: engine).run { events.append($0) }
        return events
    }

    @Test(arguments: Demo.all.map(\.name))
    func everyDemoPlaysToItsEndAtThreeHundredTimesWithTheEventsRunGives(name: String) throws {
        let demo = try #require(Demo.named(name))
        let deck = try playing(demo.text, speed: 300, file: demo.file)
        _ = tickUntilStopped(deck, resumingPauses: true)
        #expect(deck.state.play?.status == .finished, "\(name): \(deck.state.play?.failure ?? "did not finish")")
        #expect(deck.engine.log.events == (try headless(demo.text)))
    }

    @Test func aWaitPassesAtTheCurrentSpeed() throws {
        let deck = try playing("wait 10s\nlaunch Notes\n")
        deck.tick(atReal: 9.9)
        #expect(deck.engine.state(of: "Notes") == .notRunning)
        deck.tick(atReal: 10)
        #expect(deck.engine.state(of: "Notes") == .active)
        #expect(deck.engine.now == .seconds(10))
    }

    @Test func waitUntilPassesAtTheCurrentSpeedAndStopsAtTheEvent() throws {
        let deck = try playing("launch Leaky\nhome\nwait until Leaky Terminated\nlaunch Notes\n", speed: 60)
        deck.tick(atReal: 2)
        #expect(deck.engine.now == .seconds(120))
        #expect(deck.engine.state(of: "Leaky") == .background)
        deck.tick(atReal: 3.5)
        #expect(deck.engine.lastTerminated("Leaky") == .seconds(180))
        #expect(deck.engine.log.events.last { $0.app == "Notes" }?.time == .seconds(180))
    }

    @Test func spacePausesThePlayAndResumesIt() throws {
        let deck = try playing("wait 5s\nlaunch Notes\n")
        deck.tick(atReal: 0)
        deck.press(.space, at: 2)
        deck.tick(atReal: 100)
        #expect(deck.engine.state(of: "Notes") == .notRunning)
        deck.press(.space, at: 100)
        deck.tick(atReal: 103)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func nRunsTheNextLineAtOnceEvenWhilePausedAndAWaitEndsAtOnce() throws {
        let deck = try playing("launch Notes\nwait 5m\nhome\n")
        deck.press(.space) // at 0: the lines due by then ran first
        #expect(deck.engine.state(of: "Notes") == .active)
        deck.press("n")
        #expect(deck.engine.now == .minutes(5))
        #expect(deck.engine.state(of: "Notes") == .active)
        deck.press("n")
        #expect(deck.engine.state(of: "Notes") == .background)
        #expect(deck.clock.paused)
    }

    @Test func bigNRunsUpToAndIncludingTheNextSay() throws {
        let deck = try playing("say one\nlaunch Notes\nwait 1h\nhome\nsay two\nlaunch Mail\n")
        deck.press(.space) // at 0: the lines due by then ran first
        #expect(deck.state.caption == "one")
        #expect(deck.engine.state(of: "Notes") == .active)
        deck.press("N")
        #expect(deck.state.caption == "two")
        #expect(deck.engine.now == .hours(1))
        #expect(deck.engine.state(of: "Mail") == .notRunning)
    }

    @Test func aPauseLineStopsTimeUntilSpace() throws {
        let deck = try playing("launch Notes\npause\nwait 1s\nhome\n")
        deck.tick(atReal: 0)
        #expect(deck.clock.paused)
        deck.tick(atReal: 50)
        #expect(deck.engine.state(of: "Notes") == .active)
        deck.press(.space, at: 50)
        deck.tick(atReal: 51)
        #expect(deck.engine.state(of: "Notes") != .active)
    }

    @Test func speedLinesSetTheClockUnlessTheSpeedIsFixed() throws {
        let free = try playing("speed 0.25\nwait 1h\n")
        free.tick(atReal: 0)
        #expect(free.clock.speed == 0.25)
        let fixed = try playing("speed 0.25\nwait 1h\n", speed: 300)
        fixed.tick(atReal: 0)
        #expect(fixed.clock.speed == 300)
    }

    @Test func rRestartsOnlyAfterRAgainAndAnyOtherKeyCancelsDoingNothingElse() throws {
        let deck = try playing("say hello\nlaunch Notes\nwait 1h\n")
        let read = ReadingTime.seconds("hello")
        deck.tick(atReal: 0)
        deck.tick(atReal: read)
        #expect(deck.engine.state(of: "Notes") == .active)
        deck.press("R", at: read)
        #expect(deck.state.play?.confirming == .restart)
        deck.press("b", at: read)
        #expect(deck.state.play?.confirming == nil)
        #expect(deck.engine.state(of: "Notes") == .active)
        deck.press("R", at: read)
        deck.press("R", at: read)
        #expect(deck.engine.log.events.contains { $0.name == .deviceReset })
        #expect(deck.state.play?.next ?? 0 <= 3)
        deck.tick(atReal: 2 * read)
        #expect(deck.engine.state(of: "Notes") == .active)
        #expect(deck.state.caption == "hello")
    }

    @Test func aRefusedLineStopsThePlayThereSayingWhy() throws {
        let deck = try playing("launch Notes\ntap Mail\nhome\n")
        deck.tick(atReal: 0)
        let play = try #require(deck.state.play)
        #expect(play.failure == "Mail is not in the app switcher" || play.failure != nil)
        #expect(play.current == 1)
        #expect(deck.state.message?.isError == true)
        #expect(deck.state.message?.text.hasPrefix("t.deck:2: ") == true)
        deck.tick(atReal: 10)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func whatThePersonDoesMeanwhileIsWhereTheScriptGoesOnFrom() throws {
        let deck = try playing("launch Notes\nwait 10s\nexpect Notes suspended\n")
        deck.tick(atReal: 1)
        deck.press("b", at: 1)
        _ = tickUntilStopped(deck, from: 1, limit: 20)
        #expect(deck.state.play?.status == .finished)
    }

    @Test func theScriptPaneSitsBesideTheEventsOnAWideScreenBelowOnATallOneAndGivesWayOnASmallOne() {
        #expect(
            ScreenLayout(size: Size(width: 200, height: 50), appCount: 13, script: true).script?.y
                == ScreenLayout(size: Size(width: 200, height: 50), appCount: 13, script: true).events.y)
        let tall = ScreenLayout(size: Size(width: 80, height: 50), appCount: 13, script: true)
        #expect(tall.script.map { $0.y > tall.events.y } == true)
        #expect(ScreenLayout(size: Size(width: 80, height: 24), appCount: 13, script: true).script == nil)
    }

    @Test func aCaptionShowsLargeUntilTheNextSayAndGivesWayOnASmallScreen() {
        let layout = ScreenLayout(size: Size(width: 120, height: 40), appCount: 13, caption: "Watch Leaky")
        #expect(layout.caption?.height == 3 && layout.captionLines == ["Watch Leaky"])
        #expect(ScreenLayout(size: Size(width: 60, height: 20), appCount: 13, caption: "Watch Leaky").caption == nil)
    }
}

extension Engine {
    func lastTerminated(_ app: String) -> SimDuration? {
        log.events.last { $0.app == app && $0.name == .terminated }?.time
    }
}

/// The stage as it looks: the script pane and a caption, at 80×24 (the pane gives way) and
/// 120×40 (below the events), and a refused line.
struct PlayGoldenTests {
    @Test func aPlayWithACaptionAndItsScriptPane() throws {
        let deck = try PlayTests().playing(
            "say Watch Leaky: its task never ends\nlaunch Leaky\nhome\nwait until Leaky Terminated\n",
            file: "leaky.deck")
        // The caption is read (3 s), then 30 s pass.
        deck.tick(atReal: 0)
        deck.tick(atReal: ReadingTime.seconds("Watch Leaky: its task never ends"))
        deck.tick(atReal: 33)
        GoldenTests.check(deck, "play-caption")
    }

    @Test func aRefusedLineMarkedInTheScriptPane() throws {
        let deck = try PlayTests().playing("launch Notes\ntap Mail\nhome\n", file: "refused.deck")
        deck.tick(atReal: 0)
        GoldenTests.check(deck, "play-refused")
    }
}

/// Without colour (NO_COLOR, --no-color) the script pane still tells its lines apart.
struct ScriptPaneNoColorTests {
    @Test func withoutColourTheRunningLineIsReversedDoneLinesDimAndARefusedOneBoldAndUnderlined() throws {
        var theme = Theme.dark
        theme.depth = .none
        let lines = try Script(parsing: "launch Notes\nwait 1h\nhome\ntap Mail\n", file: "t.deck").lines
        var play = PlayState(file: "t.deck", lines: lines, profile: .ios7)
        play.next = 2
        play.current = 1
        play.status = .waitingUntilTime(.hours(1))
        func attributes(_ play: PlayState, row: Int) -> Attributes {
            var canvas = Canvas(size: Size(width: 40, height: 6))
            ScriptPane(play: play, now: .zero, clock: SimClock(real: 0), theme: theme)
                .draw(in: Rect(x: 0, y: 0, width: 40, height: 6), into: &canvas)
            return canvas[4, 1 + row].style.attributes
        }
        #expect(attributes(play, row: 0).contains(.dim))
        #expect(attributes(play, row: 1).contains(.reverse))
        #expect(attributes(play, row: 2).contains(.bold))
        play.next = 4
        play.current = 3
        play.status = .failed("Mail is not in the app switcher")
        #expect(attributes(play, row: 3).isSuperset(of: [.bold, .underline]))
    }
}

/// The script pane follows the running line a page at a time, so that a step redraws the two
/// lines whose marks change rather than the whole pane.
struct ScriptPaneWindowTests {
    /// The script line numbers the pane shows when line `index` runs, in a pane of `height` rows.
    func shown(_ index: Int, of count: Int, height: Int) throws -> [Int] {
        let text = (1...count).map { "wait \($0)s" }.joined(separator: "\n") + "\n"
        let lines = try Script(parsing: text, file: "t.deck").lines
        var play = PlayState(file: "t.deck", lines: lines, profile: .ios7)
        play.current = index
        play.next = index + 1
        var canvas = Canvas(size: Size(width: 30, height: height))
        ScriptPane(play: play, now: .zero, clock: SimClock(real: 0), theme: .dark)
            .draw(in: Rect(x: 0, y: 0, width: 30, height: height), into: &canvas)
        return (1..<height).compactMap { y in
            let row = (0..<30).map { canvas[$0, y].character }.map(String.init).joined()
            guard let mark = row.first, "✓▶›·✗".contains(mark) else { return nil }
            return row.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
    }

    @Test func theRunningLineIsAlwaysShownWithTheLinesBeforeItAndTheWindowMovesAPageAtATime() throws {
        var moves = 0
        var previous: [Int] = []
        for index in 0..<40 {
            let rows = try shown(index, of: 40, height: 9)
            #expect(rows.count == 7)
            #expect(rows.contains(index + 1), "line \(index + 1) in \(rows)")
            if index >= 2 { #expect(rows.first! <= index - 1, "a line before the running one, in \(rows)") }
            if rows != previous { moves += 1 }
            previous = rows
        }
        // 40 lines through a 7-row pane (its last row says how many more): a move every 3
        // lines, not one per line.
        #expect(moves <= 14, "\(moves) moves")
    }
}
