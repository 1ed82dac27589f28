import Lifecycle
import Testing

/// The rule book's §11.5: VoIP pushes (PushKit) on ios13 and ios26, the keep-alive and
/// Newsstand gone.
@Suite struct VoipPushTests {
    @Test func aVoIPPushRingsTheCallSheetWhenTheAppReportsTheCall() throws {
        let e = PushFixtures.engine()
        var trace = Trace(e)
        try e.run(.push("Phone", voip: true), .wait(.seconds(2)))
        #expect(
            trace.take() == [
                "Phone FinishedLaunching", "Phone DidReceiveIncomingPush", "Phone ReportNewIncomingCall", "CallIncoming",
                "Phone Suspended",
            ])
        try e.run(.answer)
        #expect(e.lastEvent(nil, .callAnswered) != nil)
    }

    @Test func aVoIPPushWithoutAReportedCallKillsTheApp() throws {
        let e = PushFixtures.engine()
        try e.run(.push("Dialer", voip: true), .wait(.seconds(2)))
        let kill = try #require(e.lastEvent("Dialer", .terminated))
        #expect(kill.reason == "voip-no-call")
        #expect(kill.detail?.contains("never posted an incoming call") == true)
    }

    @Test func afterThreeUnreportedCallsVoIPPushesAreDroppedUntilAReset() throws {
        let e = PushFixtures.engine()
        for _ in 0..<3 { try e.run(.push("Dialer", voip: true), .wait(.seconds(5))) }
        #expect(e.backgroundLaunch(.voipKeepAlive, for: "Dialer")?.denial == .voipBlocked)
        var trace = Trace(e)
        try e.run(.launch("Dialer"), .home, .push("Dialer", voip: true))
        #expect(trace.take("Dialer").last == "Dialer PushDropped")
        #expect(e.lastEvent("Dialer", .pushDropped)?.reason == "voip-blocked")
        try e.run(.reset(nil))
        #expect(e.backgroundLaunch(.voipKeepAlive, for: "Dialer")?.isAllowed == true)
    }

    @Test func anAppInFrontOrInACallIsNotKilledForNotReporting() throws {
        let e = PushFixtures.engine()
        try e.run(.launch("Dialer"), .push("Dialer", voip: true), .wait(.seconds(5)))
        #expect(e.lastEvent("Dialer", .didReceiveIncomingPush) != nil)
        #expect(e.lastEvent("Dialer", .terminated) == nil)
        try e.run(.call, .answer, .push("Dialer", voip: true), .wait(.seconds(5)))
        #expect(e.lastEvent("Dialer", .terminated) == nil)
    }

    @Test func aVoIPPushLaunchesAForceQuitAppWhateverBackgroundAppRefreshSays() throws {
        let e = PushFixtures.engine()
        try e.run(.launch("Phone"), .switcher, .swipeUp("Phone"), .home, .refresh(.off), .lowPower(true))
        #expect(e.backgroundLaunch(.voipKeepAlive, for: "Phone")?.isAllowed == true)
        try e.run(.push("Phone", voip: true), .wait(.seconds(2)))
        #expect(e.lastEvent("Phone", .didReceiveIncomingPush) != nil)
    }

    @Test func theVoIPPushOrderIsNoModeNoNetworkVoipBlocked() throws {
        let e = PushFixtures.engine()
        try e.run(.network(.off))
        #expect(e.backgroundLaunch(.voipKeepAlive, for: "Notes")?.denial == .noMode)
        #expect(e.backgroundLaunch(.voipKeepAlive, for: "Dialer")?.denial == .noNetwork)
        try e.run(.push("Notes", voip: true))
        #expect(e.lastEvent("Notes", .backgroundLaunchDenied)?.reason == "no-mode")
    }

    @Test func aVoIPPushIsRefusedOnIos6AndIos7() throws {
        let e = PushFixtures.engine(.ios7)
        #expect(throws: CommandError.self) { try e.apply(.push("Dialer", voip: true)) }
        #expect(e.refusal(of: .push("Dialer", voip: true)) != nil)
    }

    @Test func theKeepAliveNeverFiresOnIos13AndIos26() throws {
        for profile in [Profile.ios13, .ios26] {
            let e = PushFixtures.engine(profile)
            try e.run(.launch("Talk"), .home, .wait(.hours(1)))
            #expect(e.lastEvent("Talk", .voipKeepAlive) == nil)
        }
        let old = PushFixtures.engine(.ios7)
        try old.run(.launch("Talk"), .home, .wait(.hours(1)))
        #expect(old.lastEvent("Talk", .voipKeepAlive) != nil)
    }

    @Test func newsstandIsUnsupportedOnIos13AndAnIssuePushIsAnOrdinaryPush() throws {
        let e = PushFixtures.engine()
        try e.run(.launch("Paper"), .home, .wait(.minutes(1)))
        let answer = try #require(e.backgroundLaunch(.newsstandDownload, for: "Paper"))
        #expect(answer.denial == .unsupported)
        #expect(answer.explanation.contains("iOS 9"))
        var trace = Trace(e)
        try e.run(.push("Paper"), .wait(.minutes(5)))
        #expect(trace.take() == ["Paper NotificationShown"])
    }
}
