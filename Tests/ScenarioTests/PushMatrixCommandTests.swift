import Foundation
import TestHarness
import Testing

/// The push matrices through the real binary (§11.5): Talk (a VoIP push that rings), Dialer (a
/// VoIP push without a call), Cipher (its extension killed for memory) and Paper (Newsstand,
/// unsupported) under ios13 and ios26, and the manual's.
@Suite(.serialized) struct PushMatrixCommandTests {
    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test(arguments: ["ios13", "ios26"], ["text", "csv", "jsonl"])
    func theMatrixOfTheVoipExtensionAndNewsstandAppsIsItsGolden(profile: String, format: String) throws {
        let result = try AppdeckProcess.run(["matrix", "Talk", "Dialer", "Cipher", "Paper", "--profile", profile, "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let url = GoldenTests.goldenDirectory.appendingPathComponent(
            "matrix-pushes-\(profile).\(format == "text" ? "txt" : format)")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try result.stdout.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func theManualShowsARealPushMatrix() throws {
        let golden = GoldenTests.goldenDirectory.appendingPathComponent("matrix-pushes-ios13.txt")
        let text = try String(contentsOf: golden, encoding: .utf8)
        #expect(try Manual.contains("```\n$ appdeck matrix Talk Dialer Cipher Paper --profile ios13\n" + text + "```\n"))
    }
}
