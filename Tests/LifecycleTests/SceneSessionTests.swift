import Lifecycle
import Testing

/// The rule book's §11.1: scene sessions, launches in the background, the watchdogs, one main
/// thread, and ios26's warning for apps without scenes.
@Suite struct SceneSessionTests {
    /// A scene app that keeps running in the background for 20 s (a jetsam kill needs one).
    static let writer = AppSpec(
        name: "Writer", memoryMB: 100,
        didEnterBackground: .init(tasks: [TaskSpec(name: "save", duration: .seconds(20))]), scenes: true)
    /// A scene app whose SceneDidEnterBackground works 8 s on the main thread.
    static let slowScene = AppSpec(name: "SlowScene", didEnterBackground: .init(mainThreadWork: .seconds(8)), scenes: true)

    private func names(_ e: Engine, _ app: String, _ trace: inout Trace) -> [EventName] {
        trace.events().filter { $0.app == app }.map(\.name)
    }

    @Test func theFirstConnectionCreatesASessionAndOnlyThenConfigurationForConnecting() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"), .home, .wait(.seconds(1)))
        var trace = Trace(e)
        try e.run(.launch("Journal"), .home, .wait(.seconds(1)), .memoryPressure(free: nil), .launch("Journal"))
        let names = names(e, "Journal", &trace)
        #expect(!names.contains(.configurationForConnecting))
        #expect(names.suffix(4) == [.finishedLaunching, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive])
    }

    @Test func aSwipeDiscardsTheSessionAndDidDiscardSceneSessionsFollowsTheNextFinishedLaunching() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"), .home, .wait(.seconds(1)), .swipeUp("Journal"), .home)
        var trace = Trace(e)
        try e.run(.launch("Journal"))
        #expect(
            names(e, "Journal", &trace) == [
                .finishedLaunching, .didDiscardSceneSessions, .configurationForConnecting, .sceneWillConnect,
                .sceneWillEnterForeground, .sceneDidBecomeActive,
            ])
        try e.run(.home, .wait(.seconds(1)), .memoryPressure(free: nil), .launch("Journal"))
        #expect(!names(e, "Journal", &trace).contains(.didDiscardSceneSessions))
    }

    @Test func purgesJetsamAndWatchdogKillsKeepTheSession() throws {
        let e = Fixtures.sceneEngine(apps: [Fixtures.journal, Self.writer, Self.slowScene, Fixtures.photos])
        try e.run(.launch("Journal"), .launch("Writer"), .launch("SlowScene"), .home, .wait(.seconds(6)))
        #expect(e.lastEvent("SlowScene", .terminated)?.reason == "watchdog")
        try e.run(.launch("Writer"), .launch("Journal"), .home, .wait(.seconds(1)))
        try e.run(.memoryPressure(free: 1000 * 1_000_000))
        #expect(e.lastEvent("Journal", .terminated)?.detail == "purged while suspended to free memory")
        #expect(e.lastEvent("Writer", .terminated)?.detail?.hasPrefix("a jetsam kill") == true)
        var trace = Trace(e)
        for app in ["Journal", "Writer", "SlowScene"] {
            try e.run(.launch(app))
            let names = names(e, app, &trace)
            #expect(names.first == .finishedLaunching)
            #expect(names.contains(.sceneWillConnect))
            #expect(!names.contains(.configurationForConnecting), "\(app) lost its session")
            #expect(!names.contains(.didDiscardSceneSessions), "\(app) lost its session")
        }
    }

    @Test(arguments: [Command.fetch("Inbox"), .push("Inbox", silent: true)])
    func aLaunchInTheBackgroundConnectsNoSceneAndKeepsItsReasonInFinishedLaunchingsOptions(_ command: Command) throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Inbox"), .home, .wait(.seconds(1)), .memoryPressure(free: nil))
        #expect(e.state(of: "Inbox") == .notRunning)
        var trace = Trace(e)
        try e.run(command, .wait(.seconds(3)))
        let names = names(e, "Inbox", &trace)
        #expect(names.first == .finishedLaunching)
        #expect(names.contains(.performFetch) || names.contains(.didReceiveRemoteNotification))
        for scene in [EventName.sceneWillConnect, .configurationForConnecting, .sceneWillEnterForeground, .sceneDidBecomeActive] {
            #expect(!names.contains(scene))
        }
        if case .push = command {
            #expect(e.lastEvent("Inbox", .finishedLaunching)?.detail == "launch option remoteNotification")
        }
        #expect(e.status(of: "Inbox")?.scene == SceneStatus.none)
    }

    @Test func openingAnAppLaunchedInTheBackgroundConnectsItsSceneWithoutASecondFinishedLaunching() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.fetch("Inbox"), .wait(.seconds(3)))
        #expect(e.state(of: "Inbox") == .suspended)
        var trace = Trace(e)
        try e.run(.launch("Inbox"))
        #expect(
            names(e, "Inbox", &trace) == [
                .configurationForConnecting, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
            ])
    }

    @Test func sceneCreationCountsAsLaunchForTheWatchdog() throws {
        let slow = AppSpec(name: "Slow", launchTime: .seconds(25), scenes: true)
        let e = Fixtures.sceneEngine(apps: [slow])
        try e.run(.launch("Slow"), .wait(.seconds(19)))
        #expect(e.status(of: "Slow")?.mainThread?.callback == .finishedLaunching)
        e.advance(by: .seconds(1))
        #expect(e.log.events.filter { $0.app == "Slow" }.map(\.name) == [.finishedLaunching, .terminated])
        #expect(e.lastEvent("Slow", .terminated)?.reason == "watchdog")
        #expect(e.lastEvent("Slow", .terminated)?.time == .seconds(20))
    }

    @Test func sceneDidEnterBackgroundRunsTheDidEnterBackgroundWorkUnderTheFiveSecondWatchdog() throws {
        let e = Fixtures.sceneEngine(apps: [Fixtures.journal, Self.slowScene, Self.writer])
        try e.run(.launch("Writer"), .home)
        #expect(e.lastEvent("Writer", .beginBackgroundTask)?.label == "save")
        try e.run(.launch("Journal"), .home)
        #expect(e.status(of: "Journal")?.mainThread?.callback == .sceneDidEnterBackground)
        try e.run(.launch("SlowScene"), .home, .wait(.seconds(10)))
        let killed = try #require(e.lastEvent("SlowScene", .terminated))
        #expect(killed.reason == "watchdog")
        #expect(killed.detail == "SceneDidEnterBackground did not return within 5s (0x8badf00d)")
        #expect(e.lastEvent("Journal", .suspended)?.time == e.lastEvent("Journal", .sceneDidEnterBackground).map { $0.time + .ms(500) })
    }

    @Test func sceneCallbacksWaitForTheMainThreadLikeAnyOther() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"), .home)
        var trace = Trace(e)
        try e.run(.launch("Journal"))
        #expect(trace.take("Journal") == [])
        #expect(e.status(of: "Journal")?.mainThread?.waiting == [.sceneWillEnterForeground])
        e.advance(by: .seconds(1))
        #expect(trace.take("Journal") == ["Journal SceneWillEnterForeground", "Journal SceneDidBecomeActive"])
        #expect(e.lastEvent("Journal", .sceneWillEnterForeground)?.time == .ms(500))
    }

    @Test func ios26LogsSceneLifecycleRequiredOncePerAppPerDeviceSession() throws {
        let e = Fixtures.sceneEngine(.ios26)
        var trace = Trace(e)
        try e.run(.launch("Notes"))
        #expect(trace.take() == ["Notes FinishedLaunching", "Notes SceneLifecycleRequired", "Notes OnActivated"])
        try e.run(.home, .wait(.seconds(1)), .swipeUp("Notes"), .home, .launch("Notes"), .fetch("Mail"))
        #expect(trace.take().filter { $0.hasSuffix("SceneLifecycleRequired") } == ["Mail SceneLifecycleRequired"])
        try e.run(.launch("Journal"))
        #expect(!trace.take().contains("Journal SceneLifecycleRequired"))
        try e.run(.reset(nil), .launch("Notes"))
        #expect(trace.take().contains("Notes SceneLifecycleRequired"))
    }

    @Test(arguments: [Profile.ios6, .ios7, .ios13])
    func onlyIos26WarnsAboutAppsWithoutScenes(_ profile: Profile) throws {
        let e = Fixtures.sceneEngine(profile)
        try e.run(.launch("Notes"), .fetch("Mail"))
        #expect(!e.log.events.contains { $0.name == .sceneLifecycleRequired })
    }
}
