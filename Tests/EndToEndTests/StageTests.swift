import Foundation
import TestHarness
import Testing

/// The stage in a real terminal: `appdeck play` with its keys, and every built-in demo played
/// to its end at 300×.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct StageTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    var environment: [String: String] {
        ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state", "LANG": "C.UTF-8", "TERM": "tmux-256color"]
    }

    func script(_ text: String) throws -> String {
        let path = try AppdeckProcess.temporaryDirectory() + "/stage.deck"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `q`, and `q` again when the script still plays and asks first.

    @Test func playPausesOnSpaceStepsOnNRunsToTheNextCaptionOnBigNAndRestartsOnRTwice() throws {
        let path = try script(
            """
            say First caption
            launch Notes
            wait 1h
            home
            say Second caption
            launch Mail
            wait 1h
            """)
        let tmux = try Tmux.appdeck(["play", path], environment: environment)
        try tmux.waitFor(all: ["First caption", "╭ ✎ Notes", "wait 59m"])
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "‖ paused")
        try tmux.sendKeys("n")
        try tmux.waitFor(text: "1:00:00")
        #expect(try !tmux.screen().contains("OnResignActivation"))
        try tmux.sendKeys("n")
        try tmux.waitFor(text: "OnResignActivation")
        try tmux.sendKeys("N")
        try tmux.waitFor(text: "Second caption")
        #expect(try !tmux.screen().contains("╭ ✉ Mail"))
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "╭ ✉ Mail")
        try tmux.sendKeys("R")
        try tmux.waitFor(text: "R again restarts")
        try tmux.sendKeys("x")
        try tmux.waitFor(text: "restart cancelled")
        #expect(try tmux.screen().contains("╭ ✉ Mail"))
        try tmux.sendKeys("R", "R")
        try tmux.waitFor("the play restarted on a fresh device") {
            $0.contains("restarted") && $0.contains("DeviceReset") && !$0.contains("╭ ✉ Mail")
        }
        #expect(try tmux.quit() == 0)
    }

    @Test func aLongCaptionIsCutToTheLinesThatFitWithAnEllipsisAt80x24() throws {
        let caption =
            "Opening words of a long caption: Mail begins a background task as it leaves the screen, "
            + "the system grants it up to 180 seconds, and when the budget runs out the expiration handler "
            + "must end the task or the watchdog kills the app with no warning at all, as Leaky shows. Closing words."
        let path = try script("say \(caption)\nlaunch Notes\nwait 1h\n")
        let tmux = try Tmux.appdeck(["play", path], columns: 80, rows: 24, environment: environment)
        let screen = try tmux.waitFor(all: ["╭ ✎ Notes", "OnActivated"])
        let lines = screen.split(separator: "\n")
        // In the caption's frame across the screen (the event pane has a Caption line of its own).
        let framed = lines.filter { $0.hasPrefix("│") && $0.hasSuffix("│") && $0.count == 80 }.map { $0.dropFirst().dropLast() }
        let text = framed.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(text.count >= 2 && text.first?.hasPrefix("Opening words of a long caption") == true, "\(screen)")
        #expect(text.last?.hasSuffix("…") == true, "\(screen)")
        #expect(!screen.contains("Closing words"))
        #expect(try tmux.quit() == 0)
    }

    @Test func at200x50TheEventsAndTheScriptPaneGetTheirRoomBeforeTheHomeList() throws {
        let path = try script("say Leaky never ends its task\nlaunch Leaky\nhome\nwait until Leaky Terminated background-task-timeout\n")
        let tmux = try Tmux.appdeck(["play", path, "--speed", "300"], columns: 200, rows: 50, environment: environment)
        let screen = try tmux.waitFor(text: "Leaky    Terminated", within: 60)
        #expect(screen.contains("wait until Leaky Terminated background-task-timeout"), "the script line whole:\n\(screen)")
        #expect(screen.contains("#1 · leak · the handler does not end the task"), "the event line whole:\n\(screen)")
        #expect(try tmux.quit() == 0)
    }

    @Test func aRefusedLineStopsThePlayInRedSayingWhy() throws {
        let path = try script("launch Notes\ntap Mail\nhome\n")
        let tmux = try Tmux.appdeck(["play", path], environment: environment)
        let screen = try tmux.waitFor(all: ["✗", "stage.deck:2: ", "· stopped"])
        #expect(!screen.contains("OnResignActivation"))
        #expect(try tmux.quit() == 0)
    }

    @Test(arguments: [
        "walkthrough", "expiration", "watchdog", "ios6-vs-ios7", "transfers", "refresh", "memory", "scenes", "bgtasks", "why-not",
        "locked", "pushes",
    ])
    func everyDemoPlaysAtThreeHundredTimesToItsEndWithoutErrors(name: String) throws {
        let tmux = try Tmux.appdeck(["demo", name, "--speed", "300"], environment: environment)
        let screen = try tmux.presentToTheEnd().last ?? ""
        #expect(screen.contains("· finished") && !screen.showsAFailedScriptLine, "\(name) stopped:\n\(screen)")
        #expect(screen.contains("▶ 300×"))
        #expect(try tmux.quit() == 0)
    }

    @Test func demoListsTheDemosOneLineEachAndPrintsAScript() throws {
        let list = try AppdeckProcess.run(["demo"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count >= 7)
        #expect(lines.contains { $0.hasPrefix("walkthrough ") })
        // Each with its length at 1× (measured by DemoLengthTests).
        #expect(lines.allSatisfy { $0.split(separator: " ").dropFirst().first?.last == "s" }, "\(list.stdout)")
        let printed = try AppdeckProcess.run(["demo", "watchdog", "--print"])
        #expect(printed.status == 0 && printed.stdout.hasPrefix("# watchdog: "))
        let path = try script(printed.stdout)
        #expect(try AppdeckProcess.run(["run", path]).status == 0)
        let unknown = try AppdeckProcess.run(["demo", "watchdgo"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean 'watchdog'?"))
    }

    @Test func playRefusesAScriptThatDoesNotParseBeforeDrawing() throws {
        let path = try script("launch Notes\nspeed 4000\n")
        let result = try AppdeckProcess.run(["play", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("stage.deck:2:7: expected a speed from 0.25 to 3600, not '4000'"))
    }
}
