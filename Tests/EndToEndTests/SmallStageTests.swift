import Foundation
import TestHarness
import Testing

/// The small things a presenter hit at 80×24 and beyond (issue 24, item 13), in a real
/// terminal: the empty switcher's hint and the status bar, the call sheet and the events it
/// caused, two tasks of one name on a card, the script pane's counter and its title.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct SmallStageTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// The screen's text with its lines joined and runs of spaces squeezed: a text wrapped
    /// over lines reads as one.
    static func flowing(_ screen: String) -> String {
        screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func atEightyByTwentyFourTheEmptySwitchersHintIsWholeAndTheStatusBarKeepsSwitcherOpen() throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: 80, rows: 24, config: config)
        try tmux.command("switcher")
        let screen = try tmux.waitFor("the open switcher") { $0.contains("SwitcherOpened") }
        let statusBar = String(screen.split(separator: "\n").first ?? "")
        #expect(statusBar.contains("switcher open"), "\(statusBar)")
        #expect(
            Self.flowing(screen).contains("No apps in the switcher. Tab to the home screen and press Enter to launch one."),
            "\(screen)")
        #expect(try tmux.quit() == 0)
    }

    /// The rows of the screen that show an event line (its time first), whole.
    static func eventLines(_ screen: String) -> [String] {
        screen.split(separator: "\n").map(String.init).filter { $0.range(of: #"0:00:0\d\.\d{3} "#, options: .regularExpression) != nil }
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 50)])
    func theCallSheetLeavesTheEventsTheCallCausedInView(size: (Int, Int)) throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: size.0, rows: size.1, config: config)
        try tmux.command("launch Notes")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("c")
        let screen = try tmux.waitFor(all: ["Incoming call", "a answer"])
        let lines = Self.eventLines(screen)
        #expect(lines.contains { $0.contains("CallIncoming") }, "\(screen)")
        #expect(lines.contains { $0.contains("Notes") && $0.contains("OnResignActivation") && $0.contains("inactive") }, "\(screen)")
        try tmux.sendKeys("d")
        try tmux.waitFor(text: "CallDeclined")
        #expect(try tmux.quit() == 0)
    }

    @Test func atEightyColumnsTheScriptPaneKeepsItsCounterWholeAndItAgreesWithTheLineNumbers() throws {
        let directory = try AppdeckProcess.temporaryDirectory() + "/a-rather-long-directory-name/for-the-presenters-scripts"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/walkthrough-of-the-states.deck"
        try "# A short play\n\nsay Notes, then Home\nlaunch Notes\nwait 2s\n# and Home\nhome\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let tmux = try Tmux.appdeck(
            ["play", path], columns: 80, rows: 40,
            environment: ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config, "LANG": "C.UTF-8", "TERM": "tmux-256color"])
        let screen = try tmux.waitFor(all: ["7/7 · finished", "✓ 7  home"])
        #expect(screen.contains("Script · "), "\(screen)")
        #expect(try tmux.quit() == 0)
    }

    @Test func theFilterMatchesTheNamesThePaneShows() throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: 120, rows: 40, config: config)
        try tmux.command("launch Notes")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "DidEnterBackground")
        try tmux.sendKeys("u")
        try tmux.waitFor(text: "applicationDidBecomeActive(_:)")
        try tmux.sendKeys("/")
        try tmux.type("applicationDidEnterBackground")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(all: ["1 of ", "Notes    applicationDidEnterBackground"])
        try tmux.sendKeys("u")
        // Xamarin.iOS's names on show again: UIKit's name matches nothing.
        try tmux.waitFor(all: ["0 of ", "No events match 'applicationDidEnterBackground'."])
        #expect(try tmux.quit() == 0)
    }

    @Test func aCardNumbersTwoOpenTasksOfOneName() throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: 120, rows: 40, config: config)
        try tmux.command("launch Mail")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "BeginBackgroundTask")
        try tmux.command("launch Mail")
        try tmux.waitFor(text: "WillEnterForeground")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "#2 · send outbox")
        // Time stands still: the tasks stay open while the card is read.
        try tmux.sendKeys("Space", until: "‖ paused")
        let screen = try tmux.waitFor(all: ["⚙ #1 send outbox", "⚙ #2 send outbox"])
        #expect(!screen.contains("⚙ send outbox"))
        #expect(try tmux.quit() == 0)
    }
}
