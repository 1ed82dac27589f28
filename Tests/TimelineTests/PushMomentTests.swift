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
