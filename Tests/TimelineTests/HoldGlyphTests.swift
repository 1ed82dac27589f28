import Catalog
import Foundation
import Lifecycle
import Scenario
import TestHarness
import Testing
import Timeline

/// A pending BG task request's band shows which reason holds it (issue 35, item 6): the
/// letter of the first unmet condition, sampled by `HoldSampler`, the why report's mechanism.
struct HoldGlyphTests {
    static let script =
        (try? String(contentsOf: TimelineGoldenTests.directory.appendingPathComponent("held-reasons.deck"), encoding: .utf8)) ?? ""

    /// The script's timeline and why report, both sampled after each line as `run` does.
    static func run(_ script: String) throws -> (Timeline, WhyReport, Engine) {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 1)
        let runner = try ScriptRunner(script: Script(parsing: script, file: "held.deck"), engine: engine)
        var timeline = Timeline()
        var report = WhyReport()
        try runner.run(
            emit: {
                timeline.add($0); report.add($0)
            }, willApply: { report.willApply($0, at: engine.now) },
            didApply: {
                timeline.sampleHolds(engine); report.sample(engine)
            })
        timeline.extend(to: engine.now)
        return (timeline, report, engine)
    }

    static func refresh(_ t: Timeline) throws -> BGTaskLane {
        let feed = try #require(t.apps.first { $0.name == "Feed" })
        return try #require(feed.bgTasks.first { $0.id == "com.appdeck.feed.refresh" })
    }

    @Test func aPendingRequestsBandShowsTheLetterOfTheReasonThatHoldsIt() throws {
        let (t, _, _) = try Self.run(Self.script)
        let holds = try Self.refresh(t).holds
        #expect(holds.reason(at: .minutes(5)) == .appRefreshOff)
        #expect(holds.reason(at: .minutes(15)) == .lowPower)
        #expect(holds.reason(at: .minutes(30)) == nil, "only time holds it once Low Power Mode is off")
        let lines = TimelineText(width: 100).lines(t)
        let row = try #require(lines.first { $0.hasPrefix("  refresh") })
        #expect(row.hasSuffix(String(repeating: "A", count: 10) + String(repeating: "L", count: 10) + String(repeating: "╌", count: 40)))
    }

    @Test func theLegendListsEachHoldReasonShownWithItsLetter() throws {
        let (t, _, _) = try Self.run(Self.script)
        let lines = TimelineText(width: 100).lines(t)
        #expect(lines.contains("held    L held: low-power  A held: app-refresh-off"))
        let ascii = TimelineText(width: 100, ascii: true).lines(t)
        #expect(ascii.contains("held    L held: low-power  A held: app-refresh-off"), "the letters are ASCII already")
    }

    @Test func theTimelineAndTheWhyReportShareTheHoldIntervals() throws {
        let (t, report, _) = try Self.run(Self.script)
        let record = try #require(report.records.first { $0.name == "com.appdeck.feed.refresh" })
        let holds = try Self.refresh(t).holds
        for interval in record.holds {
            #expect(holds.reason(at: interval.from) == interval.reason, "\(interval)")
        }
        #expect(record.holds.map(\.reason) == [.appRefreshOff, .lowPower])
    }

    @Test func theHoldSamplerReportsOnlyWhatChanged() throws {
        let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 1)
        var sampler = HoldSampler()
        engine.onEvent = { sampler.add($0) }
        try engine.apply(.launch("Feed"))
        try engine.apply(.home)
        let first = sampler.sample(engine)
        #expect(first.map(\.new) == [true] && first.first?.reasons == [])
        #expect(sampler.sample(engine).isEmpty, "nothing changed")
        try engine.apply(.appRefresh("Feed", false))
        #expect(sampler.sample(engine).map(\.reasons) == [[.appRefreshOff]])
    }
}

/// `appdeck run held-reasons.deck --format timeline`: the golden of a request held by two reasons.
@Suite(.serialized)
struct HoldGlyphGoldenTests {
    @Test func theHeldRequestsTimelineIsItsGoldenFile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
        let result = try AppdeckProcess.runScript(
            HoldGlyphTests.script, name: "held-reasons.deck", ["--format", "timeline", "--width", "100"])
        #expect(result.status == 0, "\(result.stderr)")
        let url = TimelineGoldenTests.directory.appendingPathComponent("held-reasons-100.txt")
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] != nil {
            try Data(result.stdout.utf8).write(to: url)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test func theManualShowsTheScriptAndItsRealTimeline() throws {
        let result = try AppdeckProcess.runScript(
            HoldGlyphTests.script, name: "held-reasons.deck", ["--format", "timeline", "--width", "100"])
        #expect(try Manual.contains("```\n" + HoldGlyphTests.script + "```\n"))
        #expect(try Manual.contains("```\n$ appdeck run held-reasons.deck --format timeline --width 100\n" + result.stdout + "```\n"))
    }
}
