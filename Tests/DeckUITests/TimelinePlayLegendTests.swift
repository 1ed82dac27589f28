import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The timeline's legend (`g`) during a play: the script pane and the caption keep their
/// places and the timeline grows up from the events' place, so the legend shows whole above the script pane
/// as it does outside a play (issue 42's widgets demo at 120x40 showed its last line only,
/// over the pane's `↑ N more`).
struct TimelinePlayLegendTests {
    /// The widgets demo played for a minute, `T` and `g` pressed, at `size`.
    func widgetsDemoWithLegend(_ size: Size) throws -> DeckProgram {
        let deck = try DemoScreenTests().playing("widgets", until: 60)
        _ = deck.render(size: size)
        deck.press("T", at: 60)
        deck.press("g", at: 60)
        return deck
    }

    @Test(arguments: [Size(width: 120, height: 40), Size(width: 200, height: 50)])
    func duringAPlayTheTimelineAndItsLegendStayOffTheScriptPane(size: Size) throws {
        let deck = try widgetsDemoWithLegend(size)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        let script = try #require(layout.script, "the demo plays")
        let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
        #expect(rect.intersection(script).isEmpty, "timeline \(rect), script \(script)")
        if let caption = layout.caption { #expect(rect.intersection(caption).isEmpty, "timeline \(rect), caption \(caption)") }
        let text = deck.render(size: size).text
        #expect(text.contains("Script · demo widgets") && text.contains(" more"), "\(text)")
    }

    @Test func duringAPlayAtOneTwentyByFortyGsLegendShowsWhole() throws {
        let size = Size(width: 120, height: 40)
        let deck = try widgetsDemoWithLegend(size)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
        let (picture, _) = TimelineView.picture(deck.state, now: deck.engine.device.now, width: rect.width)
        let entries = TimelineLegend.entries(TimelineLegend.looks(in: picture))
        #expect(entries.count >= 5, "\(entries)")
        let lines = deck.render(size: size).lines
        let legend = lines[rect.y..<rect.maxY].joined(separator: "\n")
        for entry in entries {
            #expect(legend.contains("\(entry.glyph) \(entry.meaning)"), "\(entry.meaning) not in:\n\(lines.joined(separator: "\n"))")
        }
        // The timeline's rows stay above it.
        #expect(legend.contains("Ticker") && legend.contains("widget"))
    }
}
