import Foundation
import Scenario
import TestHarness
import Testing

/// `appdeck run SCRIPT --format timeline`, through the real binary: the built-in ios6-vs-ios7
/// demo (the guide's picture: iOS 6 runs the tasks in one block and keeps the device awake;
/// iOS 7 lets it sleep and runs them in chunks when it wakes) pinned at widths 80 and 120,
/// with and without --ascii. `APPDECK_UPDATE_GOLDENS=1` rewrites
/// the golden files (review the diff).
@Suite(.serialized)
struct TimelineGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let script = "ios6-vs-ios7.deck"
    /// The demo's text, as `appdeck demo ios6-vs-ios7 --print` prints it.
    static let demo = Demo.named("ios6-vs-ios7")!.text

    static func file(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test(arguments: [(80, false), (120, false), (80, true), (120, true)])
    func theIOS6VersusIOS7TimelineIsItsGoldenFile(width: Int, ascii: Bool) throws {
        let options = ["--format", "timeline", "--width", "\(width)"] + (ascii ? ["--ascii"] : [])
        let result = try AppdeckProcess.runScript(Self.demo, name: Self.script, options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let golden = "ios6-vs-ios7-\(width)\(ascii ? "-ascii" : "").txt"
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] != nil {
            try Data(result.stdout.utf8).write(to: Self.directory.appendingPathComponent(golden))
        }
        let expected = try Self.file(golden)
        #expect(result.stdout == expected)
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= width, "\(line)")
            if ascii { #expect(line.allSatisfy { $0.isASCII }, "\(line)") }
        }
    }

    @Test func theReadmeShowsTheScriptAndItsRealTimeline() throws {
        let script = Self.demo
        #expect(try Manual.contains("```\n" + script + "```\n"))
        let result = try AppdeckProcess.runScript(script, name: Self.script, ["--format", "timeline", "--width", "100"])
        #expect(try Manual.contains("```\n$ appdeck run ios6-vs-ios7.deck --format timeline --width 100\n" + result.stdout + "```\n"))
    }

    @Test func aWindowDrawsOnlyItsTimeAndTheAxisStartsThere() throws {
        let result = try AppdeckProcess.runScript(
            Self.demo, name: Self.script,
            ["--format", "timeline", "--width", "80", "--from", "6m", "--to", "14m"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "6m to 14m, 10s a column")
        #expect(lines[1].hasSuffix("6m          8m          10m         12m"))
        // The window starts inside the iOS 6 block (the locked device awake), the reset at
        // 6m50s, then iOS 7: asleep, Photos launched again; nothing before 6m is drawn.
        #expect(lines.contains { $0.hasPrefix("Device   ▒▒▒▒▒┃····") })
        #expect(lines.contains { $0.hasPrefix("Photos   ▒▒▒▒▒▲▒▒▒") })
        #expect(!lines.contains { $0.contains("5m") })
    }

    @Test(arguments: [
        (["--width", "20"], "--width must be at least 40, got 20"),
        (["--from", "5m", "--to", "1m"], "--to (1m) must come after --from (5m)"),
        (["--from", "soon"], "soon"),
    ])
    func badTimelineOptionsExitTwoSayingWhatWasExpected(options: [String], message: String) throws {
        let result = try AppdeckProcess.runScript("launch Notes\n", ["--format", "timeline"] + options)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func timelineOptionsWithAnotherFormatAreAUsageError() throws {
        let result = try AppdeckProcess.runScript("launch Notes\n", ["--width", "80"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--width, --from, --to and --ascii go with --format timeline"))
    }

    @Test func aFailedExpectStillDrawsTheTimelineSoFarThenExitsOne() throws {
        let result = try AppdeckProcess.runScript(
            "launch Leaky\nhome\nwait 1m\nexpect Leaky suspended\n", name: "f.deck",
            ["--format", "timeline", "--width", "60"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Leaky    ▲▒"))
        #expect(result.stderr.hasPrefix("f.deck:4: "))
    }

    @Test func withoutAUTF8LocaleTheTimelineIsInASCII() throws {
        let result = try AppdeckProcess.runScript(
            "launch Leaky\nhome\nwait 4m\n", ["--format", "timeline", "--width", "60"],
            environment: ["LANG": "C"])
        #expect(result.status == 0)
        #expect(result.stdout.allSatisfy { $0.isASCII })
        #expect(result.stdout.contains("X killed (watchdog, time ran out)"))
    }
}
