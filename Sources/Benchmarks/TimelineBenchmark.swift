import Catalog
import Dispatch
import Lifecycle
import Timeline

/// The timeline of 7 simulated days of the whole built-in catalog (every app launched and
/// sent to the background, then each hour the device locked and unlocked, a fetch, pushes,
/// a call): the engine's run, building the timeline from its events, and drawing it as text
/// at 100 columns and as a dashboard window at 1 h a column. Goal: build and draw well under 1 s.
func timelineBenchmarks() {
    print("timeline, 7 simulated days of the whole built-in catalog")
    let catalog = AppCatalog.builtIn()
    let engine = Engine(apps: catalog, profile: .ios7, seed: 1)
    var events: [Event] = []
    engine.onEvent = { events.append($0) }
    var start = DispatchTime.now().uptimeNanoseconds
    func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { start = now }
        return Double(now - start) / 1e6
    }
    for app in catalog {
        try? engine.apply(.launch(app.name))
        engine.advance(by: .seconds(30))
        try? engine.apply(.home)
    }
    for hour in 0..<(7 * 24) {
        try? engine.apply(.lock)
        engine.advance(by: .minutes(20))
        engine.apply(ignoring: .push("Chat", silent: true))
        engine.apply(ignoring: .push("Paper", silent: false))
        engine.advance(by: .minutes(20))
        if hour % 3 == 0 { try? engine.apply(.call); try? engine.apply(.decline) }
        engine.apply(ignoring: .fetch("Mail"))
        engine.advance(by: .minutes(19))
        try? engine.apply(.unlock)
        try? engine.apply(.launch(catalog[hour % catalog.count].name))
        engine.advance(by: .minutes(1))
        try? engine.apply(.home)
    }
    let run = lap()
    var timeline = Timeline()
    for event in events { timeline.record(event) }
    timeline.extend(to: engine.now)
    let build = lap()
    let text = TimelineText(width: 100).lines(timeline)
    let draw = lap()
    let window = TimelineRender().render(timeline, from: .zero, step: .hours(1), columns: 170)
    let dashboard = lap()
    let changes = timeline.rows.reduce(0) { $0 + $1.lane.times.count }
    print("engine run                                     \(rounded(run)) ms   \(events.count) events")
    print("timeline built from the events                 \(rounded(build)) ms   \(timeline.events.count) kept, "
        + "\(timeline.rows.count) rows, \(changes) runs")
    print("drawn as text, 100 columns                     \(rounded(draw)) ms   \(text.count) lines")
    print("drawn as a window of 170 columns at 1 h        \(rounded(dashboard)) ms   \(window.rows.count) rows")
    print("build and draw                                 \(rounded(build + draw)) ms   (goal: well under 1000 ms)")
}

private func rounded(_ millis: Double) -> Double { (millis * 10).rounded() / 10 }

extension Engine {
    /// Applies a command whose refusal does not matter to the benchmark.
    func apply(ignoring command: Command) { try? apply(command) }
}
