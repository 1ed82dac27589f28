import Lifecycle

/// Events in aligned columns for people: virtual clock, app, event, state change
/// (`background → suspended`, or the state alone when it did not change) and details (task,
/// name and reason, then ` — ` and the detail). With `kindEscapes`, each event name starts
/// with its kind's escape sequence (a theme's colours) and ends with a reset.
public struct TextFormatter: EventFormatter, Sendable {
    private let appWidth: Int
    private let kindEscapes: [EventKind: String]?
    /// Each app's state after its last event; apps start not running.
    private var states: [String: AppState] = [:]

    private static let eventWidth = EventName.allCases.map(\.rawValue.count).max()!
    private static let stateWidth = AppState.allCases.map(\.rawValue.count).max()! * 2 + 3
    private static let timeWidth = 11

    /// `appNames`: the catalog's apps, so that the app column fits the longest name;
    /// `kindEscapes`: the escape sequence for each event kind, or nil for no colour.
    public init(appNames: [String], kindEscapes: [EventKind: String]? = nil) {
        appWidth = max(appNames.map(\.count).max() ?? 0, 3)
        self.kindEscapes = kindEscapes
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
        if let label = event.label { parts.append("\"\(label)\"") }
        if let reason = event.reason { parts.append("reason: \(reason)") }
        var details = parts.joined(separator: " ")
        if let detail = event.detail { details += details.isEmpty ? detail : " — " + detail }

        let time = Self.clock(event.time)
        let name = event.name.rawValue
        let namePadding = String(repeating: " ", count: Self.eventWidth - name.count)
        var line = String(repeating: " ", count: max(0, Self.timeWidth - time.count)) + time
        line += "  " + (event.app ?? "").padded(to: appWidth)
        let escape = kindEscapes?[event.name.kind] ?? ""
        line += "  " + (escape.isEmpty ? name : escape + name + "\u{1B}[0m") + namePadding
        line += "  " + state.padded(to: Self.stateWidth)
        line += "  " + details
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `0:03:07.250`, `1d 02:00:00.000`.
    static func clock(_ time: SimDuration) -> String {
        let ms = String(time.milliseconds % 1000)
        return time.clock + "." + String(repeating: "0", count: 3 - ms.count) + ms
    }
}
