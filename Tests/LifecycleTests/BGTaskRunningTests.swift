import Lifecycle
import Testing

/// The rule book's §11.2: a running task, its expiration and completion, and the debugger.
@Suite struct BGTaskRunningTests {
    private func feed(_ change: (inout BGTaskSpec) -> Void) -> Engine {
        BG.engine(apps: [BG.app("Feed", modes: [.fetch], tasks: [BG.task(BG.refresh, change)])])
    }

    @Test func aRefreshTaskLaunchesTheAppInTheBackgroundWithFinishedLaunchingThenItsHandler() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .wait(.seconds(1)), .memoryPressure(free: nil))
        #expect(e.state(of: "Feed") == .notRunning)
        var trace = Trace(e)
        try e.run(.wait(.hours(2)))
        #expect(
            Array(trace.take("Feed").prefix(4)) == [
                "Feed FinishedLaunching", "Feed BGTaskLaunched", "Feed BGTaskSubmitted", "Feed BGTaskCompleted",
            ])
        #expect(e.events("Feed", .onActivated).count == 1, "never OnActivated for a background launch")
        #expect(e.lastEvent("Feed", .finishedLaunching)?.detail == "launch option BGTaskScheduler")
    }

    @Test func aTaskThatCompletesItsWorkLogsSuccessAndTheAppIsSuspended() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .wait(.hours(2)))
        let launched = try #require(e.lastEvent("Feed", .bgTaskLaunched))
        let done = try #require(e.lastEvent("Feed", .bgTaskCompleted))
        #expect(done.reason == "success")
        #expect(done.time == launched.time + .seconds(4))
        #expect(e.state(of: "Feed") == .suspended)
    }

    @Test func resubmitSubmitsTheNextRequestWhenTheHandlerStarts() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .wait(.hours(2)))
        let launched = try #require(e.lastEvent("Feed", .bgTaskLaunched))
        #expect(e.lastEvent("Feed", .bgTaskSubmitted)?.time == launched.time)
        #expect(e.backgroundLaunch(task: BG.refreshID, for: "Feed")?.runs == true)
    }

    @Test func aRefreshTaskStillRunningAt25sIsExpiredAndTheAppTerminatedAt30s() throws {
        let e = feed {
            $0.duration = nil; $0.expiration = .nothing
        }
        try e.run(.launch("Feed"), .home, .wait(.hours(2)))
        let launched = try #require(e.lastEvent("Feed", .bgTaskLaunched))
        let expired = try #require(e.lastEvent("Feed", .bgTaskExpired))
        #expect(expired.reason == "time")
        #expect(expired.time == launched.time + .seconds(25))
        let end = try #require(e.lastEvent("Feed", .terminated))
        #expect(end.reason == "task-not-completed")
        #expect(end.time == launched.time + .seconds(30))
    }

    @Test func anExpirationHandlerThatCompletesTheTaskSavesTheAppWithAnUnsuccessfulCompletion() throws {
        let e = feed {
            $0.duration = nil; $0.expiration = .endTask(after: .seconds(2))
        }
        try e.run(.launch("Feed"), .home, .wait(.hours(2)))
        let expired = try #require(e.lastEvent("Feed", .bgTaskExpired))
        let done = try #require(e.lastEvent("Feed", .bgTaskCompleted))
        #expect(done.reason == "failure")
        #expect(done.time == expired.time + .seconds(2))
        #expect(e.events("Feed", .terminated).isEmpty)
    }

    @Test func aTaskWithoutAnExpirationHandlerIsMarkedCompleteAndUnsuccessfulWhenItWouldHaveRun() throws {
        let e = feed {
            $0.duration = nil; $0.expiration = .noHandler
        }
        try e.run(.launch("Feed"), .home, .wait(.hours(2)))
        let expired = try #require(e.lastEvent("Feed", .bgTaskExpired))
        let done = try #require(e.lastEvent("Feed", .bgTaskCompleted))
        #expect(done.reason == "failure")
        #expect(done.time == expired.time)
        #expect(e.events("Feed", .terminated).isEmpty)
    }

    @Test func afterAnExpirationForAnotherReasonTheAppHasFiveSecondsToComplete() throws {
        let lazy = BG.task(BG.processing) { $0.expiration = .nothing }
        let e = BG.engine(apps: [BG.app("Backup", modes: [.processing], tasks: [lazy])])
        try e.run(.charger(true), .launch("Backup"), .home, .lock, .wait(.minutes(6)), .unlock, .wait(.seconds(10)))
        let expired = try #require(e.lastEvent("Backup", .bgTaskExpired))
        let end = try #require(e.lastEvent("Backup", .terminated))
        #expect(end.reason == "task-not-completed")
        #expect(end.time == expired.time + .seconds(5))
    }

    @Test func withTheDebuggerAttachedTheAppIsNeverSuspended() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .debugger("Feed", attach: true), .home, .wait(.minutes(10)))
        #expect(e.state(of: "Feed") == .background)
        try e.run(.debugger("Feed", attach: false))
        #expect(e.state(of: "Feed") == .suspended)
    }

    @Test func withTheDebuggerAttachedNoWatchdogFires() throws {
        var slow = BG.feed
        slow.didEnterBackground = DidEnterBackgroundSpec(mainThreadWork: .seconds(8))
        let e = BG.engine(apps: [slow])
        try e.run(.launch("Feed"), .debugger("Feed", attach: true), .home, .wait(.seconds(20)))
        #expect(e.events("Feed", .terminated).isEmpty)
        let f = BG.engine(apps: [slow])
        try f.run(.launch("Feed"), .home, .wait(.seconds(20)))
        #expect(f.lastEvent("Feed", .terminated)?.reason == "watchdog")
    }

    @Test func simulateLaunchRunsAPendingRequestsHandlerNowWhateverTheConditions() throws {
        let e = BG.engine()
        try e.run(.launch("Backup"), .debugger("Backup", attach: true), .home, .network(.off), .simulateLaunch("Backup", BG.processingID))
        #expect(e.lastEvent("Backup", .bgTaskLaunched)?.time == .zero)
        try e.run(.wait(.minutes(11)))
        #expect(e.lastEvent("Backup", .bgTaskCompleted)?.reason == "success")
    }

    @Test func simulateLaunchWithoutAPendingRequestSaysNoneHasBeenScheduled() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .debugger("Feed", attach: true))
        #expect(throws: CommandError.cannotCarryOut("No task request with identifier com.feed.refresh has been scheduled")) {
            try e.apply(.simulateLaunch("Feed", BG.refreshID))
        }
    }

    @Test func simulateCommandsNeedTheDebuggerAttached() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .launch("Feed"))
        #expect(throws: CommandError.self) { try e.apply(.simulateLaunch("Feed", BG.refreshID)) }
        #expect(throws: CommandError.self) { try e.apply(.debugger("Backup", attach: true)) }
    }

    @Test func simulateExpireRunsARunningTasksExpirationHandler() throws {
        let e = BG.engine()
        try e.run(
            .launch("Backup"), .debugger("Backup", attach: true), .home, .simulateLaunch("Backup", BG.processingID),
            .wait(.seconds(10)), .simulateExpire("Backup", BG.processingID))
        let expired = try #require(e.lastEvent("Backup", .bgTaskExpired))
        #expect(expired.reason == "simulated")
        #expect(expired.label == BG.processingID)
        #expect(e.lastEvent("Backup", .bgTaskCompleted)?.reason == "failure")
    }
}
