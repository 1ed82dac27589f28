import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// What a presenter reads of a play: paused or finished on the status line, a play held while
/// the window is too small (issue 44, items 6 and 7).
struct PlayStatusLineTests {
    /// A dashboard playing `text` from factory settings at real time 0.
    func playing(_ text: String) throws -> DeckProgram {
        let apps = AppCatalog.builtIn()
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "t.deck"), apps: apps)
        let play = PlayState(file: "t.deck", lines: lines, profile: .ios7)
        let world = TestWorld()
        return world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, realTime: 0, speed: 1, factory: true, play: play)
        }
    }

    func ticks(_ deck: DeckProgram, from: Double, to: Double) {
        var real = from
        while real <= to {
            deck.tick(atReal: real)
            real += 0.1
        }
    }

    @Test func theStatusLineSaysAPlayHasFinished() throws {
        let deck = try playing("launch Notes\nwait 2s\n")
        ticks(deck, from: 0, to: 4)
        #expect(deck.state.play?.status == .finished)
        let screen = deck.render(size: Size(width: 80, height: 24))
        #expect(screen.lines[0].contains("■ finished"), "\(screen.lines[0])")
    }

    @Test func atAPauseTheStatusLineSaysPausedAndTheFooterSaysSpaceResumes() throws {
        let deck = try playing("launch Notes\npause\nwait 2s\n")
        ticks(deck, from: 0, to: 2)
        #expect(deck.state.clock.paused)
        let screen = deck.render(size: Size(width: 80, height: 24))
        #expect(screen.lines[0].contains("‖ paused"), "\(screen.lines[0])")
        let footer = try #require(screen.lines.last)
        #expect(footer.contains("space resume") && !footer.contains("space pause"), "\(footer)")
    }

    /// While time stands still the footer's first hint is `space resume`, after any other key
    /// too (the play's own keys come first and used to push it past the footer's end).
    @Test func whilePausedTheFooterKeepsSpaceResumeAfterOtherKeys() throws {
        let deck = try playing("launch Notes\npause\nwait 2s\n")
        ticks(deck, from: 0, to: 2)
        #expect(deck.state.clock.paused)
        deck.press(.tab, at: 2.1)
        deck.press("T", at: 2.2)
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let footer = try #require(deck.render(size: size).lines.last)
            #expect(footer.contains("space resume"), "\(size): \(footer)")
        }
    }

    /// A window too short for a play's captions (80×22) shows the too-small screen with the
    /// height the captions need, as one below the minimum does, not the dashboard without them.
    @Test func aWindowTooShortForTheCaptionsSaysWhatSizeItNeeds() throws {
        let deck = try playing("say Hello there\nlaunch Notes\nwait 10s\n")
        let short = Size(width: 80, height: 22)
        _ = deck.render(size: short)
        ticks(deck, from: 0, to: 1)
        let text = deck.render(size: short).text
        #expect(text.contains("terminal too small") && text.contains("need 80×23"), "\(text)")
        #expect(text.contains("the play holds until then"), "\(text)")
        #expect(!deck.render(size: Size(width: 80, height: 24)).text.contains("terminal too small"))
    }

    /// The event pane's title counts the events it can show: during a play with captions the
    /// Caption events are left out of the pane, so out of its count too (it said `1 event` over
    /// `No events yet.`); a restart counts from there.
    @Test func theEventPanesCountLeavesOutTheCaptionsItHides() throws {
        let deck = try playing("say Hello there\nwait 30s\nlaunch Notes\n")
        ticks(deck, from: 0, to: 1)
        let size = Size(width: 120, height: 40)
        var title = try #require(deck.render(size: size).lines.first { $0.contains("Events ─") })
        #expect(title.contains("0 events") && deck.render(size: size).text.contains("No events yet."), "\(title)")
        deck.press("n", at: 1.1)
        deck.press("n", at: 1.2)
        deck.press("n", at: 1.3)
        ticks(deck, from: 1.4, to: 2)
        title = try #require(deck.render(size: size).lines.first { $0.contains("Events ─") })
        let shown = deck.engine.log.events.filter { $0.name != .caption }.count
        #expect(shown > 0 && title.contains("\(shown) event"), "\(title)")
    }

    @Test func aPlayHoldsWhileTheWindowIsTooSmallToShowIt() throws {
        let deck = try playing("launch Notes\nwait 10s\nlaunch Mail\n")
        ticks(deck, from: 0, to: 1)
        _ = deck.render(size: Size(width: 30, height: 10))
        ticks(deck, from: 1, to: 30)
        #expect(deck.engine.now < .seconds(2), "the play held while too small")
        #expect(deck.render(size: Size(width: 30, height: 10)).text.contains("the play holds"))
        _ = deck.render(size: Size(width: 80, height: 24))
        ticks(deck, from: 30, to: 42)
        #expect(deck.engine.state(of: "Mail") == .active, "the play goes on once the window is big enough")
    }

    @Test func theScriptPaneTitleCountsAWaitInWholeSeconds() throws {
        let deck = try playing("wait 16s\n")
        deck.tick(atReal: 0)
        deck.tick(atReal: 0.0015)
        let title = try #require(deck.render(size: Size(width: 120, height: 40)).lines.first { $0.contains("Script ·") })
        #expect(title.contains("wait 16s") && !title.contains("ms"), "\(title)")
    }
}

/// Issue 44, item 14: the small things.
struct NewcomerSmallThingsTests {
    @Test func theNewcomerHintIsNotShownToAnAudienceDuringAPlay() throws {
        let deck = try PlayStatusLineTests().playing("wait 5s\nlaunch Notes\n")
        deck.tick(atReal: 0.5)
        let text = deck.render(size: Size(width: 80, height: 24)).text
        #expect(!text.contains("Tab to the home screen"), "\(text)")
    }

    @Test func underTheDebuggerTheBackgroundTimeSaysTheDebuggerHoldsItNotAFrozenBar() {
        let deck = makeDashboard(profile: .ios13)
        for line in ["launch Courier", "debugger attach Courier", "home"] {
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
        }
        deck.tick(atReal: 5)
        let row = deck.render(size: Size(width: 120, height: 40)).lines.first { $0.contains("◷") } ?? ""
        #expect(row.contains("◷ ∞ debugger"), "\(row)")
    }
}
