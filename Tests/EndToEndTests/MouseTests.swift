import Foundation
import TestHarness
import Testing

/// Mouse reports (SGR, as the dashboard asks the terminal for) reach the dashboard.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct MouseTests {
    @Test func aDoubleClickOnAHomeScreenAppLaunchesIt() throws {
        let tmux = try Tmux.appdeck(
            columns: 100, rows: 30,
            environment: [
                "XDG_CONFIG_HOME": NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))",
                "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ])
        let screen = try tmux.waitFor(text: "✉ Mail")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.lastIndex { $0.contains("✉ Mail") })
        let column = try #require(lines[row].range(of: "Mail")).lowerBound.utf16Offset(in: lines[row])
        for _ in 0..<2 {
            try tmux.type("\u{1B}[<0;\(column + 1);\(row + 1)M")
            try tmux.type("\u{1B}[<0;\(column + 1);\(row + 1)m")
        }
        try tmux.waitFor(text: "╭ ✉ Mail")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
    }
}
