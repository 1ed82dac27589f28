/// Something wrong in a theme file: a warning, since the rest of the file still applies and
/// what is wrong falls back to the base theme. `description` is `FILE:LINE: message`.
public struct ThemeProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (a path), or `themes/NAME.yaml` for a bundled theme.
    public var file: String
    /// 1-based.
    public var line: Int
    /// The key concerned, as a dotted path (`roles.card.fg`, `palette.accent`), or nil when the
    /// problem is not about one key (malformed YAML).
    public var key: String?
    /// What is wrong and what was expected; starts with the key when there is one.
    public var message: String

    public init(file: String, line: Int, key: String?, message: String) {
        self.file = file; self.line = line; self.key = key; self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

/// A theme that cannot be loaded at all.
public enum ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bundled or user theme has this name.
    case noSuchTheme(String, available: [String])
    /// No file at this path.
    case noSuchFile(String)
    /// The file exists but cannot be read as UTF-8 text.
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .noSuchTheme(let name, let available):
            "no theme named '\(name)' (available: \(available.joined(separator: ", ")))"
        case .noSuchFile(let path):
            "\(path): no such theme file"
        case .unreadable(let path, let reason):
            "\(path): cannot read: \(reason)"
        }
    }
}
