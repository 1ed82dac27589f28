import Lifecycle
import Testing

/// The rule book's §11.7, the first rows: ios26 only, one widget per app in a process of its
/// own, the timeline, the five minutes between reloads, and the app that only asks.
@Suite struct WidgetTimelineTests {
    @Test(arguments: [Profile.ios6, .ios7, .ios13])
    func widgetsAreIos26Only(_ profile: Profile) throws {
        let e = WidgetFixtures.engine(profile)
        try e.run(.launch("Board"))
        let commands: [Command] = [
            .widget("Board", .add), .widget("Board", .remove), .widget("Board", .reload), .widgetBudget(3), .widgetDevMode(true),
        ]
        for command in commands {
            #expect(throws: CommandError.cannotCarryOut("unsupported: " + Engine.noWidgetKitSentence(profile))) {
                try e.apply(command)
            }
        }
        #expect(Engine.noWidgetKitSentence(.ios13) == "ios13 has no WidgetKit widgets (iOS 14 and later; the ios26 profile has them)")
        try e.run(.expectWidgetReload("Board", .denied(.unsupported)))
        #expect(!e.log.events.contains { $0.name.rawValue.hasPrefix("Widget") })
    }

    @Test func oneWidgetPerAppInAProcessOfItsOwn() throws {
        let e = WidgetFixtures.engine()
        var trace = Trace(e)
        try e.run(.widget("Board", .add))
        #expect(trace.take() == ["Board WidgetAdded", "Board WidgetGetTimeline"])
        let get = try #require(e.lastEvent("Board", .widgetGetTimeline))
        #expect(get.reason == "added")
        #expect(get.process == .widget)
        #expect(get.state == .notRunning)
        #expect(throws: CommandError.self) { try e.apply(.widget("Board", .add)) }
        #expect(throws: CommandError.cannotCarryOut("Notes has no widget: its manifest declares no widget:")) {
            try e.apply(.widget("Notes", .add))
        }
        try e.run(.wait(.seconds(2)))
        #expect(trace.take() == ["Board WidgetEntryShown"])
        #expect(e.state(of: "Board") == .notRunning)
    }

    @Test func aRemovedAndReAddedWidgetIsANewInstanceWithABudgetOfItsOwn() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widgetBudget(1), .widget("Board", .add), .launch("Board"), .home, .wait(.minutes(61)))
        // The policy reload at 60m used the budget of 1: a reload asked from the background waits.
        #expect(e.widgetStatus(of: "Board")?.used == 1)
        try e.run(.expectWidgetReload("Board", .denied(.budget)))
        try e.run(.widget("Board", .remove), .widget("Board", .add), .wait(.seconds(5)))
        #expect(e.widgetStatus(of: "Board")?.used == 0)
        try e.run(.expectWidgetReload("Board", .allowed))
    }

    @Test func theTimelineShowsItsEntriesAtTheirDatesAndAtEndReloadsAfterTheLast() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Board", .add), .wait(.seconds(1)))
        #expect(e.lastEvent("Board", .widgetEntryShown)?.detail == "entry 1 of 5")
        try e.run(.wait(.minutes(15)))
        #expect(e.lastEvent("Board", .widgetEntryShown)?.detail == "entry 2 of 5")
        try e.run(.wait(.minutes(44)))
        #expect(e.lastEvent("Board", .widgetEntryShown)?.detail == "entry 4 of 5")
        #expect(WidgetFixtures.events(e, "Board", .widgetGetTimeline).count == 1)
        var trace = Trace(e)
        try e.run(.wait(.minutes(1)))
        // At 60m the last entry, then the policy reload (counted), whose first entry shows 1 s later.
        #expect(trace.take("Board") == ["Board WidgetEntryShown", "Board WidgetGetTimeline", "Board WidgetEntryShown"])
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.reason == "policy")
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.time == .minutes(60))
    }

    @Test func anAfterPolicyReloadsAtItsDateAndNeverOnlyWhenTheAppAsks() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Vault", .add), .wait(.minutes(61)))
        #expect(WidgetFixtures.events(e, "Vault", .widgetGetTimeline).map(\.time) == [.zero, .minutes(30), .minutes(60)])
        var spec = WidgetFixtures.board
        spec.widget?.policy = .never
        let never = Fixtures.engine(.ios26, apps: [spec])
        try never.run(.widget("Board", .add), .wait(.hours(5)))
        #expect(WidgetFixtures.events(never, "Board", .widgetGetTimeline).count == 1)
    }

    @Test func aReloadThatFallsDueWhileTheLockedDeviceSleepsWakesIt() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Vault", .add), .lock, .wait(.minutes(20)))
        var trace = Trace(e)
        try e.run(.wait(.minutes(10)))
        #expect(trace.take().prefix(2) == ["DeviceWoke", "Vault WidgetGetTimeline"])
    }

    @Test func aPolicyReloadNeverFallsDueSoonerThanFiveMinutesAfterTheOneBefore() throws {
        var spec = WidgetFixtures.board
        spec.widget = WidgetSpec(policy: .after(.minutes(1)), entries: 1)
        let e = Fixtures.engine(.ios26, apps: [spec])
        try e.run(.widget("Board", .add), .wait(.minutes(16)))
        #expect(WidgetFixtures.events(e, "Board", .widgetGetTimeline).map(\.time) == [.zero, .minutes(5), .minutes(10), .minutes(15)])
        var atEnd = WidgetFixtures.board
        atEnd.widget = WidgetSpec(policy: .atEnd, entries: 1)
        let one = Fixtures.engine(.ios26, apps: [atEnd])
        try one.run(.widget("Board", .add), .wait(.minutes(11)))
        #expect(WidgetFixtures.events(one, "Board", .widgetGetTimeline).map(\.time) == [.zero, .minutes(5), .minutes(10)])
    }

    @Test func theDebuggerOrDeveloperModeLiftsTheFiveMinuteFloor() throws {
        var spec = WidgetFixtures.board
        spec.widget = WidgetSpec(policy: .after(.minutes(1)), entries: 1)
        let e = Fixtures.engine(.ios26, apps: [spec])
        try e.run(.widgetDevMode(true), .widget("Board", .add), .wait(.seconds(150)))
        #expect(WidgetFixtures.events(e, "Board", .widgetGetTimeline).map(\.time) == [.zero, .minutes(1), .minutes(2)])
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.reason == "dev-mode")
    }

    @Test func aReloadTheAppAsksForIsCarriedOutAtOnce() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Board", .add), .wait(.minutes(1)), .launch("Board"))
        var trace = Trace(e)
        try e.run(.widget("Board", .reload))
        #expect(trace.take() == ["Board WidgetReloadRequested", "Board WidgetGetTimeline"])
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.reason == "foreground")
        #expect(e.lastEvent("Board", .widgetReloadRequested)?.process == .app)
    }

    @Test func theAppOnlyAsksAndOnlyARunningAppsCodeAsks() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Board", .add), .launch("Board"), .home, .wait(.minutes(1)))
        #expect(throws: CommandError.cannotCarryOut("Board is not running: only a running app's code asks for a reload")) {
            try e.apply(.widget("Board", .reload))
        }
        // Without the widget on the Home Screen a request does nothing more.
        try e.run(.widget("Board", .remove), .launch("Board"))
        var trace = Trace(e)
        try e.run(.widget("Board", .reload))
        #expect(trace.take() == ["Board WidgetReloadRequested"])
    }

    @Test func reloadFromPointsAskAtTheirMoments() throws {
        let e = WidgetFixtures.engine()
        try e.run(.pushBudget(nil), .widget("Ticker", .add), .wait(.seconds(5)), .launch("Ticker"), .home, .wait(.minutes(1)))
        #expect(e.log.events.contains { $0.app == "Ticker" && $0.name == .widgetGetTimeline && $0.reason == "foreground" })
        var trace = Trace(e)
        try e.run(.push("Ticker", silent: true), .wait(.seconds(5)))
        let names = trace.take("Ticker")
        let requested = try #require(names.firstIndex(of: "Ticker WidgetReloadRequested"))
        #expect(names[requested + 1] == "Ticker WidgetGetTimeline")
        #expect(names[requested + 2] == "Ticker FetchCompleted")
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.reason == "background")
    }

    @Test func aRequestWhileTheProviderBuildsIsCarriedOutWhenItReturns() throws {
        var spec = WidgetFixtures.board
        spec.widget = WidgetSpec(work: .seconds(10))
        let e = Fixtures.engine(.ios26, apps: [spec])
        try e.run(.launch("Board"), .widget("Board", .add), .wait(.seconds(2)), .widget("Board", .reload))
        #expect(WidgetFixtures.events(e, "Board", .widgetGetTimeline).count == 1)
        try e.run(.wait(.seconds(8)))
        #expect(WidgetFixtures.events(e, "Board", .widgetGetTimeline).map(\.time) == [.zero, .seconds(10)])
    }
}
