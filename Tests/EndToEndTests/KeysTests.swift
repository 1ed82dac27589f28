import Foundation
import TestHarness
import Testing

/// Keys that do not surprise, in a real terminal: lift then swipe, the call sheet, F1, F10,
/// Ctrl-L, the footer.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct KeysTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func start(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24) throws -> Tmux {
        try Tmux.dashboard(arguments, columns: columns, rows: rows, config: config)
    }

    /// Notes, launched from the home screen.
    func launchNotes(_ tmux: Tmux) throws {
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
    }

    func quit(_ tmux: Tmux, with keys: String = "q", status: Int = 0) throws {
        try tmux.sendKeys(keys)
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=\(status)]"))
    }

    @Test func kDoesNothingInTheSwitcherUpLiftsAnyOtherKeyPutsBackAndUpUpSwipes() throws {
        let tmux = try start()
        try launchNotes(tmux)
        try tmux.sendKeys("b", "Tab", "Tab")
        try tmux.waitFor(text: "▸ App switcher")
        try tmux.sendKeys("k", "k")
        try tmux.sendKeys("Up")
        try tmux.waitFor(text: "↑ again to swipe")
        try tmux.sendKeys("Escape")
        try tmux.waitFor("the card put back") { !$0.contains("↑ again to swipe") }
        #expect(try !tmux.screen().contains("Terminated"))
        try tmux.sendKeys("Up", "Up")
        try tmux.waitFor(text: "No apps in the switcher")
        try quit(tmux)
    }

    @Test func theCallSheetIgnoresQAndEscapeAndF10Quits() throws {
        let tmux = try start()
        try launchNotes(tmux)
        try tmux.sendKeys("c")
        try tmux.waitFor(text: "Incoming call")
        try tmux.sendKeys("q", "Escape")
        Thread.sleep(forTimeInterval: 0.3)
        let screen = try tmux.screen()
        #expect(screen.contains("Incoming call") && !screen.contains("[exit="))
        try tmux.sendKeys("a")
        try tmux.waitFor(text: "On a call")
        try tmux.sendKeys("Escape")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try tmux.screen().contains("On a call"))
        try quit(tmux, with: "F10")
    }

    @Test func f1OpensTheHelpWhichScrollsAndCtrlLRedraws() throws {
        let tmux = try start()
        try tmux.sendKeys("F1")
        try tmux.waitFor(text: "╭ Help")
        try tmux.sendKeys("End")
        try tmux.waitFor(text: "cannot activity-update REASON")
        try tmux.sendKeys("Home")
        try tmux.waitFor(text: "select the previous card")
        try tmux.sendKeys("F1")
        try tmux.waitFor("the help to close") { !$0.contains("╭ Help") }
        // Something else writes over the screen; Ctrl-L draws it all again.
        let tty = try tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try "\u{1B}[5;3HSCRIBBLED-OVER".write(toFile: tty, atomically: false, encoding: .utf8)
        try tmux.waitFor(text: "SCRIBBLED-OVER")
        try tmux.sendKeys("C-l")
        // Waiting for the whole screen: a frame captured half drawn has neither.
        let screen = try tmux.waitFor("the screen drawn again") {
            !$0.contains("SCRIBBLED-OVER") && $0.contains("No apps in the switcher")
        }
        #expect(!screen.contains("SCRIBBLED-OVER"))
        try quit(tmux)
    }

    @Test func theFooterOffersFetchOnlyForAnAppThatFetches() throws {
        let tmux = try start(columns: 120, rows: 40)
        try launchNotes(tmux)
        var screen = try tmux.screen()
        #expect(!screen.contains("f fetch"))
        try tmux.sendKeys("Right", "Enter")
        screen = try tmux.waitFor(text: "╭ ✉ Mail")
        #expect(!screen.contains("f fetch"), "Mail is in front: a background fetch would be refused")
        screen = try tmux.sendKeys("b", until: "f fetch")
        try quit(tmux)
    }

    @Test func speedStartsWhereAskedAndIsNotKept() throws {
        let fast = try start(["--speed", "60"])
        try fast.waitFor(text: "▶ 60×")
        try quit(fast)
        let next = try start()
        try next.waitFor(text: "▶ 1×")
        try quit(next)
    }
}
