import Foundation
import TestHarness
import Testing

/// The palette, the filter and reading events, in a real terminal.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct PaletteAndEventsTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func start(_ arguments: [String] = [], columns: Int = 80, rows: Int = 24) throws -> Tmux {
        try Tmux.dashboard(arguments, columns: columns, rows: rows, config: config)
    }

    func command(_ tmux: Tmux, _ line: String) throws {
        try tmux.sendKeys(":")
        try tmux.waitFor(text: "╭ Command")
        try tmux.type(line)
        try tmux.sendKeys("Enter")
    }

    /// Leaky launched, sent home and terminated at the end of its budget.
    func killLeaky(_ tmux: Tmux) throws {
        for line in ["launch Leaky", "home", "wait 3m"] { try command(tmux, line) }
        try tmux.waitFor(text: "Terminated")
    }

    @Test func thePaletteListsEveryCommandEditsLikeAShellAndQuits() throws {
        let tmux = try start()
        try tmux.sendKeys(":")
        var screen = try tmux.waitFor(text: "╭ Command")
        for keyword in ["profile", "launch", "lowpower", "expect", "quit"] { #expect(screen.contains(keyword), "\(keyword)") }
        #expect(screen.contains("‖ typing"))
        try tmux.type("lanch Notes")
        try tmux.sendKeys("Home", "Right", "Right")
        try tmux.type("u")
        screen = try tmux.waitFor(text: "launch APP — tap the app's icon")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "done: launch Notes")
        try command(tmux, "q")
        screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("[exit=0]"))
        let history = try String(contentsOfFile: config + "/state/appdeck/history", encoding: .utf8)
        #expect(history == "launch Notes\nq\n")
    }

    @Test func exportTraceWritesTheSessionSoFarAndSaysWhereOrWhyNot() throws {
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let tmux = try start(columns: 200, rows: 50)
        try killLeaky(tmux)
        let path = config + "/leaky trace.json"
        try command(tmux, "export trace \"\(path)\"")
        try tmux.waitFor(text: "trace written to \(path): open it in ui.perfetto.dev")
        let trace = try String(contentsOfFile: path, encoding: .utf8)
        #expect(TraceValidator.problems(trace) == [])
        #expect(trace.contains(#""reason":"background-task-timeout""#))
        try command(tmux, "export trace \"\(path)\"")
        try tmux.waitFor(text: "trace written to \(path) (replaced the file that was there)")
        try command(tmux, "export trace \(config)")
        try tmux.waitFor(text: "cannot export to \(config): it is a directory")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test func theHistoryComesBackInTheNextSession() throws {
        let first = try start()
        try command(first, "lock")
        try first.waitFor(text: "done: lock")
        try first.sendKeys("q")
        try first.waitFor(text: "[exit=0]")
        let second = try start()
        try second.sendKeys(":")
        try second.waitFor(text: "╭ Command")
        try second.sendKeys("Up")
        try second.waitFor(text: ": lock")
        try second.sendKeys("Escape", "q")
        try second.waitFor(text: "[exit=0]")
    }

    @Test func theFilterShowsHowManyOfAllMatch() throws {
        let tmux = try start(columns: 120, rows: 40)
        try killLeaky(tmux)
        try tmux.sendKeys("/")
        try tmux.type("event:terminated !app:mail")
        try tmux.waitFor(text: "1 of ")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitFor(text: "filter: event:terminated !app:mail")
        #expect(!screen.contains("FinishedLaunching"))
        try tmux.sendKeys("/", "Escape")
        try tmux.waitFor(text: "FinishedLaunching")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test func enterOnASelectedEventShowsItInFull() throws {
        let tmux = try start()
        try killLeaky(tmux)
        try tmux.sendKeys("Tab", "Tab")
        try tmux.waitFor(text: "▸ Events")
        try tmux.sendKeys("Up", "Enter")
        try tmux.waitFor(all: ["╭ ExpirationHandler", "the handler must end the task"])
        try tmux.sendKeys("Escape", "q")
        try tmux.waitFor(text: "[exit=0]")
    }

    @Test func at200By50CardsAreWideEnoughForTheirSnapshotAndAPausedTransferSaysSo() throws {
        let tmux = try start(columns: 200, rows: 50)
        try command(tmux, "launch Music")
        try command(tmux, "launch Podcasts")
        try command(tmux, "home")
        try command(tmux, "network off")
        let screen = try tmux.waitFor(text: "paused (no network)")
        #expect(screen.contains("│ Slow Tide - The Harbour Band "))
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "[exit=0]")
    }
}
