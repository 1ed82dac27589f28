import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The timeline's legend (`g`) sits right under the last lane drawn: the timeline's rect has
/// room for the whole legend, whichever glyphs are in view, and the legend shows only those,
/// so the rows it does not need are left below it, not between the lanes and it.
struct TimelineLegendPlaceTests {
    static let sizes = [Size(width: 120, height: 40), Size(width: 80, height: 24)]

    /// The timeline's rows on screen, from its title to the last legend line; fails when a
    /// blank row lies between the lanes and the legend.
    func expectNoBlankRowAboveTheLegend(_ deck: DeckProgram, _ size: Size) throws {
        _ = deck.render(size: size)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
        let (picture, _) = TimelineView.picture(deck.state, now: deck.engine.device.now, width: rect.width)
        let entries = TimelineLegend.entries(TimelineLegend.looks(in: picture))
        #expect(!entries.isEmpty)
        let lines = deck.render(size: size).lines
        let rows = Array(lines[rect.y..<rect.maxY])
        let legend = rows.indices.filter { k in entries.contains { rows[k].contains("\($0.glyph) \($0.meaning)") } }
        let firstLegend = try #require(legend.first, "no legend in:\n\(rows.joined(separator: "\n"))")
        let blank = rows[..<firstLegend].indices.filter { rows[$0].allSatisfy { $0 == " " } }
        #expect(blank.isEmpty, "blank rows \(blank) above the legend at \(size):\n\(rows.joined(separator: "\n"))")
        // The lanes end right above it.
        #expect(firstLegend == 3 + min(picture.rows.count, rect.height - 3 - legend.count), "\(size)")
    }

    @Test(arguments: sizes)
    func onTheDashboardTheLegendSitsRightUnderTheLanes(size: Size) throws {
        let deck = makeDashboard(profile: .ios26)
        BGTaskCardTests().run(deck, "launch Scores", "activity start Scores", "push Scores activity", "home", "wait 2m")
        deck.press("T")
        deck.press("g")
        try expectNoBlankRowAboveTheLegend(deck, size)
    }

    /// The `widgets` demo a minute in, at `size`, its timeline shown with the legend.
    func widgetsDemoWithTheLegend(at size: Size) throws -> DeckProgram {
        let deck = try DemoScreenTests().playing("widgets", until: 60)
        _ = deck.render(size: size)
        deck.press("T", at: 60)
        deck.press("g", at: 60)
        return deck
    }

    @Test(arguments: sizes)
    func duringAPlayOfTheWidgetsDemoTheLegendSitsRightUnderTheLanes(size: Size) throws {
        try expectNoBlankRowAboveTheLegend(try widgetsDemoWithTheLegend(at: size), size)
    }

    /// The caption never covers the timeline: where the script pane does not show (80x24), the
    /// timeline grown for its legend stops at the caption's box, as it does beside the pane,
    /// so its title and time axis stay on screen.
    @Test(arguments: sizes)
    func duringAPlayTheTimelineGrowsUpOnlyToTheCaption(size: Size) throws {
        let deck = try widgetsDemoWithTheLegend(at: size)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        let caption = try #require(layout.caption, "no caption at \(size)")
        let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
        #expect(rect.y >= caption.maxY, "the timeline \(rect) starts under the caption \(caption) at \(size)")
        let lines = deck.render(size: size).lines
        #expect(lines[rect.y].contains("Timeline"), "\(lines.joined(separator: "\n"))")
        #expect(lines[rect.y + 1].contains("0s"), "\(lines.joined(separator: "\n"))")
    }
}
