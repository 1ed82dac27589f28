/// The `:` command palette: the line being typed and the commands run before (kept across
/// sessions in the history file).
public struct PaletteState: Hashable, Sendable {
    /// How many commands the history keeps (the oldest go first).
    public static let historyLimit = 500

    public var field = TextField()
    /// Commands run, oldest first.
    public var history: [String] = []
    /// While browsing the history with ↑/↓: the index shown.
    public var historyIndex: Int?

    public init() {}

    public var input: String { field.text }

    /// Moves back (-1) or forward (+1) through the history.
    public mutating func browse(_ step: Int) {
        guard !history.isEmpty else { return }
        let current = historyIndex ?? history.count
        let next = min(max(0, current + step), history.count)
        historyIndex = next == history.count ? nil : next
        field = TextField(historyIndex.map { history[$0] } ?? "")
    }

    /// Records a command run (consecutive repeats are kept once), within the limit.
    public mutating func remember(_ line: String) {
        if history.last != line { history.append(line) }
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        historyIndex = nil
    }

    /// The history loaded from the file, before the commands of this session.
    public mutating func restore(_ lines: [String]) {
        history = Array((lines + history).suffix(Self.historyLimit))
        historyIndex = nil
    }
}
