import CNcurses
import Glibc

/// The real terminal, through ncursesw: the only file that imports CNcurses. Setup and
/// teardown live here (as htop's CRT_init / CRT_done), with the signal handlers that restore
/// the terminal. Input waits in poll(2) on the terminal and a self-pipe that the signal
/// handlers write to, so a paused dashboard sleeps until a key, a resize or a signal.
public final class NcursesTerminal: Terminal {
    /// Colours the terminal is asked to show (after NO_COLOR / --no-color).
    public private(set) var colorDepth: ColorDepth = .none
    /// Whether the locale is UTF-8; when not, characters outside ASCII are drawn with
    /// ASCII stand-ins (as htop does).
    public private(set) var unicode = true

    private var started = false
    private var frame = ShownFrame()
    private var pairs: [Int64: Int32] = [:]
    private var directColor = false
    private var queued: [InputEvent] = []

    public init() {}

    /// Enters curses mode: alternate screen, raw keys (Ctrl-C arrives as a key), no echo,
    /// colours for `requestedDepth` (nil: detect from the environment and terminfo).
    public func start(environment: [String: String], colorDepth requestedDepth: ColorDepth?) {
        setlocale(LC_ALL, "")
        unicode = String(cString: nl_langinfo(nl_item(CODESET))).uppercased().filter { $0 != "-" } == "UTF8"
        TerminalGuard.install()
        initscr()
        raw()
        noecho()
        keypad(appdeck_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        nodelay(appdeck_stdscr(), true)
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
        started = true
        TerminalGuard.active = true
    }

    /// Leaves curses mode and gives the shell its screen back.
    public func stop() {
        guard started else { return }
        started = false
        TerminalGuard.active = false
        endwin()
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
                    if !cell.isWideTail { text += unicode ? String(cell.character) : Self.ascii(cell.character) }
                    index += 1; x += 1
                }
                setStyle(style)
                mvaddstr(Int32(run.y), Int32(startX), text)
            }
        }
        refresh()
    }

    public func readInput(timeout: Duration?) -> InputEvent? {
        if !queued.isEmpty { return queued.removeFirst() }
        if let event = nextBuffered() { return event }
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: TerminalGuard.wakeRead, events: Int16(POLLIN), revents: 0)]
        let milliseconds: Int32 = timeout.map { duration in
            let (s, attos) = duration.components
            return Int32(clamping: max(0, s * 1000 + attos / 1_000_000_000_000_000))
        } ?? -1
        guard poll(&fds, 2, milliseconds) > 0 else { return nil }
        if fds[1].revents & Int16(POLLIN) != 0 && TerminalGuard.drainWakeups() {
            resizeToWindow()
            return .resize
        }
        return nextBuffered()
    }

    public func setMouse(_ enabled: Bool) {
        let mask = enabled
            ? appdeck_BUTTON1_PRESSED | appdeck_BUTTON1_RELEASED | appdeck_BUTTON4_PRESSED | appdeck_BUTTON5_PRESSED
            : 0
        mousemask(mask, nil)
        mouseinterval(0)
    }

    public func clear() { frame.forget(); clearok(appdeck_stdscr(), true) }

    /// A key or mouse report ncurses already has (it buffers escape sequences), or nil.
    private func nextBuffered() -> InputEvent? {
        while true {
            var ch: wint_t = 0
            let kind = wget_wch(appdeck_stdscr(), &ch)
            if kind == appdeck_ERR { return nil }
            if kind == appdeck_KEY_CODE_YES {
                if let event = functionKey(Int32(ch)) { return event }
                continue
            }
            if let event = characterKey(UInt32(ch)) { return event }
        }
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: .key(.up)
        case KEY_DOWN: .key(.down)
        case KEY_LEFT: .key(.left)
        case KEY_RIGHT: .key(.right)
        case KEY_ENTER: .key(.enter)
        case KEY_BTAB: .key(.backTab)
        case KEY_BACKSPACE: .key(.backspace)
        case KEY_DC: .key(.delete)
        case KEY_PPAGE: .key(.pageUp)
        case KEY_NPAGE: .key(.pageDown)
        case KEY_HOME: .key(.home)
        case KEY_END: .key(.end)
        case KEY_F0 + 1...KEY_F0 + 12: .key(.function(Int(code - KEY_F0)))
        case appdeck_KEY_RESIZE:
            .resize
        case appdeck_KEY_MOUSE:
            mouseEvent()
        default: nil
        }
    }

    private func characterKey(_ value: UInt32) -> InputEvent? {
        switch value {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
        default:
            guard let scalar = Unicode.Scalar(value), value >= 32 else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    private func mouseEvent() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == appdeck_OK else { return nil }
        let x = Int(event.x), y = Int(event.y)
        let state = event.bstate
        if state & appdeck_BUTTON1_PRESSED != 0 { return .mouse(MouseEvent(.press, x: x, y: y)) }
        if state & appdeck_BUTTON1_RELEASED != 0 { return .mouse(MouseEvent(.release, x: x, y: y)) }
        if state & appdeck_BUTTON4_PRESSED != 0 { return .mouse(MouseEvent(.wheelUp, x: x, y: y)) }
        if state & appdeck_BUTTON5_PRESSED != 0 { return .mouse(MouseEvent(.wheelDown, x: x, y: y)) }
        return nil
    }

    /// Tells ncurses the window's new size (SIGWINCH is ours, so ncurses does not see it).
    private func resizeToWindow() {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return }
        resizeterm(Int32(size.ws_row), Int32(size.ws_col))
        frame.forget()
        erase()
        // resizeterm queues KEY_RESIZE for curses programs; this one reports the resize itself.
        while let event = nextBuffered() {
            if event != .resize { queued.append(event) }
        }
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

/// Restores the terminal when the process is told to stop (SIGTERM, SIGHUP, SIGINT) or
/// crashes on a signal we can catch. The stop handlers only set a flag and wake the input
/// wait through a self-pipe; SIGWINCH wakes it the same way; the crash handlers restore the
/// terminal and re-raise.
enum TerminalGuard {
    nonisolated(unsafe) static var active = false
    nonisolated(unsafe) static var stopRequested: Int32 = 0
    nonisolated(unsafe) static var resizePending: Int32 = 0
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1

    static func install() {
        if wakeRead < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                wakeRead = fds[0]; wakeWrite = fds[1]
            }
        }
        for sig in [SIGTERM, SIGHUP, SIGINT] {
            handle(sig) { number in
                TerminalGuard.stopRequested = number
                TerminalGuard.wake()
            }
        }
        handle(SIGWINCH) { _ in
            TerminalGuard.resizePending = 1
            TerminalGuard.wake()
        }
        for sig in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(sig) { number in
                if TerminalGuard.active { endwin() }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// Installs a handler without SA_RESTART, so that a signal interrupts the input wait.
    private static func handle(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(sig, &action, nil)
    }

    private static func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Empties the self-pipe; true when a resize is pending (and clears it).
    static func drainWakeups() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
        let resize = resizePending != 0
        resizePending = 0
        return resize
    }
}
