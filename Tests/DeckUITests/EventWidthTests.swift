import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The events get the width they need: on a wide screen what the home list does not need, a
/// readable reason beside UIKit's long names, and at 80×24 the footer keeps what a play needs.
struct EventWidthTests {
    /// Leaky ended by the background task timeout, 3 minutes after it went to the background.
    func leakyEnded() -> DeckProgram { dashboard(withInBackground: "Leaky", after: 181) }

    /// The screen's row that holds `text`.
    func row(_ text: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    @Test func atTwoHundredColumnsTheEventsGetTheWidthTheHomeListDoesNotNeed() throws {
        let screen = leakyEnded().render(size: Size(width: 200, height: 50)).text
        let line = try #require(row("Terminated", in: screen))
        #expect(line.hasSuffix("background time ran out with tasks still open: leak"), "\(line)")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)])
    func withUIKitNamesAnEventsReasonKeepsFortyCells(size: Size) throws {
        let deck = leakyEnded()
        deck.press("u", at: 181)
        #expect(deck.state.eventPane.names == .uikit)
        let screen = deck.render(size: size).text
        let line = try #require(row("Terminated", in: screen))
        let reason = try #require(line.range(of: "background-task-timeout"))
        #expect(line[reason.lowerBound...].count >= EventsLayout.Columns.readableDetails, "\(line)")
    }

    @Test func namesThatFitKeepTheStateColumn() {
        let columns = EventsLayout.Columns(
            [Event(time: .zero, app: "Notes", name: .didEnterBackground, state: .background)], names: .xamarin,
            appColumn: 8, width: 80)
        #expect(columns.state == "background".count)
    }

    @Test func at80x24TheTimelinesFooterKeepsItsLegendWhileAPlayRuns() throws {
        let apps = AppCatalog.builtIn()
        let text = "say Leaky keeps a task open\nlaunch Leaky\nhome\nwait 1h\n"
        let lines = try ScriptRunner.resolve(Script(parsing: text, file: "a-long-name-for-a-demo-script.deck"), apps: apps)
        let world = TestWorld()
        let deck = world.attach {
            DeckProgram(
                engine: Engine(apps: apps, profile: .ios7, seed: 0), settings: .defaults, theme: .dark,
                themeName: Theme.dark.name, world: world, realTime: 0, speed: 1, factory: true,
                play: PlayState(file: "a-long-name-for-a-demo-script.deck", lines: lines, profile: .ios7, fixedSpeed: nil))
        }
        deck.tick(atReal: 0.5)
        let size = Size(width: 80, height: 24)
        deck.press("T", at: 1)
        let footer = try #require(deck.render(size: size).text.split(separator: "\n").last)
        #expect(footer.contains("g legend") && footer.contains("? help"), "\(footer)")
    }
}

/// The time column holds any time the clock can reach (issue 44, item 3).
struct EventTimeColumnTests {
    /// The events pane's row of a launch of Notes after `hours` virtual hours, at 120×40.
    func launchRow(after hours: Int64) throws -> String {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 0)
        engine.advance(by: .hours(hours))
        try engine.apply(.launch("Notes"))
        let screen = makeProgram(engine: engine).render(size: Size(width: 120, height: 40)).text
        return try #require(screen.split(separator: "\n").last { $0.contains("Notes") && $0.contains(":00:00.") }.map(String.init))
    }

    @Test(arguments: [(10, "10:00:00.000 "), (23, "23:00:00.000 "), (26, "1d 02:00:00.000 "), (2400, "100d 00:00:00.000 ")])
    func theEventTimeColumnHoldsAnyTimeTheClockCanReach(hours: Int64, time: String) throws {
        let row = try launchRow(after: hours)
        #expect(row.contains(time + "Notes"), "\(row)")
    }
}
