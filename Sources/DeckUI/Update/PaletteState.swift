/// The `:` command palette: the line being typed and the commands run before.
public struct PaletteState: Hashable, Sendable {
    public var input = ""
    /// Commands run, oldest first.
    public var history: [String] = []
    /// While browsing the history with ↑/↓: the index shown.
    public var historyIndex: Int?

    public init() {}

    /// Moves back (-1) or forward (+1) through the history.
    public mutating func browse(_ step: Int) {
        guard !history.isEmpty else { return }
        let current = historyIndex ?? history.count
        let next = min(max(0, current + step), history.count)
        historyIndex = next == history.count ? nil : next
        input = historyIndex.map { history[$0] } ?? ""
    }

    /// Records a command run (consecutive repeats are kept once).
    public mutating func remember(_ line: String) {
        if history.last != line { history.append(line) }
        historyIndex = nil
    }
}
