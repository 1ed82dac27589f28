import Lifecycle
import Testing

/// The rule book's §3: BeginBackgroundTask / EndBackgroundTask, the budget, expiration.
@Suite struct BackgroundTaskTests {
    @Test func beginAndEndCarryTheSameTaskIdAndEndingTheLastTaskSuspends() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .home)
        let begin = try #require(e.lastEvent("Mail", .beginBackgroundTask))
        #expect(begin.task == 1)
        #expect(begin.label == "send outbox")
        e.advance(by: .seconds(20))
        let end = try #require(e.lastEvent("Mail", .endBackgroundTask))
        #expect(end.task == 1)
        #expect(end.time == .seconds(20))
        #expect(e.state(of: "Mail") == .suspended)
    }

    @Test(arguments: [(Profile.ios6, Int64(600)), (Profile.ios7, Int64(180)), (Profile.ios13, Int64(30))])
    func theBudgetAfterEnteringTheBackgroundDependsOnTheProfile(profile: Profile, seconds: Int64) throws {
        let e = Fixtures.engine(profile)
        try e.run(.launch("Leaky"), .home)
        #expect(e.status(of: "Leaky")?.backgroundTimeRemaining == .seconds(seconds))
        e.advance(by: .seconds(10))
        #expect(e.status(of: "Leaky")?.backgroundTimeRemaining == .seconds(seconds - 10))
    }

    @Test func backgroundTimeRemainingIsUnboundedInTheForeground() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Leaky"))
        #expect(e.status(of: "Leaky")?.backgroundTimeRemaining == nil)
        try e.run(.home, .wait(.seconds(50)), .launch("Leaky"))
        #expect(e.status(of: "Leaky")?.backgroundTimeRemaining == nil)
    }

    @Test func theExpirationHandlerRunsFiveSecondsBeforeTheBudgetEnds() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Photos"), .home)
        e.advance(by: .minutes(10))
        let expired = try #require(e.lastEvent("Photos", .expirationHandler))
        #expect(expired.time == .seconds(175))
    }

    @Test func aHandlerThatEndsItsTaskSavesTheApp() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Photos"), .home)
        var trace = Trace(e)
        e.advance(by: .minutes(10))
        #expect(trace.take() == ["Photos ExpirationHandler", "Photos EndBackgroundTask", "Photos Suspended"])
        #expect(e.state(of: "Photos") == .suspended)
    }

    @Test func anAppWithTasksStillOpenWhenTheBudgetRunsOutIsTerminatedWithoutWillTerminate() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Leaky"), .home)
        var trace = Trace(e)
        e.advance(by: .minutes(10))
        #expect(trace.take() == ["Leaky ExpirationHandler", "Leaky Terminated"])
        let end = try #require(e.lastEvent("Leaky", .terminated))
        #expect(end.reason == "background-task-timeout")
        #expect(end.time == .seconds(180))
    }

    @Test func theBudgetIsSharedByAllTheAppsTasks() throws {
        let twoTasks = AppSpec(
            name: "Two",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "a", duration: nil, expiration: .endTaskNow),
                TaskSpec(name: "b", duration: nil, expiration: .endTaskNow),
            ]), tasks: [TimedTaskSpec(at: .seconds(100), task: TaskSpec(name: "late", duration: nil, expiration: .endTaskNow))])
        let e = Fixtures.engine(apps: [twoTasks])
        try e.run(.launch("Two"), .wait(.seconds(1)), .home)
        e.advance(by: .seconds(175))
        // All three handlers run at the same moment: one budget for the app.
        let handlers = e.log.events.filter { $0.name == .expirationHandler }
        #expect(handlers.map(\.label) == ["a", "b", "late"])
        #expect(Set(handlers.map(\.time)) == [.seconds(176)])
        #expect(e.state(of: "Two") == .suspended)
    }

    @Test func tasksBegunInTheForegroundRunWithoutALimitUntilTheAppLeaves() throws {
        let sync = AppSpec(name: "Sync", tasks: [TimedTaskSpec(at: .seconds(1), task: TaskSpec(name: "sync", duration: .minutes(20)))])
        let e = Fixtures.engine(apps: [sync])
        try e.run(.launch("Sync"), .wait(.minutes(10)), .home)
        #expect(e.status(of: "Sync")?.tasks.first?.remaining == .seconds(601))
        e.advance(by: .minutes(10))
        // 180 s of budget were not enough for the 601 s left: the empty handler lets it die.
        #expect(e.lastEvent("Sync", .terminated)?.reason == "background-task-timeout")
    }

    @Test func aHandlerThatEndsItsTaskLaterIsStillInTimeWithinFiveSeconds() throws {
        let slow = AppSpec(
            name: "Slow",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "flush", duration: nil, expiration: .endTask(after: .seconds(3)))
            ]))
        let e = Fixtures.engine(apps: [slow])
        try e.run(.launch("Slow"), .home)
        e.advance(by: .minutes(5))
        #expect(e.lastEvent("Slow", .endBackgroundTask)?.time == .seconds(178))
        #expect(e.state(of: "Slow") == .suspended)
    }

    @Test func mainThreadWorkInDidEnterBackgroundCountsAgainstItsFiveSecondsButBackgroundThreadWorkDoesNot() throws {
        let mainThread = AppSpec(
            name: "Main",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "save", thread: .main, duration: .seconds(6), expiration: .endTaskNow)
            ]))
        let otherThread = AppSpec(
            name: "Other",
            didEnterBackground: .init(tasks: [
                TaskSpec(name: "save", thread: .background, duration: .seconds(6), expiration: .endTaskNow)
            ]))
        let e = Fixtures.engine(apps: [mainThread, otherThread])
        try e.run(.launch("Main"), .launch("Other"), .home, .wait(.seconds(10)))
        #expect(e.lastEvent("Main", .terminated)?.reason == "watchdog")
        #expect(e.lastEvent("Main", .terminated)?.time == .seconds(5))
        #expect(e.lastEvent("Other", .endBackgroundTask)?.time == .seconds(6))
        #expect(e.state(of: "Other") == .suspended)
    }

    /// An audio app whose DidEnterBackground begins a task that never ends.
    static let radio = AppSpec(
        name: "Radio", modes: [.audio],
        didEnterBackground: .init(tasks: [
            TaskSpec(name: "stream", duration: nil, expiration: .nothing)
        ]), audio: AudioSpec(playlist: .hours(1)))

    @Test func whileAContinuousModeKeepsTheAppRunningTheBudgetStandsStill() throws {
        let e = Fixtures.engine(apps: [Self.radio])
        try e.run(.launch("Radio"), .wait(.seconds(2)), .home, .wait(.minutes(10)))
        #expect(e.lastEvent("Radio", .expirationHandler) == nil)
        #expect(e.state(of: "Radio") == .background)
        let status = try #require(e.status(of: "Radio"))
        #expect(status.backgroundTimeRemaining == nil)
        #expect(status.budgetHeldBy == .audio)
    }

    @Test func theBudgetStartsRunningWhenTheContinuousWorkStops() throws {
        let e = Fixtures.engine(apps: [Self.radio])
        try e.run(.launch("Radio"), .wait(.seconds(2)), .home, .wait(.hours(2)))
        #expect(e.lastEvent("Radio", .playbackEnded)?.time == .hours(1))
        #expect(e.lastEvent("Radio", .expirationHandler)?.time == .hours(1) + .seconds(175))
        #expect(e.lastEvent("Radio", .terminated)?.time == .hours(1) + .seconds(180))
    }

    @Test func theLogSaysWhenAContinuousModeHoldsTheBudgetAndWhenItLetsItGo() throws {
        let e = Fixtures.engine(apps: [Self.radio])
        try e.run(.launch("Radio"), .wait(.seconds(2)), .home, .wait(.hours(2)))
        let held = try #require(e.lastEvent("Radio", .budgetHeld))
        #expect(held.time == .seconds(2))
        #expect(held.detail == "audio")
        #expect(e.lastEvent("Radio", .budgetReleased)?.time == .hours(1))
    }
}
