import DeckCore
import DeckRuntime
import Scenario
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--cast FILE`: what the terminal shows, written as an asciicast v2 file (asciinema's
/// format) beside the real terminal: a header line (version 2, width, height, timestamp,
/// title), then `[seconds, "o", data]` for each frame, `[seconds, "r", "WxH"]` for each
/// resize and `[seconds, "m", caption]` for each `say` caption.
///
/// It tees at the `Terminal` layer, which is where the dashboard's output is decided:
/// ncurses (6.x) writes its bytes with write(2) on the file descriptor of the FILE it is
/// given, so a FILE of our own (fopencookie) never sees them, and a pipe or a pty in between
/// would take from ncurses the terminal it sets to raw mode and measures. So each frame is
/// written here as the terminal shows it: the cells that changed since the frame before
/// (the ones ncurses is handed), placed with cursor moves and drawn with SGR in the
/// terminal's colours. Times are wall-clock seconds since the start, as asciinema records.
public final class CastTerminal: Terminal {
    let inner: Terminal
    private let file: CastFile
    private let unicode: Bool
    private let realTime: () -> Double
    private var frame = ShownFrame()
    private var shownSize: Size
    /// The first write that failed (the cast stops there; the dashboard goes on).
    public var failure: String? { file.failure }

    /// Writes the header to `file` for the size of `inner` (a started terminal) now.
    public init(
        _ inner: Terminal, file: CastFile, title: String, unicode: Bool, timestamp: Int,
        realTime: @escaping () -> Double
    ) {
        self.inner = inner
        self.file = file
        self.unicode = unicode
        self.realTime = realTime
        shownSize = inner.size
        file.write(
            "{\"version\":2,\"width\":\(shownSize.width),\"height\":\(shownSize.height),\"timestamp\":\(timestamp),"
                + "\"title\":" + JSONLFormatter.string(title) + ",\"env\":{\"TERM\":\"xterm-256color\"}}")
    }

    public var size: Size { inner.size }

    public func present(_ canvas: Canvas) {
        inner.present(canvas)
        var data = ""
        if canvas.size != shownSize {
            shownSize = canvas.size
            event("r", "\(shownSize.width)x\(shownSize.height)")
            frame.forget()
        }
        let runs = frame.changes(to: canvas)
        if runs.count > 0, runs.count == canvas.size.height, runs.allSatisfy({ $0.x == 0 && $0.cells.count == canvas.size.width }) {
            data += "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"
        }
        for run in runs {
            data += "\u{1B}[\(run.y + 1);\(run.x + 1)H"
            var style: Style?
            for cell in run.cells where !cell.isWideTail {
                if cell.style != style {
                    style = cell.style
                    data += cell.style.sgr
                }
                data += unicode ? String(cell.character) : AsciiStandIn.text(for: cell.character)
            }
        }
        if !data.isEmpty { event("o", data + "\u{1B}[0m") }
    }

    /// A `say` caption becomes a marker, so that players can jump to it (the dashboard's
    /// `.markCaption` effect, for every caption, even one that a fast play replaced before a
    /// frame showed it).
    public func mark(_ caption: String) { event("m", caption) }

    public func clear() {
        frame.forget()
        inner.clear()
    }

    public func readInput(timeout: Duration?) -> InputEvent? { inner.readInput(timeout: timeout) }

    public func setMouse(_ enabled: Bool) { inner.setMouse(enabled) }

    private func event(_ code: String, _ data: String) {
        let seconds = (realTime() * 1_000_000).rounded() / 1_000_000
        file.write("[\(seconds),\"\(code)\"," + JSONLFormatter.string(data) + "]")
    }
}

/// The cast's file: lines appended as they come; the first failure is kept and nothing more
/// is written.
public final class CastFile {
    let path: String
    private let fd: Int32
    private(set) var failure: String?

    /// Creates FILE; a file that holds something is refused (as for `--record`).
    public init(path: String) throws(OutputFileError) {
        self.path = path
        if case .success(let size) = FileSystem.regularFileSize(path), size > 0 {
            throw OutputFileError("cannot cast to \(path): it exists (--cast writes a new file: remove it or choose another name)")
        }
        switch FileSystem.openForWriting(path, append: false, nonBlocking: false) {
        case .success(let opened): fd = opened
        case .failure(let refusal): throw OutputFileError("cannot cast to \(path): \(refusal)")
        }
    }

    deinit { close(fd) }

    func write(_ line: String) {
        guard failure == nil else { return }
        let (_, error) = writeFully(fd, Array((line + "\n").utf8)[...])
        if let error { failure = "cannot write the cast \(path): \(Errno(error)); the cast stops there" }
    }
}
