import Lifecycle
import Testing

/// Apps of the rule book's §11.5, written out here as the built-in Courier, Dialer and Cipher.
enum PushFixtures {
    static let courier = AppSpec(
        name: "Courier", memoryMB: 50, modes: [.remoteNotification], silentPush: PushSpec(duration: .seconds(3)))
    static let dialer: AppSpec = {
        var spec = AppSpec(name: "Dialer", memoryMB: 45, modes: [.voip])
        spec.voipCall = .notReported
        return spec
    }()
    static let phone: AppSpec = {
        var spec = AppSpec(name: "Phone", memoryMB: 45, modes: [.voip])
        spec.voipCall = .reported
        return spec
    }()
    static func cipher(work: SimDuration = .seconds(2), memory: Int64 = 40_000_000) -> AppSpec {
        var spec = AppSpec(name: "Cipher", memoryMB: 55)
        spec.notificationService = ServiceExtensionSpec(work: work, memoryBytes: memory)
        return spec
    }

    static func engine(_ profile: Profile = .ios13, extra: [AppSpec] = []) -> Engine {
        Fixtures.engine(profile, apps: Fixtures.catalog + [courier, dialer, phone, cipher()] + extra)
    }

    /// Courier opened once and sent to the background.
    static func courierInBackground(_ profile: Profile = .ios13) throws -> Engine {
        let e = engine(profile)
        try e.run(.launch("Courier"), .home, .wait(.minutes(1)))
        return e
    }
}

/// The rule book's §11.5: background pushes, their priority and the push budget (our model).
@Suite struct PushBudgetTests {
    @Test func aBackgroundPushWithPriorityTenIsRejectedAtTheSend() throws {
        let e = try PushFixtures.courierInBackground()
        var trace = Trace(e)
        try e.run(.push("Courier", silent: true, priority: 10), .wait(.seconds(10)))
        #expect(trace.take() == ["Courier PushRejected"])
        #expect(e.lastEvent("Courier", .pushRejected)?.reason == "bad-priority")
        try e.run(.push("Courier", silent: true, priority: 5), .wait(.seconds(10)))
        #expect(trace.take().contains("Courier DidReceiveRemoteNotification"))
    }

    @Test func aBackgroundPushOverTheBudgetIsHeldThrottled() throws {
        let e = try PushFixtures.courierInBackground()
        for _ in 0..<3 { try e.run(.push("Courier", silent: true), .wait(.minutes(1))) }
        #expect(e.pushesInHour(of: "Courier") == 3)
        #expect(e.backgroundLaunch(.silentPush, for: "Courier")?.denial == .throttled)
        var trace = Trace(e)
        try e.run(.push("Courier", silent: true))
        #expect(trace.take() == ["Courier PushHeld"])
        #expect(e.lastEvent("Courier", .pushHeld)?.reason == "throttled")
        #expect(e.heldPush(of: "Courier")?.reason == .throttled)
    }

    @Test func aNewerHeldBackgroundPushReplacesTheHeldOneCoalesced() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(1), .push("Courier", silent: true), .wait(.seconds(20)))
        var trace = Trace(e)
        try e.run(.push("Courier", silent: true), .wait(.seconds(20)), .push("Courier", silent: true))
        #expect(trace.take() == ["Courier PushHeld", "Courier PushDropped", "Courier PushHeld"])
        #expect(e.lastEvent("Courier", .pushDropped)?.reason == "coalesced")
    }

    @Test func theHeldPushIsDeliveredWhenTheRollingHourFreesASlot() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(1), .push("Courier", silent: true), .wait(.minutes(10)), .push("Courier", silent: true))
        #expect(e.heldPush(of: "Courier")?.deliveredIn == .minutes(50))
        try e.run(.wait(.minutes(49)))
        #expect(e.heldPush(of: "Courier") != nil)
        var trace = Trace(e)
        try e.run(.wait(.minutes(1)))
        #expect(trace.take("Courier").first == "Courier DidReceiveRemoteNotification")
        #expect(e.heldPush(of: "Courier") == nil)
    }

    @Test func theHeldPushIsDeliveredUnderTheRulesOfThatMoment() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(1), .push("Courier", silent: true), .wait(.minutes(10)), .push("Courier", silent: true))
        try e.run(.lowPower(true), .wait(.hours(1)))
        #expect(e.lastEvent("Courier", .backgroundLaunchDenied)?.reason == "low-power")
    }

    @Test func withTheDebuggerAttachedBackgroundPushesAreNotThrottledAndDoNotCount() throws {
        let e = PushFixtures.engine()
        try e.run(.launch("Courier"), .debugger("Courier", attach: true), .home, .wait(.minutes(1)))
        try e.run(.pushBudget(1), .push("Courier", silent: true), .wait(.seconds(5)))
        var trace = Trace(e)
        for _ in 0..<3 { try e.run(.push("Courier", silent: true), .wait(.seconds(5))) }
        #expect(trace.take().filter { $0 == "Courier DidReceiveRemoteNotification" }.count == 3)
        #expect(e.pushesInHour(of: "Courier") == 0)
    }

    @Test func pushBudgetZeroHoldsEveryBackgroundPushAndRaisingItDeliversAtOnce() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(0), .push("Courier", silent: true), .wait(.hours(2)))
        #expect(e.heldPush(of: "Courier")?.deliveredIn == nil)
        var trace = Trace(e)
        try e.run(.pushBudget(2), .wait(.seconds(1)))
        #expect(trace.take("Courier").first == "Courier DidReceiveRemoteNotification")
    }

    @Test func pushBudgetOffRemovesTheBudget() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(nil))
        for _ in 0..<10 { try e.run(.push("Courier", silent: true), .wait(.seconds(10))) }
        #expect(e.log.events.filter { $0.name == .pushHeld }.isEmpty)
        #expect(e.pushBudget == nil)
    }

    @Test func pushBudgetIsZeroToSixtyOrOff() throws {
        let e = PushFixtures.engine()
        #expect(throws: CommandError.self) { try e.apply(.pushBudget(61)) }
        #expect(throws: CommandError.self) { try e.apply(.pushBudget(-1)) }
        #expect(e.pushBudget == Limits.pushBudget)
    }

    @Test func aResetRestoresTheDefaultPushBudget() throws {
        let e = PushFixtures.engine()
        try e.run(.pushBudget(9), .reset(nil))
        #expect(e.pushBudget == 3)
    }

    @Test(arguments: [Profile.ios6, .ios7])
    func theBudgetAndThePriorityRefusalExistOnIos13AndIos26Only(_ profile: Profile) throws {
        let e = PushFixtures.engine(profile)
        try e.run(.launch("Courier"), .home, .wait(.minutes(1)), .pushBudget(0))
        try e.run(.push("Courier", silent: true, priority: 10), .wait(.seconds(10)))
        #expect(e.lastEvent("Courier", .pushRejected) == nil)
        #expect(e.lastEvent("Courier", .pushHeld) == nil)
    }

    @Test func anAppNotOpenedForSevenDaysGetsNoBackgroundPushes() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.wait(.hours(24 * 7)))
        #expect(e.backgroundLaunch(.silentPush, for: "Courier")?.denial == .notUsed)
        try e.run(.push("Courier", silent: true))
        #expect(e.lastEvent("Courier", .backgroundLaunchDenied)?.reason == "not-used")
        try e.run(.launch("Courier"), .home, .wait(.seconds(30)))
        #expect(e.backgroundLaunch(.silentPush, for: "Courier")?.isAllowed == true)
    }

    @Test func theBudgetsBookkeepingIsConstantPerPush() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(nil))
        for _ in 0..<500 { try e.run(.push("Courier", silent: true), .wait(.seconds(4))) }
        // The ring keeps the last 60 wakes (the largest budget): no more is ever looked at.
        #expect(e.pushesInHour(of: "Courier") == Limits.maxPushBudget)
    }
}
