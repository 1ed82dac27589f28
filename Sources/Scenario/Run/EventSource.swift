import Lifecycle
import Support

/// Who an event is about, in the event pane's and `run`'s text's source and state columns: the
/// app's name and its state after the event; for the events of its notification service
/// extension (a process of its own, §11.5, which does not change the app's state) the app's
/// name, as for the app's own events, and `extension` where the app's state would be; for the
/// events of its widget extension (§11.7) `widget`. Device events have neither.
public enum EventSource {
    /// What the state column says for the extension's events.
    public static let extensionState = "extension"

    /// What the state column says for the widget extension's events.
    public static let widgetState = "widget"

    /// What the state column says for a Live Activity's events (§11.8).
    public static let activityState = "activity"

    /// Whether the event is of a process of its own (the notification service extension's,
    /// shown with `extensionState`, the widget extension's, shown with `widgetState`, or a Live
    /// Activity's, shown with `activityState`).
    public static func isExtensionEvent(_ event: Event) -> Bool { event.process != .app }

    /// The source column: the app's name, drawn safe for the terminal.
    public static func label(of event: Event) -> String? { event.app?.drawn }

    /// The state column: `extension` for the extension's events, else the app's state after the event.
    public static func state(of event: Event) -> String? {
        guard event.app != nil else { return nil }
        switch event.process {
        case .app: return event.state?.rawValue
        case .serviceExtension: return extensionState
        case .widget: return widgetState
        case .activity: return activityState
        }
    }
}
