import Lifecycle

/// The trace's pushes (the rule book's §8 and §11.5): a mark for each step of a push, an
/// instant of category `push` on the app's track (`push sent`, `push rejected`, `push held`,
/// `push coalesced`, `push dropped`, `push delivered`, the reason in its args), and each run of
/// the app's notification service extension as a slice on a track of its own.

/// A push as sent (`push APP …`): its `push sent` mark. No event says a push was sent, so the
/// session's trace is told of the command (`SessionTrace.willApply`).
struct PushSend: Hashable, Sendable {
    var app: String
    var time: SimDuration
    var kind: String
    var priority: Int?
    var mutable: Bool
    /// How many of the trace's events came before it: where its mark goes among their instants.
    var position: Int

    init?(_ command: Command, at time: SimDuration, position: Int) {
        guard case .push(let app, let silent, let voip, let priority, let mutable) = command else { return nil }
        self.app = app; self.time = time; self.priority = priority; self.mutable = mutable; self.position = position
        kind = voip ? "voip" : silent ? "silent" : "alert"
    }

    var mark: PushMark {
        var args: [(key: String, value: TraceEvent.Value)] = [("kind", .text(kind))]
        if let priority { args.append(("priority", .number(Int64(priority)))) }
        if mutable { args.append(("mutable", .text("yes"))) }
        return PushMark(name: "push sent", time: time, args: args)
    }
}

/// One mark of a push: its name (`push held`), when, and its args.
struct PushMark {
    var name: String
    var time: SimDuration
    var args: [(key: String, value: TraceEvent.Value)]

    /// The marks an event makes: none for an event that is no step of a push.
    static func marks(for event: Event) -> [PushMark] {
        func mark(_ step: String, kind: String? = nil, reason: String? = event.reason, detail: String? = nil) -> PushMark {
            var args: [(key: String, value: TraceEvent.Value)] = []
            if let kind { args.append(("kind", .text(kind))) }
            if let reason { args.append(("reason", .text(reason))) }
            if let detail { args.append(("detail", .text(detail))) }
            args.append(("event", .text(event.name.rawValue)))
            return PushMark(name: "push " + step, time: event.time, args: args)
        }
        switch event.name {
        case .pushRejected:
            return [mark("rejected", detail: event.detail)]
        case .pushHeld:
            // Offline, APNs keeps the newest push per app: a newer one replaces the one it kept.
            let replaces = event.detail?.contains("replaces the one held before") == true
            return (replaces ? [mark("coalesced", detail: "APNs keeps only the last push: a newer one replaced it")] : [])
                + [mark("held", detail: event.detail)]
        case .pushDropped:
            return [mark(event.reason == "coalesced" ? "coalesced" : "dropped", detail: event.detail)]
        case .backgroundLaunchDenied where event.detail == EventName.didReceiveRemoteNotification.rawValue:
            return [mark("dropped", kind: "silent")]
        case .backgroundLaunchDenied where event.detail == "VoIP push":
            return [mark("dropped", kind: "voip")]
        case .didReceiveRemoteNotification where event.detail?.hasPrefix("silent") == true:
            return [mark("delivered", kind: "silent")]
        case .didReceiveIncomingPush:
            return [mark("delivered", kind: "voip")]
        case .notificationShown:
            return [mark("delivered", kind: "alert")]
        default:
            return []
        }
    }

    func event(pid: Int) -> TraceEvent {
        TraceEvent(
            phase: .instant, name: name, category: "push", timestamp: TraceEvent.microseconds(time), pid: pid, tid: 1,
            args: args)
    }
}

/// The runs of the apps' notification service extensions, from their events: each from
/// ServiceExtensionDidReceive until its notification is shown (`shown modified`), until
/// ServiceExtensionTimeWillExpire (`time expired, shown original`) or until
/// ServiceExtensionTerminated (`terminated: memory-limit, shown original`); still running at
/// the end of the trace, until then. An app's runs end in the order they began (the same
/// extension, the same time and memory).
struct ServiceExtensionRuns {
    struct Run {
        var start: SimDuration
        var end: SimDuration?
        var ending: String?
    }

    private(set) var runs: [String: [Run]] = [:]
    private var open: [String: [Int]] = [:]

    mutating func add(_ event: Event) {
        guard let app = event.app else { return }
        switch event.name {
        case .serviceExtensionDidReceive:
            open[app, default: []].append(runs[app, default: []].count)
            runs[app, default: []].append(Run(start: event.time))
        case .serviceExtensionTimeWillExpire:
            end(app, at: event.time, "time expired, shown original")
        case .serviceExtensionTerminated:
            end(app, at: event.time, "terminated: \(event.reason ?? "unknown"), shown original")
        case .notificationShown where event.reason == "modified":
            end(app, at: event.time, "shown modified")
        default:
            break
        }
    }

    private mutating func end(_ app: String, at time: SimDuration, _ ending: String) {
        guard let k = open[app]?.first else { return }
        open[app]?.removeFirst()
        runs[app]?[k].end = time
        runs[app]?[k].ending = ending
    }

    /// The app's runs as slices in lanes where none overlaps another (a run goes to the first
    /// lane whose last run has ended by its start), each lane a track.
    func lanes(of app: String, end: SimDuration, pid: Int, firstTid: Int) -> [(name: String, events: [TraceEvent])] {
        var lanes: [[Run]] = []
        for run in runs[app] ?? [] {
            if let k = lanes.firstIndex(where: { ($0.last?.end).map { $0 <= run.start } ?? false }) {
                lanes[k].append(run)
            } else {
                lanes.append([run])
            }
        }
        return lanes.enumerated().map { k, lane in
            let name = "notification service extension" + (k == 0 ? "" : " \(k + 1)")
            return (name, lane.map { Self.slice($0, end: end, pid: pid, tid: firstTid + k) })
        }
    }

    private static func slice(_ run: Run, end: SimDuration, pid: Int, tid: Int) -> TraceEvent {
        let start = TraceEvent.microseconds(run.start), stop = TraceEvent.microseconds(run.end ?? end)
        return TraceEvent(
            phase: .complete(duration: max(0, stop - start)), name: "service extension", category: "extension", timestamp: start,
            pid: pid, tid: tid, args: [("ending", .text(run.ending ?? "still running"))])
    }
}
