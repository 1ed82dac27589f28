import Lifecycle
import Timeline

/// An app's tracks of slices: its states, its budget when it had one, and a track per BG
/// task identifier it submitted.
struct TraceApp {
    var name: String
    var states: [TraceSlice]
    var budget: [TraceSlice]?
    var bgTasks: [(id: String, slices: [TraceSlice])] = []
    /// The app's Live Activity (§11.8): active, stale, held, ended until dismissed.
    var activity: [TraceSlice]? = nil
}

/// A span of time on one track of a trace: an app's state, a condition of the device.
struct TraceSlice: Hashable, Sendable {
    var name: String
    var start: SimDuration
    var end: SimDuration
}

/// A session as Chrome Trace Event JSON, for Perfetto UI (ui.perfetto.dev) and
/// chrome://tracing. The device is the first process, with a track per row of the timeline
/// (the device events are instants on its first track); each app that lived is a process
/// with a `state` track (its states as slices, its events as instants with their details as
/// args), a `budget` track when it had open tasks in the background (where the budget runs,
/// stands still while asleep, is held), a `BG task ID` track per BG task identifier it
/// submitted (the timeline's bands of its requests: pending, running, expired), `tasks` tracks (its background tasks as slices: a task may outlive the state it
/// began in, and tasks that overlap go to a second track rather than nest wrongly) and
/// `notification service extension` tracks (the runs of its extension, another process than
/// the app's: `PushMarks.swift`) and a `Live Activity` track (its activity's life, §11.8); its
/// pushes' marks, its widget's reloads (`WidgetMarks.swift`, category `widget`) and its
/// ActivityKit pushes (`ActivityMarks.swift`, category `activity`) are instants on its `state` track. The
/// slices are the timeline's runs (`Timeline`, the one model of states over time); runs that
/// show nothing (not running, no budget, Low Power off) and slices of no duration are left
/// out (the instants at that time say what happened). Virtual
/// milliseconds become microseconds.
enum TraceExport {
    static let devicePid = 1

    /// `apps`: each app's slices, in the order their processes are listed; `device`: the
    /// device's tracks.
    static func events(
        trace: SessionTrace, apps: [TraceApp],
        device: [(track: String, slices: [TraceSlice])]
    ) -> [TraceEvent] {
        var meta: [TraceEvent] = [
            .metadata("process_name", pid: devicePid, .text("Device")),
            .metadata("process_sort_index", pid: devicePid, .number(0)),
        ]
        var timed: [TraceEvent] = []
        for (k, row) in device.enumerated() {
            meta.append(.metadata("thread_name", pid: devicePid, tid: k + 1, .text(row.track)))
            meta.append(.metadata("thread_sort_index", pid: devicePid, tid: k + 1, .number(Int64(k))))
            timed += slices(row.slices, pid: devicePid, tid: k + 1, category: "device")
        }
        let all = trace.events.events
        var extensions = ServiceExtensionRuns()
        for event in all { extensions.add(event) }
        var pids: [String: Int] = [:]
        for (k, app) in apps.enumerated() {
            let pid = devicePid + 1 + k
            pids[app.name] = pid
            meta.append(.metadata("process_name", pid: pid, .text(app.name)))
            meta.append(.metadata("process_sort_index", pid: pid, .number(Int64(k + 1))))
            var tracks = [(name: "state", events: slices(app.states, pid: pid, tid: 1, category: "state"))]
            if let budget = app.budget {
                tracks.append(("budget", slices(budget, pid: pid, tid: 2, category: "budget")))
            }
            for task in app.bgTasks {
                tracks.append(("BG task " + task.id, slices(task.slices, pid: pid, tid: tracks.count + 1, category: "bg-task")))
            }
            for (lane, spans) in taskLanes(trace.tasks.spans.filter { $0.app == app.name }).enumerated() {
                let tid = tracks.count + 1
                tracks.append(
                    (
                        lane == 0 ? "tasks" : "tasks \(lane + 1)",
                        spans.compactMap { task(span: $0, end: trace.end, pid: pid, tid: tid) }
                    ))
            }
            tracks += extensions.lanes(of: app.name, end: trace.end, pid: pid, firstTid: tracks.count + 1)
            if let activity = app.activity {
                tracks.append(("Live Activity", slices(activity, pid: pid, tid: tracks.count + 1, category: "activity")))
            }
            for (i, track) in tracks.enumerated() {
                meta.append(.metadata("thread_name", pid: pid, tid: i + 1, .text(track.name)))
                meta.append(.metadata("thread_sort_index", pid: pid, tid: i + 1, .number(Int64(i))))
                timed += track.events
            }
        }
        // Each event's instant and its push marks, each push sent's mark before the events
        // that came after it.
        let appPids = Dictionary(pids.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        var sends = trace.pushSends[...]
        func sent(before position: Int) {
            while let send = sends.first, send.position <= position {
                sends.removeFirst()
                if let pid = appPids[send.app.lowercased()] { timed.append(send.mark.event(pid: pid)) }
            }
        }
        for (k, event) in all.enumerated() {
            sent(before: k)
            guard let pid = event.app.map({ pids[$0] }) ?? devicePid else { continue }
            timed.append(instant(event, pid: pid))
            if event.app != nil { timed += PushMark.marks(for: event).map { $0.event(pid: pid) } }
            if event.app != nil { timed += WidgetMark.marks(for: event, pid: pid) }
            if event.app != nil { timed += ActivityMark.marks(for: event, pid: pid) }
        }
        sent(before: all.count)
        return meta
            + timed.enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }
            .map(\.element)
    }

    private static func slices(_ slices: [TraceSlice], pid: Int, tid: Int, category: String) -> [TraceEvent] {
        slices.compactMap { slice in
            let start = TraceEvent.microseconds(slice.start), end = TraceEvent.microseconds(slice.end)
            guard end > start else { return nil }
            return TraceEvent(
                phase: .complete(duration: end - start), name: slice.name, category: category,
                timestamp: start, pid: pid, tid: tid)
        }
    }

    /// Spans in lanes where none overlaps another: each span goes to the first lane whose
    /// last span has ended by its start.
    static func taskLanes(_ spans: [TaskSpan]) -> [[TaskSpan]] {
        var lanes: [[TaskSpan]] = []
        for span in spans {
            if let k = lanes.firstIndex(where: { ($0.last?.end).map { $0 <= span.start } ?? false }) {
                lanes[k].append(span)
            } else {
                lanes.append([span])
            }
        }
        return lanes
    }

    private static func task(span: TaskSpan, end: SimDuration, pid: Int, tid: Int) -> TraceEvent? {
        let start = TraceEvent.microseconds(span.start)
        let stop = TraceEvent.microseconds(span.end ?? end)
        var args: [(key: String, value: TraceEvent.Value)] = [("task", .number(Int64(span.id)))]
        args.append(("ending", .text(span.ending ?? "still open")))
        if let expired = span.expired { args.append(("expiration handler at", .text(expired.secondsText + " s"))) }
        guard stop > start else { return nil }
        return TraceEvent(
            phase: .complete(duration: stop - start), name: span.name ?? "task \(span.id)",
            category: "task", timestamp: start, pid: pid, tid: tid, args: args)
    }

    private static func instant(_ event: Event, pid: Int) -> TraceEvent {
        var args: [(key: String, value: TraceEvent.Value)] = []
        if let uikit = event.name.uikitName { args.append(("uikit", .text(uikit))) }
        if let state = event.state { args.append(("state", .text(state.rawValue))) }
        if let task = event.task { args.append(("task", .number(Int64(task)))) }
        if let label = event.label { args.append(("name", .text(label))) }
        if let reason = event.reason { args.append(("reason", .text(reason))) }
        if let detail = event.detail { args.append(("detail", .text(detail))) }
        return TraceEvent(
            phase: .instant, name: event.name.rawValue, category: event.name.kind.rawValue,
            timestamp: TraceEvent.microseconds(event.time), pid: pid, tid: 1, args: args)
    }
}

extension SessionTrace {
    /// The session as Chrome Trace Event JSON (`appdeck run --format trace`, `:export trace`).
    public func json() -> String {
        let end = self.end
        func slices(_ lane: Lane) -> [TraceSlice] {
            lane.runs(from: .zero, to: end).filter(\.band.isShown)
                .map { TraceSlice(name: $0.band.meaning, start: $0.start, end: $0.end) }
        }
        var device = [(track: "device", slices: slices(timeline.device))]
        if let network = timeline.network { device.append(("network", slices(network))) }
        if let lowPower = timeline.lowPower { device.append(("Low Power", slices(lowPower))) }
        // The apps that ran, in the order they first did (the timeline's); then those that
        // never ran (a notification shown, a launch denied while not running), in the order of
        // their first event: they have no states, but their events are instants all the same.
        var apps = timeline.apps.filter(\.hasLived).map { app in
            TraceApp(
                name: app.name, states: slices(app.state), budget: app.budget.map(slices),
                bgTasks: app.bgTasks.map { (id: $0.id, slices: slices($0.lane)) }, activity: app.activity.map(slices))
        }
        var listed = Set(apps.map(\.name))
        for k in 0..<events.count {
            if let app = events.app(at: k), listed.insert(app).inserted { apps.append(TraceApp(name: app, states: [])) }
        }
        return TraceEvent.document(TraceExport.events(trace: self, apps: apps, device: device))
    }
}
