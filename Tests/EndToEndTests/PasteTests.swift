import Foundation
import TestHarness
import Testing

/// Bracketed paste: pasted lines are text, never keys.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct PasteTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func start() throws -> Tmux {
        let tmux = try Tmux.appdeck(environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8", "TERM": "xterm-256color"])
        try tmux.waitFor(text: "App switcher")
        return tmux
    }

    @Test func aMultiLinePasteIntoThePaletteWaitsForEnter() throws {
        let tmux = try start()
        try tmux.sendKeys(":")
        try tmux.waitFor(text: "╭ Command")
        try tmux.paste("launch Mail\nq\ns\n")
        let screen = try tmux.waitFor(text: "launch Mail q s")
        #expect(!screen.contains("╭ ✉ Mail"), "nothing ran")
        #expect(!FileManager.default.fileExists(atPath: config + "/appdeck/settings.yaml"), "no setting changed")
        for _ in 0..<4 { try tmux.sendKeys("BSpace") }
        try tmux.waitFor(text: "launch Mail")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "done: launch Mail")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
    }

    @Test func aPasteOnTheMainScreenIsIgnored() throws {
        let tmux = try start()
        try tmux.paste("q\n:s?\n")
        try tmux.sendKeys("?")
        let screen = try tmux.waitFor(text: "select the previous card")
        #expect(!screen.contains("╭ Command"))
        #expect(try tmux.alternateScreen(), "still running")
        try tmux.sendKeys("Escape", "q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
    }
}
