import Lifecycle
import Testing

/// LIFECYCLE.md §8: background fetch and silent push.
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
