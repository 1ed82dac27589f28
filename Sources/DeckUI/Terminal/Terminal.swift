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
}
