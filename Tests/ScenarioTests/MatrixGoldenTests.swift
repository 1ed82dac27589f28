import Foundation
import TestHarness
import Testing

/// `appdeck matrix` through the real binary: each matrix of the table, in each format, is its
/// golden (APPDECK_UPDATE_GOLDENS=1 rewrites them), and the manual shows three of them as
/// they are.
@Suite(.serialized) struct MatrixGoldenTests {
    /// A golden matrix: the apps, as typed, and the profile; its golden is
    /// `matrix-NAME-PROFILE.txt|csv|jsonl`.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var apps: [String]
        var profile: String
        var testDescription: String { "\(name) on \(profile)" }
    }

    static let cases: [Case] =
        [
            ("mail-podcasts", ["Mail", "podcasts"], ["ios7", "ios13"]),
            // Issue 22: BG tasks.
            ("feed-backup", ["Feed", "Backup"], ["ios13", "ios26"]),
            // §11.5: a VoIP push that rings, one without a call, an extension killed, Newsstand.
            ("pushes", ["Talk", "Dialer", "Cipher", "Paper"], ["ios13", "ios26"]),
        ].flatMap { name, apps, profiles in profiles.map { Case(name: name, apps: apps, profile: $0) } }

    init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary),
            "build appdeck first (swift build): \(AppdeckProcess.binary)")
    }

    @Test(arguments: cases, ["text", "csv", "jsonl"])
    func eachMatrixIsItsGolden(matrix: Case, format: String) throws {
        let result = try AppdeckProcess.run(["matrix"] + matrix.apps + ["--profile", matrix.profile, "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let url = GoldenTests.goldenDirectory.appendingPathComponent(
            "matrix-\(matrix.name)-\(matrix.profile).\(format == "text" ? "txt" : format)")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try result.stdout.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test(arguments: [
        ("mail-podcasts-ios13", "Mail Podcasts --profile ios13"),
        ("feed-backup-ios26", "Feed Backup --profile ios26"),
        ("pushes-ios13", "Talk Dialer Cipher Paper --profile ios13"),
    ])
    func theManualShowsARealMatrix(golden: String, command: String) throws {
        let text = try String(contentsOf: GoldenTests.goldenDirectory.appendingPathComponent("matrix-\(golden).txt"), encoding: .utf8)
        #expect(try Manual.contains("```\n$ appdeck matrix \(command)\n" + text + "```\n"))
    }
}
