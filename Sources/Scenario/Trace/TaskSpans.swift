import Lifecycle

/// A background task as a span of time: from BeginBackgroundTask until EndBackgroundTask, or
/// until the process ended with it still open. A task may outlive the state it began in, so
/// it is kept apart from the app's states.
public struct TaskSpan: Hashable, Sendable {
    public var app: String
    /// The task's id (the `task` of its events).
    public var id: Int
    public var name: String?
    public var start: SimDuration
    /// Nil while the task is open.
    public var end: SimDuration?
    /// When its expiration handler ran, if it did.
    public var expired: SimDuration?
    /// How it ended: `ended`, `terminated: REASON` when the process ended with it open, or
    /// `device reset`.
    public var ending: String?
}

/// The background tasks of a session, read from its events.
public struct TaskSpans: Hashable, Sendable {
    public private(set) var spans: [TaskSpan] = []
    /// Open tasks: app → task id → index in `spans`.
    private var open: [String: [Int: Int]] = [:]

    public init() {}

    /// Forgets the tasks that ended before `time`.
    public mutating func forget(endedBefore time: SimDuration) {
        spans.removeAll { $0.end.map { $0 < time } ?? false }
        open = [:]
        for (k, span) in spans.enumerated() where span.end == nil { open[span.app, default: [:]][span.id] = k }
    }

    public mutating func add(_ event: Event) {
        if event.name == .deviceReset || event.name == .deviceRebooted {
            for k in open.values.flatMap(\.values) {
                spans[k].end = event.time
                spans[k].ending = event.name == .deviceReset ? "device reset" : "device rebooted"
            }
            open = [:]
        }
        guard let app = event.app else { return }
        switch event.name {
        case .beginBackgroundTask:
            guard let id = event.task else { return }
            open[app, default: [:]][id] = spans.count
            spans.append(TaskSpan(app: app, id: id, name: event.label, start: event.time))
        case .expirationHandler:
            if let id = event.task, let k = open[app]?[id] { spans[k].expired = event.time }
        case .endBackgroundTask:
            guard let id = event.task, let k = open[app]?.removeValue(forKey: id) else { return }
            spans[k].end = event.time
            spans[k].ending = "ended"
        case .terminated:
            for k in (open.removeValue(forKey: app) ?? [:]).values {
                spans[k].end = event.time
                spans[k].ending = "terminated: " + (event.reason ?? "unknown")
            }
        default:
            break
        }
    }
}
