import Lifecycle
import Testing

/// The rule book's §11.1: the scene life cycle's callbacks and the order they come in.
@Suite struct SceneOrderTests {
    static let replaced: [EventName] = [.onActivated, .onResignActivation, .didEnterBackground, .willEnterForeground]

    @Test(arguments: [Profile.ios13, .ios26])
    func aSceneAppGetsTheSceneCallbacksAndNoneOfTheFourAppDelegateCallbacksTheyReplace(_ profile: Profile) throws {
        let e = Fixtures.sceneEngine(profile)
        try e.run(
            .launch("Journal"), .home, .wait(.seconds(5)), .launch("Journal"), .call, .decline, .switcher,
            .tap("Journal"), .lock, .wait(.seconds(1)), .unlock, .swipeUp("Journal"), .wait(.seconds(1)))
        let names = e.log.events.filter { $0.app == "Journal" }.map(\.name)
        #expect(names.contains(.finishedLaunching) && names.contains(.willTerminate))
        for name in [
            EventName.sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
            .sceneDidEnterBackground, .sceneDidDisconnect,
        ] {
            #expect(names.contains(name), "Journal had no \(name.rawValue)")
        }
        for name in Self.replaced { #expect(!names.contains(name), "Journal had \(name.rawValue)") }
    }

    @Test func aColdLaunchConfiguresTheSessionConnectsTheSceneEntersTheForegroundAndBecomesActive() throws {
        let e = Fixtures.sceneEngine()
        var trace = Trace(e)
        try e.run(.launch("Journal"))
        #expect(
            trace.take() == [
                "Journal FinishedLaunching", "Journal ConfigurationForConnecting", "Journal SceneWillConnect",
                "Journal SceneWillEnterForeground", "Journal SceneDidBecomeActive",
            ])
        #expect(e.lastEvent("Journal", .sceneWillEnterForeground)?.state == .inactive)
        #expect(e.state(of: "Journal") == .active)
        #expect(e.status(of: "Journal")?.scene == .front)
    }

    @Test func pressingHomeResignsTheSceneThenItEntersTheBackgroundThenTheAppIsSuspended() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"))
        var trace = Trace(e)
        try e.run(.home)
        #expect(trace.take() == ["Journal SceneWillResignActive", "Journal SceneDidEnterBackground"])
        #expect(e.status(of: "Journal")?.scene == .background)
        e.advance(by: .ms(500))
        #expect(trace.take() == ["Journal Suspended"])
    }

    @Test(arguments: [AppState.background, .suspended])
    func returningToTheFrontCallsSceneWillEnterForegroundThenSceneDidBecomeActive(from state: AppState) throws {
        let long = AppSpec(
            name: "Long", didEnterBackground: .init(tasks: [TaskSpec(name: "save", duration: .seconds(20))]), scenes: true)
        let e = Fixtures.sceneEngine(apps: [long])
        try e.run(.launch("Long"), .home)
        if state == .suspended { e.advance(by: .seconds(30)) }
        #expect(e.state(of: "Long") == state)
        var trace = Trace(e)
        try e.run(.launch("Long"))
        #expect(trace.take("Long") == ["Long SceneWillEnterForeground", "Long SceneDidBecomeActive"])
    }

    @Test func lockingAndUnlockingMoveTheSceneAsHomeAndReturnDo() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"))
        var trace = Trace(e)
        try e.run(.lock)
        #expect(trace.take("Journal") == ["Journal SceneWillResignActive", "Journal SceneDidEnterBackground"])
        e.advance(by: .minutes(1))
        try e.run(.unlock)
        // Running when the device locked, Journal hears that protected data goes once its save returns (§11.6).
        #expect(
            trace.take("Journal") == [
                "Journal ProtectedDataWillBecomeUnavailable", "Journal Suspended", "Journal SceneWillEnterForeground",
                "Journal SceneDidBecomeActive",
            ])
    }

    @Test func aDeclinedCallResignsTheSceneThenReactivatesIt() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"))
        var trace = Trace(e)
        try e.run(.call, .decline)
        #expect(trace.take() == ["CallIncoming", "Journal SceneWillResignActive", "CallDeclined", "Journal SceneDidBecomeActive"])
    }

    @Test func aDismissedSmsAlertResignsTheSceneThenReactivatesIt() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"))
        var trace = Trace(e)
        try e.run(.sms, .dismiss)
        #expect(trace.take() == ["SmsAlert", "Journal SceneWillResignActive", "SmsDismissed", "Journal SceneDidBecomeActive"])
    }

    @Test func anAnsweredCallSendsTheSceneToTheBackgroundAndHangingUpBringsItBack() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"))
        var trace = Trace(e)
        try e.run(.call, .answer)
        #expect(
            trace.take() == [
                "CallIncoming", "Journal SceneWillResignActive", "CallAnswered", "Journal SceneDidEnterBackground",
            ])
        e.advance(by: .minutes(2))
        try e.run(.hangup)
        #expect(
            trace.take() == ["Journal Suspended", "CallEnded", "Journal SceneWillEnterForeground", "Journal SceneDidBecomeActive"])
    }

    @Test func pickingTheSameCardInTheSwitcherReactivatesTheScene() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"))
        var trace = Trace(e)
        try e.run(.switcher, .tap("Journal"))
        #expect(
            trace.take() == ["SwitcherOpened", "Journal SceneWillResignActive", "SwitcherClosed", "Journal SceneDidBecomeActive"])
    }

    @Test func pickingAnotherCardSendsTheSceneToTheBackground() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Mail"), .launch("Journal"))
        var trace = Trace(e)
        try e.run(.switcher, .tap("Mail"))
        #expect(
            trace.take() == [
                "SwitcherOpened", "Journal SceneWillResignActive", "SwitcherClosed", "Journal SceneDidEnterBackground",
                "Mail WillEnterForeground", "Mail OnActivated",
            ])
    }

    @Test func swipingUpARunningSceneAppDisconnectsTheSceneThenCallsWillTerminate() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"), .home)
        #expect(e.state(of: "Journal") == .background)
        var trace = Trace(e)
        try e.run(.swipeUp("Journal"))
        e.advance(by: .seconds(1))
        #expect(trace.take("Journal") == ["Journal SceneDidDisconnect", "Journal WillTerminate", "Journal Terminated"])
        try e.run(.launch("Journal"), .switcher)
        try e.run(.swipeUp("Journal"))
        #expect(trace.take("Journal").suffix(3) == ["Journal SceneDidDisconnect", "Journal WillTerminate", "Journal Terminated"])
    }

    @Test func swipingUpASuspendedSceneAppIsSilent() throws {
        let e = Fixtures.sceneEngine()
        try e.run(.launch("Journal"), .home, .wait(.seconds(1)))
        #expect(e.state(of: "Journal") == .suspended)
        var trace = Trace(e)
        try e.run(.swipeUp("Journal"))
        #expect(trace.take("Journal") == ["Journal Terminated"])
    }

    @Test(arguments: [Profile.ios6, .ios7])
    func beforeIos13TheSceneManifestIsIgnored(_ profile: Profile) throws {
        let e = Fixtures.sceneEngine(profile)
        var trace = Trace(e)
        try e.run(.launch("Journal"), .home)
        #expect(
            trace.take() == [
                "Journal FinishedLaunching", "Journal OnActivated", "Journal OnResignActivation", "Journal DidEnterBackground",
            ])
        #expect(e.status(of: "Journal")?.scene == nil)
        #expect(
            throws: CommandError.cannotCarryOut(
                "\(profile.rawValue) has no scenes (they came with iOS 13): Journal gets the app delegate's callbacks")
        ) {
            try e.apply(.disconnect("Journal"))
        }
    }
}
