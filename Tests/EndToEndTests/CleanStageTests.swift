import Foundation
import TestHarness
import Testing

/// A clean stage in a real terminal, at 80×24, 120×40 and 200×50: `R` leaves nothing of the
/// run before on screen, and quitting after a resize leaves nothing of the dashboard on the
/// shell's screen.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct CleanStageTests {
    static let sizes = [(80, 24), (120, 40), (200, 50)]
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    var environment: [String: String] {
        ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state", "LANG": "C.UTF-8", "TERM": "tmux-256color"]
    }

    @Test(arguments: sizes)
    func afterRNothingOnScreenIsFromThePreviousRun(columns: Int, rows: Int) throws {
        let path = try AppdeckProcess.temporaryDirectory() + "/restart.deck"
        try "launch Weather\nwait 1h\nhome\nlaunch Sluggish\nhome\nwait 6s\nsay first run\nlaunch Weather\nwait 1h\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try Tmux.appdeck(["play", path], columns: columns, rows: rows, environment: environment)
        try tmux.waitFor(text: "App switcher")
        try tmux.sendKeys("N")
        try tmux.waitFor(all: ["first run", "◌ Sluggish"])
        try tmux.sendKeys("R", "R")
        let screen = try tmux.waitFor("the restart") { $0.contains("restarted") && $0.contains("DeviceReset") }
        #expect(!screen.contains("◌") && !screen.contains("killed by watchdog"), "\(screen)")
        #expect(!screen.contains("Updated 1:"), "\(screen)")
        let count = { (text: String) in screen.components(separatedBy: text).count - 1 }
        #expect(count("first run") == count("say first run"), "the caption: \(screen)")
        try tmux.sendKeys("q", "q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test(arguments: sizes)
    func quittingAfterAResizeLeavesNoDashboardRowOnTheShellsScreen(columns: Int, rows: Int) throws {
        let tmux = try Tmux.shell(columns: 100, rows: 30, environment: environment)
        try tmux.enter("clear; echo before-appdeck")
        try tmux.waitFor(text: "before-appdeck")
        try tmux.enter(Tmux.quote(AppdeckProcess.binary))
        try tmux.waitForAlternateScreen(true)
        try tmux.waitFor(text: "App switcher")
        try tmux.resize(columns: columns, rows: rows)
        try tmux.waitFor("the dashboard drawn at \(columns)×\(rows)") { screen in
            screen.split(separator: "\n").contains { $0.contains("App switcher") && $0.count == columns }
        }
        try tmux.sendKeys("q")
        try tmux.waitForAlternateScreen(false)
        try tmux.enter("echo after-appdeck")
        let shell = try tmux.waitFor(text: "after-appdeck")
        let all = try tmux.run(["capture-pane", "-p", "-S", "-", "-t", tmux.session])
        for row in ["App switcher", "Home screen", "notRunning", "AppDeck"] {
            #expect(!shell.contains(row) && !all.contains(row), "\(row) left on the shell's screen:\n\(all)")
        }
        #expect(shell.contains("before-appdeck"))
    }
}
