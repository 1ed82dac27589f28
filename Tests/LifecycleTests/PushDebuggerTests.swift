import Lifecycle
import Testing

/// The rule book's §11.5: no budget while the debugger is attached, also for a background push
/// the budget already holds.
@Suite struct PushDebuggerTests {
    /// Courier in the background, budget 1 used, a second background push held `throttled`.
    private func courierWithAThrottledPush() throws -> Engine {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(1), .push("Courier", silent: true), .wait(.minutes(10)), .push("Courier", silent: true))
        #expect(e.heldPush(of: "Courier")?.reason == .throttled)
        return e
    }

    @Test func attachingTheDebuggerDeliversAPushHeldByTheBudget() throws {
        let e = try courierWithAThrottledPush()
        var trace = Trace(e)
        try e.run(.debugger("Courier", attach: true))
        #expect(Array(trace.take("Courier").prefix(2)) == ["Courier DebuggerAttached", "Courier DidReceiveRemoteNotification"])
        #expect(e.heldPush(of: "Courier") == nil)
        #expect(e.lastEvent("Courier", .didReceiveRemoteNotification)?.detail == "silent, held since 11m")
        #expect(e.pushesInHour(of: "Courier") == 1, "a wake under the debugger does not count")
    }

    @Test func attachingTheDebuggerDeliversAPushHeldByABudgetOfZero() throws {
        let e = try PushFixtures.courierInBackground()
        try e.run(.pushBudget(0), .push("Courier", silent: true), .wait(.minutes(5)))
        var trace = Trace(e)
        try e.run(.debugger("Courier", attach: true))
        #expect(trace.take("Courier").contains("Courier DidReceiveRemoteNotification"))
        #expect(e.heldPush(of: "Courier") == nil)
    }

    @Test func aPushTheDebuggerReleasesStaysHeldForWhatElseHoldsItThen() throws {
        let e = try courierWithAThrottledPush()
        try e.run(.network(.off))
        var trace = Trace(e)
        try e.run(.debugger("Courier", attach: true))
        #expect(trace.take("Courier") == ["Courier DebuggerAttached", "Courier PushHeld"])
        #expect(e.lastEvent("Courier", .pushHeld)?.reason == "no-network")
        try e.run(.network(.wifi), .wait(.seconds(1)))
        #expect(e.lastEvent("Courier", .didReceiveRemoteNotification) != nil)
    }

    @Test func aPushTheDebuggerReleasesIsDeniedForWhatDeniesItThen() throws {
        let e = try courierWithAThrottledPush()
        try e.run(.lowPower(true))
        try e.run(.debugger("Courier", attach: true))
        #expect(e.lastEvent("Courier", .backgroundLaunchDenied)?.reason == "low-power")
        #expect(e.heldPush(of: "Courier") == nil)
    }
}
