import DeckCore

/// A terminal in memory, for tests: keeps the screen as a Canvas, counts the cells each
/// present writes, and hands out queued input.
public final class MemoryTerminal: Terminal {
    public private(set) var size: Size
    /// What the screen shows now.
    public private(set) var screen: Canvas
    /// Cells written by the last present.
    public private(set) var lastWriteCount = 0
    /// Cells written since the terminal was made.
    public private(set) var totalWriteCount = 0
    /// How many times present was called.
    public private(set) var presentCount = 0
    public private(set) var mouseEnabled = false
    /// Input that readInput hands out, first to last; nil stands for a wait that timed out.
    public var pendingInput: [InputEvent?] = []

    private var frame = ShownFrame()

    public init(size: Size) {
        self.size = size
        screen = Canvas(size: size)
    }

    public func present(_ canvas: Canvas) {
        let runs = frame.changes(to: canvas)
        if canvas.size != screen.size { screen = Canvas(size: canvas.size) }
        var written = 0
        for run in runs {
            var x = run.x
            for cell in run.cells {
                if !cell.isWideTail { screen.put(cell.character, x: x, y: run.y, style: cell.style) }
                x += 1
                written += 1
            }
        }
        lastWriteCount = written
        totalWriteCount += written
        presentCount += 1
    }

    public func readInput(timeout: Duration?) -> InputEvent? {
        pendingInput.isEmpty ? nil : pendingInput.removeFirst()
    }

    public func setMouse(_ enabled: Bool) { mouseEnabled = enabled }

    public func clear() {
        frame.forget()
        screen = Canvas(size: size)
    }

    /// Changes the size and queues the resize report, as a real terminal does.
    public func resize(to newSize: Size) {
        size = newSize
        pendingInput.append(.resize)
    }

    /// Queues keys.
    public func type(_ keys: Key...) { pendingInput += keys.map { .key($0) } }

    /// Queues a wait that times out with no input.
    public func timeOut() { pendingInput.append(nil) }
}
