import Foundation
import TestHarness
import Testing

/// Every scrolling list says that more of it is out of view (`↓ 3 more`, `↑ 2 more`).
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct ScrollHintTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func quit(_ tmux: Tmux, with keys: String...) throws {
        for key in keys { try tmux.sendKeys(key) }
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=0]"))
    }

    /// The bottom edge of a box (`╰──── ↓ 6 more ─╯`) and its top edge.
    func edges(_ screen: String) -> (top: String, bottom: String) {
        let lines = screen.split(separator: "\n").map(String.init)
        return (lines.first { $0.contains("╭ Background App Refresh") } ?? "", lines.last { $0.contains("╰") } ?? "")
    }

    @Test func theSettingsOverlayAt80x24SaysHowManyLinesFollowAndHowManyAreAbove() throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: 80, rows: 24, config: config)
        let opened = try tmux.sendKeys("s", until: "Background App Refresh")
        #expect(edges(opened).bottom.contains(" more "), "\(opened)")
        #expect(edges(opened).bottom.contains("↓ "), "\(opened)")
        try tmux.sendKeys("End")
        for _ in 0..<40 { try tmux.sendKeys("Down") }
        let end = try tmux.waitFor("the overlay's last line") { !edges($0).bottom.contains("↓ ") && $0.contains("↑ ") }
        #expect(edges(end).top.contains("↑ ") && edges(end).top.contains(" more "), "\(end)")
        #expect(!edges(end).bottom.contains("↓ "), "\(end)")
        try quit(tmux, with: "Escape", "q")
    }

    @Test func theScriptPaneSaysHowManyLinesFollow() throws {
        let tmux = try Tmux.appdeck(
            ["demo", "walkthrough"], columns: 120, rows: 40,
            environment: ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state", "LANG": "C.UTF-8", "TERM": "tmux-256color"])
        let screen = try tmux.waitFor(text: "Script · demo walkthrough")
        let hint = screen.split(separator: "\n").first { $0.hasSuffix(" more") }
        #expect(hint?.split(separator: " ").suffix(3).first == "↓", "\(screen)")
        // (A second q: while a script plays, q may ask first.)
        try quit(tmux, with: "q", "q")
    }
}

/// Long event names (UIKit's) must not push the details off the event pane.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct EventNameColumnTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    @Test func withUIKitNamesAt120x40TheDetailsStayVisible() throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: 120, rows: 40, config: config)
        try tmux.sendKeys("u", "Tab", "Down", "Enter")
        try tmux.waitFor(text: "applicationDidBecomeActive")
        try tmux.sendKeys("b")
        let screen = try tmux.waitFor(text: "beginBackgroundTask")
        let row = screen.split(separator: "\n").first { $0.contains("beginBackgroundTask") } ?? ""
        #expect(row.contains("#1 · send outbox"), "\(screen)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[exit=").contains("[exit=0]"))
    }
}
