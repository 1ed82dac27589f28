import Lifecycle
import Testing

/// The rule book's §9: the app switcher, Background App Refresh, Low Power Mode,
/// BackgroundRefreshStatus and the force-quit rule.
@Suite struct UserControlTests {
    @Test func theSwitcherShowsLiveProcessesMostRecentFirstBackgroundAndSuspendedAlike() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Notes"), .launch("Music"), .launch("Mail"), .home, .wait(.seconds(1)))
        #expect(e.state(of: "Notes") == .suspended)
        #expect(e.state(of: "Music") == .background)
        #expect(e.switcherCards == ["Mail", "Music", "Notes"])
    }

    @Test func tappingACardThatIsNotInTheSwitcherIsAnError() throws {
        let e = Fixtures.engine()
        #expect(throws: CommandError.cannotCarryOut("Notes is not in the app switcher")) {
            try e.apply(.tap("Notes"))
        }
    }

    @Test func beforeIOS13ACardDisappearsWhenTheSystemPurgesTheApp() throws {
        let e = Fixtures.engine(.ios7, memoryMB: 60)
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)), .memoryPressure(free: nil))
        #expect(e.state(of: "Notes") == .notRunning)
        #expect(e.switcherCards.isEmpty)
    }

    @Test func onIOS13ACardOutlivesASystemPurgeAndTappingItColdLaunches() throws {
        let e = Fixtures.engine(.ios13, memoryMB: 60)
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)), .memoryPressure(free: nil))
        #expect(e.state(of: "Notes") == .notRunning)
        #expect(e.switcherCards == ["Notes"])
        var trace = Trace(e)
        try e.run(.tap("Notes"))
        #expect(trace.take() == ["SwitcherOpened", "SwitcherClosed", "Notes FinishedLaunching", "Notes OnActivated"])
    }

    @Test func onIOS13SwipingAPurgedCardRemovesIt() throws {
        let e = Fixtures.engine(.ios13, memoryMB: 60)
        try e.run(.launch("Notes"), .home, .wait(.seconds(1)), .memoryPressure(free: nil), .swipeUp("Notes"))
        #expect(e.switcherCards.isEmpty)
    }

    @Test func afterASwipeTheAppIsNotLaunchedInTheBackgroundUntilTheUserOpensItAgain() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Chat"), .home, .swipeUp("Chat"), .home)
        try e.run(.push("Chat", silent: true))
        #expect(e.log.events.last?.name == .backgroundLaunchDenied)
        #expect(e.log.events.last?.reason == "force-quit")
        #expect(e.state(of: "Chat") == .notRunning)
        try e.run(.launch("Chat"), .home, .push("Chat", silent: true))
        #expect(e.lastEvent("Chat", .didReceiveRemoteNotification) != nil)
    }

    @Test func withRefreshOffAnAppIsSuspendedOnEnteringTheBackgroundUnlessItHoldsFiniteTasks() throws {
        let e = Fixtures.engine()
        try e.run(.refresh(.off), .launch("Maps"), .home)
        #expect(e.state(of: "Maps") == .suspended)
        try e.run(.launch("Mail"), .home)
        #expect(e.state(of: "Mail") == .background) // its "send outbox" task runs to its end
        e.advance(by: .seconds(20))
        #expect(e.state(of: "Mail") == .suspended)
    }

    @Test func withRefreshOffAudioThatIsPlayingKeepsPlaying() throws {
        let e = Fixtures.engine()
        try e.run(.refresh(.off), .launch("Music"), .home, .wait(.minutes(30)))
        #expect(e.state(of: "Music") == .background)
    }

    @Test func turningRefreshOffForOneAppSuspendsItAndBlocksItsBackgroundLaunches() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Maps"), .home, .wait(.minutes(1)))
        #expect(e.state(of: "Maps") == .background)
        try e.run(.appRefresh("Maps", false))
        #expect(e.state(of: "Maps") == .suspended)
        try e.run(.fetch("Weather"), .wait(.seconds(5)), .appRefresh("Weather", false), .fetch("Weather"))
        #expect(e.log.events.last?.reason == "app-refresh-off")
    }

    @Test(arguments: [(RefreshSetting.off, Network.wifi, "refresh-off"), (.wifi, .cellular, "wifi-only")])
    func theGlobalSettingBlocksFetchAndSilentPush(setting: RefreshSetting, network: Network, reason: String) throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.refresh(setting), .network(network), .fetch("Mail"), .push("Chat", silent: true))
        let denied = e.log.events.filter { $0.name == .backgroundLaunchDenied }
        #expect(denied.map(\.app) == ["Mail", "Chat"])
        #expect(denied.allSatisfy { $0.reason == reason })
        #expect(!e.log.events.contains { $0.name == .performFetch || $0.name == .didReceiveRemoteNotification })
    }

    @Test func withRefreshOffTheSystemDoesNotWakeTheAppWhenItsTransferFinishes() throws {
        let e = Fixtures.engine()
        try e.run(.launch("Podcasts"), .home, .refresh(.off), .wait(.minutes(20)))
        #expect(e.lastEvent("Podcasts", .transferCompleted) != nil)
        #expect(e.lastEvent("Podcasts", .backgroundLaunchDenied)?.detail == "HandleEventsForBackgroundUrl")
        #expect(e.lastEvent("Podcasts", .handleEventsForBackgroundUrl) == nil)
    }

    @Test func lowPowerModeTurnsBackgroundAppRefreshOffForEveryApp() throws {
        let e = Fixtures.engine(.ios13)
        try e.run(.lowPower(true), .fetch("Weather"), .push("Chat", silent: true))
        let denied = e.log.events.filter { $0.name == .backgroundLaunchDenied }
        #expect(denied.count == 2)
        #expect(denied.allSatisfy { $0.reason == "low-power" })
    }

    @Test func backgroundRefreshStatusIsAvailableDeniedOrRestricted() throws {
        let e = Fixtures.engine(.ios13)
        #expect(e.status(of: "Weather")?.refreshStatus == .available)
        try e.run(.appRefresh("Weather", false))
        #expect(e.status(of: "Weather")?.refreshStatus == .denied)
        try e.run(.appRefresh("Weather", true), .refresh(.off))
        #expect(e.status(of: "Weather")?.refreshStatus == .denied)
        try e.run(.refresh(.on), .lowPower(true))
        #expect(e.status(of: "Weather")?.refreshStatus == .restricted)
    }

    @Test func onlyAppsWithBackgroundModesAreListedInBackgroundAppRefresh() throws {
        let e = Fixtures.engine()
        #expect(e.status(of: "Notes")?.refreshStatus == nil)
        #expect(throws: CommandError.self) { try e.apply(.appRefresh("Notes", false)) }
    }

    @Test func onIOS6ASwipeDoesNotStopBackgroundLaunches() throws {
        let e = Fixtures.engine(.ios6)
        try e.run(.launch("Paper"), .home, .swipeUp("Paper"), .home, .push("Paper", silent: false))
        #expect(e.lastEvent("Paper", .backgroundLaunchDenied) == nil)
        #expect(e.lastEvent("Paper", .didReceiveRemoteNotification)?.detail == "newsstand issue available")
        #expect(e.status(of: "Paper")?.forceQuit == false)
    }

    @Test(arguments: [Profile.ios7, .ios13])
    func aSignificantLocationChangeStillRelaunchesAForceQuitApp(profile: Profile) throws {
        let tracker = AppSpec(
            name: "Tracker", modes: [.location],
            location: LocationSpec(navigation: .minutes(1), significantChanges: .minutes(30)))
        let e = Fixtures.engine(profile, apps: [tracker])
        try e.run(.launch("Tracker"), .home, .swipeUp("Tracker"), .home)
        #expect(e.status(of: "Tracker")?.forceQuit == true)
        e.advance(by: .minutes(32))
        #expect(e.lastEvent("Tracker", .locationsUpdated) != nil)
        #expect(e.lastEvent("Tracker", .backgroundLaunchDenied) == nil)
    }

    @Test func onIOS7BackgroundAppRefreshIsOffOrOnWithNoWiFiOnlyChoice() throws {
        #expect(Profile.ios7.refreshChoices == [.off, .on])
        #expect(Profile.ios13.refreshChoices == [.off, .wifi, .on])
        #expect(Profile.ios6.refreshChoices == [])
        let e = Fixtures.engine(.ios7)
        #expect(throws: CommandError.cannotCarryOut("Wi-Fi only needs the ios13 or ios26 profile (ios7 offers off and on)")) {
            try e.apply(.refresh(.wifi))
        }
        #expect(e.device.refresh == .on)
        try Fixtures.engine(.ios13).apply(.refresh(.wifi))
    }
}
