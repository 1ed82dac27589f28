import Foundation
import TestHarness
import Testing

/// `appdeck compare`, end to end: the real binary, its output, stderr and exit status.
@Suite(.serialized)
struct CompareCommandTests {
    static let golden = GoldenTests.goldenDirectory

    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    static func compare(_ options: [String], script: String? = nil, name: String = "compare-catalog.deck") throws -> AppdeckProcess.Result {
        let dir = try AppdeckProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try (script ?? GoldenTests.file("compare-catalog.deck")).write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
        return try AppdeckProcess.run(["compare", name] + options, directory: dir)
    }

    @Test(arguments: ["text", "csv", "jsonl"])
    func theCatalogUnderTheThreeProfilesIsItsGolden(format: String) throws {
        let result = try Self.compare(["--profiles", "ios6,ios7,ios13", "--width", "100", "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let url = Self.golden.appendingPathComponent("compare-catalog.\(format == "text" ? "txt" : format)")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try result.stdout.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func theReadmeShowsARealComparisonAndItsScript() throws {
        let text = try String(contentsOf: Self.golden.appendingPathComponent("compare-catalog.txt"), encoding: .utf8)
        #expect(try Manual.contains("```\n" + (try GoldenTests.file("compare-catalog.deck")) + "```\n"))
        #expect(
            try Manual.contains("```\n$ appdeck compare compare-catalog.deck --profiles ios6,ios7,ios13 --width 100\n" + text + "```\n"))
    }

    @Test func theTextHasEachRunsTimelineTheTableAndEachAppsFirstDivergence() throws {
        let text = try Self.compare(["--width", "100"]).stdout
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { ["ios6", "ios7", "ios13"].contains($0) }.count == 3, "a timeline per run, labelled")
        #expect(lines.contains { $0.hasPrefix("Leaky    ios6   5s      0s        10m ") && $0.contains("background-task-timeout 1") })
        let leaky = try #require(lines.firstIndex(of: "Leaky: event 6"))
        #expect(lines[leaky + 1] == "  ios6   0:10:05 ExpirationHandler (background) leak")
        #expect(lines[leaky + 2] == "  ios7   (no more events)")
        #expect(lines.contains("ios13  every expect held (57 events)"))
    }

    @Test func aScriptThatSetsItsOwnProfileExitsTwoNamingTheLine() throws {
        let result = try Self.compare([], script: "launch Mail\nreset ios6\nprofile ios7\n", name: "own.deck")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                own.deck:2: 'reset ios6' sets the profile, but compare runs the script under each profile of --profiles (remove the line)
                own.deck:3: 'profile ios7' sets the profile, but compare runs the script under each profile of --profiles (remove the line)

                """)
    }

    @Test func anExpectThatFailsInOneRunIsReportedForThatRunAndExitsOne() throws {
        let script = "launch Leaky\nhome\nwait 5m\nexpect Leaky background\n"
        let text = try Self.compare(["--profiles", "ios6,ios7", "--seeds", "1,2"], script: script, name: "e.deck")
        #expect(text.status == 1)
        #expect(text.stdout.contains("ios6 seed 1  every expect held"))
        #expect(text.stdout.contains("ios7 seed 2  stopped: e.deck:4: expected Leaky to be background, but it is notRunning"))
        let jsonl = try Self.compare(["--profiles", "ios6,ios7", "--format", "jsonl"], script: script, name: "e.deck")
        #expect(jsonl.status == 1)
        #expect(jsonl.stderr == "ios7: e.deck:4: expected Leaky to be background, but it is notRunning\n")
        #expect(jsonl.stdout.split(separator: "\n").count == 2, "Leaky in each run")
    }

    @Test(arguments: [["--profiles", "ios8"], ["--seeds", "x"], ["--width", "10"], ["--format", "yaml"]])
    func badOptionsAreUsageErrors(options: [String]) throws {
        let result = try Self.compare(options)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Usage: appdeck compare"))
    }
}
