import Lifecycle
import Support

/// Events as JSON Lines: one object per event with the keys in the order t, app, process
/// (`"extension"` for the notification service extension's events, `"widget"` for the widget
/// extension's, `"activity"` for a Live Activity's, which also carry `"activity":N` after state;
/// absent for the app's own), event,
/// uikit (for events that are UIKit callbacks or APIs), state, then task, name, reason
/// (`reasons`, an array of tokens, for a Why event), a Terminated event's `category` and
/// `code`, and detail when present. `t` is seconds since the start
/// (`12.5`, `190.0`); device events have `"app":null` and `"state":null`. The dashboard's
/// `--log FILE` writes the same lines.
public struct JSONLFormatter: EventFormatter, Sendable {
    public init() {}

    public func line(for event: Event) -> String {
        var out = "{\"t\":" + event.time.secondsText
        out += ",\"app\":" + (event.app.map(Self.string) ?? "null")
        if event.process != .app { out += ",\"process\":" + Self.string(event.process.rawValue) }
        out += ",\"event\":" + Self.string(event.name.rawValue)
        if let uikit = event.name.uikitName { out += ",\"uikit\":" + Self.string(uikit) }
        out += ",\"state\":" + (event.state.map { Self.string($0.rawValue) } ?? "null")
        if let activity = event.activity { out += ",\"activity\":\(activity)" }
        if let task = event.task { out += ",\"task\":\(task)" }
        if let label = event.label { out += ",\"name\":" + Self.string(label) }
        if event.name == .why {
            out += ",\"reasons\":[" + event.whyReasons.map(Self.string).joined(separator: ",") + "]"
        } else if let reason = event.reason {
            out += ",\"reason\":" + Self.string(reason)
        }
        if let termination = event.terminationReason {
            if let category = termination.category { out += ",\"category\":" + Self.string(category.rawValue) }
            if let code = termination.code { out += ",\"code\":" + Self.string(code) }
        }
        if let detail = event.detail { out += ",\"detail\":" + Self.string(detail) }
        return out + "}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (C0 as JSON
    /// requires, and also DEL, C1 and the line and paragraph separators, so that a line is safe
    /// on a terminal), everything else as UTF-8.
    public static func string(_ text: String) -> String {
        if !text.unicodeScalars.contains(where: { ControlCharacters.isControl($0) || $0 == "\"" || $0 == "\\" }) {
            return "\"" + text + "\""
        }
        return Tokenizer.quoted(text) { c in
            guard ControlCharacters.isControl(c) else { return nil }
            let hex = String(c.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
