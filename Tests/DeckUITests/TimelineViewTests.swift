import Lifecycle
import Testing
import Timeline

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// `T`: the timeline in place of the event pane, its zoom, its cursor and the footer line.
struct TimelineViewTests {
    /// Mail and Leaky in the background, the device locked, 100 s of real time at 1×.
    func lockedWithTasks() -> DeckProgram {
        let deck = dashboard(withInBackground: "Mail", "Leaky", after: 20)
        deck.press("L", at: 20)
        deck.tick(atReal: 100)
        return deck
    }

    @Test func tTogglesTheTimelineInPlaceOfTheEventsWithItsRowsAndAxis() {
        let deck = lockedWithTasks()
        deck.press("T", at: 100)
        #expect(deck.state.timelinePane.shown && deck.state.focus == .events)
        let text = deck.render(size: Size(width: 80, height: 24)).lines
        #expect(text.contains { $0.contains("▸ Timeline") && $0.contains("10s a column") })
        #expect(!text.contains { $0.contains("▸ Events") })
        #expect(text.contains { $0.hasPrefix("Device   ██·") })
        #expect(text.contains { $0.hasPrefix("Leaky    ") && $0.contains("▒") })
        #expect(text.contains { $0.hasPrefix("  budget ") && $0.contains("┈") })
        #expect(text.contains { $0.contains("┬───────────┬") })
        deck.press("T", at: 100)
        #expect(!deck.state.timelinePane.shown)
        #expect(deck.render(size: Size(width: 80, height: 24)).lines.contains { $0.contains("▸ Events") })
    }

    @Test func theTimelineHoldsEveryEventEvenPastTheEnginesLog() {
        let deck = lockedWithTasks()
        let kept = deck.state.timeline.events
        #expect(kept.contains { $0.name == .deviceSlept })
        #expect(kept.first?.name == .finishedLaunching && kept.first?.app == "Mail")
    }

    @Test func bracketsZoomBetweenOneSecondAndOneHourAColumn() {
        let deck = lockedWithTasks()
        deck.press("T[[[[", at: 100)
        #expect(deck.state.timelineStep == .seconds(1))
        deck.press("]]]", at: 100)
        #expect(deck.state.timelineStep == .seconds(10))
        for _ in 0..<20 { deck.press("]", at: 100) }
        #expect(deck.state.timelineStep == .hours(1))
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("1h a column"))
    }

    @Test func arrowsMoveTheCursorOverTheEventsAndTheFooterShowsTheEventUnderIt() throws {
        let deck = lockedWithTasks()
        deck.press("T", at: 100)
        deck.press(.left, at: 100)
        let newest = try #require(deck.state.timelineCursorEvent)
        #expect(newest == deck.state.timeline.events.last)
        deck.press(.left, .left, at: 100)
        let event = try #require(deck.state.timelineCursorEvent)
        let footer = deck.render(size: Size(width: 80, height: 24)).lines.last ?? ""
        #expect(footer.contains(event.time.timestamp) && footer.contains(event.name.rawValue), "\(footer)")
        deck.press(.right, at: 100)
        #expect(deck.state.timelinePane.cursor == deck.state.timeline.events.count - 2)
        deck.press(.enter, at: 100)
        let shown = deck.state.timeline.events[deck.state.timeline.events.count - 2]
        #expect(deck.state.overlay == .event(shown, before: deck.state.stateBefore(shown)))
        deck.press(.escape, .end, at: 100)
        #expect(deck.state.timelinePane.cursor == nil)
    }

    @Test func theCursorsCellIsDrawnWithTheCursorRole() throws {
        let deck = lockedWithTasks()
        deck.press("T", at: 100)
        deck.press(.left, at: 100)
        let canvas = deck.render(size: Size(width: 80, height: 24))
        let cursor = Theme.dark.style(.timeline(.cursor), over: .base)
        let rect = deck.state.timelineRect(deck.state.layout(EngineSnapshot(deck.engine)), now: deck.engine.device.now)
        var found = 0
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where canvas[x, y].style == cursor { found += 1 } }
        #expect(found == 1)
    }

    @Test func onASmallTerminalTheTimelineTakesTheLowerHalfWhenThePaneIsTooShort() {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Photos", "Leaky", "Sluggish", "Music", after: 30)
        deck.press("T", at: 30)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
        #expect(rect.height > layout.events.height)
        #expect(rect.maxY == layout.footer.y && rect.width == 80)
        let text = deck.render(size: Size(width: 80, height: 24)).lines
        #expect(text[rect.y].contains("Timeline") && text[rect.y + 3].hasPrefix("Device") && text[rect.y + 4].hasPrefix("Notes"))
    }

    @Test func updateStaysPureAndTimelineKeysDoNothingToTheEngine() {
        let deck = lockedWithTasks()
        let before = deck.engine.log.totalCount
        deck.press("T[]", at: 100)
        deck.press(.left, .right, .end, at: 100)
        #expect(deck.engine.log.totalCount == before)
    }

    @Test func withASCIIOnlyTheRunsKeepDistinctASCIIGlyphs() {
        let deck = lockedWithTasks()
        deck.press("T]", at: 100)
        var state = deck.state
        state.asciiOnly = true
        let canvas = DashboardView(state: state, snapshot: EngineSnapshot(deck.engine)).render()
        #expect(canvas.lines.contains { $0.hasPrefix("Leaky    ") && $0.contains("+") && $0.contains("^") })
        #expect(canvas.lines.contains { $0.hasPrefix("Device   ") && $0.contains("#") && $0.contains(".") })
    }

    @Test func theWindowMovesOnByHalfAWidthWhenTheClockReachesItsEdgeAndNothingIsDrawnPastNow() {
        func start(_ now: Int64, cursor: Int64? = nil) -> SimDuration {
            TimelineView.windowStart(now: .seconds(now), step: .seconds(1), columns: 70, cursor: cursor.map { .seconds($0) })
        }
        #expect(start(69) == .zero)
        #expect(start(70) == .seconds(35))
        #expect(start(104) == .seconds(35))
        #expect(start(105) == .seconds(70))
        #expect(start(500, cursor: 100) == .seconds(65))
        let deck = lockedWithTasks()
        deck.press("T[[[", at: 100)
        let leaky = deck.render(size: Size(width: 80, height: 24)).lines.first { $0.hasPrefix("Leaky") } ?? ""
        // 100 s at 1 s a column on 71 columns: the window began at 35 s; 65 columns lie before now.
        #expect(leaky.trimmingCharacters(in: .whitespaces).count == 9 + 65, "\(leaky)")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)])
    func gShowsALegendOfTheGlyphsInViewOneEntryPerGlyphAcrossTheWidth(size: Size) throws {
        let deck = lockedWithTasks()
        deck.press("T", at: 100)
        let without = deck.render(size: size).text
        deck.press("g", at: 100)
        #expect(deck.state.timelinePane.legend)
        let layout = deck.state.layout(EngineSnapshot(deck.engine))
        let rect = deck.state.timelineRect(layout, now: deck.engine.device.now)
        let (picture, _) = TimelineView.picture(deck.state, now: deck.engine.device.now, width: rect.width)
        let entries = TimelineLegend.entries(TimelineLegend.looks(in: picture))
        #expect(Set(entries.map(\.glyph)).count == entries.count, "one entry per glyph")
        #expect(entries.count >= 5)
        let lines = deck.render(size: size).lines
        let legend = lines[rect.y..<rect.maxY].joined(separator: "\n")
        for entry in entries {
            let text = "\(entry.glyph) \(entry.meaning)"
            #expect(legend.components(separatedBy: text).count == 2, "\(text) once in:\n\(legend)")
            #expect(!without.contains(text))
        }
        // The width there is: as many entries on a line as fit.
        let legendRows = lines[rect.y..<rect.maxY].filter { row in entries.contains { row.contains("\($0.glyph) \($0.meaning)") } }
        #expect(legendRows.count == TimelineLegend.lines(entries, width: rect.width - 2).count)
        #expect(legendRows.count < entries.count)
        // The timeline's rows stay on screen above it.
        func row(_ title: String) -> Bool {
            lines.contains { line in line.components(separatedBy: title).dropFirst().contains { $0.first.map { $0 != " " } ?? false } }
        }
        #expect(row("Leaky    ") && row("Device   "), "\(lines.joined(separator: "\n"))")
        deck.press("g", at: 100)
        #expect(!deck.render(size: size).text.contains("\(entries[0].glyph) \(entries[0].meaning)"))
    }

    @Test func aGlyphSharedByRowsIsOneEntryWithEachMeaning() throws {
        let entries = TimelineLegend.entries()
        #expect(Set(entries.map(\.glyph)).count == entries.count)
        let block = try #require(entries.first { $0.glyph == "█" })
        #expect(block.meaning == "active; unlocked")
        let ascii = TimelineLegend.entries(ascii: true)
        #expect(Set(ascii.map(\.glyph)).count == ascii.count && ascii.allSatisfy { $0.glyph.isASCII })
        // Every glyph the timeline draws has its entry.
        for look in TimelineLegend.looks {
            let glyph = try #require(TimelineLegend.glyph(look, ascii: false))
            #expect(entries.contains { $0.glyph == glyph && $0.meaning.contains(TimelineLegend.meaning(look)) })
        }
    }

    @Test(arguments: GoldenTests.sizes)
    func theTimelineScreen(size: Size) {
        let deck = lockedWithTasks()
        deck.press("T]", at: 100)
        deck.press(.left, .left, at: 100)
        Golden.check(deck.render(size: size), "timeline-\(size.width)x\(size.height)")
    }
}
