import Testing

@testable import Lifecycle

/// The why report (issue 35): every unmet condition in the hold order, `simulate launch …
/// if-allowed`, and the category and code of a termination.
@Suite struct WhyReportTests {
    /// Backup in the background with its nightly request pending (needs power and network).
    private func backupPending() throws -> Engine {
        let e = BG.engine()
        try e.run(.launch("Backup"), .wait(.seconds(2)), .home)
        return e
    }

    @Test func whyListsEveryUnmetConditionInTheHoldOrderNotOnlyTheFirst() throws {
        let e = try backupPending()
        try e.run(.lowPower(true), .appRefresh("Backup", false), .network(.off))
        let answer = try #require(e.why("Backup", .task(BG.processingID)))
        #expect(answer.reasons == [.lowPower, .appRefreshOff, .needsPower, .needsNetwork, .deviceInUse])
        let order = Engine.bgTaskHoldOrder
        #expect(answer.reasons == order.filter(answer.reasons.contains), "in the hold order")
        #expect(answer.reasons.first == e.backgroundLaunch(task: BG.processingID, for: "Backup")?.heldFor)
    }

    @Test func whyLogsAWhyEventWithEveryReasonAndEachSentence() throws {
        let e = try backupPending()
        try e.run(.lowPower(true), .why("Backup", BG.processingID))
        let why = try #require(e.lastEvent("Backup", .why))
        #expect(why.label == BG.processingID)
        #expect(why.whyReasons == ["low-power", "needs-power", "device-in-use"])
        #expect(why.detail?.contains("low-power: Low Power Mode turns Background App Refresh off") == true)
        #expect(why.detail?.contains("needs-power: it requires external power") == true)
    }

    @Test func whyHasNoReasonsWhenOnlyTimeHoldsTheRequest() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .wait(.seconds(2)), .home, .why("Feed", BG.refreshID))
        let why = try #require(e.lastEvent("Feed", .why))
        #expect(why.reason == nil)
        #expect(why.whyReasons.isEmpty)
        #expect(why.detail?.hasPrefix("runs in") == true)
    }

    @Test func whyWithoutARequestSaysNotPendingAtItsPlaceAndTheOtherHolds() throws {
        let e = BG.engine()
        try e.run(.lowPower(true))
        let answer = try #require(e.why("Feed", .task(BG.refreshID)))
        #expect(answer.reasons == [.notPending, .lowPower, .notUsed], "Feed has never been opened")
    }

    @Test func whyForALaunchListsEveryReasonTheLaunchIsDeniedFor() throws {
        let e = BG.engine(
            .ios13, apps: [AppSpec(name: "Mail", modes: [.fetch], fetch: FetchSpec(minimumInterval: .minutes(30), duration: .seconds(2)))])
        try e.run(.launch("Mail"), .home, .lowPower(true), .refresh(.off), .swipeUp("Mail"))
        let answer = try #require(e.why("Mail", .launch(.fetch)))
        #expect(answer.reasons == [.forceQuit, .lowPower, .refreshOff])
        #expect(answer.reasons.first == e.backgroundLaunch(.fetch, for: "Mail")?.denial)
    }

    @Test func whyWithoutATargetAnswersForEachRequestOfTheApp() throws {
        let e = try backupPending()
        try e.run(.why("Backup", nil))
        #expect(e.events("Backup", .why).map(\.label) == [BG.processingID])
    }

    @Test func expectCannotRunKeepsCheckingTheFirstReason() throws {
        let e = try backupPending()
        try e.run(.lowPower(true))
        try e.run(.expectRun("Backup", BG.processingID, .denied(.lowPower)))
        #expect(throws: CommandError.self) { try e.run(.expectRun("Backup", BG.processingID, .denied(.needsPower))) }
    }

    // MARK: - simulate launch … if-allowed

    @Test func simulateLaunchIfAllowedRunsThePendingRequestWhenNoConditionHoldsIt() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .debugger("Feed", attach: true), .wait(.seconds(2)), .home)
        try e.run(.simulateLaunchIfAllowed("Feed", BG.refreshID))
        #expect(e.lastEvent("Feed", .bgTaskLaunched) != nil, "long before the system's moment: time is no condition")
        #expect(e.lastEvent("Feed", .why) == nil)
    }

    @Test func simulateLaunchIfAllowedLogsWhyAndRunsNothingWhenAConditionHoldsIt() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .debugger("Feed", attach: true), .wait(.seconds(2)), .home, .lowPower(true))
        try e.run(.simulateLaunchIfAllowed("Feed", BG.refreshID))
        #expect(e.lastEvent("Feed", .bgTaskLaunched) == nil)
        #expect(e.lastEvent("Feed", .why)?.whyReasons == ["low-power"])
    }

    @Test func simulateLaunchIfAllowedNeedsTheDebugger() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .wait(.seconds(2)), .home)
        #expect(throws: CommandError.self) { try e.run(.simulateLaunchIfAllowed("Feed", BG.refreshID)) }
    }

    // MARK: - The category and code of a termination

    @Test func everyTerminationReasonHasARowInTheTerminationTable() {
        #expect(Set(TerminationReason.reports.keys) == Set(TerminationReason.allCases))
        #expect(TerminationReason.watchdog.category == .watchdog)
        #expect(TerminationReason.watchdog.code == "0x8badf00d")
        #expect(TerminationReason.user.code == "0xdeadfa11")
        #expect(TerminationReason.memory.category == .systemPressure)
        #expect(TerminationReason.memory.code == nil, "a jetsam report has no exception code")
        #expect(TerminationCategory.memoryLimit.metricCount == "memoryLimitTerminationCount")
    }

    @Test func aTerminatedEventNamesItsTermination() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .swipeUp("Feed"))
        let terminated = try #require(e.lastEvent("Feed", .terminated))
        #expect(terminated.terminationReason == .user)
        #expect(terminated.terminationReason?.category == .normal)
    }
}
