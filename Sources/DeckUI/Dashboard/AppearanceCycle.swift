/// The themes `t` steps through, and the one in use. Loading a theme may give warnings
/// (a bad colour, an unknown key), which go to the status line; it never fails.
public struct ThemeCycle {
    public private(set) var names: [String]
    public private(set) var current: String
    public private(set) var theme: Theme
    private let load: (String) -> (theme: Theme, warnings: [String])

    /// `names` are what `t` cycles through; `current` (a name or a path) is in use.
    public init(names: [String], current: String, theme: Theme,
                load: @escaping (String) -> (theme: Theme, warnings: [String])) {
        self.names = names.isEmpty ? [current] : names
        self.current = current
        self.theme = theme
        self.load = load
    }

    /// Switches to the next theme; returns its warnings.
    public mutating func next() -> [String] {
        let index = names.firstIndex(of: current).map { ($0 + 1) % names.count } ?? 0
        current = names[index]
        let loaded = load(current)
        theme = loaded.theme
        return loaded.warnings
    }
}
