import Foundation
import Scenario
import TestHarness
import Testing

/// The built-in `bgtasks` demo run through the real binary is its golden output, and the
/// README's BG task examples (the why-not-yet script, the legacy-fetch matrix) are what the
/// program prints.
@Suite(.serialized)
struct BGTaskGoldenTests {
    static func golden(_ name: String) -> URL { GoldenTests.goldenDirectory.appendingPathComponent(name) }

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test(arguments: ["txt", "jsonl"])
    func theBgtasksDemosRunIsItsGolden(format: String) throws {
        let demo = try #require(Demo.named("bgtasks"))
        let result = try AppdeckProcess.runScript(demo.text, name: "bgtasks.deck", ["--format", format == "txt" ? "text" : "jsonl"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let url = Self.golden("bgtasks.\(format)")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try Data(result.stdout.utf8).write(to: url)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func theReadmeShowsTheWhyNotYetScriptAndItsOutput() throws {
        let script = try String(contentsOf: Self.golden("why-backup.deck"), encoding: .utf8)
        #expect(try Manual.contains("```\n" + script + "```\n"))
        let result = try AppdeckProcess.runScript(script, name: "why.deck")
        #expect(result.status == 0)
        #expect(try Manual.contains("```\n" + result.stdout + "```\n"))
    }

    @Test func theReadmesLegacyFetchMatrixIsWhatTheMatrixPrints() throws {
        let manifest = try String(contentsOf: Self.golden("courier-both.yaml"), encoding: .utf8)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bg-matrix-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: dir + "/courier.yaml"))
        var block = ""
        for profile in ["ios13", "ios7"] {
            let result = try AppdeckProcess.run(["matrix", "Courier", "--apps", dir, "--profile", profile])
            #expect(result.status == 0)
            block += "$ appdeck matrix Courier --apps couriers --profile \(profile)\n" + result.stdout
        }
        #expect(try Manual.contains("```\n" + block + "```\n"))
        let check = try AppdeckProcess.run(["apps", "check", dir + "/courier.yaml"])
        #expect(check.status == 0)
        #expect(check.stdout.contains("courier.yaml:3: warning: fetch: legacy fetch is disabled on ios13 and later"))
    }
}
