import Foundation
import TestHarness
import Testing

/// BG task requests as bands through the real binary (issue 22): the timeline's row per
/// identifier and its legend, the trace's `BG task ID` tracks of slices, and compare's counts,
/// each pinned by a golden of `bgtask-bands.deck` (Feed's refresh task resubmitted each run,
/// Backup's nightly task expired by an unlock).
@Suite(.serialized)
struct BGTaskBandTests {
    static let golden = GoldenTests.goldenDirectory
    static let deck = "bgtask-bands.deck"

    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    /// `output` against the golden `name` (rewritten with APPDECK_UPDATE_GOLDENS=1).
    static func expectGolden(_ output: String, _ name: String) throws {
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try output.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(output == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test(arguments: [false, true])
    func eachRequestIsABandFromSubmissionToItsRunAndEndOnTheTimeline(ascii: Bool) throws {
        let options = ["--profile", "ios26", "--format", "timeline", "--width", "100"] + (ascii ? ["--ascii"] : [])
        let result = try AppdeckProcess.runScript(try GoldenTests.file(Self.deck), name: Self.deck, options)
        #expect(result.status == 0, "\(result.stderr)")
        try Self.expectGolden(result.stdout, "bgtask-bands-timeline\(ascii ? "-ascii" : "").txt")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let nightly = try #require(lines.first { $0.hasPrefix("  nightly ") })
        #expect(nightly.contains(ascii ? "--==!" : "╌╌══!"), "pending 5 minutes of lock, running 3, expired by the unlock")
        let refresh = try #require(lines.first { $0.hasPrefix("  refresh ") })
        #expect(refresh.filter { $0 == (ascii ? "@" : "◆") }.count == 2, "two runs done, each resubmitting")
        #expect(lines.contains(ascii ? "BG task - request pending  = task running" : "BG task ╌ request pending  ═ task running"))
    }

    @Test func theTraceHasEachRequestsBandsAsSlicesOnATrackOfItsIdentifier() throws {
        let result = try AppdeckProcess.runScript(
            try GoldenTests.file(Self.deck), name: Self.deck, ["--profile", "ios26", "--format", "trace"])
        #expect(result.status == 0)
        #expect(TraceValidator.problems(result.stdout) == [])
        try Self.expectGolden(result.stdout, "bgtask-bands-trace.json")
        let events = TraceValidator.events(result.stdout)
        let track = try #require(
            events.first { ($0["args"] as? [String: Any])?["name"] as? String == "BG task com.appdeck.backup.nightly" })
        let slices = events.filter {
            $0["ph"] as? String == "X" && $0["pid"] as? Int == track["pid"] as? Int && $0["tid"] as? Int == track["tid"] as? Int
        }
        #expect(
            slices.map { "\($0["name"]!) \($0["ts"]!)+\($0["dur"]!)" } == [
                "request pending 0+300000000", "task running 300000000+180000000",
            ])
        #expect(slices.allSatisfy { $0["cat"] as? String == "bg-task" })
    }

    @Test(arguments: ["text", "csv", "jsonl"])
    func compareCountsTheRequestsOfEachAppInEachRun(format: String) throws {
        let result = try CompareCommandTests.compare(
            ["--profiles", "ios7,ios13,ios26", "--width", "100", "--format", format],
            script: try GoldenTests.file(Self.deck), name: Self.deck)
        #expect(result.status == 0, "\(result.stderr)")
        try Self.expectGolden(result.stdout, "bgtask-bands-compare.\(format == "text" ? "txt" : format)")
        if format == "text" {
            #expect(result.stdout.contains("submitted 1, ran 1, expired 1\n"), "Backup: its one request expired")
            #expect(result.stdout.contains("submitted 3, ran 2, done 2\n"), "Feed: two runs, each resubmitting")
        }
        if format == "jsonl" {
            #expect(result.stdout.contains("\"bgTasks\":{\"submitted\":0,\"ran\":0,\"done\":0,\"expired\":0}"), "ios7 submits nothing")
        }
    }
}

extension BGTaskBandTests {
    @Test func theReadmeShowsTheScriptAndItsRealBGTaskTimeline() throws {
        let script = try GoldenTests.file(Self.deck)
        #expect(try Manual.contains("```\n" + script + "```\n"))
        let result = try AppdeckProcess.runScript(
            script, name: Self.deck, ["--profile", "ios26", "--format", "timeline", "--width", "100"])
        #expect(
            try Manual.contains(
                "```\n$ appdeck run bgtask-bands.deck --profile ios26 --format timeline --width 100\n" + result.stdout + "```\n"))
    }
}
