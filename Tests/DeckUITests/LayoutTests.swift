import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

struct LayoutTests {
    @Test func largerTerminalsShowMoreCardsAndMoreEvents() {
        let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)]
        let cards = sizes.map { size in
            SwitcherLayout(
                region: ScreenLayout(size: size, appCount: 13).switcher,
                cardSize: ScreenLayout(size: size, appCount: 13).cardSize, count: 13, selected: 0
            ).cards.count
        }
        let events = sizes.map { EventPane.pageSize(of: ScreenLayout(size: $0, appCount: 13).events) }
        #expect(cards == cards.sorted() && cards[0] < cards[2], "\(cards)")
        #expect(events == events.sorted() && events[0] < events[1] && events[1] < events[2], "\(events)")
    }

    @Test func everyRegionFitsInsideTheScreenAtTheMinimumSize() {
        for size in [ScreenLayout.minimum, Size(width: 80, height: 24), Size(width: 109, height: 31), Size(width: 110, height: 32)] {
            let layout = ScreenLayout(size: size, appCount: 13)
            let screen = Rect(size: size)
            for region in [layout.statusBar, layout.switcher, layout.home, layout.events, layout.footer] {
                #expect(screen.intersection(region) == region, "\(region) at \(size)")
                #expect(!region.isEmpty, "an empty region at \(size)")
            }
            #expect(EventPane.pageSize(of: layout.events) >= 2, "events at \(size)")
        }
    }

    @Test func theSelectedCardIsAlwaysInView() {
        let layout = ScreenLayout(size: Size(width: 80, height: 24), appCount: 13)
        for selected in 0..<13 {
            let cards = SwitcherLayout(region: layout.switcher, cardSize: layout.cardSize, count: 13, selected: selected)
            #expect((cards.first..<cards.first + cards.cards.count).contains(selected))
        }
    }

    @Test func whileAScriptWithCaptionsPlaysCaptionsComingAndGoingMoveNothingBelowThem() {
        let long = String(repeating: "a caption of many words ", count: 20)
        for size in [Size(width: 120, height: 40), Size(width: 200, height: 50)] {
            let layouts = [nil, "short", long].map {
                ScreenLayout(size: size, appCount: 13, script: true, captions: true, caption: $0)
            }
            #expect(Set(layouts.map(\.home)).count == 1, "\(size)")
            #expect(Set(layouts.map(\.events)).count == 1, "\(size)")
            #expect(layouts[0].caption == nil && layouts[1].caption != nil)
        }
        // Without a play the band is as tall as the caption, and gone without one.
        let free = ScreenLayout(size: Size(width: 120, height: 40), appCount: 13)
        #expect(ScreenLayout(size: Size(width: 120, height: 40), appCount: 13, caption: "short").home != free.home)
    }
}
