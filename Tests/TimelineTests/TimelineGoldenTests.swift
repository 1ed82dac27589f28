import Foundation
import Testing
import TestHarness

/// `appdeck run SCRIPT --format timeline`, through the real binary: the ios6-vs-ios7 script
/// pinned at widths 80 and 120, with and without --ascii. `APPDECK_UPDATE_GOLDENS=1` rewrites
/// the golden files (review the diff).
@Suite(.serialized)
struct TimelineGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let script = "ios6-vs-ios7.deck"

    static func file(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
                     "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test(arguments: [(80, false), (120, false), (80, true), (120, true)])
    func theIOS6VersusIOS7TimelineIsItsGoldenFile(width: Int, ascii: Bool) throws {
        let options = ["--format", "timeline", "--width", "\(width)"] + (ascii ? ["--ascii"] : [])
        let result = try AppdeckProcess.runScript(try Self.file(Self.script), name: Self.script, options)
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

    /// The built-in demo of the same name (`appdeck demo ios6-vs-ios7`): no lock, so its iOS 7
    /// half shows the 180 s budget against iOS 6's 600 s; the fixture above adds the sleep.
    @Test(arguments: [(80, false), (120, false), (80, true), (120, true)])
    func theBuiltInIOS6VersusIOS7DemosTimelineIsItsGoldenFile(width: Int, ascii: Bool) throws {
        let demo = try AppdeckProcess.run(["demo", "ios6-vs-ios7", "--print"])
        #expect(demo.status == 0)
        let options = ["--format", "timeline", "--width", "\(width)"] + (ascii ? ["--ascii"] : [])
        let result = try AppdeckProcess.runScript(demo.stdout, name: "ios6-vs-ios7.deck", options)
        #expect(result.status == 0, "\(result.stderr)")
        let golden = "demo-ios6-vs-ios7-\(width)\(ascii ? "-ascii" : "").txt"
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] != nil {
            try Data(result.stdout.utf8).write(to: Self.directory.appendingPathComponent(golden))
        }
        let expected = try Self.file(golden)
        #expect(result.stdout == expected)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= width })
    }

    @Test func theReadmeShowsTheScriptAndItsRealTimeline() throws {
        let readme = try String(contentsOf: Self.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let script = try Self.file(Self.script)
        #expect(readme.contains("```\n" + script + "```\n"))
        let result = try AppdeckProcess.runScript(script, name: Self.script, ["--format", "timeline", "--width", "100"])
        #expect(readme.contains("```\n$ appdeck run ios6-vs-ios7.deck --format timeline --width 100\n" + result.stdout + "```\n"))
    }

    @Test func aWindowDrawsOnlyItsTimeAndTheAxisStartsThere() throws {
        let result = try AppdeckProcess.runScript(try Self.file(Self.script), name: Self.script,
                                                  ["--format", "timeline", "--width", "80", "--from", "12m", "--to", "20m"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "12m to 20m, 10s a column")
        #expect(lines[1].hasSuffix("12m         14m         16m         18m"))
        // iOS 7 only: the reset at 12m10s, Photos launching again; the ios6 block is not drawn.
        #expect(lines.contains { $0.hasPrefix("Device   ·┃····") })
        #expect(lines.contains { $0.hasPrefix("Photos   ·▲▒▒▒") })
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
        let result = try AppdeckProcess.runScript("launch Leaky\nhome\nwait 1m\nexpect Leaky suspended\n", name: "f.deck",
                                                  ["--format", "timeline", "--width", "60"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Leaky    ▲▒"))
        #expect(result.stderr.hasPrefix("f.deck:4: "))
    }

    @Test func withoutAUTF8LocaleTheTimelineIsInASCII() throws {
        let result = try AppdeckProcess.runScript("launch Leaky\nhome\nwait 4m\n", ["--format", "timeline", "--width", "60"],
                                                  environment: ["LANG": "C"])
        #expect(result.status == 0)
        #expect(result.stdout.allSatisfy { $0.isASCII })
        #expect(result.stdout.contains("X killed (watchdog, time ran out)"))
    }
}
