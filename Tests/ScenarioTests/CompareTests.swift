import Lifecycle
import Support
import Testing
@testable import Scenario

/// `appdeck compare`: the same script under several profiles and seeds.
struct CompareTests {
    static func runner(_ text: String, _ profiles: [Profile] = [.ios6, .ios7], seeds: [UInt64] = [0]) throws -> CompareRunner {
        try CompareRunner(script: Script(parsing: text, file: "c.deck"), catalog: TestApps.all, profiles: profiles, seeds: seeds)
    }

    @Test func aResetClosesTheTasksStillOpen() throws {
        var record = SessionRecord()
        try ScriptRunner(script: Script(parsing: "launch Leaky\nhome\nwait 10s\nreset\n", file: "r.deck"),
                         engine: TestApps.engine()).run { record.record($0) }
        #expect(record.tasks.spans.map(\.ending) == ["device reset"])
        #expect(record.tasks.spans.first?.end == .seconds(10))
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
        let comparison = Comparison(runs: try Self.runner("launch Notes\nlaunch Leaky\nhome\nwait 15m\n").run(),
                                    catalog: TestApps.all.map(\.name))
        #expect(comparison.apps == ["Notes", "Leaky"])
        #expect(comparison.divergence(of: "Notes") == nil)
        let leaky = try #require(comparison.divergence(of: "Leaky"))
        #expect(leaky.events.map { $0?.name } == [.expirationHandler, .expirationHandler])
        #expect(leaky.events.map { $0?.time } == [.seconds(595), .seconds(175)], "budgets of 600 s and 180 s, warned 5 s before")
        #expect(comparison.summary(of: "Leaky", inRun: 1).kills == [.backgroundTaskTimeout: 1])
        #expect(comparison.summary(of: "Leaky", inRun: 1).tasksExpired == 1)
    }
}
