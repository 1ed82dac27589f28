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

/// A frame costs what changed: nothing is drawn under an overlay that fills its rectangle,
/// a sentence is wrapped once while it is shown, the timeline's window once while it stands.
struct FrameReuseTests {
    @Test func aCanvasWritesNothingWhereItIsCoveredAndDrawsAWideCharacterAcrossItsEdgeWhole() {
        func draw(_ canvas: inout Canvas) {
            canvas.fill(Rect(x: 0, y: 0, width: 12, height: 3), style: Style(attributes: .bold))
            #expect(canvas.draw("ab漢字cdefg", x: 1, y: 1, style: .plain) == 12)
            #expect(canvas.put("漢", x: 7, y: 2, style: .plain) == 2)
        }
        var whole = Canvas(size: Size(width: 12, height: 3))
        var covered = whole
        covered.covered = Rect(x: 4, y: 0, width: 4, height: 3)
        draw(&whole)
        draw(&covered)
        #expect(covered[5, 1] == Cell(" ") && covered[0, 0] == whole[0, 0], "a cell under the cover keeps what it had")
        #expect(
            covered[1, 1] == whole[1, 1] && covered[3, 1] == whole[3, 1] && covered[4, 1] == whole[4, 1] && covered[8, 1] == whole[8, 1])
        #expect(covered[7, 2] == whole[7, 2] && covered[8, 2] == whole[8, 2], "a wide character across the edge is drawn whole")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)])
    func aFrameUnderAnOverlayIsTheFrameDrawnWhole(size: Size) {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Leaky", "Backup", after: 200)
        deck.press("s", at: 200)
        _ = deck.render(size: size)
        let caption = Event(time: .zero, app: nil, name: .caption, state: nil, detail: String(repeating: "漢字 wide words ", count: 400))
        for overlay in [deck.state.overlay, .event(caption, before: nil), .event(deck.engine.log.events[3], before: .inactive)] {
            var state = deck.state
            state.overlay = overlay
            let snapshot = EngineSnapshot(deck.engine)
            var whole = DashboardView(state: state, snapshot: snapshot)
            whole.skipsWhatOverlaysHide = false
            #expect(Features.cover(state, snapshot) != nil)
            #expect(DashboardView(state: state, snapshot: snapshot).render() == whole.render(), "\(size)")
        }
    }

    @Test func aSentenceIsWrappedOnceWhileItIsShownAndALongOneEveryTime() {
        var memo = WrapMemo()
        var wraps = 0
        let sentence = "a sentence of the settings overlay, wrapped to the box once"
        for _ in 0..<3 {
            _ = memo.lines(of: sentence, width: 20) {
                wraps += 1; return $0.wrapped(toWidth: 20)
            }
        }
        #expect(wraps == 1)
        #expect(memo.lines(of: sentence, width: 20) { _ in [] } == sentence.wrapped(toWidth: 20))
        let long = String(repeating: "x ", count: WrapMemo.longest)
        for _ in 0..<2 {
            _ = memo.lines(of: long, width: 20) {
                wraps += 1; return [$0]
            }
        }
        #expect(wraps == 3)
    }
}
