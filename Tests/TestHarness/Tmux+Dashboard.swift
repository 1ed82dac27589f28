import Foundation

extension Tmux {
    /// Plays on as a presenter in a hurry until `end` holds for the screen (by default: the
    /// script pane says `· finished`) or `limit` seconds pass: `n` as soon as a caption is being
    /// read, space at a pause. Returns every screen seen on the way, the last one last.
    public func presentToTheEnd(
        limit: Double = 120, until end: (String) -> Bool = { $0.contains("· finished") }
    ) throws -> [String] {
        var screens = [try screen()]
        let start = Date()
        while !end(screens[screens.count - 1]) && Date().timeIntervalSince(start) < limit {
            let screen = screens[screens.count - 1]
            if screen.contains("‖ paused") {
                try sendKeys("Space")
                screens.append(try waitFor("the pause over") { !$0.contains("‖ paused") })
            } else if screen.contains("‖ reading") {
                try sendKeys("n")
            }
            Thread.sleep(forTimeInterval: 0.1)
            screens.append(try self.screen())
        }
        return screens
    }
}

extension Tmux {
    /// `q` (and `q` again when a playing script asks first), then the pane's `[exit=N]` line:
    /// returns the exit status shown.
    @discardableResult
    public func quit() throws -> Int? {
        try sendKeys("q")
        var screen = try waitFor("the exit or the question") { $0.contains("[exit=") || $0.contains("q again quits") }
        if !screen.contains("[exit=") {
            try sendKeys("q")
            screen = try waitFor(text: "[exit=")
        }
        guard let range = screen.range(of: #"\[exit=(\d+)\]"#, options: .regularExpression) else { return nil }
        return Int(screen[range].dropFirst(6).dropLast())
    }
}

extension String {
    /// Whether the script pane shows a line that failed (`✗ 12  expect …`); a card's `✗` (a
    /// launch that may not happen now) is not one.
    public var showsAFailedScriptLine: Bool {
        contains(/✗ +\d+ {2}/)
    }
}

extension Tmux {
    /// Types `line` into the dashboard's command palette (`:`) and runs it (Enter).
    public func command(_ line: String) throws {
        try sendKeys(":")
        try type(line)
        try sendKeys("Enter")
    }
}
