import Foundation
import TestHarness
import Testing

/// Pacing on stage in a real terminal, at 80×24, 120×40 and 200×50: a caption holds the
/// clock for its reading time in wall-clock time whatever the speed (`reading`), `n` moves on
/// at once, and `skip` passes time at once with `⏩` in the status bar.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct PacingTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    var environment: [String: String] {
        ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config + "/state", "LANG": "C.UTF-8", "TERM": "tmux-256color"]
    }

    static let sizes = [(80, 24), (120, 40), (200, 50)]

    func script(_ text: String) throws -> String {
        let path = try AppdeckProcess.temporaryDirectory() + "/pacing.deck"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: sizes)
    func aCaptionHoldsThePlayForItsReadingTimeAt300TimesThenSkipShowsInTheStatusBar(columns: Int, rows: Int) throws {
        // Seven words: 3 s of reading at least, whatever the speed.
        let path = try script("say Read this caption before anything moves on\nskip 7m\nlaunch Notes\nwait 1h\n")
        let tmux = try Tmux.appdeck(["play", path, "--speed", "300"], columns: columns, rows: rows, environment: environment)
        try tmux.waitFor(all: ["‖ reading", "Read this caption"])
        let shown = Date()
        let screen = try tmux.waitFor(all: ["⏩ 7m", "Notes"], within: 30)
        #expect(Date().timeIntervalSince(shown) >= 2.5, "the caption went by too fast")
        #expect(screen.contains("0:07:"), "\(screen)")
        #expect(!screen.contains("‖ reading"))
        try tmux.waitFor("the skip's note gone after a second") { !$0.contains("⏩") }
        #expect(try tmux.quit() == 0)
    }

    @Test(arguments: sizes)
    func nMovesOnFromACaptionAtOnce(columns: Int, rows: Int) throws {
        let words = Array(repeating: "word", count: 30).joined(separator: " ") // 9 s of reading
        let path = try script("say \(words)\nlaunch Notes\nwait 1h\n")
        let tmux = try Tmux.appdeck(["play", path], columns: columns, rows: rows, environment: environment)
        try tmux.waitFor(text: "‖ reading")
        let pressed = Date()
        try tmux.sendKeys("n")
        try tmux.waitFor("Notes launched") { $0.contains("OnActivated") && !$0.contains("‖ reading") }
        #expect(Date().timeIntervalSince(pressed) < 5)
        #expect(try tmux.quit() == 0)
    }

    @Test(arguments: sizes)
    func theWhyNotDemoPausesAtItsMomentWithItsCaptionUp(columns: Int, rows: Int) throws {
        let tmux = try Tmux.appdeck(["demo", "why-not", "--speed", "300"], columns: columns, rows: rows, environment: environment)
        // n as soon as a caption is up, until the pause.
        var screen = try tmux.screen()
        let start = Date()
        while !screen.contains("‖ paused") && Date().timeIntervalSince(start) < 60 {
            if screen.contains("‖ reading") { try tmux.sendKeys("n") }
            Thread.sleep(forTimeInterval: 0.1)
            screen = try tmux.screen()
        }
        #expect(screen.contains("‖ paused") && screen.contains("Tab Tab to the events"), "\(screen)")
        #expect(screen.contains("News"))
        try tmux.sendKeys("Space")
        try tmux.waitFor("the play going on") { !$0.contains("‖ paused") }
        #expect(try tmux.quit() == 0)
    }
}
