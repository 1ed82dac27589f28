/// The interactive dashboard.
public enum Dashboard {
    /// Runs until the user quits (q or Ctrl-C: status 0) or a signal asks it to stop
    /// (status 128 + the signal's number). The terminal is restored either way.
    public static func run() -> Int32 {
        let terminal = NcursesTerminal()
        terminal.start()
        defer { terminal.stop() }
        while TerminalGuard.stopRequested == 0 {
            terminal.draw(title: "AppDeck")
            if let key = terminal.readKey(), key == Int32(UInt8(ascii: "q")) || key == 3 { return 0 }
        }
        return 128 + TerminalGuard.stopRequested
    }
}
