import Lifecycle
import Timeline

/// A session as the trace and `compare` need it, fed event by event from the start: the
/// timeline (the apps' states, the device's rows, the budgets: the one model of states over
/// time), the background tasks as spans, and every event, compactly (for the trace's
/// instants and compare's divergences). `appdeck run --format trace`, `appdeck compare` and
/// the dashboard's `:export trace` keep one each; the dashboard's is its own trace of the
/// session, not the engine's ring, and bounded as the ring is (`dashboardLimit`).
public struct SessionTrace: Sendable {
    /// The dashboard's bound: the newest 100 000 events, as the engine's log keeps
    /// (Scenario.docc/SeeingTime.md, "Trace export"). Past 125 000 it forgets the oldest 25 000 at a time.
    public static let dashboardLimit = 100_000

    public private(set) var timeline = Timeline()
    public private(set) var tasks = TaskSpans()
    public private(set) var events = CompactEvents()
    /// The pushes sent (`push APP …`), for their `push sent` marks: no event says it.
    private(set) var pushSends: [PushSend] = []
    /// The push of the command being carried out, until `didApply` says it was.
    private var announced: PushSend?
    /// At most this many events are kept (and what the timeline and the tasks make of them);
    /// nil: all of them (`appdeck run` and `compare`, whose output is the whole session anyway).
    public let limit: Int?

    public init(limit: Int? = nil) { self.limit = limit.map { max(1, $0) } }

    public mutating func add(_ event: Event) {
        timeline.add(event)
        tasks.add(event)
        events.append(event)
        if let limit, events.count >= limit + limit / 4 { forgetOldest(keeping: limit) }
    }

    /// A command is about to be carried out at `time` (a script's line, a key's or the
    /// palette's command): a push is sent then, if `didApply` follows (a refused one is not).
    public mutating func willApply(_ command: Command, at time: SimDuration) {
        announced = PushSend(command, at: time, position: events.count)
    }

    /// The command `willApply` announced was carried out.
    public mutating func didApply() {
        if let announced { pushSends.append(announced) }
        announced = nil
    }

    /// Where the trace's memory starts: zero until it forgot its oldest events, then the time
    /// of the oldest it keeps (the timeline says so, and a trace starts there).
    public var start: SimDuration { timeline.start }

    private mutating func forgetOldest(keeping count: Int) {
        let dropped = events.count - count
        let from = events.time(at: dropped)
        events.removeFirst(dropped)
        pushSends.removeAll { $0.position < dropped }
        for k in pushSends.indices { pushSends[k].position -= dropped }
        timeline.forget(before: from, keepingAtMost: count)
        tasks.forget(endedBefore: from)
    }

    /// Which reasons hold the pending BG task requests now: the timeline's hold glyphs
    /// (`Timeline.sampleHolds`).
    public mutating func sampleHolds(at now: SimDuration, answers: (String) -> [BGTaskAnswer]) {
        timeline.sampleHolds(at: now, answers: answers)
    }

    /// Time has passed without events up to `time`.
    public mutating func advance(to time: SimDuration) {
        timeline.extend(to: time)
    }

    /// The latest instant the trace knows of (an event's, or one `advance(to:)` gave).
    public var end: SimDuration { timeline.end }
}

/// Traces are equal when they hold the same events and pushes sent up to the same instant:
/// the timeline and the task spans are made from the events.
extension SessionTrace: Hashable {
    public static func == (a: SessionTrace, b: SessionTrace) -> Bool {
        a.end == b.end && a.events == b.events && a.pushSends == b.pushSends
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(end)
        hasher.combine(events.count)
    }
}
