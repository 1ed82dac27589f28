import Lifecycle
import TestHarness
import Testing

@testable import Scenario

/// The trace (Chrome Trace Event JSON): the validator the other tests trust, tasks on tracks
/// of their own, virtual milliseconds as microseconds.
struct TraceFormatTests {
    @Test func theValidatorRejectsWhatPerfettoWouldNotRead() {
        #expect(TraceValidator.problems("{\"traceEvents\":[") == ["not JSON with a traceEvents array"])
        #expect(TraceValidator.problems(#"{"traceEvents":[{"ph":"i","ts":0,"pid":1}]}"#) == ["event 0 lacks tid"])
        let partial = #"{"traceEvents":[{"ph":"X","ts":0,"dur":10,"pid":1,"tid":1},{"ph":"X","ts":5,"dur":10,"pid":1,"tid":1}]}"#
        #expect(TraceValidator.problems(partial) == ["track pid 1 tid 1: event 1 overlaps event 0 in part"])
        let unended = #"{"traceEvents":[{"ph":"B","ts":0,"pid":1,"tid":1}]}"#
        #expect(TraceValidator.problems(unended) == ["track pid 1 tid 1: 1 begin(s) never ended"])
    }

    @Test func theValidatorAcceptsSlicesThatNestOrFollowEachOther() {
        let nested =
            #"{"traceEvents":[{"ph":"X","ts":0,"dur":10,"pid":1,"tid":1},{"ph":"X","ts":2,"dur":8,"pid":1,"tid":1},"#
            + #"{"ph":"X","ts":10,"dur":5,"pid":1,"tid":1},{"ph":"X","ts":5,"dur":10,"pid":1,"tid":2}]}"#
        #expect(TraceValidator.problems(nested).isEmpty)
    }

    @Test func tasksThatOverlapGoToTracksOfTheirOwnAndOneThatFollowsReusesTheFirst() {
        let span = { (id: Int, start: Int64, end: Int64) in
            TaskSpan(app: "Mail", id: id, name: nil, start: .seconds(start), end: .seconds(end))
        }
        let lanes = TraceExport.taskLanes([span(1, 0, 10), span(2, 5, 20), span(3, 10, 12)])
        #expect(lanes.map { $0.map(\.id) } == [[1, 3], [2]])
    }

    @Test func virtualMillisecondsBecomeMicrosecondsAndTextIsEscaped() {
        let event = TraceEvent(
            phase: .instant, name: "Say \"hi\"\n", category: "device", timestamp: TraceEvent.microseconds(.ms(1500)),
            pid: 1, tid: 1, args: [("detail", .text("a\u{1B}b")), ("task", .number(3))])
        #expect(
            event.json
                == #"{"ph":"i","name":"Say \"hi\"\n","cat":"device","ts":1500000,"s":"t","pid":1,"tid":1,"args":{"detail":"a\u001bb","task":3}}"#
        )
    }

    @Test func aTaskEndsWithItsEndOrWithTheProcessAndRemembersItsExpirationHandler() throws {
        let runner = try ScriptRunner(
            script: Script(parsing: "launch Mail\nhome\nlaunch Leaky\nhome\nwait 10m\n", file: "t.deck"),
            engine: TestApps.engine())
        var trace = SessionTrace()
        try runner.run { trace.add($0) }
        let spans = trace.tasks.spans
        #expect(spans.map(\.app) == ["Mail", "Leaky"])
        #expect(spans[0].ending == "ended")
        #expect(spans[0].end.map { $0 - spans[0].start } == .seconds(20))
        #expect(spans[1].ending == "terminated: background-task-timeout")
        #expect(spans[1].expired != nil)
        #expect(trace.events.events == runner.engine.log.events)
    }

    @Test func aResetClosesTheTasksStillOpen() throws {
        var trace = SessionTrace()
        try ScriptRunner(
            script: Script(parsing: "launch Leaky\nhome\nwait 10s\nreset\n", file: "r.deck"),
            engine: TestApps.engine()
        ).run { trace.add($0) }
        #expect(trace.tasks.spans.map(\.ending) == ["device reset"])
        #expect(trace.tasks.spans.first?.end == .seconds(10))
    }
}
