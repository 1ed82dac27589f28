import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Issue 25 item 2 in the dashboard: its trace of the session is bounded, the timeline's
/// title says where its memory starts, and a cursor on the timeline stays on its event.
struct DashboardRecordBoundTests {
    @Test func theDashboardsRecordIsBoundedAndItsTimelineSaysWhereItsMemoryStarts() throws {
        let evil = AppSpec(
            name: "Evil", symbol: "☠", memoryMB: 10, modes: [.externalAccessory],
            accessory: AccessorySpec(interval: .ms(10)))
        let deck = DeckProgram(
            engine: Engine(apps: AppCatalog.builtIn() + [evil], profile: .ios7, seed: 0), settings: .defaults,
            theme: .dark, themeName: Theme.dark.name, world: nil, realTime: 0, speed: 300, factory: true)
        deck.press(":")
        deck.handle(.paste("launch Evil"), atReal: 0)
        deck.press(.enter)
        deck.press("T")
        deck.press(.left)
        let cursorEvent = try #require(deck.state.timelineCursorEvent)
        deck.tick(atReal: 5)
        // 1 500 s of an accessory every 10 ms: 150 000 events.
        #expect(deck.engine.log.totalCount > 150_000)
        #expect(deck.state.trace.events.count <= SessionTrace.dashboardLimit * 5 / 4)
        #expect(deck.state.trace.start > .zero)
        #expect(deck.state.timelinePane.cursor == nil || deck.state.timelineCursorEvent == cursorEvent)
        let screen = deck.render(size: Size(width: 120, height: 40)).text
        #expect(screen.contains("memory from \(deck.state.trace.start.clock)"))
    }
}
