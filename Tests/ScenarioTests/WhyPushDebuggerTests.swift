import Catalog
import Lifecycle
import Scenario
import Testing

/// The why report of `script` on the built-in catalog under ios13.
private func report(_ script: String) throws -> WhyReport { try whyRun(script, profile: .ios13).report }

/// `run --format why` for a background push the budget held and the debugger released (§11.5).
@Suite struct WhyPushDebuggerTests {

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

/// `run --format why` says how every push ended: delivered, replaced, refused at the send,
/// dropped (§11.5).
@Suite struct WhyPushEndTests {
    @Test func aCoalescedPushEndsDroppedWhereTheNewerOneReplacesIt() throws {
        let report = try report(
            "launch Courier\nhome\npush-budget 1\npush Courier silent\nwait 20s\npush Courier silent\nwait 20s\npush Courier silent\nwait 1h\n"
        )
        #expect(report.records.map(\.end) == [.ran, .dropped, .ran])
        let replaced = report.records[1]
        #expect(replaced.holds == [HoldInterval(reason: .throttled, from: .seconds(20), to: .seconds(40))])
        #expect(replaced.ended == .seconds(40) && replaced.detail == "coalesced")
        #expect(report.records[2].holds.first?.from == .seconds(40))
    }

    @Test func aPushRefusedAtTheSendEndsDropped() throws {
        let report = try report("launch Courier\nhome\npush Courier silent priority 10\nwait 10s\n")
        #expect(report.records.map(\.end) == [.dropped])
        #expect(report.records[0].detail == "bad-priority")
    }

    /// Dialer never reports its calls: each delivered VoIP push ends with the app killed
    /// (issue 44, item 2), the fourth is dropped.
    @Test func aVoIPPushEndsWhenItIsDeliveredOrDropped() throws {
        let report = try report(
            "push Dialer voip\nwait 2s\npush Dialer voip\nwait 2s\npush Dialer voip\nwait 2s\npush Dialer voip\nwait 2s\n")
        #expect(report.records.map(\.end) == [.killed, .killed, .killed, .dropped])
        #expect(report.records[3].detail == "voip-blocked")
    }
}
