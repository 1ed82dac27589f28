import Lifecycle
import Testing

/// The rule book's §11.2: when the system runs a pending request (AppDeck's model where Apple
/// documents none), and what holds it.
@Suite struct BGTaskSchedulingTests {
    /// Feed submits when it enters the background, at 0:00:00.
    private func feedSubmitted(_ seed: UInt64 = 1, apps: [AppSpec] = [BG.feed, BG.backup, BG.export]) throws -> Engine {
        let e = BG.engine(apps: apps, seed: seed)
        try e.run(.launch("Feed"), .home)
        return e
    }

    @Test func theSystemPicksARefreshTasksMomentAtSubmissionUpToHalfItsEarliestDelayLater() throws {
        var moments: Set<SimDuration> = []
        for seed in 1...20 as ClosedRange<UInt64> {
            let e = try feedSubmitted(seed)
            try e.run(.wait(.hours(2)))
            let launched = try #require(e.events("Feed", .bgTaskLaunched).first)
            #expect(launched.time >= .hours(1) && launched.time <= .minutes(90))
            moments.insert(launched.time)
        }
        #expect(moments.count > 10, "the moment is seeded")
    }

    @Test func aRefreshRequestWithoutEarliestRunsAsIfItWereSubmittedWithFifteenMinutes() throws {
        let soon = BG.task(BG.refresh) { $0.earliest = nil }
        let e = try feedSubmitted(apps: [BG.app("Feed", modes: [.fetch], tasks: [soon])])
        try e.run(.wait(.minutes(30)))
        let launched = try #require(e.events("Feed", .bgTaskLaunched).first)
        #expect(launched.time >= .minutes(15) && launched.time <= .ms(22 * 60_000 + 30_000))
    }

    @Test func aRefreshTaskHeldAtItsMomentRunsAtTheFirstMomentItIsAllowed() throws {
        let e = try feedSubmitted()
        try e.run(.refresh(.wifi), .network(.cellular), .wait(.hours(3)))
        #expect(e.events("Feed", .bgTaskLaunched).isEmpty)
        #expect(e.backgroundLaunch(task: BG.refreshID, for: "Feed")?.heldFor == .wifiOnly)
        try e.run(.network(.wifi))
        #expect(e.lastEvent("Feed", .bgTaskLaunched)?.time == .hours(3))
    }

    @Test func aProcessingTaskRunsOnlyOnceTheDeviceHasBeenLockedFiveMinutes() throws {
        let e = BG.engine()
        try e.run(.charger(true), .launch("Backup"), .home, .wait(.hours(1)))
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .deviceInUse)
        try e.run(.lock, .wait(.minutes(4)))
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.status == .runsIn(.minutes(1)))
        try e.run(.wait(.minutes(2)))
        #expect(e.lastEvent("Backup", .bgTaskLaunched)?.time == .hours(1) + .minutes(5))
    }

    @Test func aProcessingTaskThatRequiresPowerWaitsForTheCharger() throws {
        let e = BG.engine()
        try e.run(.launch("Backup"), .home, .lock, .wait(.hours(2)))
        #expect(e.events("Backup", .bgTaskLaunched).isEmpty)
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .needsPower)
        try e.run(.charger(true))
        #expect(e.lastEvent("Backup", .bgTaskLaunched)?.time == .hours(2))
    }

    @Test func aProcessingTaskThatRequiresTheNetworkWaitsForIt() throws {
        let e = BG.engine()
        try e.run(.charger(true), .network(.off), .launch("Backup"), .home, .lock, .wait(.hours(1)))
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .needsNetwork)
        try e.run(.network(.cellular))
        #expect(e.lastEvent("Backup", .bgTaskLaunched)?.time == .hours(1))
    }

    @Test func aProcessingTaskIsExpiredAtOnceWhenTheUserUnlocksUnplugsOrTheNetworkGoes() throws {
        for (interruption, reason) in [
            (Command.unlock, "device-in-use"), (.charger(false), "needs-power"), (.network(.off), "needs-network"),
        ] {
            let e = BG.engine()
            try e.run(.charger(true), .launch("Backup"), .home, .lock, .wait(.minutes(6)), interruption)
            let expired = try #require(e.lastEvent("Backup", .bgTaskExpired), "\(interruption)")
            #expect(expired.reason == reason)
            #expect(expired.time == .minutes(6))
            #expect(e.lastEvent("Backup", .bgTaskCompleted)?.reason == "failure")
        }
    }

    @Test func anAppNotOpenedForSevenDaysGetsNoTask() throws {
        let weekly = BG.task(BG.refresh) {
            $0.earliest = .hours(24 * 8); $0.resubmit = false
        }
        let e = try feedSubmitted(apps: [BG.app("Feed", modes: [.fetch], tasks: [weekly])])
        #expect(e.backgroundLaunch(task: BG.refreshID, for: "Feed")?.heldFor == .notUsed)
        try e.run(.wait(.hours(24 * 14)))
        #expect(e.events("Feed", .bgTaskLaunched).isEmpty)
        try e.run(.launch("Feed"))
        #expect(e.lastEvent("Feed", .bgTaskLaunched)?.time == .hours(24 * 14))
    }

    @Test func aForceQuitAppGetsNoTaskUntilTheUserOpensItAndItsRequestsStayPending() throws {
        let e = try feedSubmitted()
        try e.run(.swipeUp("Feed"), .wait(.hours(3)))
        #expect(e.events("Feed", .bgTaskLaunched).isEmpty)
        #expect(e.backgroundLaunch(task: BG.refreshID, for: "Feed")?.heldFor == .forceQuit)
        try e.run(.launch("Feed"))
        #expect(e.lastEvent("Feed", .bgTaskLaunched)?.time == .hours(3))
    }

    @Test func lowPowerModeAndABatteryBelowTwentyPercentNotChargingHoldEveryTask() throws {
        let e = try feedSubmitted()
        try e.run(.lowPower(true), .wait(.hours(3)))
        #expect(e.backgroundLaunch(task: BG.refreshID, for: "Feed")?.heldFor == .lowPower)
        try e.run(.battery(19), .lowPower(false))
        #expect(e.backgroundLaunch(task: BG.refreshID, for: "Feed")?.heldFor == .batteryLow)
        #expect(e.events("Feed", .bgTaskLaunched).isEmpty)
        try e.run(.charger(true))
        #expect(e.lastEvent("Feed", .bgTaskLaunched)?.time == .hours(3))
    }

    @Test func aTaskLaunchWakesTheSleepingDeviceWhichStaysAwakeWhileTheTaskRuns() throws {
        let e = BG.engine()
        try e.run(.charger(true), .launch("Backup"), .home, .lock, .wait(.minutes(5)))
        #expect(e.device.awake)
        try e.run(.wait(.minutes(9)))
        #expect(e.device.awake, "10 minutes of work keep the device awake")
        try e.run(.wait(.minutes(2)))
        #expect(e.lastEvent("Backup", .bgTaskCompleted)?.reason == "success")
        #expect(!e.device.awake)
    }

    @Test func theFirstUnmetConditionIsTheReasonInTheEnginesOrder() throws {
        let e = BG.engine()
        try e.run(.launch("Backup"), .home, .network(.off), .battery(10))
        // battery-low, needs-power, needs-network and device-in-use all hold: battery-low is first.
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .batteryLow)
        try e.run(.battery(80))
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .needsPower)
        try e.run(.charger(true))
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .needsNetwork)
        try e.run(.network(.wifi))
        #expect(e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor == .deviceInUse)
        #expect(e.backgroundLaunch(task: "com.other", for: "Backup")?.heldFor == .notPending)
        #expect(Engine.bgTaskHoldOrder.prefix(2) == [.simulator, .notPending])
    }

    @Test func legacyFetchIsDisabledOnIos13ForAnAppThatListsPermittedIdentifiers() throws {
        let both = BG.app(
            "Feed", modes: [.fetch], tasks: [BG.refresh], fetch: FetchSpec(minimumInterval: .minutes(15), duration: .seconds(2)))
        let modern = BG.engine(apps: [both])
        try modern.run(.launch("Feed"), .home, .wait(.hours(2)), .fetch("Feed"))
        #expect(modern.events("Feed", .performFetch).isEmpty)
        #expect(modern.lastEvent("Feed", .backgroundLaunchDenied)?.reason == "fetch-disabled")
        let old = BG.engine(.ios7, apps: [both])
        try old.run(.launch("Feed"), .home, .wait(.hours(2)))
        #expect(!old.events("Feed", .performFetch).isEmpty)
    }
}
