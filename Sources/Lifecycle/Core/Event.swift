/// One line of the event log (Scenario.docc/Output.md).
public struct Event: Hashable, Sendable {
    // The one-byte fields last: 104 bytes an event instead of 120 (the log holds 100 000, and
    // a long run's CPU went largely to faulting in their pages).
    /// Virtual time since the simulation started.
    public var time: SimDuration
    /// The app, or nil for device events.
    public var app: String?
    /// Task or transfer name.
    public var label: String?
    public var reason: String?
    public var detail: String?
    /// Background task id.
    public var task: Int?
    /// The app's Nth Live Activity since the start or the last reset, for its events (§11.8).
    public var activity: Int?
    public var name: EventName
    /// The app's state after the event; nil for device events.
    public var state: AppState?
    /// The process, where the event's name does not tell it (a DataReadFailed of the widget
    /// extension, §11.7); nil: `process` follows the name.
    public var ownProcess: EventProcess?

    public init(
        time: SimDuration, app: String?, name: EventName, state: AppState?,
        task: Int? = nil, label: String? = nil, reason: String? = nil, detail: String? = nil,
        process: EventProcess? = nil, activity: Int? = nil
    ) {
        self.time = time; self.app = app; self.name = name; self.state = state
        self.task = task; self.label = label; self.reason = reason; self.detail = detail
        self.ownProcess = process
        self.activity = activity
    }
}
