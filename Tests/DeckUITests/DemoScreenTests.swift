import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The demos as an audience sees them: captions whole and true at 80 columns, the events'
/// reasons on screen during a play (issue 44, items 8 and 9).
struct DemoScreenTests {
    static let small = Size(width: 80, height: 24)
    static let large = Size(width: 120, height: 40)

    static var captions: [(demo: String, caption: String)] {
        Demo.all.flatMap { demo in
            demo.text.split(separator: "\n").filter { $0.hasPrefix("say ") }.map { (demo.name, String($0.dropFirst(4))) }
        }
    }

    @Test func everyDemoCaptionShowsWholeAtEightyByTwentyFour() {
        for (demo, caption) in Self.captions {
            let layout = ScreenLayout(
                size: Self.small, appCount: AppCatalog.builtIn().count, script: true, scriptWidth: 60, captions: true,
                caption: caption)
            #expect(layout.captionLines.joined(separator: " ") == caption, "\(demo): \(caption)")
        }
    }

    @Test func theDemoCaptionsSayWhatIsTrue() throws {
        let pushes = try #require(Demo.named("pushes")).text
        #expect(!pushes.contains("for Courier"), "the budget is the device's")
        #expect(!pushes.contains("never in TestFlight"), "in TestFlight a push may still arrive")
        let locked = try #require(Demo.named("locked")).text
        #expect(!locked.contains("runs at night"), "the card says nightly in 5m")
    }

    /// A dashboard playing `demo` from factory settings, ticked to real time `seconds` at 1×.
    func playing(_ name: String, until seconds: Double) throws -> DeckProgram {
        let demo = try #require(Demo.named(name))
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: demo.text, file: demo.file), apps: apps)
        let play = PlayState(file: demo.file, lines: lines, profile: .ios13)
        let world = TestWorld()
        let deck = world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios13, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, realTime: 0, speed: 1, factory: true, play: play)
        }
        var real = 0.0
        while real <= seconds {
            deck.tick(atReal: real)
            real += 0.1
        }
        return deck
    }

    @Test func duringAPlayTheEventsTakeTheWidthAndTheirReasonsShow() throws {
        let deck = try playing("pushes", until: 60)
        let canvas = deck.render(size: Self.large)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        #expect(layout.events.width >= 70 && layout.events.x == 0, "\(layout.events)")
        let held = try #require(canvas.lines.first { $0.contains("PushHeld") })
        #expect(held.contains("throttled · silent"), "\(held)")
    }

    @Test func duringAPlayTheCaptionIsNotEchoedInTheEventsAndAtEightyByTwentyFourTheyHaveFiveRows() throws {
        let deck = try playing("pushes", until: 60)
        _ = deck.render(size: Self.small)
        let small = deck.state.layout(EngineSnapshot(deck.engine))
        #expect(EventsLayout.pageSize(of: small.events) >= 5, "\(small.events)")
        let text = deck.render(size: Self.small).text
        #expect(!text.contains("Caption "), "\(text)")
    }

    /// At 120×40 the script pane goes below the events (beside them it would leave them 71
    /// columns): the locked demo's scene events keep their names whole (`SceneWillEnterF…` was
    /// cut), with their reasons beside them.
    @Test func atOneTwentyByFortyTheEventNamesOfAPlayAreWhole() throws {
        let deck = try playing("locked", until: 0)
        var real = 0.0, seen = false
        while real < 400 && deck.state.play?.status != .finished {
            real += 0.5
            deck.tick(atReal: real)
            if deck.clock.paused || deck.state.play?.readingUntil != nil { deck.press("n", at: real) }
            let lines = deck.render(size: Self.large).lines
            let layout = deck.state.layout(EngineSnapshot(deck.engine))
            #expect(layout.events.width == Self.large.width, "\(layout.events)")
            for line in lines where line.contains("SceneWillEnterF") {
                seen = true
                #expect(line.contains("SceneWillEnterForeground "), "\(line)")
            }
        }
        #expect(seen, "the demo shows a scene entering the foreground")
    }

    /// why-not's caption at its pause names the keys from where the focus is (the switcher, as
    /// a play starts): Tab Tab reaches the events (one Tab is the home screen, where Enter
    /// would launch an app), ↑ its SceneDidEnterBackground, Enter shows the rule; Esc, Esc and
    /// space go on with the demo, the pane following again.
    @Test func followingWhyNotsCaptionToTheLetterReachesTheEventAndLaunchesNothing() throws {
        let deck = try playing("why-not", until: 0)
        var real = 0.0
        while !deck.clock.paused && real < 300 {
            real += 0.1
            deck.tick(atReal: real)
        }
        let caption = try #require(deck.state.caption)
        #expect(caption.contains("Tab Tab to the events, ↑ to its SceneDidEnterBackground, Enter shows the rule"), "\(caption)")
        #expect(deck.state.focus == .switcher, "a play starts on the switcher")
        let events = deck.engine.log.totalCount
        deck.press(.tab, at: real)
        deck.press(.tab, at: real)
        deck.press(.up, at: real)
        deck.press(.enter, at: real)
        guard case .event(let event, _) = deck.state.overlay else {
            Issue.record("no event shown: focus \(deck.state.focus)")
            return
        }
        #expect(event.app == "News" && event.name == .sceneDidEnterBackground)
        #expect(deck.engine.log.totalCount == events && deck.engine.device.frontApp == nil, "nothing launched")
        deck.press(.escape, at: real)
        deck.press(.escape, at: real)
        deck.press(" ", at: real)
        for _ in 0..<100 {
            real += 0.1
            deck.tick(atReal: real)
        }
        #expect(deck.render(size: Self.small).text.contains("Tracker  Terminated"), "the pane follows again")
    }
}
