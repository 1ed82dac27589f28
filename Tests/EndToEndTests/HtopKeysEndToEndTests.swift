import Foundation
import TestHarness
import Testing

/// Keys htop, lazygit and k9s users expect, in a real terminal at 80×24, 120×40 and 200×50:
/// `/` searches the help, letters select an app by its name's start, Home and End.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct HtopKeysEndToEndTests {
    static let sizes = [(80, 24), (120, 40), (200, 50)]
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    @Test(arguments: sizes)
    func slashSearchesTheHelpAndNGoesToTheNextMatch(columns: Int, rows: Int) throws {
        let tmux = try Tmux.dashboard(columns: columns, rows: rows, config: config)
        try tmux.sendKeys("?", until: "Help")
        try tmux.sendKeys("/")
        try tmux.type("swipe")
        try tmux.waitFor(all: ["/swipe", "'swipe': match 1 of"])
        try tmux.sendKeys("Enter")
        try tmux.sendKeys("n")
        try tmux.waitFor(text: "'swipe': match 2 of")
        try tmux.sendKeys("N")
        try tmux.waitFor(text: "'swipe': match 1 of")
        try tmux.sendKeys("Escape")
        try tmux.waitFor("the help closed") { !$0.contains("/swipe") }
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test(arguments: sizes)
    func lettersSelectAnAppByItsNameAndHomeAndEndGoToTheFirstAndTheLast(columns: Int, rows: Int) throws {
        let tmux = try Tmux.dashboard(columns: columns, rows: rows, config: config)
        try tmux.sendKeys("Tab")
        try tmux.type("We")
        try tmux.waitFor("Weather selected") { $0.contains("›☀ Weather") }
        try tmux.sendKeys("End")
        try tmux.waitFor("the last app selected") { $0.contains("›◎ Scores") }
        try tmux.sendKeys("Home")
        try tmux.waitFor("the first app selected") { $0.contains("›✎ Notes") }
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }
}
