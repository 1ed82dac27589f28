import Lifecycle
import Testing

@testable import Timeline

/// §11.7 on the timeline: a placed widget has a lane of its own under its app, its reloads
/// marked counted (●) and free (◇) apart, the deferred reload's band lettered with `budget`'s
/// letter, the placeholder as a span.
struct WidgetTimelineLaneTests {
    func event(_ time: SimDuration, _ name: EventName, reason: String? = nil) -> Event {
        Event(time: time, app: "Ticker", name: name, state: .suspended, reason: reason)
    }

    @Test func aPlacedWidgetHasALaneWithCountedAndFreeReloadsAndTheDeferredBandLettered() {
        var timeline = Timeline()
        timeline.add(event(.zero, .widgetAdded))
        timeline.add(event(.zero, .widgetGetTimeline, reason: "added"))
        timeline.add(event(.seconds(1), .widgetEntryShown))
        timeline.add(event(.minutes(15), .widgetGetTimeline, reason: "policy"))
        timeline.add(event(.minutes(30), .widgetReloadDeferred, reason: "budget"))
        timeline.add(event(.minutes(40), .widgetGetTimeline, reason: "foreground"))
        timeline.add(event(.minutes(50), .widgetPlaceholderShown, reason: "locked"))
        let row = timeline.rows.first { if case .widget("Ticker") = $0.kind { true } else { false } }
        #expect(row?.title == "widget")
        #expect(row?.lane.band(at: .minutes(35)) == .widgetPending)
        #expect(row?.holds?.reason(at: .minutes(35)) == .budget)
        #expect(row?.lane.band(at: .minutes(45)) == .widgetShown)
        #expect(row?.lane.band(at: .minutes(55)) == .widgetPlaceholder)
        #expect(MomentKind(event(.zero, .widgetGetTimeline, reason: "policy")) == .widgetCounted)
        #expect(MomentKind(event(.zero, .widgetGetTimeline, reason: "foreground")) == .widgetFree)
        #expect(HoldReason.budget.timelineGlyph == "G")
        #expect(MomentKind.widgetCounted.glyph != MomentKind.widgetFree.glyph)
    }
}
