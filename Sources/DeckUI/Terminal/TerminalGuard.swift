import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The dashboard's signal handling, so that no signal leaves the terminal raw:
/// - signals that end a program in order (SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2,
///   SIGALRM, …) set `stopRequested` and wake the input wait; the run loop ends, the terminal
///   is restored and the process exits with 128 + the signal's number;
/// - SIGQUIT and the crash signals restore the terminal at once (with async-signal-safe
///   writes prepared beforehand), then end the process with the signal's default action, so
///   Swift's backtracer never holds a session;
/// - SIGWINCH, SIGTSTP and SIGCONT wake the input wait to resize, suspend or redraw;
/// - SIGPIPE and SIGXFSZ are ignored: such a write fails with an error its writer reports.
enum TerminalGuard {
    /// What the handlers and the dashboard share, in memory that Swift's exclusivity checks
    /// do not track (a handler may interrupt any access on its thread): whether the terminal
    /// is in the dashboard's modes, the stop signal, and the wake-ups.
    nonisolated(unsafe) private static let shared: UnsafeMutablePointer<Int32> = {
        let memory = UnsafeMutablePointer<Int32>.allocate(capacity: 5)
        memory.initialize(repeating: 0, count: 5)
        return memory
    }()

    /// What a handler woke the input wait for.
    enum Wakeup: Int {
        case resize = 2
        case suspend
        case resume
    }

    /// Whether the terminal is in the dashboard's modes (the crash handlers restore it then).
    static var active: Bool {
        get { shared[0] != 0 }
        set { shared[0] = newValue ? 1 : 0 }
    }

    /// The signal that asked the dashboard to stop; 0 when none has.
    static var stopRequested: Int32 {
        get { shared[1] }
        set { shared[1] = newValue }
    }

    /// Whether a handler asked for `wakeup`; clears it.
    static func take(_ wakeup: Wakeup) -> Bool {
        guard shared[wakeup.rawValue] != 0 else { return false }
        shared[wakeup.rawValue] = 0
        return true
    }

    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    /// What the crash handlers write to the terminal, and the terminal modes they set back.
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var restoreModes: UnsafeMutablePointer<termios>?

    static let stopSignals =
        [SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO]
        + Platform.extraStopSignals
    static let fatalSignals =
        [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS] + Platform.extraFatalSignals

    static func install() {
        active = false // makes the shared memory before any handler can use it
        if wakeRead < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                wakeRead = fds[0]; wakeWrite = fds[1]
            }
            // The crash handlers run on their own stack, so that a stack overflow is caught too.
            let size = 1 << 16
            var stack = stack_t()
            stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            stack.ss_size = size
            sigaltstack(&stack, nil)
        }
        for sig in stopSignals {
            handle(sig) { number in
                TerminalGuard.stopRequested = number
                TerminalGuard.wake()
            }
        }
        handle(SIGWINCH) { _ in TerminalGuard.wake(for: .resize) }
        installSuspendHandler()
        handle(SIGCONT) { _ in TerminalGuard.wake(for: .resume) }
        for sig in fatalSignals {
            handle(sig, flags: SA_ONSTACK) { number in
                TerminalGuard.restoreNow()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        for (sig, _) in ignoredSignals { signal(sig, SIG_IGN) }
    }

    /// The signals of a write that fails (a pipe without a reader, a file past `ulimit -f`):
    /// ignored, so that the write returns an error its writer reports. The dashboard article (DeckUI.docc/TheDashboard.md) names each.
    static let ignoredSignals: [(Int32, String)] = [(SIGPIPE, "SIGPIPE"), (SIGXFSZ, "SIGXFSZ")]

    /// Prepares what the crash handlers do: write `bytes` to the terminal and set `modes`.
    static func prepareRestore(bytes: [UInt8], modes: termios) {
        restoreBytes?.deallocate()
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        restoreBytes = buffer
        if restoreModes == nil { restoreModes = .allocate(capacity: 1) }
        restoreModes?.initialize(to: modes)
    }

    /// Stops the process as the shell's Ctrl-Z would (the whole process group, by the
    /// default action of SIGTSTP); returns once it is continued.
    static func stopProcessGroup() {
        signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        installSuspendHandler()
        _ = take(.resume)
    }

    private static func installSuspendHandler() {
        handle(SIGTSTP) { _ in TerminalGuard.wake(for: .suspend) }
    }

    /// Async-signal-safe: write(2) and tcsetattr(3) only.
    private static func restoreNow() {
        guard active else { return }
        active = false
        if let bytes = restoreBytes { _ = write(1, bytes.baseAddress, bytes.count) }
        if let modes = restoreModes { tcsetattr(0, TCSANOW, modes) }
    }

    /// Installs a handler without SA_RESTART, so that a signal interrupts the input wait.
    private static func handle(_ sig: Int32, flags: Int32 = 0, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        Platform.setHandler(&action, handler)
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(sig, &action, nil)
    }

    private static func wake(for wakeup: Wakeup? = nil) {
        if let wakeup { shared[wakeup.rawValue] = 1 }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}
