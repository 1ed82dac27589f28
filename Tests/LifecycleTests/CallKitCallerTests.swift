import Testing

@testable import Lifecycle

/// §11.5: a call reported through CallKit after a VoIP push is the app's: the device names
/// its caller while it rings and while it is in progress, and forgets it when it ends; the
/// phone's own call has none.
@Suite struct CallKitCallerTests {
    @Test func aCallReportedAfterAVoIPPushIsTheAppsUntilItEnds() throws {
        let e = PushFixtures.engine()
        try e.run(.push("Phone", voip: true), .wait(.seconds(2)))
        #expect(e.device.call == .ringing)
        #expect(e.device.caller == "Phone")
        try e.run(.answer)
        #expect(e.device.caller == "Phone")
        try e.run(.hangup)
        #expect(e.device.caller == nil)
        try e.run(.push("Phone", voip: true), .wait(.seconds(2)), .decline)
        #expect(e.device.caller == nil)
    }

    @Test func thePhonesOwnCallHasNoCaller() throws {
        let e = PushFixtures.engine()
        try e.run(.call)
        #expect(e.device.call == .ringing)
        #expect(e.device.caller == nil)
    }
}
