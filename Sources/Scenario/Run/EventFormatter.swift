import Lifecycle

/// The output formats of `appdeck run --format`.
public enum EventFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people.
    case text
    /// One JSON object per line (Scenario.docc/Output.md).
    case jsonl
}

/// Which names the text format gives events: Xamarin.iOS's (the rule book's), or UIKit's
/// for events that are UIKit callbacks or APIs.
public enum EventNames: String, CaseIterable, Sendable {
    case xamarin, uikit

    /// The event's name in this naming.
    public func name(of event: EventName) -> String {
        switch self {
        case .xamarin: event.rawValue
        case .uikit: event.uikitName ?? event.rawValue
        }
    }
}

/// Turns events into lines of output, one line per event, in the order they happened.
public protocol EventFormatter {
    /// The line for `event`, without a line break.
    mutating func line(for event: Event) -> String
}
