/// The interactive dashboard.
public enum Dashboard {
    public static func run() -> Int32 {
        let terminal = NcursesTerminal()
        terminal.start(environment: [:], colorDepth: nil)
        defer { terminal.stop() }
        while TerminalGuard.stopRequested == 0 {
            var canvas = Canvas(size: terminal.size)
            canvas.draw("AppDeck", x: 0, y: 0, style: Style(attributes: .bold))
            terminal.present(canvas)
            if let event = terminal.readInput(timeout: nil), event == .key(.character("q")) || event == .key(.control("c")) { return 0 }
        }
        return 128 + TerminalGuard.stopRequested
    }
}
