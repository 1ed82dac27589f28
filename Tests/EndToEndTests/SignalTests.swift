import Foundation
import TestHarness
import Testing

/// Signals: suspend and resume give the terminal back and take it again; every signal that
/// ends the dashboard restores the terminal first.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct SignalTests {
    let environment = [
        "XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))",
        "LANG": "C.UTF-8", "TERM": "xterm-256color",
    ]

    /// The dashboard started from an interactive shell, with Notes launched.
    func dashboardInAShell() throws -> (Tmux, pid: Int32) {
        let tmux = try Tmux.shell(environment: environment)
        try tmux.waitFor(text: "$")
        try tmux.enter(Tmux.quote(AppdeckProcess.binary))
        try tmux.waitFor(text: "App switcher")
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
        let shell = try #require(childPID(of: try tmux.panePID()), "the interactive shell runs in the pane")
        let pid = try #require(childPID(of: shell), "appdeck runs under the interactive shell")
        return (tmux, pid)
    }

    /// Back in the foreground: the whole screen is drawn again and keys work one by one.
    func expectItComesBack(_ tmux: Tmux) throws {
        try tmux.enter("fg")
        let screen = try tmux.waitFor("the dashboard drawn whole") {
            $0.contains("App switcher") && $0.contains("Home screen") && $0.contains("? help") && $0.contains("╭ ✎ Notes")
        }
        #expect(screen.split(separator: "\n").first?.contains("AppDeck") == true)
        #expect(try tmux.alternateScreen())
        try tmux.sendKeys("?")
        try tmux.waitFor(text: "select the previous card")
        try tmux.sendKeys("Escape", "q")
        try tmux.waitForAlternateScreen(false)
        try tmux.enter("echo \"[status=$?]\"")
        #expect(try tmux.waitForLine(startingWith: "[status=") == "[status=0]")
    }

    /// Stopped: the shell has the terminal back, cooked and on its own screen.
    func expectTheShellHasTheTerminal(_ tmux: Tmux) throws {
        try tmux.waitFor(text: "Stopped")
        #expect(try !tmux.alternateScreen())
        try tmux.enter(Tmux.reportMode)
        #expect(try tmux.waitForLine(startingWith: "[tty=") == "[tty=cooked]")
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgRedrawsItWhole() throws {
        let (tmux, _) = try dashboardInAShell()
        try tmux.sendKeys("C-z")
        try expectTheShellHasTheTerminal(tmux)
        try expectItComesBack(tmux)
    }

    @Test func sigtstpFromAnotherProcessSuspendsTheSameWay() throws {
        let (tmux, pid) = try dashboardInAShell()
        kill(pid, SIGTSTP)
        try expectTheShellHasTheTerminal(tmux)
        try expectItComesBack(tmux)
    }

    @Test func afterSigstopSigcontTakesTheTerminalAgainAndRedraws() throws {
        let (tmux, pid) = try dashboardInAShell()
        kill(pid, SIGSTOP)
        try tmux.waitFor(text: "Stopped")
        try expectItComesBack(tmux)
    }

    /// SIGINT … SIGXCPU stop the dashboard in order; SIGQUIT and the crash signals restore
    /// the terminal in their handler and end it by their default action, with no backtrace.
    @Test(arguments: [SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGQUIT, SIGSEGV, SIGABRT])
    func aSignalThatEndsTheDashboardRestoresTheTerminalFirstAndExitsWith128PlusIt(signal: Int32) throws {
        let tmux = try Tmux.appdeck(environment: environment)
        try tmux.waitFor(text: "App switcher")
        kill(try #require(childPID(of: try tmux.panePID())), signal)
        let screen = try tmux.waitFor(text: "[tty=")
        #expect(screen.contains("[exit=\(128 + signal)]"))
        #expect(screen.contains("[tty=cooked]"))
        #expect(!screen.contains("crashed") && !screen.contains("Press space"), "no backtracer")
        #expect(try !tmux.alternateScreen())
    }

    /// SIGPIPE and SIGXFSZ: a failed write's signals.
    @Test(arguments: [SIGPIPE, SIGXFSZ])
    func aFailedWritesSignalIsIgnoredAndTheDashboardGoesOn(_ signal: Int32) throws {
        let tmux = try Tmux.appdeck(environment: environment)
        try tmux.waitFor(text: "App switcher")
        kill(try #require(childPID(of: try tmux.panePID())), signal)
        try tmux.sendKeys("?")
        try tmux.waitFor(text: "select the previous card")
        try tmux.sendKeys("Escape", "q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
    }

    /// The terminal gone under it (its tmux server killed outright, the pty's master closed):
    /// the dashboard, running or stopped in its shell, exits instead of living on.
    @Test(arguments: [false, true])
    func theDashboardExitsWhenItsTerminalIsGone(stopped: Bool) throws {
        let (tmux, pid) = try dashboardInAShell()
        if stopped {
            try tmux.sendKeys("C-z")
            try tmux.waitFor(text: "Stopped")
        }
        let server = try #require(Int32(try tmux.run(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(server, SIGKILL)
        let start = Date()
        while isAlive(pid) && Date().timeIntervalSince(start) < 10 { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!isAlive(pid), "appdeck (pid \(pid)) still runs 10 s after its terminal was gone")
    }

    /// Whether `pid` runs (a zombie waiting for its parent does not).
    func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    /// Issue 44, item 7: the virtual clock stops while the dashboard is stopped; back with
    /// `fg` it goes on from where it stood, without the wall time it was stopped for.
    @Test func whileStoppedTheVirtualClockStops() throws {
        let tmux = try Tmux.shell(environment: environment)
        try tmux.waitFor(text: "$")
        try tmux.enter(Tmux.quote(AppdeckProcess.binary) + " --speed 60")
        try tmux.waitFor(text: "App switcher")
        let before = try clock(tmux)
        try tmux.sendKeys("C-z")
        try tmux.waitFor(text: "Stopped")
        Thread.sleep(forTimeInterval: 8)
        try tmux.enter("fg")
        try tmux.waitFor(text: "App switcher")
        let after = try clock(tmux)
        #expect(after - before < 300, "stopped 8 s at 60×: the clock went from \(before) s to \(after) s")
        try tmux.sendKeys("q")
    }

    /// The status bar's virtual clock (`0:05:00`), in seconds.
    func clock(_ tmux: Tmux) throws -> Int {
        let top = try #require(try tmux.screen().split(separator: "\n").first { $0.contains("AppDeck") })
        let word = try #require(top.split(separator: " ").first { $0.split(separator: ":").count == 3 })
        let parts = word.split(separator: ":").compactMap { Int($0) }
        return parts[0] * 3600 + parts[1] * 60 + parts[2]
    }
}
