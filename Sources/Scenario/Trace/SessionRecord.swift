import Lifecycle

/// A session as the trace and `compare` need it, fed event by event from the start: every
/// event (compactly), the background tasks as spans, and the instant the record reaches.
/// `appdeck run --format trace`, `appdeck compare` and the dashboard's `:export trace` keep
/// one each; the dashboard's is its own record of the session, not the engine's bounded ring.
public struct SessionRecord: Hashable, Sendable {
    public private(set) var events = RecordedEvents()
    public private(set) var tasks = TaskSpans()
    /// The latest instant the record knows of (an event's, or one `advance(to:)` gave).
    public private(set) var end: SimDuration = .zero
    /// The apps that have had an event, in the order of their first.
    public private(set) var lived: [String] = []
    private var livedSet: Set<String> = []

    public init() {}

    public mutating func record(_ event: Event) {
        events.append(event)
        if let app = event.app, livedSet.insert(app).inserted { lived.append(app) }
        tasks.record(event)
        end = max(end, event.time)
    }

    /// Time has passed without events up to `time`.
    public mutating func advance(to time: SimDuration) {
        end = max(end, time)
    }
}
