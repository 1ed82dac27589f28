import Lifecycle

/// The output formats of `appdeck run --format`.
public enum EventFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people.
    case text
    /// One JSON object per line (DESIGN.md, "Events").
    case jsonl
}

/// Turns events into lines of output, one line per event, in the order they happened.
public protocol EventFormatter {
    /// The line for `event`, without a line break.
    mutating func line(for event: Event) -> String
}
