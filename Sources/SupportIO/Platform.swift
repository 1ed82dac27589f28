#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calls that differ between glibc (Linux, built and tested by CI) and Darwin (macOS,
/// written for but not built here): everything else uses the POSIX names both share.
public enum Platform {
    /// Signals, besides the POSIX ones, whose default action ends the process in order (the
    /// dashboard stops and restores the terminal on them). Linux: SIGPWR, SIGSTKFLT and the
    /// realtime signals. Darwin has none of these (SIGINFO is ignored by default).
    public static let extraStopSignals: [Int32] = {
        #if os(Linux)
            [SIGPWR, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #else
            []
        #endif
    }()

    /// Signals, besides the POSIX ones, whose default action dumps core (the dashboard
    /// restores the terminal at once on them). Darwin: SIGEMT. Linux: none.
    public static let extraFatalSignals: [Int32] = {
        #if os(Linux)
            []
        #else
            [SIGEMT]
        #endif
    }()

    /// Sets `action`'s handler (the field is a union named differently by each C library).
    public static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// read(2), for types that have a `read` of their own.
    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    /// The time in whole seconds since 1970.
    public static func secondsSinceEpoch() -> Int {
        #if canImport(Glibc)
            Int(Glibc.time(nil))
        #else
            Int(Darwin.time(nil))
        #endif
    }

    /// The CPU time the calling thread has used, in seconds (CLOCK_THREAD_CPUTIME_ID): what
    /// a benchmark reports beside wall-clock time on a loaded machine, where the wall clock
    /// also counts the time other processes had the CPU.
    public static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// getenv(3) as a String.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The rows and columns of the terminal on `fd`, if it is one with a known size.
    public static func windowSize(_ fd: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        // The request's C type differs (glibc: unsigned long; Darwin: unsigned long too, but
        // TIOCGWINSZ is an Int32 constant on glibc and a UInt on Darwin): UInt fits both.
        guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }
}
