import Catalog
import Dispatch
import Lifecycle
import Scenario
import Timeline

/// 7 simulated days of the whole built-in catalog (the scripted user of the engine benchmark,
/// every 3 virtual minutes): the events are simulated first, untimed; then building the
/// session's trace and the timeline from them, rendering the timeline as text and writing
/// the trace are timed (the goal: under 1 s each).
func traceBenchmarks() {
    let catalog = AppCatalog.builtIn()
    let engine = Engine(apps: catalog, profile: .ios7, seed: 1)
    var events: [Event] = []
    engine.onEvent = { events.append($0) }
    var user = ScriptedUser(apps: catalog.map(\.name))
    _ = user.drive(engine, until: .hours(24 * 7), every: .minutes(3))
    print("Trace of 7 simulated days, the whole built-in catalog (\(catalog.count) apps, \(events.count) events)")
    let (trace, traceMillis) = timed {
        var trace = SessionTrace()
        for event in events { trace.add(event) }
        trace.advance(to: engine.now)
        return trace
    }
    figure("build the session's trace (timeline, tasks, events)", traceMillis)
    let (timeline, timelineMillis) = timed {
        var timeline = Timeline()
        for event in events { timeline.add(event) }
        timeline.extend(to: engine.now)
        return timeline
    }
    figure("build the timeline alone", timelineMillis)
    for width in [120, 200] {
        let (lines, textMillis) = timed { TimelineText(width: width).lines(timeline) }
        figure("render the timeline as text, \(width) columns (\(lines.count) lines)", textMillis)
    }
    let (_, windowMillis) = timed { TimelineText(width: 200).lines(timeline, from: .hours(80), to: .hours(81)) }
    figure("render one hour of it, 200 columns", windowMillis)
    let (json, jsonMillis) = timed { trace.json() }
    figure("write the trace (\(json.utf8.count / 1024) KB)", jsonMillis)
}

private func timed<T>(_ body: () -> T) -> (T, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}

private func figure(_ label: String, _ millis: Double) {
    print(label + String(repeating: " ", count: max(0, 56 - label.count)) + " \((millis * 10).rounded() / 10) ms")
}
