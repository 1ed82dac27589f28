import Foundation
import TestHarness
import Testing

/// What a presenter does on stage, in a real terminal: resize the window while time stands
/// still, record a play, restart it, zoom, quit.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct PresenterTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

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
        #expect(try tmux.quit() == 0)
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
        #expect(try tmux.quit() == 0)
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(recorded.contains("\nlaunch Notes\nwait 1s\npause\nhome\n"), "\(recorded)")
    }

    /// The footer: the last row of the screen.
    func footer(_ screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty } ?? "")
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 50)])
    func theFooterOffersOnlyWhatWouldWorkDuringACallAndWhileLocked(size: (Int, Int)) throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: size.0, rows: size.1, config: config)
        try tmux.sendKeys("Tab", "Enter", until: "OnActivated")
        var screen = try tmux.sendKeys("c", until: "a answer")
        for refused in ["x swipe", "b home", "L lock"] { #expect(!footer(screen).contains(refused), "\(footer(screen))") }
        try tmux.sendKeys("b", until: "a call is ringing: answer or decline it first")
        screen = try tmux.sendKeys("a", until: "h hang up")
        #expect(!footer(screen).contains("Enter launch") && !footer(screen).contains("L lock"), "\(footer(screen))")
        try tmux.sendKeys("h")
        screen = try tmux.sendKeys("L", until: "L unlock")
        #expect(!footer(screen).contains("Enter launch"), "\(footer(screen))")
        try tmux.sendKeys("Enter", until: "the device is locked: unlock it first")
        #expect(try tmux.quit() == 0)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 50)])
    func aRestartIsACleanStartOnScreenAndZAndQWorkWhilePlaying(size: (Int, Int)) throws {
        // `home` at 10 m puts events at 0:10:00.000 in the pane (a play leaves its captions' own
        // events out of it: the caption band shows them).
        let path = try script("launch Notes\nwait 10m\nhome\nsay Watch Notes go\nwait 1h\n")
        let tmux = try Tmux.appdeck(
            ["play", path, "--speed", "300"], columns: size.0, rows: size.1,
            environment: ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config, "LANG": "C.UTF-8", "TERM": "tmux-256color"])
        try tmux.waitFor(all: ["Watch Notes go", "0:10:00.000"])
        try tmux.sendKeys("R", "R", "Space")
        let restarted = try tmux.waitFor("a clean start") { screen in
            screen.contains("DeviceReset") && screen.contains("‖ paused") && !screen.contains("0:10:00.000")
        }
        let lines = restarted.split(separator: "\n")
        #expect(lines[0].contains("0:00:0"), "the clock counts from the restart: \(lines[0])")
        #expect(lines.filter { $0.contains("Watch Notes go") }.allSatisfy { $0.contains("say Watch Notes go") }, "no caption")
        if size.0 < 100 {
            // A play at 80×24 already gives the events the width: z says so.
            try tmux.sendKeys("z", until: "z gives nothing more at this size")
        } else {
            try tmux.sendKeys("z")
            try tmux.waitFor("the home screen as icons") { !$0.contains("notRunning") && $0.contains("Home screen") }
            try tmux.sendKeys("z")
        }
        try tmux.sendKeys("q", until: "q again quits")
        try tmux.sendKeys("Escape", until: "quit cancelled")
        try tmux.sendKeys("q", "q")
        #expect(try tmux.waitFor(text: "[exit=").contains("[exit=0]"))
    }

    @Test func theFullEventViewShowsTheStateBeforeAndAfter() throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: 80, rows: 24, config: config)
        try tmux.sendKeys("Tab", "Enter", until: "OnActivated")
        try tmux.sendKeys("Tab", "Up", "Enter")
        try tmux.waitFor(all: ["before  notRunning", "after   inactive"])
        try tmux.sendKeys("Escape")
        #expect(try tmux.quit() == 0)
    }
}
