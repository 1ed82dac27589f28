import Lifecycle
import Testing

/// The rule book's §11.7: the budget of the rolling 24 hours, the deferred reload, the free reloads.
@Suite struct WidgetBudgetTests {
    /// Ticker placed and opened once, then in the background, with `widget-budget 3` and no push budget.
    static func tickerInBackground() throws -> Engine {
        let e = WidgetFixtures.engine()
        try e.run(.pushBudget(nil), .widgetBudget(3), .widget("Ticker", .add), .wait(.seconds(5)), .launch("Ticker"), .home)
        try e.run(.wait(.minutes(1)))
        return e
    }

    @Test func policyAndBackgroundReloadsCountAgainstTheBudgetOfTheRolling24Hours() throws {
        let e = try Self.tickerInBackground()
        try e.run(.push("Ticker", silent: true), .wait(.seconds(10)))
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.reason == "background")
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.detail == "counted: 1 of 3 in the last 24h")
        try e.run(.wait(.minutes(15)))
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.reason == "policy")
        #expect(e.widgetStatus(of: "Ticker")?.used == 2)
        // Free reloads (added, foreground) did not count.
        #expect(WidgetFixtures.events(e, "Ticker", .widgetGetTimeline).filter { !["background", "policy"].contains($0.reason) }.count == 2)
    }

    @Test func aWidgetReloadOverTheBudgetIsDeferred() throws {
        let e = try Self.tickerInBackground()
        for _ in 0..<3 { try e.run(.push("Ticker", silent: true), .wait(.seconds(10))) }
        var trace = Trace(e)
        try e.run(.push("Ticker", silent: true), .wait(.seconds(10)))
        let names = trace.take("Ticker")
        #expect(names.contains("Ticker WidgetReloadDeferred"))
        #expect(!names.contains("Ticker WidgetGetTimeline"))
        let deferred = try #require(e.lastEvent("Ticker", .widgetReloadDeferred))
        #expect(deferred.reason == "budget")
        #expect(deferred.process == .widget)
        #expect(deferred.detail?.hasPrefix("a slot frees in 23h") == true)
        try e.run(.expectWidgetReload("Ticker", .denied(.budget)))
    }

    @Test func laterRequestsAndPolicyReloadsJoinTheOnePendingReload() throws {
        let e = try Self.tickerInBackground()
        for _ in 0..<5 { try e.run(.push("Ticker", silent: true), .wait(.seconds(10))) }
        let deferred = WidgetFixtures.events(e, "Ticker", .widgetReloadDeferred)
        #expect(deferred.count == 2)
        #expect(deferred.last?.detail?.hasPrefix("joins the pending reload") == true)
        #expect(e.widgetStatus(of: "Ticker")?.deferred == true)
    }

    @Test func thePendingReloadRunsWhenTheRollingDayFreesASlot() throws {
        let e = try Self.tickerInBackground()
        for _ in 0..<4 { try e.run(.push("Ticker", silent: true), .wait(.seconds(10))) }
        let first = try #require(WidgetFixtures.events(e, "Ticker", .widgetGetTimeline).first { $0.reason == "background" })
        try e.run(.wait(first.time + .hours(24) - e.now - .seconds(1)))
        #expect(e.widgetStatus(of: "Ticker")?.deferred == true)
        try e.run(.wait(.seconds(1)))
        #expect(e.widgetStatus(of: "Ticker")?.deferred == false)
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.time == first.time + .hours(24))
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.reason == "background")
    }

    @Test func thePendingReloadRunsFreeWhenTheAppComesToTheFront() throws {
        let e = try Self.tickerInBackground()
        for _ in 0..<4 { try e.run(.push("Ticker", silent: true), .wait(.seconds(10))) }
        try e.run(.switcher, .tap("Ticker"))
        #expect(e.widgetStatus(of: "Ticker")?.deferred == false)
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.reason == "foreground")
    }

    @Test func thePendingReloadRunsWhenTheBudgetIsRaised() throws {
        let e = try Self.tickerInBackground()
        for _ in 0..<4 { try e.run(.push("Ticker", silent: true), .wait(.seconds(10))) }
        var trace = Trace(e)
        try e.run(.widgetBudget(nil))
        #expect(trace.take("Ticker") == ["Ticker WidgetGetTimeline"])
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.reason == "background")
    }

    @Test func aRemovedWidgetDropsItsPendingReload() throws {
        let e = try Self.tickerInBackground()
        for _ in 0..<4 { try e.run(.push("Ticker", silent: true), .wait(.seconds(10))) }
        try e.run(.widget("Ticker", .remove))
        #expect(e.lastEvent("Ticker", .widgetRemoved)?.detail == "its pending reload is dropped")
        try e.run(.wait(.hours(25)))
        #expect(e.lastEvent("Ticker", .widgetGetTimeline)?.time ?? .zero < .hours(1))
    }

    @Test func freeReloadsDoNotCountAndAreNeverDeferred() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widgetBudget(0), .widget("Board", .add), .wait(.seconds(5)), .launch("Board"), .widget("Board", .reload))
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.reason == "foreground")
        try e.run(.debugger("Board", attach: true), .home, .wait(.seconds(5)), .widget("Board", .reload))
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.reason == "debugger")
        try e.run(.debugger("Board", attach: false), .widgetDevMode(true), .wait(.minutes(61)))
        #expect(e.lastEvent("Board", .widgetGetTimeline)?.reason == "dev-mode")
        #expect(e.widgetStatus(of: "Board")?.used == 0)
        #expect(e.widgetDevMode)
        #expect(WidgetFixtures.events(e, "Board", .widgetReloadDeferred).isEmpty)
    }

    @Test func anAudioSessionMakesTheReloadFree() throws {
        var spec = Fixtures.music
        spec.widget = WidgetSpec()
        let e = Fixtures.engine(.ios26, apps: [spec])
        try e.run(.widgetBudget(0), .widget("Music", .add), .launch("Music"), .home, .wait(.seconds(5)))
        try e.run(.widget("Music", .reload))
        #expect(e.lastEvent("Music", .widgetGetTimeline)?.reason == "session")
    }
}
