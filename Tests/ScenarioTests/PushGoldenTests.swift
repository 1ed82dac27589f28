import Foundation
import Scenario
import TestHarness
import Testing

/// Issue 33's causes of "why wasn't my push delivered?" (the rule book's §11.5), one script
/// each, run through the real binary: the text output is its golden
/// (APPDECK_UPDATE_GOLDENS=1 rewrites them) and every expect in it holds.
@Suite(.serialized)
struct PushGoldenTests {
    static let directory = GoldenTests.goldenDirectory.appendingPathComponent("pushes")
    /// Slowcrypt: an extension slower than 30 s.
    static let apps = directory.appendingPathComponent("apps").path

    static let causes = [
        "throttled", "coalesced", "debugger", "not-used", "bad-priority", "voip-no-call", "voip-blocked",
        "extension-timeout", "extension-memory", "unsupported-ios13",
        "debugger-release",
    ]

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test(arguments: causes)
    func eachPushCausesRunIsItsGolden(cause: String) throws {
        let script = try String(contentsOf: Self.directory.appendingPathComponent(cause + ".deck"), encoding: .utf8)
        let result = try AppdeckProcess.runScript(script, name: cause + ".deck", ["--apps", Self.apps])
        #expect(result.status == 0, "\(result.stderr)")
        let url = Self.directory.appendingPathComponent(cause + ".txt")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try Data(result.stdout.utf8).write(to: url)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }
}
