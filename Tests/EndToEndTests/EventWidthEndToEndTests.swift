import Foundation
import TestHarness
import Testing

/// The events' width in a real terminal: Leaky's Terminated line whole at 200×50, a readable
/// reason beside UIKit's names, and at 80×24 a play's message and the timeline's legend key.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct EventWidthEndToEndTests {
    static let sizes = [(80, 24), (120, 40), (200, 50)]
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// The dashboard at 300× with Leaky sent to the background and ended 3 minutes later.
    func leakyEnded(columns: Int, rows: Int, uikit: Bool = false) throws -> (Tmux, String) {
        let tmux = try Tmux.dashboard(["--speed", "300"], columns: columns, rows: rows, config: config)
        if uikit { try tmux.sendKeys("u") }
        try tmux.sendKeys(":")
        try tmux.type("launch Leaky")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Leaky")
        try tmux.sendKeys("b")
        let screen = try tmux.waitFor(text: "background-task-timeout")
        let line = screen.split(separator: "\n").first { $0.contains("background-task-timeout") }.map(String.init) ?? ""
        return (tmux, line)
    }

    @Test func atTwoHundredColumnsLeakysTerminatedLineIsWhole() throws {
        let (tmux, line) = try leakyEnded(columns: 200, rows: 50)
        #expect(line.hasSuffix("background time ran out with tasks still open: leak"), "\(line)")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test(arguments: sizes)
    func withUIKitNamesAnEventsReasonKeepsFortyCells(columns: Int, rows: Int) throws {
        let (tmux, line) = try leakyEnded(columns: columns, rows: rows, uikit: true)
        let reason = try #require(line.range(of: "background-task-timeout"), "\(line)")
        #expect(line[reason.lowerBound...].trimmingCharacters(in: .whitespaces).count >= 40, "\(line)")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test(arguments: sizes)
    func theFooterKeepsAPlaysMessageStartAndTheTimelinesLegendKey(columns: Int, rows: Int) throws {
        let path = try AppdeckProcess.temporaryDirectory() + "/a-demo-with-a-rather-long-file-name.deck"
        try "say Leaky keeps a task open\nlaunch Leaky\nhome\nwait 1h\n".write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try Tmux.appdeck(
            ["play", path], columns: columns, rows: rows,
            environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8", "TERM": "tmux-256color"])
        let screen = try tmux.waitFor(text: "App switcher")
        let footer = screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(footer.hasPrefix(" playing \(path)".prefix(columns - 2)), "\(footer)")
        try tmux.sendKeys("T")
        try tmux.waitFor("the timeline's footer") { $0.split(separator: "\n").last?.contains("g legend") == true }
        try tmux.sendKeys("q", "q")
        try tmux.waitFor(text: "[exit=0]")
    }
}
