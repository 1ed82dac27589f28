import Glibc

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
    /// Whether the terminal is in the dashboard's modes (the crash handlers restore it then).
    nonisolated(unsafe) static var active = false
    nonisolated(unsafe) static var stopRequested: Int32 = 0
    nonisolated(unsafe) static var resizePending: Int32 = 0
    nonisolated(unsafe) static var suspendPending: Int32 = 0
    nonisolated(unsafe) static var continued: Int32 = 0
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    /// What the crash handlers write to the terminal, and the terminal modes they set back.
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var restoreModes: UnsafeMutablePointer<termios>?

    static let stopSignals = [SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
                              SIGIO, SIGPWR, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    static let fatalSignals = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

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
        handle(SIGWINCH) { _ in TerminalGuard.resizePending = 1; TerminalGuard.wake() }
        installSuspendHandler()
        handle(SIGCONT) { _ in TerminalGuard.continued = 1; TerminalGuard.wake() }
        for sig in fatalSignals {
            handle(sig, flags: SA_ONSTACK) { number in
                TerminalGuard.restoreNow()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

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
        continued = 0
    }

    /// Whether a handler set `flag`; clears it.
    static func takeFlag(_ flag: inout Int32) -> Bool {
        defer { flag = 0 }
        return flag != 0
    }

    private static func installSuspendHandler() {
        handle(SIGTSTP) { _ in TerminalGuard.suspendPending = 1; TerminalGuard.wake() }
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
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(sig, &action, nil)
    }

    private static func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}
