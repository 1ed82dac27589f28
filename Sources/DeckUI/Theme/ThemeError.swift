import Support

/// A theme that cannot be loaded at all. (Problems inside a theme file that loads are
/// warnings: `Problem`s at their lines.)
public enum ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bundled or user theme has this name.
    case noSuchTheme(String, available: [String])
    /// The theme file cannot be read (no such file, permission denied, not UTF-8, too large).
    case unreadable(Problem)

    public var description: String {
        switch self {
        case .noSuchTheme(let name, let available):
            "no theme named \(name.quoted) (available: \(available.joined(separator: ", ")))".visible
        case .unreadable(let problem):
            problem.description
        }
    }
}
