import Catalog
import Foundation
import Lifecycle
import TestHarness
import Testing

@testable import Scenario

/// §11.8 in the reports: `--format why` has a `push` record named `activity` for each
/// ActivityKit push (its `no-network`, `throttled`, `opportunistic` holds; `ran`, `rejected`,
/// `dropped`, `pending`); the trace marks each with an instant of category `activity` and
/// gives the activity's life a track of its own; the matrix has the launches
/// `activity-start` and `activity-update` for an app that declares a Live Activity.
@Suite struct LiveActivityReportTests {
    static let throttled = """
        profile ios26
        launch Scores
        activity start Scores
        live-activities Scores frequent off
        activity-budget 2
        home
        push Scores activity
        push Scores activity
        push Scores activity
        push Scores activity
        push Scores activity size 5KB
        lock
        wait 10m
        push Scores activity priority 5
        wait 1m

        """

    private func report(_ script: String) throws -> WhyReport { try whyRun(script).report }

    @Test func theWhyReportHasARecordPerActivityKitPushWithItsHoldAndEnd() throws {
        let pushes = try report(Self.throttled).records.filter { $0.kind == .push }
        #expect(pushes.map(\.name) == Array(repeating: "activity", count: 6), "\(pushes)")
        // Two shown, the third held then coalesced by the fourth, the fifth refused at the
        // send, the priority-5 one held while the device sleeps (it coalesces the fourth).
        #expect(pushes.map(\.end) == [.ran, .ran, .dropped, .dropped, .rejected, .pending], "\(pushes)")
        #expect(pushes[2].holds.map(\.token) == ["throttled"])
        #expect(pushes[4].detail == "payload-too-large")
        #expect(pushes[5].holds.map(\.token) == ["opportunistic"])
        let text = try report(Self.throttled).text(end: .hours(1)).joined(separator: "\n")
        #expect(text.contains("Scores (activity push)") && text.contains("held: throttled") && text.contains("held: opportunistic"))
        let jsonl = try report(Self.throttled).jsonl.joined(separator: "\n")
        #expect(jsonl.contains("\"name\":\"activity\"") && jsonl.contains("\"end\":\"rejected\""))
    }

    /// An update held over the budget is dropped with its activity (here the user turns Live
    /// Activities off): the report says `dropped` with the reason, never "still pending".
    @Test func anUpdateHeldWhenItsActivityEndsIsDroppedInTheReport() throws {
        let script = """
            profile ios26
            launch Scores
            activity start Scores
            home
            live-activities Scores frequent off
            activity-budget 1
            push Scores activity
            push Scores activity
            live-activities Scores off
            wait 1m

            """
        let pushes = try report(script).records.filter { $0.kind == .push }
        #expect(pushes.map(\.end) == [.ran, .dropped], "\(pushes)")
        #expect(pushes.last?.holds.map(\.token) == ["throttled"])
        #expect(pushes.last?.detail == "ended", "\(pushes)")
        let text = try report(script).text(end: .hours(1)).joined(separator: "\n")
        #expect(!text.contains("still pending"), "\(text)")
    }

    @Test func anActivityPushHeldOfflineIsShownOnceOnlineInTheReport() throws {
        let script = "profile ios26\nlaunch Scores\nactivity start Scores\nnetwork off\npush Scores activity\nwait 1m\nnetwork wifi\n"
        let pushes = try report(script).records.filter { $0.kind == .push }
        #expect(pushes.map(\.end) == [.ran])
        #expect(pushes.first?.holds.map(\.token) == ["no-network"])
        #expect(pushes.first?.holds.first?.to != nil, "it ends when the device is back online")
    }

    @Test func aPushToStartAndAnEndPushAreRecordsOfTheirOwn() throws {
        let script = "profile ios26\nlaunch Scores\nhome\npush Scores activity start\nactivity allow Scores\npush Scores activity end\n"
        let pushes = try report(script).records.filter { $0.kind == .push }
        #expect(pushes.map(\.name) == ["activity start", "activity end"])
        #expect(pushes.map(\.end) == [.ran, .ran])
    }

    @Test func eachActivityKitPushIsAnInstantOfCategoryActivity() throws {
        let shown = Event(
            time: .seconds(2), app: "Scores", name: .activityUpdated, state: .suspended, reason: "push",
            detail: "priority 10: 1 of 10 this hour", activity: 1)
        let marks = ActivityMark.marks(for: shown, pid: 3)
        #expect(marks.count == 1)
        #expect(marks.first?.category == "activity" && marks.first?.name == "activity push shown")
        let local = Event(time: .zero, app: "Scores", name: .activityUpdated, state: .active, reason: "local", activity: 1)
        #expect(ActivityMark.marks(for: local, pid: 3).isEmpty)
        let refused = Event(
            time: .zero, app: "Scores", name: .pushRejected, state: .suspended, reason: "expired-token",
            detail: "activity push: activity 1 has ended")
        #expect(ActivityMark.marks(for: refused, pid: 3).first?.name == "activity push refused")
    }

    @Test func theTraceHasALiveActivityTrack() throws {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios26)
        var trace = SessionTrace()
        engine.onEvent = { trace.add($0) }
        for command in [Command.launch("Scores"), .activity("Scores", .start), .home, .activityPush("Scores", ActivityPush())] {
            trace.willApply(command, at: engine.now)
            try engine.apply(command)
            trace.didApply()
            engine.advance(by: .minutes(1))
        }
        trace.advance(to: engine.now)
        let text = trace.json()
        #expect(TraceValidator.problems(text) == [])
        let events = try #require(
            (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        #expect(events.contains { $0["cat"] as? String == "activity" && $0["name"] as? String == "Live Activity active" })
        #expect(events.contains { $0["cat"] as? String == "activity" && $0["name"] as? String == "activity push shown" })
        #expect(events.contains { ($0["args"] as? [String: Any])?["name"] as? String == "Live Activity" })
    }

    @Test func theMatrixHasTheActivityLaunchesForAnAppThatDeclaresOne() throws {
        let scores = try #require(AppCatalog.builtIn().first { $0.name == "Scores" })
        #expect(MatrixLaunch.declared(by: scores).suffix(2) == [.activityStart, .activityUpdate])
        let matrix = try MatrixRunner(catalog: AppCatalog.builtIn(), profile: .ios26).run("Scores")
        #expect(matrix.axes.contains { $0.axis == .state })
        for row in matrix.rows {
            let (start, update) = (row.outcomes[row.outcomes.count - 2], row.outcomes[row.outcomes.count - 1])
            let network = matrix.axes.firstIndex { $0.axis == .network }.map { row.values[$0] }
            #expect(start == .refused("visibility"), "only an active app starts one: \(row.values)")
            if network == "off" {
                #expect(update == .nothing(Network.waitingPush), "\(row.values)")
            } else {
                #expect(update == .ran(callback: .activityUpdated, result: "priority 10"), "even force-quit: \(row.values)")
            }
        }
        #expect(
            try MatrixRunner(catalog: AppCatalog.builtIn(), profile: .ios13).run("Scores").rows.allSatisfy {
                $0.outcomes.suffix(2) == [.refused("unsupported"), .refused("unsupported")]
            })
    }
}
