import DeckCore
import Support

/// Which theme to use and who chose it: `--theme`, then `APPDECK_THEME`, then settings.yaml's
/// `theme:`, then the built-in default.
public struct ThemeSelection: Hashable, Sendable {
    /// Who chose the theme.
    public enum Origin: String, Hashable, Sendable {
        case option = "--theme"
        case environment = "APPDECK_THEME"
        case settings = "settings.yaml"
        case builtIn = "default"
    }

    /// A theme name or a path.
    public var nameOrPath: String
    public var origin: Origin

    public init(nameOrPath: String, origin: Origin) {
        self.nameOrPath = nameOrPath; self.origin = origin
    }

    /// The first of the three that is set and not empty, else the built-in default (dark).
    public init(option: String?, environment: String?, settings: String?) {
        for case let (value?, origin) in [(option, Origin.option), (environment, .environment), (settings, .settings)]
        where !value.isEmpty {
            self.init(nameOrPath: value, origin: origin)
            return
        }
        self.init(nameOrPath: Theme.dark.name, origin: .builtIn)
    }
}

/// The theme to draw with, after selection, and what went wrong on the way.
public struct ResolvedTheme: Sendable {
    public var theme: Theme
    public var selection: ThemeSelection
    /// Set when the selected theme could not be loaded; `theme` is then `Theme.dark`.
    public var error: ThemeError?
    /// Problems in the loaded theme file (what they touch falls back to the base).
    public var warnings: [Problem]

    /// One line for the status bar, or nil when all went well: the error, or the first
    /// problem and how many more.
    public var statusMessage: String? {
        if let error { return "theme \(selection.nameOrPath) (\(selection.origin.rawValue)): \(error); using \(theme.name)" }
        guard let first = warnings.first else { return nil }
        let more = warnings.count > 1 ? " (+\(warnings.count - 1) more: appdeck themes check)" : ""
        return "\(first)\(more)"
    }
}

extension ThemeLibrary {
    /// Loads the selected theme. Never fails: a theme that cannot be loaded gives
    /// `Theme.dark` and an `error` to show.
    public func resolve(_ selection: ThemeSelection) -> ResolvedTheme {
        ThemeResolver(library: self).resolve(selection)
    }
}
