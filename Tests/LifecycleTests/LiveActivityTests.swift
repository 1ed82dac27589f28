import Lifecycle
import Testing

/// The rule book's §11.8: Live Activities, one test per rule.
@Suite struct LiveActivityTests {
    typealias F = LiveActivityFixtures

    @Test func everyLiveActivityCommandIsRefusedUnsupportedBeforeIos26() throws {
        for profile in [Profile.ios6, .ios7, .ios13] {
            let e = F.engine(profile)
            try e.run(.launch("Scores"))
            let commands: [Command] = [
                .activity("Scores", .start), F.push(), .liveActivities("Scores", frequent: false, on: false), .activityBudget(3),
            ]
            for command in commands {
                #expect(throws: CommandError.self) { try e.apply(command) }
                do { try e.apply(command) } catch { #expect(error.description.hasPrefix("unsupported: \(profile.rawValue) has no")) }
            }
            try e.run(.expectActivity("Scores", .start, .denied(.unsupported)))
        }
    }

    @Test func anActivityIsAProcessOfItsOwnThatSurvivesAForceQuit() throws {
        let e = try F.started()
        let started = try #require(e.lastEvent("Scores", .activityStarted))
        #expect(started.process == .activity && started.activity == 1 && started.state == .active)
        try e.run(.swipeUp("Scores"), F.push())
        #expect(e.state(of: "Scores") == .notRunning)
        #expect(e.lastEvent("Scores", .activityUpdated)?.reason == "push")
        #expect(e.lastEvent("Scores", .finishedLaunching).map { $0.time } == .zero)
        try e.run(.launch("Scores"), .activity("Scores", .start))
        #expect(e.lastEvent("Scores", .activityStartFailed)?.reason == "too-many")
    }

    @Test func onlyTheActiveAppStartsAnActivity() throws {
        let e = F.engine()
        #expect(throws: CommandError.self) { try e.apply(.activity("Scores", .start)) }
        try e.run(.launch("Scores"), .switcher, .activity("Scores", .start))
        #expect(e.lastEvent("Scores", .activityStartFailed)?.reason == "visibility")
        #expect(e.lastEvent("Scores", .activityStartFailed)?.process == .app)
        try e.run(.tap("Scores"), .call, .activity("Scores", .start))
        #expect(e.reasons("Scores", .activityStartFailed) == ["visibility", "visibility"])
        try e.run(.decline, .activity("Scores", .start))
        #expect(e.lastEvent("Scores", .activityStarted)?.reason == "in-app")
        try e.run(.activity("Scores", .update), .home)
        #expect(e.lastEvent("Scores", .activityUpdated)?.reason == "local")
        #expect(throws: CommandError.self) { try e.apply(.activity("Scores", .update)) }
    }

    @Test func anActivityEndsAtEightHoursAndLeavesTheLockScreenFourHoursLater() throws {
        let e = try F.started()
        try e.run(.wait(.hours(8) - .seconds(1)))
        #expect(e.lastEvent("Scores", .activityEnded) == nil)
        try e.run(.wait(.seconds(1)))
        #expect(e.lastEvent("Scores", .activityEnded)?.reason == "max-duration")
        #expect(e.lastEvent("Scores", .activityEnded)?.time == .hours(8))
        try e.run(.wait(.hours(4)))
        #expect(e.lastEvent("Scores", .activityDismissed)?.reason == "lock-screen-limit")
        #expect(e.lastEvent("Scores", .activityDismissed)?.time == .hours(12))
    }

    @Test func anEndedActivityIsDismissedByItsPolicyOrTheUser() throws {
        let e = try F.started()
        try e.run(.activity("Scores", .end(immediate: false)), .wait(.hours(4)))
        #expect(e.reasons("Scores", .activityEnded) == ["in-app"])
        #expect(e.reasons("Scores", .activityDismissed) == ["lock-screen-limit"])
        try e.run(.activity("Scores", .start), .activity("Scores", .end(immediate: true)))
        #expect(e.reasons("Scores", .activityDismissed).last == "immediate")
        try e.run(.activity("Scores", .start), F.push(.end))
        #expect(e.reasons("Scores", .activityEnded).last == "push")
        try e.run(.activity("Scores", .dismiss))
        #expect(e.reasons("Scores", .activityDismissed).last == "user")
        #expect(throws: CommandError.self) { try e.apply(.activity("Scores", .dismiss)) }
    }

    @Test func nothingUpdatesAnActivityThatHasEnded() throws {
        let e = try F.started()
        try e.run(.activity("Scores", .end(immediate: false)), .activity("Scores", .update), F.push())
        #expect(e.lastEvent("Scores", .activityUpdateDropped)?.reason == "ended")
        #expect(e.lastEvent("Scores", .pushRejected)?.reason == "expired-token")
        #expect(e.lastEvent("Scores", .activityUpdated) == nil)
    }

    @Test func localUpdatesTickWhileTheAppsCodeRuns() throws {
        let e = try F.started(scores: F.scores(updateEvery: .minutes(1)))
        try e.run(.wait(.minutes(3)))
        #expect(e.reasons("Scores", .activityUpdated) == ["local", "local", "local"])
        try e.run(.home, .wait(.minutes(10)))
        let ticks = e.reasons("Scores", .activityUpdated).count
        #expect(e.state(of: "Scores") == .suspended)
        try e.run(.wait(.minutes(10)))
        #expect(e.reasons("Scores", .activityUpdated).count == ticks)
    }

    @Test func anActivityGoesStaleAtItsStaleDateUntilTheNextUpdate() throws {
        let e = try F.started()
        try e.run(.wait(.minutes(10)))
        #expect(e.lastEvent("Scores", .activityStale)?.time == .minutes(10))
        #expect(e.activityStatus(of: "Scores")?.phase == .stale)
        try e.run(F.push(stale: .minutes(5)))
        #expect(e.activityStatus(of: "Scores")?.phase == .active)
        try e.run(.wait(.minutes(5)))
        #expect(e.log.events.filter { $0.name == .activityStale }.count == 2)
        try e.run(F.push())
        try e.run(.wait(.hours(1)))
        #expect(e.log.events.filter { $0.name == .activityStale }.count == 2)
    }

    @Test func anActivityKitPushIsRefusedOverFourKilobytesOrWithoutAToken() throws {
        let e = F.engine()
        try e.run(.launch("Scores"), F.push())
        #expect(e.lastEvent("Scores", .pushRejected)?.reason == "no-token")
        try e.run(.activity("Scores", .start), F.push(size: 5000))
        #expect(e.lastEvent("Scores", .pushRejected)?.reason == "payload-too-large")
        try e.run(.network(.off), F.push(), F.push())
        #expect(e.reasons("Scores", .pushHeld) == ["no-network", "no-network"])
        #expect(e.lastEvent("Scores", .activityUpdated) == nil)
        try e.run(.network(.wifi))
        #expect(e.reasons("Scores", .activityUpdated) == ["push"])
    }

    @Test func aPriorityTenPushOverTheBudgetIsHeldThrottled() throws {
        let e = try F.started(scores: F.scores(frequent: false))
        try e.run(.activityBudget(3), F.push(), F.push(), F.push(), F.push())
        #expect(e.reasons("Scores", .activityUpdateHeld) == ["throttled"])
        try e.run(.expectActivity("Scores", .update, .denied(.throttled)), F.push())
        #expect(e.reasons("Scores", .activityUpdateDropped) == ["coalesced"])
        try e.run(.wait(.hours(1)))
        #expect(e.reasons("Scores", .activityUpdated).count == 4)
        #expect(e.lastEvent("Scores", .activityUpdated)?.time == .hours(1))
    }

    @Test func frequentUpdatesGiveSixTimesTheBudget() throws {
        let e = try F.started()
        try e.run(.activityBudget(2))
        for _ in 0..<12 { try e.run(F.push()) }
        #expect(e.lastEvent("Scores", .activityUpdateHeld) == nil)
        try e.run(F.push())
        #expect(e.reasons("Scores", .activityUpdateHeld) == ["throttled"])
        try e.run(.liveActivities("Scores", frequent: true, on: false))
        #expect(e.activityStatus(of: "Scores")?.budget == 2)
        try e.run(.liveActivities("Scores", frequent: true, on: true))
        #expect(e.reasons("Scores", .activityUpdated).count == 12)
        try e.run(.activityBudget(3))
        #expect(e.reasons("Scores", .activityUpdated).count == 13)
    }

    @Test func aPriorityFivePushWaitsForTheDeviceToWake() throws {
        let e = try F.started()
        try e.run(.lock, .wait(.minutes(1)), F.push(priority: 5))
        #expect(e.reasons("Scores", .activityUpdateHeld) == ["opportunistic"])
        try e.run(.wait(.minutes(30)))
        #expect(e.lastEvent("Scores", .activityUpdated) == nil)
        try e.run(.unlock)
        #expect(e.reasons("Scores", .activityUpdated) == ["push"])
        #expect(e.lastEvent("Scores", .activityUpdated)?.detail?.hasPrefix("priority 5") == true)
    }

    @Test func attributesOverFourKilobytesFailEveryStart() throws {
        let e = F.engine(scores: F.scores(attributes: 5000))
        try e.run(.launch("Scores"), .activity("Scores", .start))
        #expect(e.reasons("Scores", .activityStartFailed) == ["attributes-too-large"])
        try e.run(.expectActivity("Scores", .start, .denied(.attributesTooLarge)))
    }

    @Test func aPushToStartNeedsATokenFromALaunchAndHasItsOwnBudget() throws {
        let e = F.engine()
        try e.run(F.push(.start))
        #expect(e.lastEvent("Scores", .pushRejected)?.reason == "no-token")
        try e.run(.launch("Scores"), .swipeUp("Scores"), F.push(.start))
        let started = try #require(e.lastEvent("Scores", .activityStarted))
        #expect(started.reason == "push-to-start" && started.process == .activity)
        try e.run(F.push(.start))
        #expect(e.lastEvent("Scores", .activityStartFailed)?.reason == "too-many")
        #expect(e.lastEvent("Scores", .activityStartFailed)?.process == .activity)
        for _ in 0..<9 { try e.run(.activity("Scores", .dismiss), F.push(.start), .activityBudget(nil)) }
        try e.run(.activity("Scores", .dismiss), F.push(.start))
        #expect(e.lastEvent("Scores", .activityStartFailed)?.reason == "start-budget")
        #expect(e.reasons("Scores", .activityStarted).count == 10)
    }

    @Test func anActivityStartedByPushGetsItsTokenAtAllow() throws {
        let e = F.engine()
        try e.run(.launch("Scores"), .home, F.push(.start), F.push())
        #expect(e.lastEvent("Scores", .pushRejected)?.reason == "no-token")
        try e.run(.expectActivity("Scores", .update, .denied(.noToken)), .activity("Scores", .allow), F.push())
        #expect(e.reasons("Scores", .activityUpdated) == ["push"])
        #expect(throws: CommandError.self) { try e.apply(.activity("Scores", .allow)) }
        try e.run(F.push(.end), .activity("Scores", .dismiss), F.push(.start), F.push())
        #expect(e.reasons("Scores", .activityUpdated) == ["push", "push"])
    }

    @Test func turningLiveActivitiesOffEndsAndRemovesTheActivity() throws {
        let e = try F.started()
        try e.run(.liveActivities("Scores", frequent: false, on: false))
        #expect(e.reasons("Scores", .activityEnded) == ["disabled"])
        #expect(e.reasons("Scores", .activityDismissed) == ["disabled"])
        // Removed at once: its end does not promise the Lock Screen's 4 hours.
        let ended = try #require(e.lastEvent("Scores", .activityEnded)?.detail)
        #expect(ended.hasPrefix("dismissed at once") && !ended.contains("4h"), "\(ended)")
        try e.run(.activity("Scores", .start))
        #expect(e.reasons("Scores", .activityStartFailed) == ["disabled"])
        try e.run(.liveActivities("Scores", frequent: false, on: true), .activity("Scores", .start))
        #expect(e.reasons("Scores", .activityStarted) == ["in-app", "in-app"])
        #expect(e.lastEvent("Scores", .activityStarted)?.activity == 2)
        try e.run(.reset(nil), .launch("Scores"), .activity("Scores", .start))
        #expect(e.lastEvent("Scores", .activityStarted)?.activity == 1)
    }

    @Test func theAnswersNameTheFirstUnmetConditionInTheRuleBooksOrder() throws {
        let e = Fixtures.engine(.ios26, apps: Fixtures.catalog + [F.scores()])
        #expect(e.activityWhy(of: "Notes", .update).map(\.reason) == [.noLiveActivity, .noActivity])
        #expect(e.activityWhy(of: "Scores", .start).map(\.reason) == [.visibility])
        try e.run(.launch("Scores"), .expectActivity("Scores", .start, .allowed))
        try e.run(.expectActivity("Scores", .update, .denied(.noActivity)))
        try e.run(.activity("Scores", .start), .network(.off), .expectActivity("Scores", .update, .denied(.noNetwork)))
        #expect(e.activityWhy(of: "Scores", .start).map(\.reason) == [.tooMany])
        #expect(throws: CommandError.self) { try e.apply(.expectActivity("Scores", .update, .allowed)) }
        try e.run(.why("Scores", "activity"))
        let why = try #require(e.lastEvent("Scores", .why))
        #expect(why.label == "activity-update" && why.whyReasons == ["no-network"])
    }
}
