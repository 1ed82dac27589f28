import Lifecycle
import Support

/// Who an event is about, in the event pane's and `run`'s text's source and state columns: the
/// app's name and its state after the event; for the events of its notification service
/// extension (a process of its own, §11.5, which does not change the app's state) the app's
/// name, as for the app's own events, and `extension` where the app's state would be. Device
/// events have neither.
public enum EventSource {
    /// What the state column says for the extension's events.
    public static let extensionState = "extension"

    /// Whether the event is the extension's, shown with `extensionState`.
    public static func isExtensionEvent(_ event: Event) -> Bool { event.process == .serviceExtension }

    /// The source column: the app's name, drawn safe for the terminal.
    public static func label(of event: Event) -> String? { event.app?.drawn }

    /// The state column: `extension` for the extension's events, else the app's state after the event.
    public static func state(of event: Event) -> String? {
        guard event.app != nil else { return nil }
        return isExtensionEvent(event) ? extensionState : event.state?.rawValue
    }
}
