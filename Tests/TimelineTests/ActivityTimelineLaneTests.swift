import Lifecycle
import Testing

@testable import Timeline

/// §11.8 on the timeline: an app's Live Activity has a row of its own under the app from its
/// first start: active, stale, ended until it is dismissed; a moment per push by priority;
/// the held update lettered T (throttled) or Z (opportunistic).
struct ActivityTimelineLaneTests {
    func event(_ time: SimDuration, _ name: EventName, reason: String? = nil, detail: String? = nil) -> Event {
        Event(time: time, app: "Scores", name: name, state: .suspended, reason: reason, detail: detail, activity: 1)
    }

    func row(_ timeline: Timeline) -> TimelineRow? {
        timeline.rows.first { if case .activity("Scores") = $0.kind { true } else { false } }
    }

    @Test func anActivityHasARowActiveStaleEndedUntilDismissedWithHeldBandsLettered() {
        var timeline = Timeline()
        timeline.add(Event(time: .zero, app: "Scores", name: .finishedLaunching, state: .active))
        timeline.add(event(.seconds(1), .activityStarted, reason: "in-app"))
        timeline.add(event(.minutes(11), .activityStale))
        timeline.add(event(.minutes(20), .activityUpdated, reason: "push", detail: "priority 10: 1 of 3 this hour"))
        timeline.add(event(.minutes(25), .activityUpdateHeld, reason: "throttled", detail: "priority 10: 3 of 3 this hour"))
        timeline.add(event(.minutes(30), .activityUpdateDropped, reason: "coalesced"))
        timeline.add(event(.minutes(30), .activityUpdated, reason: "push", detail: "priority 5: not counted"))
        timeline.add(event(.minutes(40), .activityUpdateHeld, reason: "opportunistic", detail: "priority 5"))
        timeline.add(event(.hours(8), .activityEnded, reason: "max-duration"))
        timeline.add(event(.hours(12), .activityDismissed, reason: "lock-screen-limit"))
        let activity = row(timeline)
        #expect(activity?.title == "activity")
        #expect(activity?.kind.isUnderApp == true)
        #expect(activity?.lane.band(at: .minutes(5)) == .activityActive)
        #expect(activity?.lane.band(at: .minutes(15)) == .activityStale)
        #expect(activity?.lane.band(at: .minutes(27)) == .activityThrottled)
        #expect(activity?.lane.band(at: .minutes(35)) == .activityActive)
        #expect(activity?.lane.band(at: .minutes(45)) == .activityOpportunistic)
        #expect(activity?.lane.band(at: .hours(10)) == .activityEnded)
        #expect(activity?.lane.band(at: .hours(13)) == .activityNone)
        #expect(Band.activityThrottled.glyph == "T" && Band.activityOpportunistic.glyph == "Z")
        // The app's row is the one before; the activity's events go to the activity's row.
        let index = timeline.rowIndex(of: event(.minutes(20), .activityUpdated, reason: "push"))
        #expect(timeline.rows[index].title == "activity")
    }

    @Test func eachActivityKitPushIsAMomentByItsPriority() {
        #expect(MomentKind(event(.zero, .activityUpdated, reason: "push", detail: "priority 10: 1 of 10 this hour")) == .activityPriority10)
        #expect(MomentKind(event(.zero, .activityUpdated, reason: "push", detail: "priority 5: not counted")) == .activityPriority5)
        #expect(MomentKind(event(.zero, .activityUpdateHeld, reason: "throttled")) == .activityPriority10)
        #expect(MomentKind(event(.zero, .activityUpdateHeld, reason: "opportunistic")) == .activityPriority5)
        #expect(MomentKind(event(.zero, .activityUpdated, reason: "local")) == nil)
        #expect(MomentKind.activityPriority10.glyph != MomentKind.activityPriority5.glyph)
    }

    @Test func aResetTakesTheActivityOffItsRow() {
        var timeline = Timeline()
        timeline.add(event(.zero, .activityStarted, reason: "in-app"))
        timeline.add(Event(time: .minutes(1), app: nil, name: .deviceReset, state: nil))
        #expect(row(timeline)?.lane.band(at: .minutes(2)) == .activityNone)
    }
}
