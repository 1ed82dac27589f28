import Lifecycle
import Support

/// Events in aligned columns for people: virtual clock, app, event, state change
/// (`background → suspended`, or the state alone when it did not change) and details (task,
/// name and reason, then ` — ` and the detail). Text from manifests and scripts is drawn as
/// on the dashboard (control characters spelled out, see `Glyphs`), so columns line up and
/// nothing in it reaches the terminal raw. With `color`, event names are coloured by kind
/// with ANSI escapes. Events are named by Xamarin.iOS or, when asked, by UIKit.
public struct TextFormatter: EventFormatter, Sendable {
    private let appWidth: Int
    private let color: Bool
    private let names: EventNames
    private let eventWidth: Int
    /// Each app's state after its last event; apps start not running.
    private var states: [String: AppState] = [:]

    private static let stateWidth = AppState.allCases.map(\.rawValue.count).max()! * 2 + 3
    private static let timeWidth = 11

    /// `appNames`: the catalog's apps, so that the app column fits the longest name.
    public init(appNames: [String], color: Bool, names: EventNames = .xamarin) {
        appWidth = max(appNames.map(\.drawn.cellWidth).max() ?? 0, 3)
        self.color = color
        self.names = names
        eventWidth = EventName.allCases.map { names.name(of: $0).count }.max() ?? 0
    }

    public mutating func line(for event: Event) -> String {
        var state = ""
        if let app = event.app, let after = event.state {
            let before = states[app] ?? .notRunning
            state = before == after ? after.rawValue : "\(before.rawValue) → \(after.rawValue)"
            states[app] = after
        }
        var parts: [String] = []
        if let task = event.task { parts.append("task \(task)") }
        if let label = event.label { parts.append("\"\(label.drawn)\"") }
        if let reason = event.reason { parts.append("reason: \(reason)") }
        var details = parts.joined(separator: " ")
        if let detail = event.detail?.drawn { details += details.isEmpty ? detail : " — " + detail }

        let time = event.time.timestamp
        let name = names.name(of: event.name)
        let namePadding = String(repeating: " ", count: eventWidth - name.count)
        var line = String(repeating: " ", count: max(0, Self.timeWidth - time.count)) + time
        line += "  " + (event.app ?? "").drawn.padded(toWidth: appWidth)
        line += "  " + (color ? Self.colored(name, event.name.kind) : name) + namePadding
        line += "  " + state.padded(toWidth: Self.stateWidth)
        line += "  " + details
        while line.last == " " { line.removeLast() }
        return line
    }

    /// ANSI colour for each kind of event: what changed stands out, device events recede.
    static func colored(_ text: String, _ kind: EventKind) -> String {
        let code = switch kind {
        case .lifecycle: "36"
        case .background: "34"
        case .task: "33"
        case .transfer: "35"
        case .suspension: "2"
        case .termination: "1;31"
        case .refresh: "32"
        case .device: "90"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
