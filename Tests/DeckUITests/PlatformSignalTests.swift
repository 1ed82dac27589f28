import Support
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each platform's signals end the dashboard in order or restore the terminal at once: none
/// is left at a default action that would leave the terminal raw.
struct PlatformSignalTests {
    @Test func everySignalThatEndsTheProgramRestoresTheTerminal() {
        let handled = Set(TerminalGuard.stopSignals + TerminalGuard.fatalSignals)
        for sig in [SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGQUIT, SIGSEGV, SIGABRT] {
            #expect(handled.contains(sig), "signal \(sig)")
        }
        #if os(Linux)
            #expect(handled.isSuperset(of: [SIGPWR, SIGSTKFLT]))
            #expect(handled.isSuperset(of: Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())))
        #else
            #expect(handled.contains(SIGEMT))
        #endif
        #expect(handled.count == TerminalGuard.stopSignals.count + TerminalGuard.fatalSignals.count, "no signal twice")
    }
}
