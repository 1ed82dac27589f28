import Foundation
import Scenario
import TestHarness
import Testing

/// Issue 29's causes of "why didn't my task run?", one script each, run through the real
/// binary: the text output is its golden (APPDECK_UPDATE_GOLDENS=1 rewrites them), every
/// expect in it holds, and the built-in `why-not` demo runs to its end.
@Suite(.serialized)
struct WhyNotGoldenTests {
    static let directory = GoldenTests.goldenDirectory.appendingPathComponent("why-not")
    static let apps = directory.appendingPathComponent("apps").path

    /// A script, the options it runs with beside `--apps` (Pulse, Upload) and what it shows.
    struct Cause: CustomTestStringConvertible, Sendable {
        var script: String
        var options: [String] = []
        var testDescription: String { script }
    }

    static let causes = [
        Cause(script: "simulator", options: ["--device", "simulator"]),
        Cause(script: "app-delegate"),
        Cause(script: "register-twice"),
        Cause(script: "submit-foreground"),
        Cause(script: "network-stall"),
    ]

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test(arguments: causes)
    func eachCausesRunIsItsGolden(cause: Cause) throws {
        let script = try String(contentsOf: Self.directory.appendingPathComponent(cause.script + ".deck"), encoding: .utf8)
        let result = try AppdeckProcess.runScript(script, name: cause.script + ".deck", ["--apps", Self.apps] + cause.options)
        #expect(result.status == 0, "\(result.stderr)")
        // The only thing on stderr: the manifests' warnings (Upload's continued task is ios26's).
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.contains(": warning: ") }, "\(result.stderr)")
        let url = Self.directory.appendingPathComponent(cause.script + ".txt")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try Data(result.stdout.utf8).write(to: url)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func onASimulatorTheSimulatorScriptsExpectsHoldAndOnAPhoneTheyFail() throws {
        let script = try String(contentsOf: Self.directory.appendingPathComponent("simulator.deck"), encoding: .utf8)
        let phone = try AppdeckProcess.runScript(script, name: "simulator.deck", ["--device", "phone"])
        #expect(phone.status == 1)
        #expect(phone.stderr.contains("simulator.deck:6: expected Feed BGTaskSubmitFailed (reason: unavailable) to have happened"))
        let bad = try AppdeckProcess.runScript(script, name: "simulator.deck", ["--device", "ipad"])
        #expect(bad.status == 2)
    }
}
