import Foundation
import TestHarness
import Testing

/// The manual's example scripts, run through the real binary with the built-in catalog:
/// their JSONL output is byte for byte the golden file, and the manual (README or an
/// article) shows each script and its text output as they are.
@Suite(.serialized)
struct GoldenTests {
    /// One example run: the script, the options, and the golden file of its JSONL output.
    struct Example: CustomTestStringConvertible, Sendable {
        var script: String
        var options: [String]
        var golden: String
        /// The README shows its text output (journal.deck under ios13 is pinned, not shown:
        /// ios26 shows the same and the warning).
        var inReadme = true
        var testDescription: String { golden }
    }

    static let examples = [
        Example(script: "walkthrough.deck", options: [], golden: "walkthrough.jsonl"),
        Example(script: "leaky.deck", options: ["--profile", "ios6"], golden: "leaky-ios6.jsonl"),
        Example(script: "leaky.deck", options: ["--profile", "ios7"], golden: "leaky-ios7.jsonl"),
        Example(script: "weather.deck", options: [], golden: "weather.jsonl"),
        Example(script: "journal.deck", options: ["--profile", "ios7"], golden: "journal-ios7.jsonl"),
        Example(script: "journal.deck", options: ["--profile", "ios13"], golden: "journal-ios13.jsonl", inReadme: false),
        Example(script: "journal.deck", options: ["--profile", "ios26"], golden: "journal-ios26.jsonl"),
    ]

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func file(_ name: String) throws -> String {
        try String(contentsOf: goldenDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test(arguments: examples)
    func theExamplesJSONLIsItsGoldenFile(example: Example) throws {
        let result = try AppdeckProcess.runScript(
            try Self.file(example.script), name: example.script,
            ["--format", "jsonl"] + example.options)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (try Self.file(example.golden)))
    }

    @Test(arguments: examples.filter(\.inReadme))
    func theReadmeShowsTheScriptAndItsTextOutput(example: Example) throws {
        #expect(try Manual.contains("```\n" + (try Self.file(example.script)) + "```\n"), "\(example.script)")
        let result = try AppdeckProcess.runScript(try Self.file(example.script), name: example.script, example.options)
        #expect(result.status == 0)
        let command = (["$ appdeck run", example.script] + example.options).joined(separator: " ")
        #expect(try Manual.contains("```\n" + command + "\n" + result.stdout + "```\n"), "\(command)")
    }

    @Test func theReadmeShowsTheEndOfTheScenesDemoAsItRuns() throws {
        let demo = try AppdeckProcess.run(["demo", "scenes", "--print"])
        let result = try AppdeckProcess.runScript(demo.stdout, [])
        #expect(result.status == 0)
        let end = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().suffix(13)
        let command = "$ appdeck demo scenes --print | appdeck run - | tail -n 13"
        #expect(try Manual.contains("```\n" + command + "\n" + end.joined(separator: "\n") + "\n```\n"))
    }

    @Test(arguments: ["text", "jsonl"])
    func theSameScriptTwiceGivesByteIdenticalOutput(format: String) throws {
        let script = """
            launch Mail
            home
            launch Weather
            home
            launch Leaky
            home
            lock
            wait 3h
            unlock
            fetch Mail
            push Mail silent
            launch Notes
            memory pressure
            wait 1h

            """
        let first = try AppdeckProcess.runScript(script, ["--format", format, "--seed", "7"])
        let second = try AppdeckProcess.runScript(script, ["--format", format, "--seed", "7"])
        #expect(first.status == 0)
        #expect(first.stdout.split(separator: "\n").count > 40)
        #expect(first.stdout == second.stdout)
    }
}
