/// The rule book's §11.7: a WidgetKit widget (ios26 only). An app whose manifest has `widget:`
/// has one widget, drawn from the timelines its widget extension (a process of its own, as
/// the notification service extension is) returns when WidgetKit asks; WidgetKit asks out of
/// a reload budget per widget (our model: `widget-budget`, default 40 per rolling 24 hours).

/// The app's widget (`widget: {policy, entries, entry-spacing, work, memory, reload-from}`).
public struct WidgetSpec: Hashable, Sendable {
    /// When WidgetKit asks for the next timeline.
    public var policy: WidgetPolicy
    /// Entries per timeline, at least 1.
    public var entries: Int
    /// Between two entries' dates, at least 1 minute.
    public var entrySpacing: SimDuration
    /// How long getTimeline works before it returns the timeline.
    public var work: SimDuration
    /// The extension's peak while it builds a timeline (the limit is `Limits.widgetMemory`).
    public var memoryBytes: Int64
    /// Where the app's own code asks for a reload, besides `widget APP reload`.
    public var reloadFrom: [WidgetReloadPoint]

    public init(
        policy: WidgetPolicy = .atEnd, entries: Int = 5, entrySpacing: SimDuration = .minutes(15),
        work: SimDuration = .seconds(1), memoryBytes: Int64 = 20_000_000, reloadFrom: [WidgetReloadPoint] = []
    ) {
        self.policy = policy; self.entries = entries; self.entrySpacing = entrySpacing
        self.work = work; self.memoryBytes = memoryBytes; self.reloadFrom = reloadFrom
    }
}

/// A timeline's reload policy (TimelineReloadPolicy).
public enum WidgetPolicy: Hashable, Sendable, CustomStringConvertible {
    /// A new timeline after the last entry's date (`.atEnd`).
    case atEnd
    /// At that time after the reload's start (`.after(date)`).
    case after(SimDuration)
    /// Only when the app asks (`.never`).
    case never

    /// As the manifest writes it: `at-end`, `after 15m`, `never`.
    public var description: String {
        switch self {
        case .atEnd: "at-end"
        case .after(let span): "after \(span)"
        case .never: "never"
        }
    }
}

/// Where the app's code asks WidgetKit for a reload (`reload-from`).
public enum WidgetReloadPoint: String, CaseIterable, Hashable, Sendable {
    /// Each time the app becomes active.
    case foreground
    /// When a background push's work completes, just before FetchCompleted.
    case push
    /// When a BG task's work completes, just before BGTaskCompleted.
    case bgTask = "bg-task"
}

extension Limits {
    /// Counted reloads per widget per rolling 24 hours, by default (§11.7, our model).
    public static let widgetBudget = 40
    /// The largest `widget-budget N`.
    public static let maxWidgetBudget = 200
    /// The rolling window of the widget budget.
    public static let widgetWindow = SimDuration.hours(24)
    /// The shortest time between a reload's start and the next policy reload (our model).
    public static let widgetReloadFloor = SimDuration.minutes(5)
    /// The widget extension's memory limit.
    public static let widgetMemory: Int64 = 30_000_000
    /// When an extension over its memory limit is killed, after WidgetGetTimeline (our model).
    static let widgetMemoryKill = SimDuration.ms(500)
}

extension Profile {
    /// WidgetKit came with iOS 14: only the ios26 profile has widgets (§11.7).
    public var hasWidgets: Bool { self == .ios26 }
}
