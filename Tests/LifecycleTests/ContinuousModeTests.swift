import Lifecycle
import Testing

/// The rule book's §7: apps that run in the background continuously while they do that work.
@Suite struct ContinuousModeTests {
    @Test func anAudioAppKeepsRunningWhilePlayingAndIsSuspendedWhenPlaybackEnds() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Music"), .home, .wait(.minutes(59)))
        #expect(e.state(of: "Music") == .background)
        #expect(e.status(of: "Music")?.activities == ["audio"])
        var trace = Trace(e)
        e.advance(by: .minutes(2))
        #expect(trace.take() == ["Music PlaybackEnded", "Music Suspended"])
        #expect(e.lastEvent("Music", .suspended)?.time == .minutes(60))
    }

    @Test func aLocationAppKeepsRunningWhileNavigating() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Maps"), .home, .wait(.minutes(44)))
        #expect(e.state(of: "Maps") == .background)
        e.advance(by: .minutes(2))
        #expect(e.state(of: "Maps") == .suspended)
        #expect(e.lastEvent("Maps", .navigationEnded)?.time == .minutes(45))
    }

    @Test func aVoipAppIsWokenForItsKeepAliveAndSuspendedBetween() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Talk"), .home)
        #expect(e.state(of: "Talk") == .suspended)
        var trace = Trace(e)
        e.advance(by: .minutes(21))
        #expect(trace.take() == ["Talk VoipKeepAlive", "Talk Suspended", "Talk VoipKeepAlive", "Talk Suspended"])
        #expect(e.log.events.filter { $0.name == .voipKeepAlive }.map(\.time) == [.minutes(10), .minutes(20)])
    }

    @Test func anExternalAccessoryAppKeepsRunningWhileTheAccessoryTalks() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Fitness"), .home, .wait(.minutes(30)))
        #expect(e.state(of: "Fitness") == .background)
        #expect(e.log.events.filter { $0.name == .accessoryData }.count == 30)
    }

    @Test func aNewsstandAppDownloadsAnIssueWhenAPushArrives() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Paper"), .home)
        #expect(e.state(of: "Paper") == .suspended)
        var trace = Trace(e)
        try e.run(.push("Paper", silent: false))
        #expect(trace.take() == ["Paper NotificationShown", "Paper DidReceiveRemoteNotification", "Paper TransferStarted"])
        e.advance(by: .minutes(1))
        #expect(trace.take() == ["Paper Suspended", "Paper TransferCompleted", "Paper FinishedDownloading", "Paper Suspended"])
    }
}
