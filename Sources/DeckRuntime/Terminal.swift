import DeckCore

/// Where a Canvas is shown and input comes from. Two implementations: NcursesTerminal (the
/// real one) and MemoryTerminal (for tests).
public protocol Terminal: AnyObject {
    /// The size the next canvas should have.
    var size: Size { get }

    /// Shows `canvas`, writing only the cells that differ from the last canvas presented.
    func present(_ canvas: Canvas)

    /// Waits for input up to `timeout` (nil: as long as it takes). Returns nil when the time
    /// ran out or a signal interrupted the wait.
    func readInput(timeout: Duration?) -> InputEvent?

    /// Turns mouse reporting on or off.
    func setMouse(_ enabled: Bool)

    /// Clears the screen: the next present writes every cell (Ctrl-L, after something else
    /// wrote over the screen).
    func clear()
}

/// The frame a terminal shows now, kept in this one place, so that each present writes only
/// the cells that changed.
public struct ShownFrame: Sendable {
    private var shown: Canvas?

    public init() {}

    /// The runs of `canvas` that differ from the frame shown (all of it when there is none);
    /// `canvas` becomes the frame shown.
    public mutating func changes(to canvas: Canvas) -> [CellRun] {
        defer { shown = canvas }
        return canvas.changes(since: shown)
    }

    /// The screen was cleared: the next present writes every cell.
    public mutating func forget() { shown = nil }
}
