import Lifecycle
import Support

/// The source column of an event, in the event pane and `run`'s text: the app's name, or for
/// its notification service extension's events (a process of its own, §11.5) the app's name
/// and `▸ext` (`Cipher▸ext`); a name too wide for the column is cut (`Cip…▸ext`), so that
/// `▸ext` always shows. Device events have none.
public enum EventSource {
    /// What marks the extension's events after the app's name.
    public static let extensionMark = "▸ext"

    /// The source as drawn in a column `width` cells wide (at most that wide, not padded).
    public static func label(of event: Event, width: Int) -> String? {
        guard let app = event.app?.drawn else { return nil }
        guard event.process == .serviceExtension else { return app }
        let full = app + extensionMark
        if full.cellWidth <= width { return full }
        return app.truncated(toWidth: max(1, width - extensionMark.cellWidth)) + extensionMark
    }
}
