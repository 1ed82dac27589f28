import Foundation
import TestHarness
import Testing

/// Where the dashboard cannot run, it says why in one line on stderr and exits 2 at once,
/// before anything reaches the screen.
struct NoTerminalTests {
    static let stdinMessage = "appdeck needs a terminal: stdin is not a tty; for scripts use `appdeck run`\n"

    @Test(arguments: ["\"$APPDECK\" < /dev/null", ": | \"$APPDECK\"", "\"$APPDECK\" <&-", "\"$APPDECK\" --log /dev/full < /dev/null"])
    func withoutATerminalOnStdinTheDashboardSaysSoAndExits2(command: String) throws {
        let run = try Shell.run(command, environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())"])
        #expect(run.status == 2)
        #expect(run.stderr == Self.stdinMessage)
        #expect(run.stdout.isEmpty, "nothing drawn")
    }
}

@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct WrongTerminalTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// Runs a command line in a terminal; returns the screen once it has exited.
    func exited(_ command: String, environment: [String: String] = [:]) throws -> String {
        let tmux = try Tmux(
            command: command,
            environment: ["XDG_CONFIG_HOME": config, "TERM": "xterm-256color"]
                .merging(environment) { $1 })
        return try tmux.waitFor(text: "[tty=")
    }

    var appdeck: String { Tmux.quote(AppdeckProcess.binary) }

    @Test func stdoutToAFileIsRefusedAndTheFileStaysEmpty() throws {
        let file = config + "-out"
        let screen = try exited("\(appdeck) > \(file)")
        #expect(screen.contains("appdeck needs a terminal: stdout is not a tty; for scripts use `appdeck run`"))
        #expect(screen.contains("[exit=2]"))
        #expect(screen.contains("[tty=cooked]"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).isEmpty)
    }

    @Test func stdoutToAPipeIsRefused() throws {
        let file = config + "-piped"
        let screen = try exited("\(appdeck) | cat > \(file)")
        #expect(screen.contains("appdeck needs a terminal: stdout is not a tty; for scripts use `appdeck run`"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).isEmpty)
    }

    @Test func anEmptyPipeAsStdinIsRefusedInATerminalToo() throws {
        let screen = try exited(": | \(appdeck)")
        #expect(screen.contains("appdeck needs a terminal: stdin is not a tty; for scripts use `appdeck run`"))
        #expect(screen.contains("[exit=2]"))
    }

    @Test func underSetsidThereIsNoControllingTerminalAndItSaysSo() throws {
        let screen = try exited("setsid -w \(appdeck)")
        #expect(screen.contains("appdeck needs a terminal: stdin is not the controlling terminal (started by setsid?)"))
        #expect(screen.contains("[exit=2]"))
    }

    @Test(arguments: [
        ("TERM=dumb", "TERM=dumb cannot move the cursor"),
        ("TERM=no-such-terminal", "TERM=no-such-terminal is not a terminal this system knows"),
        ("-u TERM", "TERM is not set"),
    ])
    func aTerminalTypeThatCannotDrawIsRefused(setting: String, problem: String) throws {
        let screen = try exited("env \(setting) \(appdeck)")
        #expect(screen.contains("appdeck needs a terminal: \(problem); for scripts use `appdeck run`"))
        #expect(screen.contains("[exit=2]"))
        #expect(screen.contains("[tty=cooked]"))
    }
}
