/// The rule book's §11.5, the notification service extension (ios13, ios26): an alert push
/// with `mutable` runs the app's extension first, in a process of its own, to change its
/// content: about 30 s and 24 MB, else the original content is shown. It runs even for a
/// force-quit app, and the app's state does not change (its events carry the app's name).

/// The app's notification service extension (`notification-service: {work, memory}`).
public struct ServiceExtensionSpec: Hashable, Sendable {
    /// How long it takes to change the content.
    public var work: SimDuration
    /// The memory it needs.
    public var memoryBytes: Int64

    public init(work: SimDuration, memoryBytes: Int64 = 8_000_000) {
        self.work = work; self.memoryBytes = memoryBytes
    }
}

/// How a run of the extension goes on.
enum ServiceExtensionStep {
    case finished
    case timeWillExpire
    case memoryLimit
}

extension Limits {
    /// The extension's time to change the content.
    public static let serviceExtensionTime = SimDuration.seconds(30)
    /// The extension's memory limit.
    public static let serviceExtensionMemory: Int64 = 24_000_000
    /// When an extension over its memory limit is killed, after it starts.
    static let serviceExtensionMemoryKill = SimDuration.ms(500)
}

extension Engine {
    /// The alert push goes to the app's notification service extension first.
    func runServiceExtension(_ i: Int) {
        let app = apps[i]
        guard let spec = app.spec.notificationService else { return }
        app.pushes.extensionRuns += 1
        let run = app.pushes.extensionRuns
        emit(.serviceExtensionDidReceive, app, detail: "notification service extension, a process of its own")
        let (step, after): (ServiceExtensionStep, SimDuration) =
            spec.memoryBytes > Limits.serviceExtensionMemory
            ? (.memoryLimit, Limits.serviceExtensionMemoryKill)
            : spec.work > Limits.serviceExtensionTime ? (.timeWillExpire, Limits.serviceExtensionTime) : (.finished, spec.work)
        schedule(.serviceExtension(app: i, run: run, step), at: now + after)
    }

    // The limits' words, written once: a step runs for every mutable push.
    private static let timeWillExpireDetail = "not finished within \(Limits.serviceExtensionTime)"
    private static let memoryLimitText = ByteSize.text(Limits.serviceExtensionMemory)

    func serviceExtensionStep(_ i: Int, run: Int, _ step: ServiceExtensionStep) {
        let app = apps[i]
        switch step {
        case .finished:
            emit(.notificationShown, app, reason: "modified", detail: "changed by the notification service extension")
        case .timeWillExpire:
            emit(.serviceExtensionTimeWillExpire, app, detail: Self.timeWillExpireDetail)
            emit(.notificationShown, app, reason: "original")
        case .memoryLimit:
            let needs = app.spec.notificationService.map { ByteSize.text($0.memoryBytes) } ?? "more"
            emit(
                .serviceExtensionTerminated, app, reason: "memory-limit",
                detail: "it needs \(needs), over the \(Self.memoryLimitText) limit")
            emit(.notificationShown, app, reason: "original")
        }
    }
}

/// Which process an event is of: the app's own, or its notification service extension's (a
/// process of its own, §11.5). The extension's events still carry the app's name (`expect APP
/// had EVENT`, JSONL's `app`); the event pane, the timeline and JSONL's `process` tell them apart.
public enum EventProcess: String, Sendable {
    case app
    case serviceExtension = "extension"
    /// The app's widget extension (§11.7).
    case widget
    /// A Live Activity, drawn by the app's widget extension (§11.8).
    case activity
}

extension Event {
    /// The extension's events: ServiceExtensionDidReceive, ServiceExtensionTimeWillExpire,
    /// ServiceExtensionTerminated, and NotificationShown `modified` (the content it changed).
    /// A NotificationShown `original` is the system's, shown for the app.
    public var process: EventProcess { ownProcess ?? processByName }

    private var processByName: EventProcess {
        switch name {
        case .serviceExtensionDidReceive, .serviceExtensionTimeWillExpire, .serviceExtensionTerminated: .serviceExtension
        case .notificationShown where reason == "modified": .serviceExtension
        case .widgetAdded, .widgetRemoved, .widgetGetTimeline, .widgetEntryShown, .widgetReloadDeferred,
            .widgetPlaceholderShown, .widgetExtensionTerminated:
            .widget
        case _ where activity != nil: .activity
        default: .app
        }
    }
}
