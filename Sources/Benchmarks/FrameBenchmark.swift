import Catalog
import DeckCore
import Dispatch
import Lifecycle
import Scenario
import SupportIO

/// Frames of the dashboard after 24 simulated hours of the whole built-in catalog (the engine
/// benchmark's scripted user, every 3 virtual minutes): the timeline (`T`) at 200×50 with and
/// without its legend (`g`; the goal: under 2 ms in release), the settings overlay (`s`) and
/// an event with a long caption (Enter) at 120×40. The events are simulated first, untimed;
/// then the dashboard's view draws the same frame again and again, as an idle dashboard does:
/// wall clock and the thread's CPU time (on a loaded machine the wall clock counts other
/// processes' turns too).
func frameBenchmarks() {
    let catalog = AppCatalog.builtIn()
    let engine = Engine(apps: catalog, profile: .ios7, seed: 1)
    var state = DeckState(settings: .defaults, theme: .dark, themeName: Theme.dark.name, realTime: 0, virtualTime: .zero)
    engine.onEvent = { state.trace.add($0) }
    var user = ScriptedUser(apps: catalog.map(\.name))
    _ = user.drive(engine, until: .hours(24), every: .minutes(3))
    state.trace.advance(to: engine.now)
    state.size = Size(width: 200, height: 50)
    state.focus = .events
    state.timelinePane.shown = true
    let snapshot = EngineSnapshot(engine)
    print("A frame of the timeline (T) at 200×50, 24 simulated hours of the built-in catalog (\(state.trace.events.count) events)")
    for legend in [false, true] {
        state.timelinePane.legend = legend
        timeFrames("a frame of T" + (legend ? " with its legend (g)" : ""), DashboardView(state: state, snapshot: snapshot))
    }
    state.timelinePane = TimelinePane()
    state.size = Size(width: 120, height: 40)
    print("At 120×40, the same 24 hours")
    timeFrames("a frame of the dashboard", DashboardView(state: state, snapshot: snapshot))
    state.overlay = .settings(row: 0)
    timeFrames("a frame of the settings overlay (s)", DashboardView(state: state, snapshot: snapshot))
    let caption = Event(
        time: engine.now, app: nil, name: .caption, state: nil,
        detail: String(repeating: "a caption of a hundred thousand characters, wrapped to the box ", count: 1_600))
    state.overlay = .event(caption, before: nil)
    timeFrames("a frame of an event with a long caption (Enter)", DashboardView(state: state, snapshot: snapshot))
}

/// Draws the view's frame 200 times (after one untimed) and prints the time a frame takes.
private func timeFrames(_ label: String, _ view: DashboardView) {
    _ = view.render()
    let frames = 200
    let start = DispatchTime.now().uptimeNanoseconds, cpu = Platform.threadCPUSeconds()
    for _ in 0..<frames { _ = view.render() }
    let cpuMillis = (Platform.threadCPUSeconds() - cpu) * 1e3 / Double(frames)
    let millis = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames)
    let figures = "\((millis * 100).rounded() / 100) ms (cpu \((cpuMillis * 100).rounded() / 100) ms)"
    print(label + String(repeating: " ", count: max(0, 56 - label.count)) + " " + figures)
}
