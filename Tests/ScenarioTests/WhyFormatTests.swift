import Catalog
import Foundation
import Lifecycle
import Scenario
import TestHarness
import Testing

/// `appdeck run SCRIPT --format why` (issue 35): every BG task request and push, its holds'
/// intervals and how it ended; the same as JSONL records.
@Suite(.serialized)
struct WhyFormatTests {
    /// The report of `script` on the built-in catalog's Feed, Backup and Chat, run by the
    /// runner with the report's hooks.
    private func report(_ script: String, profile: Profile = .ios13) throws -> (WhyReport, Engine) {
        try whyRun(script, profile: profile)
    }

    @Test func theWhyReportGivesEachHoldReasonsIntervalsNotOnlyTheFirst() throws {
        let (report, _) = try report(
            "launch Backup\nwait 2s\nhome\nlowpower on\nwait 1m\nlowpower off\nwait 1m\ncharger on\nwait 1m\n")
        let record = try #require(report.records.first { $0.name == "com.appdeck.backup.nightly" })
        #expect(record.start == .seconds(2))
        let lowPower = record.holds.filter { $0.reason == .lowPower }
        #expect(lowPower.map(\.from) == [.seconds(2)] && lowPower.map(\.to) == [.seconds(62)])
        let power = try #require(record.holds.first { $0.reason == .needsPower })
        #expect(power.from == .seconds(2) && power.to == .seconds(122))
        #expect(record.holds.first { $0.reason == .deviceInUse }?.to == nil, "still held at the end")
        #expect(record.end == .pending)
    }

    @Test func theWhyReportSaysHowEachRequestEnded() throws {
        let (report, _) = try report(
            "launch Backup\nwait 2s\nhome\ncharger on\nlock\nwait 6m\nunlock\nwait 1m\n")
        let record = try #require(report.records.first)
        #expect(record.launched == .seconds(302))
        #expect(record.end == .expired && record.detail == "device-in-use")
    }

    @Test func theWhyReportFollowsAHeldPushUntilItIsDeliveredOrReplaced() throws {
        let script = try String(contentsOf: GoldenTests.goldenDirectory.appendingPathComponent("why-push.deck"), encoding: .utf8)
        let (report, _) = try report(script)
        #expect(report.records.map(\.end) == [.dropped, .ran])
        #expect(report.records[1].holds == [HoldInterval(reason: .noNetwork, from: .seconds(10), to: .seconds(70))])
    }

    @Test(arguments: [("bgtasks", "bgtasks.why"), ("why-push", "why-push.why")])
    func theWhyFormatOfAScriptIsItsGolden(script: String, golden: String) throws {
        let text =
            script == "bgtasks"
            ? try #require(Demo.named("bgtasks")).text
            : try String(contentsOf: GoldenTests.goldenDirectory.appendingPathComponent(script + ".deck"), encoding: .utf8)
        let result = try AppdeckProcess.runScript(text, name: script + ".deck", ["--format", "why"])
        #expect(result.status == 0)
        let url = GoldenTests.goldenDirectory.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" { try Data(result.stdout.utf8).write(to: url) }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func jsonlEndsWithOneRecordPerRequestAndPush() throws {
        let script = try String(contentsOf: GoldenTests.goldenDirectory.appendingPathComponent("why-push.deck"), encoding: .utf8)
        let result = try AppdeckProcess.runScript(script, name: "why-push.deck", ["--format", "jsonl"])
        let records = result.stdout.split(separator: "\n").filter { $0.hasPrefix("{\"record\":") }
        #expect(
            records.last
                == #"{"record":"push","app":"Chat","name":"silent","t":10.0,"holds":[{"reason":"no-network","from":10.0,"to":70.0}],"end":"ran","ended":70.0}"#
        )
        #expect(records.count == 2)
    }
}

/// The manual's why example is what the program prints.
@Suite(.serialized)
struct WhyManualTests {
    @Test func theManualShowsTheWhyScriptItsWhyEventAndItsReport() throws {
        let script = try String(contentsOf: GoldenTests.goldenDirectory.appendingPathComponent("why-all.deck"), encoding: .utf8)
        #expect(try Manual.contains("```\n" + script + "```\n"))
        let text = try AppdeckProcess.runScript(script, name: "why-all.deck")
        #expect(text.status == 0)
        let why = try #require(text.stdout.split(separator: "\n").first { $0.contains(" Why ") })
        #expect(try Manual.contains("```\n" + why + "\n```\n"))
        let report = try AppdeckProcess.runScript(script, name: "why-all.deck", ["--format", "why"])
        #expect(try Manual.contains("```\n$ appdeck run why-all.deck --format why\n" + report.stdout + "```\n"))
    }
}
