import Catalog
import Lifecycle
import Scenario
import Testing

/// `run --format why` for a background push the budget held and the debugger released (§11.5).
@Suite struct WhyPushDebuggerTests {
    private func report(_ script: String) throws -> WhyReport {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 1)
        let runner = try ScriptRunner(script: try Script(parsing: script, file: "t.deck"), engine: engine)
        var report = WhyReport()
        try runner.run(
            emit: { report.add($0) }, willApply: { report.willApply($0, at: engine.now) }, didApply: { report.sample(engine) })
        return report
    }

    private let heldThenAttached = """
        launch Courier
        home
        push-budget 1
        push Courier silent
        wait 10m
        push Courier silent
        wait 5m

        """

    @Test func theWhyReportEndsTheThrottledHoldAtTheDebuggersAttach() throws {
        let report = try report(heldThenAttached + "debugger attach Courier\nwait 10s\n")
        let held = try #require(report.records.last)
        #expect(held.holds == [HoldInterval(reason: .throttled, from: .minutes(10), to: .minutes(15))])
        #expect(held.end == .ran && held.ended == .minutes(15))
    }

    @Test func theWhyReportEndsTheThrottledHoldWhereNoNetworkTakesOver() throws {
        let report = try report(heldThenAttached + "network off\ndebugger attach Courier\nwait 1m\nnetwork wifi\nwait 10s\n")
        let held = try #require(report.records.last)
        #expect(
            held.holds == [
                HoldInterval(reason: .throttled, from: .minutes(10), to: .minutes(15)),
                HoldInterval(reason: .noNetwork, from: .minutes(15), to: .minutes(16)),
            ])
        #expect(held.end == .ran)
    }
}
