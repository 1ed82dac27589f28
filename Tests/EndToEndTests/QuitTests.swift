import Foundation
import TestHarness
import Testing

@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct QuitTests {
    @Test func pressingQExitsWithStatusZeroAndLeavesTheAlternateScreen() throws {
        let tmux = try Tmux.appdeck(environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())"])
        try tmux.waitFor(text: "AppDeck")
        #expect(try tmux.alternateScreen())
        try tmux.sendKeys("q")
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=0]"))
        #expect(try !tmux.alternateScreen())
    }
}

extension QuitTests {
    @Test func ctrlCExitsWithStatus130AsShellsExpectAndLeavesTheAlternateScreen() throws {
        let tmux = try Tmux.appdeck(environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())"])
        try tmux.waitFor(text: "AppDeck")
        try tmux.sendKeys("C-c")
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=130]"))
        #expect(try !tmux.alternateScreen())
    }

    @Test func f10QuitsWithStatusZero() throws {
        let tmux = try Tmux.appdeck(environment: [
            "XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())",
            "TERM": "xterm-256color",
        ])
        try tmux.waitFor(text: "AppDeck")
        try tmux.sendKeys("F10")
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=0]"))
    }

    @Test(arguments: [(SIGTERM, "TERM"), (SIGHUP, "HUP")])
    func aSignalRestoresTheTerminal(signal: Int32, name: String) throws {
        let tmux = try Tmux.appdeck(environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())"])
        try tmux.waitFor(text: "AppDeck")
        #expect(try tmux.alternateScreen())
        let shell = try tmux.panePID()
        let pid = try #require(childPID(of: shell), "appdeck runs under the pane's shell")
        kill(pid, signal)
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=\(128 + signal)]"), "killed by SIG\(name)")
        #expect(try !tmux.alternateScreen())
    }
}

/// The first child of a process, read from /proc.
func childPID(of parent: Int32) -> Int32? {
    let path = "/proc/\(parent)/task/\(parent)/children"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { Int32($0) }
}
