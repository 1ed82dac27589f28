import Lifecycle
import Support
import Testing
import Timeline

@testable import Scenario

/// `appdeck compare`: the same script under several profiles and seeds.
struct CompareTests {
    static func runner(_ text: String, _ profiles: [Profile] = [.ios6, .ios7], seeds: [UInt64] = [0]) throws -> CompareRunner {
        try CompareRunner(script: Script(parsing: text, file: "c.deck"), catalog: TestApps.all, profiles: profiles, seeds: seeds)
    }

    @Test func aScriptThatSetsItsOwnProfileIsRefusedNamingEachLine() throws {
        #expect { try Self.runner("launch Mail\nprofile ios6\nhome\nreset\nreset ios13\n") } throws: { error in
            (error as? Problems)?.list.map(\.description) == [
                "c.deck:2: 'profile ios6' sets the profile, but compare runs the script under each profile of --profiles (remove the line)",
                "c.deck:5: 'reset ios13' sets the profile, but compare runs the script under each profile of --profiles (remove the line)",
            ]
        }
    }

    @Test func eachProfileRunsWithEachSeedInOrderAndKeepsItsOwnFailure() throws {
        let runs = try Self.runner("launch Leaky\nhome\nwait 5m\nexpect Leaky background\n", seeds: [1, 2]).run()
        #expect(runs.map(\.label) == ["ios6 seed 1", "ios6 seed 2", "ios7 seed 1", "ios7 seed 2"])
        #expect(runs.map { $0.failure == nil } == [true, true, false, false], "iOS 7's budget of 180 s ends Leaky within 5 minutes")
        #expect(runs[2].failure?.description == "c.deck:4: expected Leaky to be background, but it is notRunning")
    }

    @Test func theFirstDivergenceIsTheFirstEventThatDiffersAndAppsThatAgreeHaveNone() throws {
        let comparison = Comparison(
            runs: try Self.runner("launch Notes\nlaunch Leaky\nhome\nwait 15m\n").run(),
            catalog: TestApps.all.map(\.name))
        #expect(comparison.apps == ["Notes", "Leaky"])
        #expect(comparison.divergence(of: "Notes") == nil)
        let leaky = try #require(comparison.divergence(of: "Leaky"))
        #expect(leaky.events.map { $0?.name } == [.expirationHandler, .expirationHandler])
        #expect(leaky.events.map { $0?.time } == [.seconds(595), .seconds(175)], "budgets of 600 s and 180 s, warned 5 s before")
        #expect(comparison.summary(of: "Leaky", inRun: 1).kills == [.backgroundTaskTimeout: 1])
        #expect(comparison.summary(of: "Leaky", inRun: 1).tasksExpired == 1)
    }

    @Test func sceneLifecycleRequiredIsLeftOutOfTheFirstDivergence() throws {
        let comparison = Comparison(
            runs: try Self.runner("launch Notes\nhome\nwait 1m\nlaunch Leaky\nhome\nwait 1m\n", [.ios13, .ios26]).run(),
            catalog: TestApps.all.map(\.name))
        #expect(comparison.runs[1].trace.events.events.contains { $0.name == .sceneLifecycleRequired })
        #expect(comparison.divergence(of: "Notes") == nil)
        #expect(comparison.divergence(of: "Leaky") == nil)
    }

    @Test func anAppThatNeverRanSpentTheWholeRunNotRunning() throws {
        let runs = try CompareRunner(
            script: Script(parsing: "push Chat\nwait 1m\n", file: "c.deck"),
            catalog: [AppSpec(name: "Chat")], profiles: [.ios7], seeds: [0]
        ).run()
        let comparison = Comparison(runs: runs, catalog: ["Chat"])
        #expect(comparison.apps == ["Chat"])
        #expect(comparison.summary(of: "Chat", inRun: 0).time == [.notRunning: .minutes(1)])
    }

    @Test func theTimelinesShareOneAxisAndOneLegendAndDrawTheWindowAsked() throws {
        let comparison = Comparison(runs: try Self.runner("launch Leaky\nhome\nwait 15m\n").run(), catalog: TestApps.all.map(\.name))
        let lines = TimelineText(width: 60, ascii: true).stackedLines(
            comparison.runs.map { ($0.label, $0.trace.timeline) },
            from: .minutes(1), to: .minutes(6))
        #expect(lines.first == "1m to 6m, 10s a column")
        #expect(lines.filter { $0.contains("-+-") }.count == 1, "one axis")
        #expect(lines.filter { $0.hasPrefix("apps ") }.count == 1, "one legend")
        let ios7 = try #require(lines.firstIndex(of: "ios7"))
        #expect(lines[ios7 + 2] == "  Leaky    +++++++++++!X", "its task open from the window's start, expired, killed at 3m")
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func runsWhereNoAppLivedSayItInsteadOfAnEmptyTable() throws {
        let comparison = Comparison(runs: try Self.runner("lock\nwait 1m\n").run(), catalog: TestApps.all.map(\.name))
        let text = CompareFormatter(format: .text, timeline: TimelineText(width: 60)).output(comparison)
        #expect(text.contains("\nNo app lived in any run.\n\nRuns\nios6  every expect held (2 events)\n"))
        #expect(CompareFormatter(format: .jsonl, timeline: TimelineText(width: 60)).output(comparison).isEmpty)
    }
}
