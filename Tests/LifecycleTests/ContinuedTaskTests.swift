import Lifecycle
import Testing

/// The rule book's §11.3: continued processing tasks (ios26).
@Suite struct ContinuedTaskTests {
    private func export(_ tasks: [BGTaskSpec] = [BG.continued]) -> Engine {
        BG.engine(.ios26, apps: [BG.app("Export", tasks: tasks), BG.feed])
    }

    @Test func aContinuedTaskSubmittedFromTheFrontStartsAtOnce() throws {
        let e = export()
        var trace = Trace(e)
        try e.run(.launch("Export"), .submit("Export", BG.continuedID))
        #expect(Array(trace.take().suffix(3)) == ["Export OnActivated", "Export BGTaskSubmitted", "Export BGTaskLaunched"])
    }

    @Test func aContinuedTaskIsSubmittedOnlyFromTheFrontAndOnlyOnIos26() throws {
        let e = export()
        try e.run(.launch("Export"), .launch("Feed"))
        #expect(throws: CommandError.self) { try e.apply(.submit("Export", BG.continuedID)) }
        let old = BG.engine(.ios13, apps: [BG.export])
        try old.run(.launch("Export"))
        #expect(throws: CommandError.cannotCarryOut("ios13 has no continued processing tasks (they need ios26)")) {
            try old.apply(.submit("Export", BG.continuedID))
        }
    }

    @Test func anAppRunsOneContinuedTaskAtATimeAndAQueuedOneStartsWhenItEnds() throws {
        let second = BG.task(BG.continued) {
            $0.id = "com.export.audio"; $0.duration = .seconds(10)
        }
        let e = export([BG.continued, second])
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .submit("Export", "com.export.audio"))
        #expect(e.events("Export", .bgTaskLaunched).count == 1)
        #expect(e.bgTaskRequests(of: "Export").map(\.status).last == .queued)
        try e.run(.wait(.minutes(3)))
        let launches = e.events("Export", .bgTaskLaunched)
        #expect(launches.map(\.label) == [BG.continuedID, "com.export.audio"])
        #expect(launches.last?.time == .minutes(2))
    }

    @Test func aContinuedTaskWithStrategyFailThatCannotStartNowFailsWithImmediateRunIneligible() throws {
        let second = BG.task(BG.continued) {
            $0.id = "com.export.audio"; $0.strategy = .fail
        }
        let e = export([BG.continued, second])
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .submit("Export", "com.export.audio"))
        let failed = try #require(e.lastEvent("Export", .bgTaskSubmitFailed))
        #expect(failed.reason == "immediate-run-ineligible")
        #expect(failed.label == "com.export.audio")
    }

    @Test func aContinuedTaskRunsInTheBackgroundPastThirtySecondsWhileProgressComes() throws {
        let e = export()
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .home, .lock, .wait(.seconds(90)))
        #expect(e.state(of: "Export") == .background)
        try e.run(.wait(.seconds(31)))
        #expect(e.lastEvent("Export", .bgTaskCompleted)?.reason == "success")
        #expect(e.lastEvent("Export", .bgTaskCompleted)?.time == .minutes(2))
        #expect(e.state(of: "Export") == .suspended)
    }

    @Test func theLogKeepsAtMostOneProgressEventASecondPerTask() throws {
        let chatty = BG.task(BG.continued) {
            $0.progressEvery = .ms(250); $0.duration = .seconds(20)
        }
        let e = export([chatty])
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .wait(.seconds(30)))
        let times = e.events("Export", .bgTaskProgress).map(\.time)
        #expect(times.count >= 15)
        for (a, b) in zip(times, times.dropFirst()) { #expect(b - a >= .seconds(1)) }
    }

    @Test func aContinuedTaskWhoseProgressStallsThirtySecondsIsExpired() throws {
        let stuck = BG.task(BG.continued) {
            $0.progressEvery = nil; $0.duration = .minutes(5)
        }
        let e = export([stuck])
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .home, .wait(.minutes(1)))
        let expired = try #require(e.lastEvent("Export", .bgTaskExpired))
        #expect(expired.reason == "stalled")
        #expect(expired.time == .seconds(30))
    }

    @Test func aContinuedTaskThatNeedsTheNetworkMakesNoProgressOfflineAndStalls() throws {
        let upload = BG.task(BG.continued) { $0.requiresNetwork = true }
        let e = export([upload])
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .wait(.seconds(10)), .network(.off), .wait(.minutes(1)))
        let expired = try #require(e.lastEvent("Export", .bgTaskExpired))
        #expect(expired.reason == "stalled")
        #expect(expired.time == .seconds(40))
    }

    @Test func theUserStoppingAContinuedTaskRunsItsExpirationHandler() throws {
        let e = export()
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .wait(.seconds(5)), .stop("Export", BG.continuedID))
        #expect(e.lastEvent("Export", .bgTaskExpired)?.reason == "stopped")
        #expect(e.lastEvent("Export", .bgTaskCompleted)?.reason == "failure")
        #expect(throws: CommandError.self) { try e.apply(.stop("Export", BG.continuedID)) }
    }

    @Test func aSwipeEndsARunningContinuedTaskAndCancelsTheQueuedOnes() throws {
        let second = BG.task(BG.continued) { $0.id = "com.export.audio" }
        let e = export([BG.continued, second])
        try e.run(.launch("Export"), .submit("Export", BG.continuedID), .submit("Export", "com.export.audio"), .home)
        try e.run(.swipeUp("Export"), .wait(.minutes(5)))
        #expect(e.bgTaskRequests(of: "Export").isEmpty)
        #expect(e.events("Export", .bgTaskLaunched).count == 1)
        #expect(e.events("Export", .bgTaskCompleted).isEmpty)
    }
}
