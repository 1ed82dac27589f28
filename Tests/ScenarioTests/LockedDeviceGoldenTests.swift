import Foundation
import Scenario
import TestHarness
import Testing

/// The locked device's causes (§11.6), one script each, run through the real binary: the text
/// output is its golden (APPDECK_UPDATE_GOLDENS=1 rewrites them) and every expect in it holds.
/// `mail-log-out` is the new user's try: `apps show Mail` changed to `data-protection:
/// complete` and `locked-data: log-out`.
@Suite(.serialized)
struct LockedDeviceGoldenTests {
    static let directory = GoldenTests.goldenDirectory.appendingPathComponent("locked")
    static let apps = directory.appendingPathComponent("apps").path
    static let causes = ["protected-data", "before-first-unlock", "file-lock", "prewarm", "mail-log-out"]

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test(arguments: causes)
    func eachLockedDeviceCausesRunIsItsGolden(cause: String) throws {
        let script = try String(contentsOf: Self.directory.appendingPathComponent(cause + ".deck"), encoding: .utf8)
        let result = try AppdeckProcess.runScript(script, name: cause + ".deck", ["--apps", Self.apps])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let url = Self.directory.appendingPathComponent(cause + ".txt")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try Data(result.stdout.utf8).write(to: url)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func anUnknownProtectionClassOrBehaviourIsAnErrorAtItsLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("appdeck-locked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = "name: Kite\ndata-protection: sometimes\nlocked-data: panic\nfile-lock: maybe\n"
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("kite.yaml"))
        let result = try AppdeckProcess.runScript("launch Kite\n", name: "kite.deck", ["--apps", dir.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "kite.yaml:2: data-protection: expected complete, complete-unless-open, until-first-unlock or none, found 'sometimes'"))
        #expect(result.stderr.contains("kite.yaml:3: locked-data: expected wait, fail or log-out, found 'panic'"))
        #expect(result.stderr.contains("kite.yaml:4: file-lock: expected released or held, found 'maybe'"))
    }

    @Test func theTraceShowsTheDeviceLockedSinceBootAndTheRestart() throws {
        let script = "profile ios13\nlaunch Mail\nwait 5s\nreboot\nwait 1m\nunlock\nwait 1m\n"
        let result = try AppdeckProcess.runScript(script, name: "reboot.deck", ["--format", "trace"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""name":"locked since boot""#))
        #expect(result.stdout.contains(#""name":"DeviceRebooted""#))
        #expect(TraceValidator.problems(result.stdout).isEmpty)
    }
}
