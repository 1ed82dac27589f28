import Lifecycle
import Testing

/// The rule book's §6: background transfers run outside the app.
@Suite struct TransferTests {
    @Test func aTransferRunsOutsideTheAppWithNoTimeLimitAtTheNetworksBandwidth() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Podcasts"), .home)
        #expect(e.state(of: "Podcasts") == .suspended)
        e.advance(by: .seconds(450))
        #expect(e.status(of: "Podcasts")?.transfers.first?.bytesDone == 450_000_000)
        e.advance(by: .seconds(450))
        #expect(e.lastEvent("Podcasts", .transferCompleted)?.time == .seconds(900))
    }

    @Test func cellularIsSlowerThanWifi() throws {
        let e = Fixtures.engine()
        try e.run(.network(.cellular), .launch("Podcasts"), .home, .wait(.seconds(100)))
        #expect(e.status(of: "Podcasts")?.transfers.first?.bytesDone == 25_000_000)
    }

    @Test func aTransferPausesWhileTheNetworkIsOffAndResumesAfter() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Podcasts"), .home, .wait(.seconds(100)), .network(.off), .wait(.hours(1)))
        #expect(e.status(of: "Podcasts")?.transfers.first?.bytesDone == 100_000_000)
        try e.run(.network(.wifi), .wait(.seconds(800)))
        #expect(e.lastEvent("Podcasts", .transferCompleted)?.time == .hours(1) + .seconds(900))
    }

    @Test func completionWakesASuspendedAppWithHandleEventsForBackgroundUrlThenSuspendsItAndRefreshesItsSnapshot() throws {
        let podcasts = AppSpec(
            name: "Podcasts", transfers: [TransferSpec(name: "episode", bytes: 900_000_000)],
            snapshot: ["Downloaded {time}"])
        let e = Fixtures.engine(apps: [podcasts])
        try e.run(.launch("Podcasts"), .home)
        #expect(e.status(of: "Podcasts")?.snapshot == ["Downloaded 0:00:00"])
        var trace = Trace(e)
        e.advance(by: .minutes(16))
        #expect(trace.take() == ["Podcasts TransferCompleted", "Podcasts HandleEventsForBackgroundUrl", "Podcasts Suspended"])
        #expect(e.status(of: "Podcasts")?.snapshot == ["Downloaded 0:15:00"])
    }

    @Test func completionLaunchesAnAppTheSystemEnded() throws {
        // 140 of 150 MB in use; pressure wants 75 MB free and purges Podcasts, used least recently.
        let small = Fixtures.engine(memoryMB: 150)
        try small.run(.launch("Podcasts"), .home, .launch("Notes"), .home, .wait(.seconds(1)), .memoryPressure(free: nil))
        #expect(small.state(of: "Podcasts") == .notRunning)
        var trace = Trace(small)
        small.advance(by: .minutes(16))
        #expect(
            trace.take("Podcasts") == [
                "Podcasts TransferCompleted", "Podcasts FinishedLaunching",
                "Podcasts HandleEventsForBackgroundUrl", "Podcasts Suspended",
            ])
    }

    @Test func forceQuittingCancelsTransfers() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Podcasts"), .home, .wait(.seconds(10)))
        var trace = Trace(e)
        try e.run(.swipeUp("Podcasts"))
        #expect(trace.take() == ["SwitcherOpened", "Podcasts Terminated", "Podcasts TransferCancelled"])
        e.advance(by: .hours(1))
        #expect(e.lastEvent("Podcasts", .transferCompleted) == nil)
    }

    @Test func onIOS6AnAppFallsBackToABackgroundTaskBoundByTheBudget() throws {
        let e = Fixtures.engine(.ios6)
        var trace = Trace(e)
        try e.run(.launch("Podcasts"), .home)
        #expect(trace.take().suffix(2) == ["Podcasts BeginBackgroundTask", "Podcasts TransferStarted"])
        e.advance(by: .minutes(15))
        #expect(
            trace.take() == [
                "Podcasts ExpirationHandler", "Podcasts TransferCancelled",
                "Podcasts EndBackgroundTask", "Podcasts Suspended",
            ])
        #expect(e.lastEvent("Podcasts", .expirationHandler)?.time == .seconds(595))
    }

    @Test func anAppThatUpdatesItsUIFromTheBackgroundIsTerminatedOnIOS6Only() throws {
        let painter = AppSpec(
            name: "Painter",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "render", duration: .seconds(30), expiration: .endTaskNow)
            ]),
            backgroundUIUpdate: .seconds(2))
        let six = Fixtures.engine(.ios6, apps: [painter])
        try six.run(.launch("Painter"), .home, .wait(.seconds(5)))
        #expect(six.lastEvent("Painter", .terminated)?.reason == "ui-in-background")
        let seven = Fixtures.engine(.ios7, apps: [painter])
        try seven.run(.launch("Painter"), .home, .wait(.seconds(5)))
        #expect(seven.lastEvent("Painter", .backgroundUIUpdate) != nil)
        #expect(seven.state(of: "Painter") == .background)
    }

    /// Newsstand ended with iOS 9: on ios13/ios26 an issue push is an ordinary push (§11.5,
    /// VoipPushTests/newsstandIsUnsupportedOnIos13AndAnIssuePushIsAnOrdinaryPush).
    @Test(arguments: [Profile.ios6, .ios7])
    func aNewsstandDownloadEndsWithFinishedDownloadingNotHandleEventsForBackgroundUrl(profile: Profile) throws {
        let e = Fixtures.engine(profile)
        try e.run(.launch("Paper"), .home, .push("Paper", silent: false))
        e.advance(by: .minutes(1))
        let names = e.log.events.filter { $0.app == "Paper" }.map(\.name)
        #expect(names.contains(.finishedDownloading))
        #expect(!names.contains(.handleEventsForBackgroundUrl))
        #expect(!names.contains(.beginBackgroundTask), "Newsstand Kit downloads in the system, on ios6 too")
        #expect(e.lastEvent("Paper", .finishedDownloading)?.label == "issue")
    }

    @Test func aFinishedNewsstandDownloadLaunchesAnAppTheSystemEndedWithTheNewsstandDownloadsOption() throws {
        let e = Fixtures.engine(.ios6, memoryMB: 200)
        try e.run(
            .launch("Paper"), .home, .push("Paper", silent: false), .wait(.seconds(1)),
            .memoryPressure(free: nil))
        #expect(e.state(of: "Paper") == .notRunning)
        var trace = Trace(e)
        e.advance(by: .minutes(1))
        #expect(
            trace.take("Paper") == ["Paper TransferCompleted", "Paper FinishedLaunching", "Paper FinishedDownloading", "Paper Suspended"])
        #expect(e.lastEvent("Paper", .finishedLaunching)?.detail == "launch option newsstandDownloads")
    }
}
