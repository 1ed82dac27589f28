import Lifecycle
import Scenario
import Support
import Testing

/// The Live Activity's events in `run`'s text and JSONL (§11.8): `activity` in the state
/// column, `"process":"activity"` and `"activity":N` after state; an activity command for an
/// app without one is found before the script runs.
@Suite struct LiveActivityOutputTests {
    static let scores: AppSpec = {
        var spec = AppSpec(name: "Scores", symbol: "◎", scenes: true)
        spec.liveActivity = LiveActivitySpec(frequentUpdates: true, pushToStart: true, staleAfter: .minutes(10))
        return spec
    }()

    @Test func anActivitysEventsSayActivityForTheProcessAndCarryTheirNumber() throws {
        let e = Engine(apps: [Self.scores], profile: .ios26)
        try e.apply(.launch("Scores"))
        try e.apply(.activity("Scores", .start))
        let started = try #require(e.log.events.last)
        #expect(
            JSONLFormatter().line(for: started)
                == #"{"t":0.0,"app":"Scores","process":"activity","event":"ActivityStarted","state":"active","activity":1,"reason":"in-app","detail":"active for at most 8h"}"#
        )
        var text = TextFormatter(appNames: ["Scores"])
        #expect(text.line(for: started).contains("ActivityStarted") && text.line(for: started).contains("  activity  "))
        try e.apply(.activityPush("Scores", ActivityPush(bytes: 5000)))
        let rejected = try #require(e.log.events.last)
        #expect(JSONLFormatter().line(for: rejected).contains(#""event":"PushRejected","state":"active","reason":"payload-too-large""#))
    }

    @Test func anActivityCommandForAnAppWithoutOneIsAnErrorBeforeTheScriptRuns() throws {
        let script = try Script(parsing: "profile ios26\nlaunch Notes\nactivity start Notes\n", file: "x.deck")
        let problems = #expect(throws: Problems.self) {
            try ScriptRunner.resolve(script, apps: [AppSpec(name: "Notes"), Self.scores])
        }
        #expect(problems?.list.map(\.line) == [3])
        #expect(problems?.list.first?.message == "Notes has no Live Activity: its manifest declares no live-activity:")
    }
}
