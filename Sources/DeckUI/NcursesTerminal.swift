import CNcurses
import Glibc

/// The real terminal, through ncursesw. The only file that imports CNcurses.
/// Setup and teardown live here, with the signal handlers that restore the terminal.
public final class NcursesTerminal {
    private var started = false

    public init() {}

    /// Enters curses mode: alternate screen, raw keys (Ctrl-C arrives as a key), no echo.
    public func start() {
        setlocale(LC_ALL, "")
        TerminalGuard.install()
        initscr()
        raw()
        noecho()
        keypad(appdeck_stdscr(), true)
        curs_set(0)
        timeout(100)
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

    public var size: (columns: Int, rows: Int) {
        var rows: Int32 = 0, cols: Int32 = 0
        appdeck_getmaxyx(appdeck_stdscr(), &rows, &cols)
        return (Int(cols), Int(rows))
    }

    public func draw(title: String) {
        erase()
        attr_on(appdeck_A_BOLD, nil)
        mvaddstr(0, 0, title)
        attr_off(appdeck_A_BOLD, nil)
        refresh()
    }

    /// Waits up to the input timeout for a key; nil on timeout or interruption.
    public func readKey() -> Int32? {
        let key = getch()
        return key == appdeck_ERR ? nil : key
    }
}

/// Restores the terminal when the process is told to stop (SIGTERM, SIGHUP, SIGINT) or
/// crashes on a signal we can catch. The handlers only set a flag or restore and re-raise.
enum TerminalGuard {
    nonisolated(unsafe) static var active = false
    nonisolated(unsafe) static var stopRequested: Int32 = 0

    static func install() {
        for sig in [SIGTERM, SIGHUP, SIGINT] {
            signal(sig) { number in TerminalGuard.stopRequested = number }
        }
        for sig in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(sig) { number in
                if TerminalGuard.active { endwin() }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
