import Lifecycle
import Testing

/// The rule book's §11.7: the extension's 30 MB, protected data, a force-quit app, the answer,
/// and what a reset and a restart do.
@Suite struct WidgetLimitTests {
    @Test func aWidgetExtensionOver30MBIsKilledAndTheWidgetStaysFrozen() throws {
        let e = WidgetFixtures.engine()
        var trace = Trace(e)
        try e.run(.widget("Heavy", .add), .wait(.seconds(2)))
        #expect(
            trace.take("Heavy") == [
                "Heavy WidgetAdded", "Heavy WidgetGetTimeline", "Heavy WidgetExtensionTerminated", "Heavy WidgetPlaceholderShown",
            ])
        let killed = try #require(e.lastEvent("Heavy", .widgetExtensionTerminated))
        #expect(killed.time == .ms(500))
        #expect(killed.detail == "it needs 45MB, over the 30MB limit")
        #expect(e.lastEvent("Heavy", .widgetPlaceholderShown)?.reason == "memory-limit")
        // No timeline: no policy reload falls due.
        try e.run(.wait(.hours(3)))
        #expect(WidgetFixtures.events(e, "Heavy", .widgetGetTimeline).count == 1)
        #expect(e.widgetStatus(of: "Heavy")?.placeholder == "memory-limit")
        #expect(e.state(of: "Heavy") == .notRunning)
    }

    @Test func theExtensionReadsTheAppsDataUnderItsProtectionClass() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Vault", .add), .wait(.seconds(2)), .lock, .wait(.minutes(30)))
        let failed = try #require(e.lastEvent("Vault", .dataReadFailed))
        #expect(failed.reason == "locked")
        #expect(failed.process == .widget)
        #expect(e.lastEvent("Vault", .widgetPlaceholderShown)?.reason == "locked")
        // The policy is kept: the first reload after the unlock shows data again.
        try e.run(.unlock, .wait(.minutes(31)))
        #expect(e.widgetStatus(of: "Vault")?.placeholder == nil)
        #expect(e.lastEvent("Vault", .widgetEntryShown)?.time ?? .zero > e.lastEvent("Vault", .widgetPlaceholderShown)?.time ?? .zero)
    }

    @Test func beforeTheFirstUnlockTheWidgetShowsItsPlaceholderAndARebootKeepsItsTimeline() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Board", .add), .wait(.minutes(1)), .reboot)
        #expect(e.widgetStatus(of: "Board")?.nextReloadIn == .minutes(59))
        try e.run(.wait(.minutes(60)))
        #expect(e.lastEvent("Board", .widgetPlaceholderShown)?.reason == "before-first-unlock")
        #expect(e.lastEvent("Board", .dataReadFailed)?.process == .widget)
    }

    @Test func aForceQuitAppsWidgetKeepsItsPolicyReloads() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widget("Ticker", .add), .wait(.seconds(5)), .launch("Ticker"), .switcher, .swipeUp("Ticker"), .home)
        try e.run(.wait(.minutes(31)))
        let policy = WidgetFixtures.events(e, "Ticker", .widgetGetTimeline).filter { $0.reason == "policy" }
        #expect(policy.count == 2)
        #expect(policy.allSatisfy { $0.state == .notRunning })
        // What stops is what the app's own code would ask for: a background push no longer wakes it.
        try e.run(.push("Ticker", silent: true), .wait(.seconds(5)))
        #expect(e.lastEvent("Ticker", .widgetReloadRequested)?.time ?? .zero < .minutes(1))
    }

    @Test func theAnswerNamesTheFirstUnmetConditionInOrder() throws {
        let e = WidgetFixtures.engine()
        try e.run(.expectWidgetReload("Notes", .denied(.noWidget)), .expectWidgetReload("Board", .denied(.notAdded)))
        try e.run(.widget("Board", .add), .expectWidgetReload("Board", .allowed))
        #expect(throws: CommandError.self) { try e.apply(.expectWidgetReload("Board", .denied(nil))) }
        #expect(e.why("Notes", .widgetReload)?.reasons == [.noWidget, .notAdded])
        let old = WidgetFixtures.engine(.ios13)
        #expect(old.why("Notes", .widgetReload)?.reasons == [.noWidget, .unsupported, .notAdded])
        #expect(HoldReason.order(for: .widgetReload) == [.noWidget, .unsupported, .notAdded, .budget])
        try e.run(.why("Board", "widget"))
        let why = try #require(e.lastEvent("Board", .why))
        #expect(why.label == "widget-reload")
        #expect(why.whyReasons.isEmpty)
    }

    @Test func aResetTakesEveryWidgetOffAndRestoresTheSettings() throws {
        let e = WidgetFixtures.engine()
        try e.run(.widgetBudget(5), .widgetDevMode(true), .widget("Board", .add), .reset(nil))
        #expect(e.widgetBudget == Limits.widgetBudget)
        #expect(!e.widgetDevMode)
        #expect(e.widgetStatus(of: "Board")?.placed == false)
        #expect(e.lastEvent(nil, .widgetDevModeChanged)?.detail == "on")
    }
}
