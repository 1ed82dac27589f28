import Foundation
import TestHarness
import Testing

/// What a presenter does on stage, in a real terminal: resize the window while time stands
/// still, record a play, restart it, zoom, quit.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct PresenterTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func quit(_ tmux: Tmux) throws {
        try tmux.sendKeys("q")
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=0]"))
    }

    func script(_ text: String) throws -> String {
        let path = try AppdeckProcess.temporaryDirectory() + "/stage.deck"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The screen once the dashboard has drawn it whole again (Ctrl-L), with every key sent
    /// before it handled: `u` twice (UIKit's names and back) is a change there and back that
    /// the screen must show.
    func redrawn(_ tmux: Tmux) throws -> String {
        try tmux.sendKeys("C-l", "u")
        try tmux.waitFor(text: "applicationDidBecomeActive")
        try tmux.sendKeys("u")
        return try tmux.waitFor("Xamarin's names again") { $0.contains("OnActivated") && !$0.contains("applicationDid") }
    }

    /// The screen once `predicate` holds and it has stopped changing (a look a fifth of a
    /// second later agrees).
    func settled(_ tmux: Tmux, _ what: String, _ predicate: @escaping (String) -> Bool) throws -> String {
        try tmux.waitFor(what, within: 10) { screen in
            guard predicate(screen) else { return false }
            Thread.sleep(forTimeInterval: 0.2)
            return (try? tmux.screen()) == screen
        }
    }

    @Test(arguments: [(120, 40, 100, 30), (80, 24, 120, 40), (200, 50, 80, 24)])
    func aResizeWhileTimeIsPausedDrawsTheWholeScreen(from: (Int, Int, Int, Int)) throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: from.0, rows: from.1, config: config)
        try tmux.sendKeys(":")
        try tmux.type("launch Mail")
        try tmux.sendKeys("Enter", until: "OnActivated")
        try tmux.sendKeys("Space", until: "‖ paused")
        try tmux.resize(columns: from.2, rows: from.3)
        let resized = try settled(tmux, "the status bar at the new size") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= from.3 && lines[0].hasPrefix(" AppDeck") && lines[0].contains("‖ paused")
        }
        #expect(try redrawn(tmux) == resized, "the screen after the resize:\n\(resized)")
        try quit(tmux)
    }

    @Test(arguments: ["30", "300"])
    func aRecordedPlaysPauseHoldsTheClockAtTheTimeOfItsLine(speed: String) throws {
        let path = try script("launch Notes\nwait 1s\npause\nhome\n")
        let recording = (path as NSString).deletingLastPathComponent + "/played.deck"
        let tmux = try Tmux.appdeck(
            ["play", path, "--speed", speed, "--record", recording],
            environment: ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config, "LANG": "C.UTF-8", "TERM": "tmux-256color"])
        try tmux.waitFor(text: "‖ paused")
        Thread.sleep(forTimeInterval: 0.5) // the presenter talks; the clock must not move
        try tmux.sendKeys("Space", until: "DidEnterBackground")
        try quit(tmux)
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(recorded.contains("\nlaunch Notes\nwait 1s\npause\nhome\n"), "\(recorded)")
    }
}
