import Catalog
import Foundation
import Lifecycle
import TestHarness
import Testing

@testable import Scenario

/// The trace's pushes (§11.5, issue #33): a mark on the app's track for each step of a push
/// (`push sent`, `push rejected`, `push held`, `push coalesced`, `push dropped`, `push
/// delivered`, category `push`, the reason in args), and each run of the notification service
/// extension as a slice on a track of its own.
@Suite(.serialized) struct PushTraceTests {
    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    /// The marks of the app's process, in order: `name reason`.
    static func marks(_ events: [[String: Any]], app: String) throws -> [String] {
        let pid = try #require(Self.pid(events, app))
        return events.filter { $0["cat"] as? String == "push" && $0["pid"] as? Int == pid }.map { mark in
            #expect(mark["ph"] as? String == "i" && mark["tid"] as? Int == 1, "an instant on the app's track")
            let reason = (mark["args"] as? [String: Any])?["reason"] as? String
            return [mark["name"] as? String, reason].compactMap { $0 }.joined(separator: " ")
        }
    }

    static func pid(_ events: [[String: Any]], _ app: String) -> Int? {
        events.first { $0["name"] as? String == "process_name" && ($0["args"] as? [String: Any])?["name"] as? String == app }?["pid"]
            as? Int
    }

    static func trace(_ script: String, _ options: [String] = []) throws -> [[String: Any]] {
        let result = try AppdeckProcess.runScript(script, ["--format", "trace"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(TraceValidator.problems(result.stdout) == [])
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(parsed?["traceEvents"] as? [[String: Any]])
    }

    @Test func aHeldThenDeliveredPushHasItsMarksOnTheAppsTrack() throws {
        let script = """
            profile ios13
            push-budget 1
            launch Courier
            home
            wait 1m
            push Courier silent
            wait 1m
            push Courier silent
            wait 1m
            push Courier silent
            wait 1h

            """
        let events = try Self.trace(script)
        #expect(
            try Self.marks(events, app: "Courier") == [
                "push sent", "push delivered",
                "push sent", "push held throttled",
                "push sent", "push coalesced coalesced", "push held throttled",
                "push delivered",
            ])
        let pid = try #require(Self.pid(events, "Courier"))
        let marks = events.filter { $0["cat"] as? String == "push" && $0["pid"] as? Int == pid }
        #expect(marks.map { $0["ts"] as? Int } == [60, 60, 120, 120, 180, 180, 180, 3660].map { $0 * 1_000_000 })
        let sent = try #require(marks.first?["args"] as? [String: Any])
        #expect(sent["kind"] as? String == "silent")
        let held = try #require(marks[3]["args"] as? [String: Any])
        #expect(held["detail"] as? String == "silent, delivered in 59m")
        #expect(held["event"] as? String == "PushHeld")
    }

    @Test func theManualsPushMarksAreThoseOfARealTrace() throws {
        let script =
            "profile ios13\npush-budget 1\nlaunch Courier\nhome\nwait 1m\npush Courier silent\nwait 1m\npush Courier silent\nwait 1h\n"
        let trace = try AppdeckProcess.runScript(script, name: "budget.deck", ["--format", "trace"]).stdout
        let marks = trace.split(separator: "\n").filter { $0.contains(#""cat":"push""#) }.map { $0 + "\n" }.joined()
        #expect(try Manual.contains("```\n" + script + "```\n"))
        #expect(try Manual.contains("```\n$ appdeck run budget.deck --format trace | grep '\"cat\":\"push\"'\n" + marks + "```\n"))
    }

    @Test func aPushOfflineIsHeldForTheNetworkAndTheNewerReplacesItCoalesced() throws {
        let events = try Self.trace("network off\npush Chat\npush Chat\nnetwork wifi\nwait 1s\n")
        #expect(
            try Self.marks(events, app: "Chat") == [
                "push sent", "push held no-network", "push sent", "push coalesced no-network", "push held no-network",
                "push delivered",
            ])
    }

    @Test func aRejectedAndADroppedPushHaveTheirMarks() throws {
        let rejected = try Self.trace("profile ios13\npush Courier silent priority 10\n")
        #expect(try Self.marks(rejected, app: "Courier") == ["push sent", "push rejected bad-priority"])
        let dropped = try Self.trace("profile ios13\nlaunch Courier\nhome\nkill Courier\npush Courier silent\n")
        #expect(try Self.marks(dropped, app: "Courier") == ["push sent", "push dropped force-quit"])
        let blocked = "profile ios13\n" + String(repeating: "push Dialer voip\nwait 5s\n", count: 4)
        let voip = try Self.marks(Self.trace(blocked), app: "Dialer")
        #expect(voip.suffix(2) == ["push sent", "push dropped voip-blocked"])
        #expect(voip.filter { $0 == "push delivered" }.count == 3)
    }

    @Test func theServiceExtensionRunsOnATrackOfItsOwnNotTheAppsMainThread() throws {
        let events = try Self.trace("profile ios13\npush Cipher mutable\nwait 5s\n")
        let pid = try #require(Self.pid(events, "Cipher"))
        let thread = try #require(
            events.first {
                $0["name"] as? String == "thread_name" && $0["pid"] as? Int == pid
                    && ($0["args"] as? [String: Any])?["name"] as? String == "notification service extension"
            })
        let tid = try #require(thread["tid"] as? Int)
        #expect(tid != 1)
        let slices = events.filter { $0["ph"] as? String == "X" && $0["pid"] as? Int == pid && $0["tid"] as? Int == tid }
        #expect(slices.count == 1)
        #expect(slices.first?["dur"] as? Int == 500_000, "killed for memory 500 ms after it started")
        #expect(slices.first?["cat"] as? String == "extension")
        #expect((slices.first?["args"] as? [String: Any])?["ending"] as? String == "terminated: memory-limit, shown original")
        #expect(try Self.marks(events, app: "Cipher") == ["push sent", "push delivered original"])
    }
}

/// The service extension's slices, in process: shown modified, and the original after 30 s.
struct ServiceExtensionTraceTests {
    static func json(work: SimDuration, pushes: Int = 1) throws -> [[String: Any]] {
        var spec = AppSpec(name: "Sealed")
        spec.notificationService = ServiceExtensionSpec(work: work, memoryBytes: 8_000_000)
        let engine = Engine(apps: [spec], profile: .ios13)
        var trace = SessionTrace()
        engine.onEvent = { trace.add($0) }
        for _ in 0..<pushes {
            let push = Command.push("Sealed", mutable: true)
            trace.willApply(push, at: engine.now)
            try engine.apply(push)
            trace.didApply()
            engine.advance(by: .seconds(10))
        }
        engine.advance(by: .seconds(60))
        trace.advance(to: engine.now)
        let text = trace.json()
        #expect(TraceValidator.problems(text) == [])
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return try #require(parsed?["traceEvents"] as? [[String: Any]])
    }

    static func slices(_ events: [[String: Any]]) -> [String] {
        events.filter { $0["cat"] as? String == "extension" }.map { slice in
            "tid \(slice["tid"] ?? "") \(slice["ts"] ?? "")+\(slice["dur"] ?? ""): "
                + ((slice["args"] as? [String: Any])?["ending"] as? String ?? "")
        }
    }

    @Test func anExtensionThatFinishesIsASliceUntilTheModifiedNotificationIsShown() throws {
        #expect(Self.slices(try Self.json(work: .seconds(2))) == ["tid 2 0+2000000: shown modified"])
    }

    @Test func anExtensionPastThirtySecondsIsASliceOfThirtySecondsThenTheOriginal() throws {
        #expect(Self.slices(try Self.json(work: .seconds(45))) == ["tid 2 0+30000000: time expired, shown original"])
    }

    @Test func extensionRunsThatOverlapGoToASecondTrack() throws {
        let events = try Self.json(work: .seconds(45), pushes: 2)
        #expect(
            Self.slices(events) == [
                "tid 2 0+30000000: time expired, shown original", "tid 3 10000000+30000000: time expired, shown original",
            ])
        let names = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        }
        #expect(names.suffix(2) == ["notification service extension", "notification service extension 2"])
    }
}
