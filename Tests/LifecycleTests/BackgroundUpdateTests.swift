import Lifecycle
import Testing

/// The rule book's §8: background fetch and silent push.
@Suite struct BackgroundUpdateTests {
    @Test func theSystemFetchesNoMoreOftenThanTheMinimumInterval() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Weather"), .home, .wait(.hours(24)))
        let fetches = e.log.events.filter { $0.app == "Weather" && $0.name == .performFetch }.map(\.time)
        #expect(fetches.count > 40)
        for (a, b) in zip([.zero] + fetches, fetches) {
            #expect(b - a >= .minutes(15))
        }
    }

    @Test func automaticFetchTimesDependOnTheSeedAndOnlyOnTheSeed() throws {
        func fetchTimes(seed: UInt64) throws -> [SimDuration] {
            let e = Fixtures.engine(seed: seed)
            try e.run(.launch("Weather"), .home, .wait(.hours(6)))
            return e.log.events.filter { $0.name == .performFetch }.map(\.time)
        }
        #expect(try fetchTimes(seed: 7) == fetchTimes(seed: 7))
        #expect(try fetchTimes(seed: 7) != fetchTimes(seed: 8))
    }

    @Test func aFetchCompletesWithItsResultAndRefreshesTheSnapshot() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Weather"), .home, .wait(.minutes(5)))
        #expect(e.status(of: "Weather")?.snapshot == ["Updated 0:00:00"])
        try e.run(.fetch("Weather"), .wait(.seconds(3)))
        #expect(e.lastEvent("Weather", .fetchCompleted)?.detail == "newData")
        #expect(e.status(of: "Weather")?.snapshot == ["Updated 0:05:03"])
    }

    @Test func aFetchWithoutANetworkFails() throws {
        let e = Fixtures.engine()
        try e.run(.network(.off), .fetch("Weather"), .wait(.seconds(5)))
        #expect(e.lastEvent("Weather", .fetchCompleted)?.detail == "failed")
        #expect(e.status(of: "Weather")?.snapshot == [])
    }

    @Test func aSilentPushWakesTheAppForItsWork() throws {
        let e = Fixtures.engine()
        var trace = Trace(e)
        try e.run(.push("Chat", silent: true), .wait(.seconds(5)))
        #expect(trace.take() == ["Chat FinishedLaunching", "Chat DidReceiveRemoteNotification", "Chat FetchCompleted", "Chat Suspended"])
    }

    @Test func aPushCannotArriveWithoutANetworkAndAPNsDeliversTheLastOnePerAppOnceOnline() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.launch("Chat"), .home, .launch("Notes"), .home, .wait(.seconds(30)), .network(.off))
        var trace = Trace(e)
        try e.run(.push("Chat", silent: true), .wait(.minutes(1)), .push("Chat", silent: true), .push("Notes", silent: false))
        try e.run(.wait(.minutes(1)))
        #expect(trace.take() == ["Chat PushHeld", "Chat PushHeld", "Notes PushHeld"], "nothing arrives offline")
        let held = try #require(e.lastEvent("Chat", .pushHeld))
        #expect(held.reason == "no-network")
        #expect(held.detail == "silent, replaces the one held before")
        let answer = try #require(e.backgroundLaunch(.silentPush, for: "Chat"))
        #expect(answer.denial == .noNetwork)
        #expect(answer.explanation == "the device is offline: APNs keeps the last push for Chat until it is back online")
        try e.run(.expectLaunch("Chat", .silentPush, .denied(.noNetwork)))
        try e.run(.network(.cellular), .wait(.seconds(5)))
        #expect(
            trace.take() == [
                "NetworkChanged", "Chat DidReceiveRemoteNotification", "Notes NotificationShown", "Chat FetchCompleted",
                "Chat Suspended",
            ], "the last push per app, once, when the device is back online")
        #expect(e.lastEvent("Chat", .fetchCompleted)?.detail == "newData", "it arrived over the network")
        try e.run(.network(.off), .network(.wifi), .wait(.seconds(5)))
        #expect(trace.take() == ["NetworkChanged", "NetworkChanged"], "delivered pushes are not kept")
    }

    @Test func aPushHeldForTheNetworkMeetsTheRulesOfTheMomentItArrives() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.launch("Chat"), .home, .wait(.seconds(30)), .network(.off), .push("Chat", silent: true))
        try e.run(.refresh(.off), .network(.wifi))
        #expect(e.lastEvent("Chat", .backgroundLaunchDenied)?.reason == "refresh-off")
        #expect(e.lastEvent("Chat", .didReceiveRemoteNotification) == nil)
        try e.run(.network(.off), .push("Chat", silent: true), .reset(nil))
        try e.run(.network(.wifi), .wait(.seconds(5)))
        #expect(e.lastEvent("Chat", .didReceiveRemoteNotification) == nil, "a reset forgets what APNs held for the old device")
    }

    @Test func aNewsstandPushWaitsForTheNetworkAndItsIssueDownloadsOnceOnline() throws {
        let e = Fixtures.engine(.ios6)
        try e.run(.launch("Paper"), .home, .wait(.seconds(30)), .network(.off), .push("Paper", silent: false))
        #expect(e.lastEvent("Paper", .pushHeld)?.detail == "newsstand issue available")
        #expect(e.lastEvent("Paper", .transferStarted) == nil)
        #expect(e.backgroundLaunch(.newsstandDownload, for: "Paper")?.denial == .noNetwork)
        try e.run(.network(.wifi), .wait(.minutes(2)))
        #expect(e.lastEvent("Paper", .didReceiveRemoteNotification)?.detail == "newsstand issue available")
        #expect(e.lastEvent("Paper", .finishedDownloading) != nil)
    }

    @Test func aFetchForAnAppWithoutTheFetchModeDoesNotHappenAndTheLogSaysWhy() throws {
        let e = Fixtures.engine()
        try e.run(.fetch("Notes"))
        let denied = try #require(e.log.events.last)
        #expect(denied.name == .backgroundLaunchDenied)
        #expect(denied.reason == "no-mode")
        #expect(denied.detail == "PerformFetch")
        #expect(e.state(of: "Notes") == .notRunning)
    }

    @Test func aSignificantLocationChangeRelaunchesALocationApp() throws {
        let tracker = AppSpec(
            name: "Tracker", modes: [.location],
            location: LocationSpec(navigation: .minutes(1), significantChanges: .minutes(30)))
        let e = Fixtures.engine(apps: [tracker], memoryMB: 80)
        try e.run(.launch("Tracker"), .home, .wait(.minutes(2)), .memoryPressure(free: nil))
        #expect(e.state(of: "Tracker") == .notRunning)
        var trace = Trace(e)
        e.advance(by: .minutes(30))
        #expect(trace.take() == ["Tracker FinishedLaunching", "Tracker LocationsUpdated", "Tracker Suspended"])
    }
}
