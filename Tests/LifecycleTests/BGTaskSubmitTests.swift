import Lifecycle
import Testing

/// The rule book's §11.2: what submit(_:) answers, and the launch handlers an app must register.
@Suite struct BGTaskSubmitTests {
    @Test func aSubmitForAnIdentifierNotInThePermittedIdentifiersFailsWithNotPermitted() throws {
        let app = BG.app("Feed", modes: [.fetch], tasks: [BG.refresh], permitted: ["com.other"])
        let e = BG.engine(apps: [app])
        try e.run(.launch("Feed"), .home)
        let failed = try #require(e.lastEvent("Feed", .bgTaskSubmitFailed))
        #expect(failed.label == BG.refreshID)
        #expect(failed.reason == "not-permitted")
        #expect(e.events("Feed", .bgTaskSubmitted).isEmpty)
    }

    @Test func aWildcardEntryPermitsEveryIdentifierThatStartsWithIt() throws {
        let app = BG.app("Feed", modes: [.fetch], tasks: [BG.refresh], permitted: ["com.feed.*"])
        let e = BG.engine(apps: [app])
        try e.run(.launch("Feed"), .home)
        #expect(e.lastEvent("Feed", .bgTaskSubmitted)?.label == BG.refreshID)
    }

    @Test func aRefreshSubmitWithoutTheFetchModeAndAProcessingSubmitWithoutTheProcessingModeFailWithNotPermitted() throws {
        let feed = BG.app("Feed", tasks: [BG.refresh])
        let backup = BG.app("Backup", modes: [.fetch], tasks: [BG.processing])
        let e = BG.engine(apps: [feed, backup])
        try e.run(.launch("Feed"), .launch("Backup"), .home)
        #expect(e.lastEvent("Feed", .bgTaskSubmitFailed)?.reason == "not-permitted")
        #expect(e.lastEvent("Backup", .bgTaskSubmitFailed)?.reason == "not-permitted")
    }

    @Test func aSubmitWhileBackgroundAppRefreshIsOffFailsWithUnavailable() throws {
        for off: Command in [.refresh(.off), .lowPower(true), .appRefresh("Feed", false)] {
            let e = BG.engine()
            try e.run(off, .launch("Feed"), .home)
            #expect(e.lastEvent("Feed", .bgTaskSubmitFailed)?.reason == "unavailable", "\(off)")
        }
    }

    @Test func atMostOneRefreshRequestIsPendingPerAppAndAnotherFailsWithTooManyPending() throws {
        let other = BG.task(BG.refresh) {
            $0.id = "com.feed.second"; $0.submit = .command
        }
        let e = BG.engine(apps: [BG.app("Feed", modes: [.fetch], tasks: [BG.refresh, other])])
        try e.run(.launch("Feed"), .home, .launch("Feed"), .submit("Feed", "com.feed.second"))
        let failed = try #require(e.lastEvent("Feed", .bgTaskSubmitFailed))
        #expect(failed.label == "com.feed.second")
        #expect(failed.reason == "too-many-pending")
    }

    @Test func atMostTenProcessingRequestsArePendingPerApp() throws {
        let tasks = (1...11).map { n in
            BG.task(BG.processing) {
                $0.id = "com.backup.\(n)"; $0.submit = .launch
            }
        }
        let e = BG.engine(apps: [BG.app("Backup", modes: [.processing], tasks: tasks)])
        try e.run(.launch("Backup"))
        #expect(e.events("Backup", .bgTaskSubmitted).count == 10)
        #expect(e.lastEvent("Backup", .bgTaskSubmitFailed)?.label == "com.backup.11")
        #expect(e.lastEvent("Backup", .bgTaskSubmitFailed)?.reason == "too-many-pending")
    }

    @Test func submittingAnIdentifierThatIsPendingReplacesItsRequest() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .launch("Feed"), .home)
        #expect(e.events("Feed", .bgTaskSubmitted).count == 2)
        #expect(e.events("Feed", .bgTaskSubmitFailed).isEmpty)
        #expect(e.bgTaskRequests(of: "Feed").count == 1)
        #expect(e.lastEvent("Feed", .bgTaskSubmitted)?.detail?.contains("replaces the pending request") == true)
    }

    @Test func onIos6AndIos7NothingIsSubmittedAndTheSubmitCommandIsRefused() throws {
        for profile in [Profile.ios6, .ios7] {
            let e = BG.engine(profile)
            try e.run(.launch("Feed"), .home, .launch("Feed"))
            #expect(e.events("Feed", .bgTaskSubmitted).isEmpty)
            #expect(e.events("Feed", .bgTaskSubmitFailed).isEmpty)
            #expect(throws: CommandError.self) { try e.apply(.submit("Feed", BG.refreshID)) }
        }
    }

    @Test func theSubmitCommandNeedsARunningAppAndATaskItDeclares() throws {
        let e = BG.engine()
        #expect(throws: CommandError.cannotCarryOut("Feed is not running: only a running app submits")) {
            try e.apply(.submit("Feed", BG.refreshID))
        }
        try e.run(.launch("Feed"))
        #expect(throws: CommandError.cannotCarryOut("Feed has no BG task 'nope' (its tasks: com.feed.refresh)")) {
            try e.apply(.submit("Feed", "nope"))
        }
    }

    @Test func aHandlerRegisteredAfterLaunchCrashesTheAppAtLaunch() throws {
        let late = BG.task(BG.refresh) { $0.register = .late }
        let e = BG.engine(apps: [BG.app("Broken", modes: [.fetch], tasks: [late])])
        try e.run(.launch("Broken"), .wait(.seconds(1)))
        let crash = try #require(e.lastEvent("Broken", .terminated))
        #expect(crash.reason == "task-registration")
        #expect(crash.time == .ms(300))
        #expect(e.state(of: "Broken") == .notRunning)
        let left = BG.engine(apps: [BG.app("Broken", modes: [.fetch], tasks: [late])])
        try left.run(.launch("Broken"), .home, .wait(.seconds(1)))
        #expect(left.lastEvent("Broken", .terminated)?.reason == "task-registration", "even when the user left at once")
    }

    @Test func aSubmitForATaskWhoseHandlerIsNeverRegisteredCrashesAtTheSubmit() throws {
        let never = BG.task(BG.refresh) { $0.register = .never }
        let e = BG.engine(apps: [BG.app("Feed", modes: [.fetch], tasks: [never])])
        try e.run(.launch("Feed"), .home)
        #expect(e.lastEvent("Feed", .terminated)?.reason == "task-registration")
        #expect(e.events("Feed", .bgTaskSubmitted).isEmpty)
        #expect(e.bgTaskRequests(of: "Feed").isEmpty)
    }

    @Test func aSubmitOnLaunchHappensInFinishedLaunchingAtEveryLaunch() throws {
        let atLaunch = BG.task(BG.refresh) { $0.submit = .launch }
        let e = BG.engine(apps: [BG.app("Feed", modes: [.fetch], tasks: [atLaunch])])
        var trace = Trace(e)
        try e.run(.launch("Feed"))
        #expect(trace.take() == ["Feed FinishedLaunching", "Feed BGTaskSubmitted", "Feed OnActivated"])
    }

    @Test func aSceneAppSubmitsItsEnterBackgroundRequestsInSceneDidEnterBackground() throws {
        var feed = BG.feed
        feed.scenes = true
        let e = BG.engine(apps: [feed])
        var trace = Trace(e)
        try e.run(.launch("Feed"), .home)
        let events = trace.take("Feed")
        let entered = try #require(events.firstIndex(of: "Feed SceneDidEnterBackground"))
        #expect(events[entered + 1] == "Feed BGTaskSubmitted")
        #expect(!events.contains("Feed DidEnterBackground"))
    }
}
