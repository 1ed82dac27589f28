import CNcurses
import DeckCore
import DeckRuntime
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal, through ncursesw: the only file that imports CNcurses. Setup and
/// teardown live here (as htop's CRT_init / CRT_done); TerminalGuard's signal handlers
/// restore the terminal. ncurses draws; the input is read and decoded by TerminalInput
/// (keys, mouse, bracketed paste), which waits in poll(2) on the terminal and on the signal
/// handlers' wake-up pipe, so a paused dashboard sleeps until a key, a resize or a signal.
/// Ctrl-Z and SIGTSTP suspend the dashboard with the terminal restored; back in the
/// foreground it takes the terminal again and reports `.resize` to be drawn whole.
public final class NcursesTerminal: Terminal {
    /// Colours the terminal is asked to show (after NO_COLOR / --no-color).
    public private(set) var colorDepth: ColorDepth = .none
    /// Whether the locale is UTF-8 and `--ascii` was not given; when not, characters outside
    /// ASCII are drawn with their ASCII stand-ins (as htop does).
    public private(set) var unicode = true
    /// How long the dashboard has been stopped (Ctrl-Z, SIGTSTP) in all: the real time the
    /// clock leaves out, so that virtual time stands still while stopped.
    public private(set) var stoppedFor: Duration = .zero

    private var started = false
    private var mouse = false
    private var frame = ShownFrame()
    private var pairs: [Int64: Int32] = [:]
    private var directColor = false
    private var input: TerminalInput?
    /// The default colours, then the screen cleared: written before leaving the alternate
    /// screen, so that no cell of the dashboard's is left there. A terminal that keeps the
    /// alternate screen's cells when it is resized (tmux) would otherwise bring coloured rows
    /// back onto the shell's screen at the next resize or on leaving.
    private var blank = ""

    /// Input modes the dashboard turns on: bracketed paste, and mouse reports (SGR).
    private static let pasteOn = "\u{1B}[?2004h", pasteOff = "\u{1B}[?2004l"
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h", mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    public init() {}

    /// Why the dashboard cannot run here, as a one-line message; nil when it can: stdin and
    /// stdout must be a terminal, the session's own, of a kind terminfo knows and that can
    /// move the cursor. Nothing is written to the terminal.
    public static func problem(environment: [String: String]) -> String? {
        let reason: String? = {
            if isatty(0) == 0 { return "stdin is not a tty" }
            if isatty(1) == 0 { return "stdout is not a tty" }
            if tcgetsid(0) != getsid(0) { return "stdin is not the controlling terminal (started by setsid?)" }
            guard let term = environment["TERM"], !term.isEmpty else { return "TERM is not set" }
            let shown = term.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F } ? term : term.debugDescription
            switch appdeck_terminal_kind(term) {
            case 0: return nil
            case 2: return "TERM=\(shown) cannot move the cursor"
            default: return "TERM=\(shown) is not a terminal this system knows"
            }
        }()
        return reason.map { "appdeck needs a terminal: \($0); for scripts use `appdeck run`" }
    }

    /// Enters curses mode: alternate screen, raw keys (Ctrl-C arrives as a key), no echo,
    /// bracketed paste, colours for `requestedDepth` (nil: detect from the environment and
    /// terminfo), ASCII only when `ascii` is set or the locale is not UTF-8. Only for a
    /// terminal without a `problem`.
    public func start(environment: [String: String], colorDepth requestedDepth: ColorDepth?, ascii: Bool = false) {
        setlocale(LC_ALL, "")
        unicode = !ascii && String(cString: nl_langinfo(nl_item(CODESET))).uppercased().filter { $0 != "-" } == "UTF8"
        var modes = termios()
        tcgetattr(0, &modes)
        TerminalGuard.install()
        input = TerminalInput(fd: 0, wake: TerminalGuard.wakeRead)
        initscr()
        raw()
        noecho()
        typeahead(-1)
        curs_set(0)
        // COLORS is known only once colour is started.
        if requestedDepth != ColorDepth.none && has_colors() {
            start_color()
            use_default_colors()
        }
        let colors = has_colors() ? Int(appdeck_COLORS()) : 0
        let detected = requestedDepth ?? ColorDepth.detect(environment: environment, terminalColors: colors)
        if detected > .none && colors > 0 {
            directColor = colors >= 0x1000000
            let shown: ColorDepth = colors >= 256 ? .indexed256 : colors >= 16 ? .ansi16 : .ansi8
            colorDepth = min(detected, directColor ? .truecolor : shown)
        }
        blank = ["sgr0", "clear"].map(Self.capability).joined()
        let leave = [Self.pasteOff, Self.mouseOff, blank] + ["cnorm", "rmcup"].map(Self.capability)
        TerminalGuard.prepareRestore(bytes: Array(leave.joined().utf8), modes: modes)
        started = true
        enterModes()
    }

    /// Leaves curses mode and gives the shell its screen back.
    public func stop() {
        guard started else { return }
        started = false
        leaveModes()
    }

    public var size: Size {
        var rows: Int32 = 0, cols: Int32 = 0
        appdeck_getmaxyx(appdeck_stdscr(), &rows, &cols)
        return Size(width: Int(cols), height: Int(rows))
    }

    public func present(_ canvas: Canvas) {
        let runs = frame.changes(to: canvas)
        guard !runs.isEmpty else { return }
        for run in runs {
            var x = run.x
            var index = 0
            while index < run.cells.count {
                let style = run.cells[index].style
                var text = ""
                let startX = x
                while index < run.cells.count && run.cells[index].style == style {
                    let cell = run.cells[index]
                    if !cell.isWideTail { text += unicode ? String(cell.character) : AsciiStandIn.text(for: cell.character) }
                    index += 1; x += 1
                }
                setStyle(style)
                mvaddstr(Int32(run.y), Int32(startX), text)
            }
        }
        refresh()
    }

    /// Ctrl-L: the next present writes every cell, on a screen ncurses clears first.
    public func clear() {
        frame.forget()
        clearok(appdeck_curscr(), true)
    }

    /// The next key, mouse report or paste; `.resize` after a resize or a return from
    /// suspension. When the terminal is gone (end of input, hang-up) the dashboard is asked
    /// to stop as by SIGHUP.
    public func readInput(timeout: Duration?) -> InputEvent? {
        guard let input, TerminalGuard.stopRequested == 0 else { return nil }
        switch input.read(timeout: timeout) {
        case .event(.key(.control("z"))):
            suspend()
            return .resize
        case .event(let event):
            return event
        case .timedOut:
            return nil
        case .closed:
            TerminalGuard.stopRequested = SIGHUP
            return nil
        case .woken:
            if TerminalGuard.stopRequested != 0 { return nil }
            var redraw = false
            if TerminalGuard.take(.suspend) {
                suspend()
                redraw = true
            }
            if TerminalGuard.take(.resume) {
                reset_prog_mode()
                enterModes()
                redraw = true
            }
            if TerminalGuard.take(.resize) {
                resizeToWindow()
                redraw = true
            }
            return redraw ? .resize : nil
        }
    }

    public func setMouse(_ enabled: Bool) {
        mouse = enabled
        if started { write(enabled ? Self.mouseOn : Self.mouseOff) }
    }

    /// Gives the terminal back and stops, as Ctrl-Z does to a program in cooked mode; once
    /// continued, takes it again and draws the whole screen.
    private func suspend() {
        let clock = ContinuousClock()
        let stopped = clock.now
        leaveModes()
        TerminalGuard.stopProcessGroup()
        stoppedFor += stopped.duration(to: clock.now)
        resizeToWindow()
        enterModes()
    }

    /// The dashboard's terminal modes on, and the whole screen drawn again.
    private func enterModes() {
        TerminalGuard.active = true
        write(Self.pasteOn + (mouse ? Self.mouseOn : ""))
        clearok(appdeck_curscr(), true)
        refresh()
    }

    /// The terminal as the shell had it.
    private func leaveModes() {
        TerminalGuard.active = false
        write(Self.pasteOff + (mouse ? Self.mouseOff : "") + blank)
        endwin()
    }

    private func write(_ text: String) {
        _ = writeFully(1, Array(text.utf8)[...])
    }

    /// A terminfo string capability, without padding; empty when the terminal has none.
    private static func capability(_ name: String) -> String {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return "" }
        return String(cString: value).replacing(/\$<[0-9.*\/]*>/, with: "")
    }

    /// Tells ncurses the window's new size when it changed (SIGWINCH is ours, so ncurses
    /// does not see it).
    private func resizeToWindow() {
        guard let size = Platform.windowSize(1), size.rows > 0, size.columns > 0 else { return }
        guard size.rows != self.size.height || size.columns != self.size.width else { return }
        resize_term(Int32(size.rows), Int32(size.columns))
        // The terminal's cells after a resize are its own (kept, cut or moved), not what
        // ncurses last wrote: the next frame clears the screen and writes every cell, as
        // Ctrl-L does, whether time runs or stands still.
        erase()
        clear()
    }

    private func setStyle(_ style: Style) {
        var attrs = appdeck_A_NORMAL
        if style.attributes.contains(.bold) { attrs |= appdeck_A_BOLD }
        if style.attributes.contains(.dim) { attrs |= appdeck_A_DIM }
        if style.attributes.contains(.reverse) { attrs |= appdeck_A_REVERSE }
        if style.attributes.contains(.underline) { attrs |= appdeck_A_UNDERLINE }
        if style.attributes.contains(.italic) { attrs |= appdeck_A_ITALIC }
        appdeck_set_style(attrs, colorDepth == .none ? 0 : pair(for: style))
    }

    /// The colour pair for a style's colours, allocated on first use.
    private func pair(for style: Style) -> Int32 {
        let fg = number(style.foreground), bg = number(style.background)
        if fg == -1 && bg == -1 { return 0 }
        let key = Int64(fg) << 32 | Int64(UInt32(bitPattern: bg))
        if let known = pairs[key] { return known }
        let allocated = max(0, alloc_pair(fg, bg))
        pairs[key] = allocated
        return allocated
    }

    private func number(_ color: Color) -> Int32 {
        switch color {
        case .default: -1
        case .ansi(let n): Int32(n)
        case .indexed(let n): Int32(n)
        case .rgb(let r, let g, let b): directColor ? Int32(r) << 16 | Int32(g) << 8 | Int32(b) : -1
        }
    }
}
