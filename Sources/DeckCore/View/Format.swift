import Lifecycle

/// Short spellings of times and sizes for cards and panes.
enum Format {
    /// Whole seconds up to 99 s, then minutes, then hours: `42s`, `12m`, `3h`.
    static func short(_ span: SimDuration) -> String {
        let seconds = Int64((Double(max(0, span.milliseconds)) / 1000).rounded(.up))
        if seconds < 100 { return "\(seconds)s" }
        if seconds < 6000 { return "\(seconds / 60)m" }
        return "\(seconds / 3600)h"
    }

    /// Whole seconds, rounded up: `179s`.
    static func seconds(_ span: SimDuration) -> String {
        "\(Int64((Double(max(0, span.milliseconds)) / 1000).rounded(.up)))s"
    }

    static func percent(_ fraction: Double) -> String { "\(Int((min(1, max(0, fraction)) * 100).rounded(.down)))%" }

    /// `312/1024 MB`.
    static func memory(used: Int, total: Int) -> String { "\(used)/\(total) MB" }
}
