import Foundation
import Scenario
import TestHarness
import Testing

/// The locked device's manifest errors and its trace (§11.6); its causes' goldens are in
/// `CauseGoldenTests` (`Golden/locked`).
@Suite(.serialized)
struct LockedDeviceGoldenTests {
    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
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
