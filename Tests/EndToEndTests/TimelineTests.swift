import Foundation
import TestHarness
import Testing

/// `T` in a real terminal: the timeline in place of the events at 80×24 and 200×50, with
/// every bundled theme and with NO_COLOR: its rows, its axis, and the cursor's event in the footer.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct TimelineTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    static let looks = ["dark", "light", "ansi", "high-contrast", "monochrome", "NO_COLOR"]
    static let sizes = [(80, 24), (200, 50)]

    /// The cells of a timeline row: what follows its title (and not a space: the home screen
    /// also names the apps), wherever the pane is.
    static func row(_ title: String, in screen: String) -> String {
        for line in screen.split(separator: "\n") {
            for rest in line.components(separatedBy: title).dropFirst() where rest.first.map({ $0 != " " }) ?? false {
                return rest
            }
        }
        return ""
    }

    @Test(arguments: looks, sizes)
    func tShowsTheTimelineWithItsRowsAxisAndTheCursorsEventInTheFooter(look: String, size: (Int, Int)) throws {
        let noColor = look == "NO_COLOR"
        let tmux = try Tmux.dashboard(
            noColor ? [] : ["--theme", look], columns: size.0, rows: size.1, config: config,
            environment: noColor ? ["NO_COLOR": "1"] : [:])
        try tmux.sendKeys(":")
        try tmux.type("launch Leaky")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "BeginBackgroundTask")
        try tmux.sendKeys("T")
        let screen = try tmux.waitFor("the timeline") { screen in
            screen.contains("▸ Timeline") && !screen.contains("▸ Events")
                && Self.row("Device   ", in: screen).contains("█")
                && Self.row("Leaky    ", in: screen).hasPrefix("▲")
                && Self.row("  budget ", in: screen).hasPrefix("━")
                && screen.contains("┬───────────┬") && screen.contains("0s          2m")
        }
        #expect(screen.contains("10s a column"))
        try tmux.sendKeys("Left")
        let footer = try tmux.waitFor("the cursor's event in the footer") { screen in
            let last = screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty } ?? ""
            return last.contains("Leaky") && last.contains("BeginBackgroundTask") && last.contains("leak")
        }
        #expect(footer.contains("0:00:0"))
        try tmux.sendKeys("]", until: "30s a column")
        if noColor || look == "monochrome" {
            // No colour at all: only attributes (bold, reverse, …) in the escapes.
            let styled = try tmux.styledScreen()
            #expect(!styled.contains("[38;") && !styled.contains(";38;") && !styled.contains("[48;") && !styled.contains(";48;"))
        }
        try tmux.sendKeys("T")
        try tmux.waitFor(text: "▸ Events")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 50)])
    func gTogglesALegendOfTheTimelinesGlyphsInView(size: (Int, Int)) throws {
        let tmux = try Tmux.dashboard(["--factory"], columns: size.0, rows: size.1, config: config)
        try tmux.sendKeys(":")
        try tmux.type("launch Leaky")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "BeginBackgroundTask")
        try tmux.sendKeys("T")
        let before = try tmux.waitFor(text: "▸ Timeline")
        #expect(!before.contains("▲ launch"))
        try tmux.sendKeys("g")
        let screen = try tmux.waitFor(all: ["▲ launch", "▒ background, task open", "━ budget running", "█ unlocked"])
        #expect(Self.row("Leaky    ", in: screen).hasPrefix("▲"), "the rows stay above the legend:\n\(screen)")
        #expect(screen.components(separatedBy: "▲ launch").count == 2)
        try tmux.sendKeys("g")
        try tmux.waitFor("the legend gone") { !$0.contains("▲ launch") && $0.contains("▸ Timeline") }
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }
}
