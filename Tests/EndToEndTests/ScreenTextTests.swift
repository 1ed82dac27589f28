import Foundation
import TestHarness
import Testing

/// Text from manifests on a real terminal: clusters terminals draw at different widths and
/// control characters never move a row or reach tmux raw; without a UTF-8 locale (or with
/// `--ascii`) the screen is ASCII.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct ScreenTextTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-text-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// A directory with one app whose name, summary and snapshot hold ZWJ sequences, flags,
    /// emoji with VS16 and skin tones, and escape sequences.
    func hostileApps() throws -> String {
        let apps = config + "-apps"
        try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
        try """
        name: Fam👩‍👩‍👧
        symbol: ☂
        summary: "🇫🇷 flags ❤️ hearts \\e[2J cleared"
        snapshot:
          - "🇫🇷 Paris ❤️ love 👩‍👩‍👧 family"
          - "tab\\there \\e]52;c;aGk=\\a osc"
          - "漢字 wide 👍🏽 tone 1️⃣ key"
        """.write(toFile: apps + "/fam.yaml", atomically: true, encoding: .utf8)
        return apps
    }

    @Test func clustersOfDisputedWidthAndControlCharactersDoNotMoveTheRow() throws {
        let tmux = try Tmux.appdeck(
            ["--apps", try hostileApps()], columns: 100, rows: 30,
            environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8", "NO_COLOR": "1"])
        try tmux.waitFor(text: "31 apps")
        try tmux.sendKeys(":")
        try tmux.type("launch fam👩‍👩‍👧")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitFor(text: "OnActivated")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each card row is exactly what the Canvas drew: a character drawn wider or narrower
        // than the Canvas counted would push the border out or pull it in.
        for row in ["╭ ☂ Fam👩 ────────╮", "│ FR Paris ❤ love…│", "│ tab\\there \\e]52…│", "│ 漢字 wide 👍 to…│", "╰─────────────────╯"] {
            #expect(rows.contains(row), "\(row) is not a row of:\n\(screen)")
        }
        let events = rows.filter { $0.contains("Fam👩") && $0.contains("0:00:") }
        #expect(events.count == 2)
        #expect(events.allSatisfy { $0.dropFirst(12).hasPrefix("Fam👩    ") }, "\(events)")
        // The home screen shows its last row once the last app is selected (End).
        try tmux.sendKeys("Tab", "End")
        let home = try tmux.waitFor("Fam selected on the home screen") { $0.contains("›☂ Fam👩") }
        let homeRows = home.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(homeRows.contains { $0.hasSuffix("◎ Scores   ›☂ Fam👩") }, "the home screen:\n\(home)")
        #expect(try tmux.quit() == 0)
    }

    /// Checks an ASCII screen after Notes was launched: no `?` for a symbol, the frames and
    /// marks of the UTF-8 screen in their ASCII stand-ins, at the same places.
    func checkASCII(_ tmux: Tmux) throws {
        try tmux.sendKeys("Tab", "Enter")
        let screen = try tmux.waitFor(text: "OnActivated")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(screen.allSatisfy { $0.isASCII }, "\(screen)")
        #expect(rows.first?.contains("  > 1x  ") == true, "\(screen)")
        #expect(
            rows.filter { $0.contains("?") }.map(String.init) == [
                " > next  Tab region  b home  s settings  L lock  c call  space pause     ? help"
            ],
            "\(screen)")
        #expect(rows.contains("+ / Notes --------+"), "\(screen)")
        #expect(rows.contains("| * active        |"), "\(screen)")
        #expect(rows.contains("+-----------------+"), "\(screen)")
        #expect(try tmux.quit() == 0)
    }

    @Test func withoutAUTF8LocaleEverySymbolHasAnASCIIStandIn() throws {
        try checkASCII(
            Tmux.appdeck(
                [], columns: 80, rows: 24,
                environment: ["XDG_CONFIG_HOME": config, "LANG": "C", "LC_ALL": "C"]))
    }

    @Test func asciiDrawsWithASCIIStandInsInAUTF8Locale() throws {
        try checkASCII(
            Tmux.appdeck(
                ["--ascii"], columns: 80, rows: 24,
                environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8"]))
    }
}
