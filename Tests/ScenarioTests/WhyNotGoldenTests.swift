import Foundation
import Scenario
import TestHarness
import Testing

/// Issue 29's simulator cause on a phone; the causes' goldens are in `CauseGoldenTests`
/// (`Golden/why-not`).
@Suite(.serialized)
struct WhyNotGoldenTests {
    static let directory = GoldenTests.goldenDirectory.appendingPathComponent("why-not")

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
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
