import Testing

@testable import Lifecycle

/// `debugger attach APP`: the debugger attaches to a process, and a suspended app is one.
struct DebuggerAttachTests {
    @Test func debuggerAttachOnASuspendedAppAttaches() throws {
        let e = BG.engine()
        try e.run(.launch("Feed"), .home, .wait(.minutes(1)))
        #expect(e.state(of: "Feed") == .suspended)
        try e.run(.debugger("Feed", attach: true))
        #expect(e.status(of: "Feed")?.debuggerAttached == true)
        #expect(e.lastEvent("Feed", .debuggerAttached)?.state == .suspended)
    }

    @Test func debuggerAttachOnAnAppThatIsNotRunningIsRefused() {
        let e = BG.engine()
        #expect(throws: CommandError.cannotCarryOut("Feed is not running: the debugger attaches to a process")) {
            try e.apply(.debugger("Feed", attach: true))
        }
    }
}
