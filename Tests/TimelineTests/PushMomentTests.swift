import Lifecycle
import Testing

@testable import Timeline

/// Issue 33 on the timeline: each push sent leaves one mark at its send: delivered (↓), held
/// (○, by the budget or the network), dropped (⊗, coalesced or VoIP blocked) or refused at
/// the send (⊘); a held push's delivery is a ↓ of its own later.
struct PushMomentTests {
    func event(_ name: EventName, reason: String? = nil) -> Event {
        Event(time: .zero, app: "Courier", name: name, state: .suspended, reason: reason)
    }

    @Test func heldDroppedRefusedAndDeliveredPushesHaveMarksOfTheirOwn() {
        #expect(MomentKind(event(.pushHeld, reason: "throttled")) == .pushHeld)
        #expect(MomentKind(event(.pushHeld, reason: "no-network")) == .pushHeld)
        #expect(MomentKind(event(.pushDropped, reason: "coalesced")) == .pushDropped)
        #expect(MomentKind(event(.pushDropped, reason: "voip-blocked")) == .pushDropped)
        #expect(MomentKind(event(.pushRejected, reason: "bad-priority")) == .denied)
        #expect(MomentKind(event(.didReceiveRemoteNotification)) == .push)
        let glyphs = [MomentKind.push, .pushHeld, .pushDropped, .denied].map(\.glyph)
        #expect(Set(glyphs).count == glyphs.count)
    }
}

/// A denied push's mark gives its reason: the hold letter, and the legend says what it means
/// (issue 44, item 11).
struct DeniedReasonMarkTests {
    @Test func aDeniedPushsMarkIsItsReasonsLetterWithALegend() throws {
        let t = try timeline("launch Chat\nkill Chat\nwait 10s\npush Chat silent\nwait 20s\n", profile: .ios13)
        let lines = TimelineText(width: 80).lines(t)
        let chat = try #require(lines.first { $0.hasPrefix("Chat") })
        #expect(chat.contains("Q") && !chat.contains("⊘"), "\(chat)")
        #expect(lines.contains { $0.contains("Q denied: force-quit") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func aDeniedMarkWithoutAHoldReasonKeepsItsGlyph() throws {
        let t = try timeline("device simulator\nlaunch Feed\nwait 2s\nhome\nwait 1s\n", profile: .ios13)
        let feed = try #require(TimelineText(width: 80).lines(t).first { $0.hasPrefix("Feed") })
        #expect(feed.contains("⊘"), "\(feed)")
    }
}
