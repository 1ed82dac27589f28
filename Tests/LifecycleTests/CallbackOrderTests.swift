import Lifecycle
import Testing

/// The rule book's §2: delegate callbacks and the order they come in.
@Suite struct CallbackOrderTests {
    @Test func coldLaunchCallsFinishedLaunchingThenOnActivatedAndNeverWillEnterForeground() throws {
        let e = Fixtures.engine()
        var trace = Trace(e)
        try e.run(.launch("Notes"))
        #expect(trace.take() == ["Notes FinishedLaunching", "Notes OnActivated"])
        #expect(e.state(of: "Notes") == .active)
    }

    @Test func pressingHomeResignsThenEntersBackgroundThenSuspendsOnceNothingRuns() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        var trace = Trace(e)
        try e.run(.home)
        #expect(trace.take() == ["Notes OnResignActivation", "Notes DidEnterBackground"])
        #expect(e.state(of: "Notes") == .background)
        e.advance(by: .ms(500))
        #expect(trace.take() == ["Notes Suspended"])
        #expect(e.state(of: "Notes") == .suspended)
    }

    @Test(arguments: [AppState.background, .suspended])
    func returningToTheFrontCallsWillEnterForegroundThenOnActivated(from state: AppState) throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .home)
        if state == .suspended { e.advance(by: .seconds(30)) }
        #expect(e.state(of: "Mail") == state)
        var trace = Trace(e)
        try e.run(.launch("Mail"))
        #expect(trace.take() == ["Mail WillEnterForeground", "Mail OnActivated"])
    }

    @Test func aDeclinedCallResignsThenReactivates() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        var trace = Trace(e)
        try e.run(.call, .decline)
        #expect(trace.take() == ["CallIncoming", "Notes OnResignActivation", "CallDeclined", "Notes OnActivated"])
    }

    @Test func anAnsweredCallSendsTheAppToTheBackgroundAndHangingUpBringsItBack() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        var trace = Trace(e)
        try e.run(.call, .answer)
        #expect(trace.take() == ["CallIncoming", "Notes OnResignActivation", "CallAnswered", "Notes DidEnterBackground"])
        e.advance(by: .minutes(2))
        #expect(trace.take() == ["Notes Suspended"])
        try e.run(.hangup)
        #expect(trace.take() == ["CallEnded", "Notes WillEnterForeground", "Notes OnActivated"])
        #expect(e.device.frontApp == "Notes")
    }

    @Test func aDismissedSmsAlertResignsThenReactivates() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        var trace = Trace(e)
        try e.run(.sms)
        #expect(e.state(of: "Notes") == .inactive)
        try e.run(.dismiss)
        #expect(trace.take() == ["SmsAlert", "Notes OnResignActivation", "SmsDismissed", "Notes OnActivated"])
    }

    @Test func openingTheSwitcherResignsAndPickingTheSameCardReactivates() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        var trace = Trace(e)
        try e.run(.switcher)
        #expect(trace.take() == ["SwitcherOpened", "Notes OnResignActivation"])
        try e.run(.tap("Notes"))
        #expect(trace.take() == ["SwitcherClosed", "Notes OnActivated"])
    }

    @Test func pickingAnotherCardSendsTheFrontAppToTheBackground() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .launch("Notes"))
        var trace = Trace(e)
        try e.run(.switcher, .tap("Mail"))
        #expect(
            trace.take() == [
                "SwitcherOpened", "Notes OnResignActivation", "SwitcherClosed",
                "Notes DidEnterBackground", "Mail WillEnterForeground", "Mail OnActivated",
            ])
    }

    @Test func lockingResignsAndEntersBackgroundAndUnlockingBringsTheAppBack() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"))
        var trace = Trace(e)
        try e.run(.lock)
        #expect(trace.take() == ["DeviceLocked", "Notes OnResignActivation", "Notes DidEnterBackground"])
        e.advance(by: .minutes(1))
        try e.run(.unlock)
        #expect(
            trace.take() == [
                "Notes Suspended", "DeviceSlept", "DeviceUnlocked", "DeviceWoke",
                "Notes WillEnterForeground", "Notes OnActivated",
            ])
    }

    @Test func swipingUpABackgroundAppCallsWillTerminate() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Mail"), .home)
        #expect(e.state(of: "Mail") == .background)
        var trace = Trace(e)
        try e.run(.swipeUp("Mail"))
        #expect(trace.take("Mail") == ["Mail WillTerminate", "Mail Terminated"])
        #expect(e.lastEvent("Mail", .terminated)?.reason == "user")
        #expect(e.state(of: "Mail") == .notRunning)
    }

    @Test func swipingUpASuspendedAppDoesNotCallWillTerminate() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)))
        #expect(e.state(of: "Notes") == .suspended)
        var trace = Trace(e)
        try e.run(.swipeUp("Notes"))
        #expect(trace.take("Notes") == ["Notes Terminated"])
    }

    @Test func aBackgroundLaunchCallsFinishedLaunchingThenTheEventsCallbackAndNeverOnActivated() throws {
        let e = Fixtures.engine()
        var trace = Trace(e)
        try e.run(.fetch("Weather"))
        #expect(trace.take() == ["Weather FinishedLaunching", "Weather PerformFetch"])
        #expect(e.lastEvent("Weather", .finishedLaunching)?.state == .background)
        e.advance(by: .seconds(3))
        #expect(trace.take() == ["Weather FetchCompleted", "Weather Suspended"])
        #expect(!e.log.events.contains { $0.name == .onActivated })
    }

    @Test func aBackgroundResumeOfASuspendedAppCallsOnlyTheEventsCallback() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Chat"), .home)
        #expect(e.state(of: "Chat") == .suspended)
        var trace = Trace(e)
        try e.run(.push("Chat", silent: true))
        #expect(trace.take() == ["Chat DidReceiveRemoteNotification"])
        #expect(e.state(of: "Chat") == .background)
        e.advance(by: .seconds(2))
        #expect(trace.take() == ["Chat FetchCompleted", "Chat Suspended"])
    }

    @Test func aCallbackWaitsUntilTheMainThreadIsFree() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .home)
        var trace = Trace(e)
        try e.run(.launch("Notes"))
        #expect(trace.take("Notes") == [])
        #expect(e.status(of: "Notes")?.mainThread?.callback == .didEnterBackground)
        e.advance(by: .seconds(1))
        #expect(trace.take("Notes") == ["Notes WillEnterForeground", "Notes OnActivated"])
        #expect(e.lastEvent("Notes", .willEnterForeground)?.time == .ms(500))
        #expect(e.state(of: "Notes") == .active)
    }

    @Test func whenTheWatchdogEndsABusyAppTheWaitingCallbacksAreDroppedAndTheOpenBecomesAColdLaunch() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Sluggish"), .wait(.seconds(1)), .home, .wait(.seconds(1)))
        var trace = Trace(e)
        try e.run(.launch("Sluggish"))
        let busy = try #require(e.status(of: "Sluggish")?.mainThread)
        #expect(busy.callback == .didEnterBackground)
        #expect(busy.busyFor == .seconds(1))
        #expect(busy.watchdogLimit == .seconds(5))
        #expect(e.state(of: "Sluggish") == .background)
        e.advance(by: .seconds(10))
        #expect(trace.take("Sluggish") == ["Sluggish Terminated", "Sluggish FinishedLaunching", "Sluggish OnActivated"])
        #expect(e.lastEvent("Sluggish", .terminated)?.reason == "watchdog")
        #expect(e.lastEvent("Sluggish", .onActivated)?.time == .seconds(6))
        #expect(e.state(of: "Sluggish") == .active)
    }

    @Test func aSlowLaunchHoldsTheMainThreadAndWhatArrivesMeanwhileWaits() throws {
        let slow = AppSpec(name: "Slow", launchTime: .seconds(25))
        let e = Fixtures.engine(apps: [slow])
        try e.run(.launch("Slow"), .wait(.seconds(2)), .home, .wait(.minutes(1)))
        #expect(e.log.events.filter { $0.app == "Slow" }.map(\.name) == [.finishedLaunching, .terminated])
    }
}
