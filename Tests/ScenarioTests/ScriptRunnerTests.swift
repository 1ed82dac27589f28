import Lifecycle
import Support
import Testing

@testable import Scenario

/// Running scripts on the engine: events in order, failures naming their line.
struct ScriptRunnerTests {
    /// Runs `text` and returns the events and how it ended.
    func run(_ text: String, _ profile: Profile = .ios7) throws -> (events: [Event], failure: RunFailure?) {
        let runner = try ScriptRunner(script: Script(parsing: text, file: "t.deck"), engine: TestApps.engine(profile))
        var events: [Event] = []
        do {
            try runner.run { events.append($0) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    func trace(_ events: [Event]) -> [String] {
        events.map { ($0.app.map { "\($0) " } ?? "") + $0.name.rawValue }
    }

    @Test func appNamesMatchTheCatalogIgnoringCaseAndEventsUseItsSpelling() throws {
        let (events, failure) = try run("launch notes\nexpect NOTES active\n")
        #expect(failure == nil)
        #expect(trace(events) == ["Notes FinishedLaunching", "Notes OnActivated"])
    }

    @Test func everyEventOfTheRunIsEmittedInLogOrder() throws {
        let runner = try ScriptRunner(
            script: Script(parsing: "launch Mail\nhome\nwait 1m\n", file: "t.deck"),
            engine: TestApps.engine())
        var events: [Event] = []
        try runner.run { events.append($0) }
        #expect(events == runner.engine.log.events)
        #expect(events.map(\.time) == events.map(\.time).sorted())
        #expect(trace(events).contains("Mail EndBackgroundTask"))
    }

    @Test func anUnknownAppIsAnErrorAtItsLineAndColumnBeforeAnythingRuns() throws {
        let script = try Script(parsing: "launch Notes\n\nbar  Mial on\nfetch Zzz\n", file: "t.deck")
        let engine = TestApps.engine()
        #expect(throws: Problems.self) { try ScriptRunner(script: script, engine: engine) }
        do {
            _ = try ScriptRunner(script: script, engine: engine)
        } catch {
            #expect(
                error.description == """
                    t.deck:3:6: unknown app 'Mial' (did you mean 'Mail'?)
                    t.deck:4:7: unknown app 'Zzz'
                    """)
        }
        #expect(engine.log.totalCount == 0)
    }

    @Test func aCommandThatCannotBeCarriedOutStopsTheRunAtItsLine() throws {
        let (events, failure) = try run("launch Notes\n# a comment\ntap Mail\nhome\n")
        let stop = try #require(failure)
        #expect(stop.kind == .cannotCarryOut)
        #expect(stop.problem.line == 3)
        #expect(stop.description.hasPrefix("t.deck:3: "))
        #expect(stop.description.contains("Mail"))
        #expect(trace(events) == ["Notes FinishedLaunching", "Notes OnActivated"])
    }

    @Test func aFailedExpectStopsTheRunAtItsLine() throws {
        let (_, failure) = try run("launch Notes\nhome\nwait 10s\nexpect Notes background\nlaunch Mail\n")
        let stop = try #require(failure)
        #expect(
            stop
                == RunFailure(
                    kind: .expectationFailed,
                    problem: Problem(
                        file: "t.deck", line: 4, message: "expected Notes to be background, but it is suspended")))
    }

    @Test func theProfileLineGoesThroughTheEngine() throws {
        let (events, failure) = try run("profile ios6\nlaunch Leaky\nhome\nwait 11m\nexpect Leaky notRunning\n")
        #expect(failure == nil)
        let terminated = try #require(events.first { $0.name == .terminated })
        #expect(terminated.time == .seconds(600) + events.first { $0.name == .didEnterBackground }!.time)
    }

    @Test func theSameScriptTwiceGivesTheSameEvents() throws {
        let text = "launch Mail\nhome\nlock\nwait 2h\nunlock\nfetch Mail\nlaunch Leaky\nhome\nwait 10m\n"
        #expect(try run(text).events == run(text).events)
    }

    @Test func everyEventReachesTheOutputEvenWhenALineLogsMoreThanTheLogKeeps() throws {
        let engine = Engine(apps: TestApps.all, seed: 1, logCapacity: 1)
        let runner = try ScriptRunner(script: Script(parsing: "lock\nunlock\nlaunch Mail\n", file: "t.deck"), engine: engine)
        var events: [Event] = []
        try runner.run { events.append($0) }
        #expect(
            events.map(\.name) == [
                .deviceLocked, .deviceSlept, .deviceUnlocked, .deviceWoke,
                .finishedLaunching, .onActivated,
            ])
        #expect(engine.log.count == 1)
    }
}
