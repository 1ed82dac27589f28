import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// What a frame does not redo: the script pane's widest line is measured once per play, the
/// event overlay wraps only what shows of a long caption, the timeline's window is drawn once
/// (its rect is answered without drawing it). The time a frame takes is a benchmark's figure
/// (`appdeck-bench frame`), never a test's.
struct FrameCostTests {
    @Test func theScriptPanesWidestLineIsMeasuredOncePerPlay() throws {
        let lines = try ScriptRunner.resolve(
            Script(
                parsing: "say a caption far wider than any other line of the script\nlaunch Notes\nwait until Notes Suspended\n",
                file: "t.deck"),
            apps: AppCatalog.builtIn())
        let play = PlayState(file: "t.deck", lines: lines, profile: .ios7)
        #expect(play.widestLine == 4 + 1 + "wait until Notes Suspended".count, "a say line's text is the caption's")
        #expect(play.widestLine == PlayState.widestLine(of: lines) && play.hasCaptions)
    }

    @Test func theEventOverlayWrapsOnlyWhatShowsOfAHugeCaption() {
        let caption = String(repeating: "word ", count: 200_000)
        let event = Event(time: .zero, app: nil, name: .caption, state: nil, detail: caption)
        var canvas = Canvas(size: Size(width: 80, height: 24))
        EventOverlay(event: event, before: nil, theme: .dark).draw(in: Rect(size: canvas.size), into: &canvas)
        let rows = canvas.lines.filter { $0.contains("word word") }
        #expect(rows.count >= 10 && rows.count <= 22)
    }

    @Test func theTimelinesRectMakesRoomForTheWholeLegendWithoutDrawingTheWindow() {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Leaky", after: 200)
        deck.press("T", at: 200)
        deck.press("g", at: 200)
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)] {
            _ = deck.render(size: size)
            let layout = deck.state.layout(EngineSnapshot(deck.engine))
            let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
            let legend = TimelineLegend.lines(TimelineLegend.entries(), width: layout.events.width - 2).count
            #expect(rect.height >= min(3 + deck.state.timeline.rows.count + 1 + legend, (size.height - 2) / 2), "\(size)")
        }
    }
}
