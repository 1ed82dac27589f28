/// The themes `t` steps through, and the one in use, drawn at the terminal's colour depth.
/// Loading a theme may give warnings (a bad colour, an unknown key), which go to the status
/// line; it never fails.
public struct ThemeCycle {
    public private(set) var current: String
    public private(set) var theme: Theme
    /// The terminal's colour depth, given to every theme drawn.
    public var depth: ColorDepth {
        didSet { theme.depth = depth }
    }
    private let names: () -> [String]
    private let load: (String) -> (theme: Theme, warnings: [String])

    /// `names` lists the themes to cycle through (read at each step, so new theme files show
    /// up); `current` (a name or a path) is the one in use.
    public init(names: @escaping () -> [String], current: String, theme: Theme, depth: ColorDepth = .truecolor,
                load: @escaping (String) -> (theme: Theme, warnings: [String])) {
        self.names = names
        self.current = current
        self.theme = theme
        self.depth = depth
        self.load = load
        self.theme.depth = depth
    }

    /// Switches to the theme after the current one; returns its warnings.
    public mutating func next() -> [String] {
        let all = names()
        guard !all.isEmpty else { return [] }
        let index = all.firstIndex(of: current).map { ($0 + 1) % all.count } ?? 0
        current = all[index]
        let loaded = load(current)
        theme = loaded.theme
        theme.depth = depth
        return loaded.warnings
    }
}
