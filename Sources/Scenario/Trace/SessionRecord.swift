import Lifecycle
import Timeline

/// A session as the trace and `compare` need it, fed event by event from the start: the
/// timeline (the apps' states, the device's rows, the budgets: the one model of states over
/// time), the background tasks as spans, and every event, compactly (for the trace's
/// instants and compare's divergences). `appdeck run --format trace`, `appdeck compare` and
/// the dashboard's `:export trace` keep one each; the dashboard's is its own record of the
/// session, not the engine's bounded ring.
public struct SessionRecord: Sendable {
    public private(set) var timeline = Timeline()
    public private(set) var tasks = TaskSpans()
    public private(set) var events = RecordedEvents()

    public init() {}

    public mutating func record(_ event: Event) {
        timeline.record(event)
        tasks.record(event)
        events.append(event)
    }

    /// Time has passed without events up to `time`.
    public mutating func advance(to time: SimDuration) {
        timeline.extend(to: time)
    }

    /// The latest instant the record knows of (an event's, or one `advance(to:)` gave).
    public var end: SimDuration { timeline.end }
}

/// Records are equal when they hold the same events up to the same instant: the timeline and
/// the task spans are made from the events.
extension SessionRecord: Hashable {
    public static func == (a: SessionRecord, b: SessionRecord) -> Bool { a.end == b.end && a.events == b.events }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(end)
        hasher.combine(events.count)
    }
}
