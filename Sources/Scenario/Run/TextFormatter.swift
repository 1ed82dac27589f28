import Lifecycle
import Support

/// Events in aligned columns for people: virtual clock, app, event, state change
/// (`background → suspended`, or the state alone when it did not change; `extension` for the
/// app's notification service extension's events, see `EventSource`) and details (task,
/// name and reason, then ` — ` and the detail). Text from manifests and scripts is drawn as
/// on the dashboard (control characters spelled out, see `Glyphs`), so columns line up and
/// nothing in it reaches the terminal raw. With `kindEscapes`, each event name starts with
/// its kind's escape sequence (a theme's colours) and ends with a reset. Events are named by
/// Xamarin.iOS or, when asked, by UIKit.
public struct TextFormatter: EventFormatter, Sendable {
    private let appWidth: Int
    private let kindEscapes: [EventKind: String]?
    private let names: EventNames
    private let eventWidth: Int
    /// Each app's state after its last event; apps start not running.
    private var states: [String: AppState] = [:]

    private static let stateWidth = AppState.allCases.map(\.rawValue.count).max()! * 2 + 3
    private static let timeWidth = 11

    /// `appNames`: the catalog's apps, so that the app column fits the longest name;
    /// `kindEscapes`: the escape sequence for each event kind, or nil for no colour.
    public init(appNames: [String], kindEscapes: [EventKind: String]? = nil, names: EventNames = .xamarin) {
        appWidth = max(appNames.map(\.drawn.cellWidth).max() ?? 0, 3)
        self.kindEscapes = kindEscapes
        self.names = names
        eventWidth = EventName.allCases.map { names.name(of: $0).count }.max() ?? 0
    }

    public mutating func line(for event: Event) -> String {
        // A reset or a restart leaves every app not running without an event of its own.
        if event.name == .deviceReset || event.name == .deviceRebooted { states.removeAll() }
        var state = ""
        if EventSource.isExtensionEvent(event) {
            state = EventSource.state(of: event) ?? ""
        } else if let app = event.app, let after = event.state {
            let before = states[app] ?? .notRunning
            state = before == after ? after.rawValue : "\(before.rawValue) → \(after.rawValue)"
            states[app] = after
        }
        var parts: [String] = []
        if let task = event.task { parts.append("task \(task)") }
        if let label = event.label { parts.append("\"\(label.drawn)\"") }
        if event.name == .why, let reasons = event.reason {
            parts.append("reasons: \(reasons)")
        } else if let reason = event.reason {
            parts.append("reason: \(reason)")
        }
        var details = parts.joined(separator: " ")
        if let detail = event.detail?.drawn { details += details.isEmpty ? detail : " — " + detail }

        let time = event.time.timestamp
        let name = names.name(of: event.name)
        let namePadding = String(repeating: " ", count: eventWidth - name.count)
        var line = String(repeating: " ", count: max(0, Self.timeWidth - time.count)) + time
        line += "  " + (EventSource.label(of: event) ?? "").padded(toWidth: appWidth)
        let escape = kindEscapes?[event.name.kind] ?? ""
        line += "  " + (escape.isEmpty ? name : escape + name + "\u{1B}[0m") + namePadding
        line += "  " + state.padded(toWidth: Self.stateWidth)
        line += "  " + details
        while line.last == " " { line.removeLast() }
        return line
    }
}
