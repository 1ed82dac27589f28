import Lifecycle
import Testing

/// The rule book's §4: the watchdog's limits. Every watchdog kill is a Terminated without
/// WillTerminate.
@Suite struct WatchdogTests {
    @Test func didEnterBackgroundThatTakesLongerThanFiveSecondsIsKilledAtFiveSeconds() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Sluggish"), .home)
        var trace = Trace(e)
        e.advance(by: .seconds(10))
        #expect(trace.take() == ["Sluggish Terminated"])
        let end = try #require(e.lastEvent("Sluggish", .terminated))
        #expect(end.reason == "watchdog")
        #expect(end.time == .seconds(5))
        #expect(!e.log.events.contains { $0.name == .willTerminate })
    }

    @Test func didEnterBackgroundWithinFiveSecondsReturnsAndTheAppIsSuspended() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)))
        #expect(e.state(of: "Notes") == .suspended)
        #expect(e.lastEvent("Notes", .suspended)?.time == .ms(500))
    }

    @Test func aLaunchLongerThanTwentySecondsIsKilledByTheWatchdog() throws {
        let slow = AppSpec(name: "Slow", launchTime: .seconds(25))
        let e = Fixtures.engine(apps: [slow])
        var trace = Trace(e)
        try e.run(.launch("Slow"), .wait(.seconds(30)))
        #expect(trace.take() == ["Slow FinishedLaunching", "Slow Terminated"])
        #expect(e.lastEvent("Slow", .terminated)?.time == .seconds(20))
        #expect(e.lastEvent("Slow", .terminated)?.reason == "watchdog")
    }

    @Test func aFetchThatDoesNotCompleteWithinThirtySecondsIsTerminated() throws {
        let slow = AppSpec(
            name: "SlowFetch", modes: [.fetch],
            fetch: FetchSpec(minimumInterval: .minutes(15), duration: .seconds(45)))
        let e = Fixtures.engine(apps: [slow])
        try e.run(.fetch("SlowFetch"), .wait(.minutes(1)))
        let end = try #require(e.lastEvent("SlowFetch", .terminated))
        #expect(end.reason == "fetch-timeout")
        #expect(end.time == .seconds(30))
        #expect(!e.log.events.contains { $0.name == .fetchCompleted })
    }

    @Test func aSilentPushThatDoesNotCompleteWithinThirtySecondsIsTerminated() throws {
        let slow = AppSpec(name: "SlowPush", modes: [.remoteNotification], silentPush: PushSpec(duration: .seconds(31)))
        let e = Fixtures.engine(apps: [slow])
        try e.run(.push("SlowPush", silent: true), .wait(.minutes(1)))
        #expect(e.lastEvent("SlowPush", .terminated)?.reason == "fetch-timeout")
        #expect(e.lastEvent("SlowPush", .terminated)?.time == .seconds(30))
    }

    @Test func willTerminateThatOverrunsIsKilledFiveSecondsAfterItBegan() throws {
        let stubborn = AppSpec(
            name: "Stubborn",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "work", duration: .minutes(1), expiration: .endTaskNow)
            ]), willTerminateWork: .seconds(8))
        let e = Fixtures.engine(apps: [stubborn])
        try e.run(.launch("Stubborn"), .home, .wait(.seconds(1)), .swipeUp("Stubborn"))
        #expect(e.lastEvent("Stubborn", .willTerminate)?.time == .seconds(1))
        #expect(e.lastEvent("Stubborn", .terminated) == nil)
        #expect(e.status(of: "Stubborn")?.mainThread?.callback == .willTerminate)
        e.advance(by: .seconds(10))
        let end = try #require(e.lastEvent("Stubborn", .terminated))
        #expect(end.time == .seconds(6))
        #expect(end.reason == "watchdog")
    }

    @Test func theProcessEndsWhenWillTerminateReturns() throws {
        let tidy = AppSpec(
            name: "Tidy",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "work", duration: .minutes(1), expiration: .endTaskNow)
            ]), willTerminateWork: .seconds(3))
        let e = Fixtures.engine(apps: [tidy])
        try e.run(.launch("Tidy"), .home, .swipeUp("Tidy"), .wait(.seconds(10)))
        #expect(e.lastEvent("Tidy", .terminated)?.time == .seconds(3))
        #expect(e.lastEvent("Tidy", .terminated)?.reason == "user")
    }
}
