import Foundation
import TestHarness
import Testing

/// `--log FILE` never blocks the dashboard and never brings it down.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct LogFileTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    func start(_ arguments: [String]) throws -> Tmux {
        try Tmux.appdeck(arguments, environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8", "TERM": "xterm-256color"])
    }

    @Test func aFIFOWithNoReaderIsRefusedAtOnceInsteadOfBlocking() throws {
        let fifo = config + "-fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let screen = try start(["--log", fifo]).waitFor(text: "[tty=")
        #expect(screen.contains("appdeck: cannot open the log file \(fifo): it is a FIFO that no process is reading"))
        #expect(screen.contains("[exit=2]"))
    }

    @Test func aLogThatCannotBeWrittenSaysSoAndTheDashboardGoesOn() throws {
        let tmux = try start(["--log", "/dev/full"])
        // The first line (SessionStarted) is written at the start, so the failure is said at once.
        try tmux.waitFor(text: "cannot write the log file /dev/full: No space left on device; logging stopped")
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "log stopped")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "Notes    Suspended")
        try tmux.sendKeys("q")
        let screen = try tmux.waitFor(text: "[tty=")
        #expect(screen.contains("appdeck: cannot write the log file /dev/full: No space left on device"), "said again on exit")
        #expect(screen.contains("[exit=0]"))
        #expect(screen.contains("[tty=cooked]"))
    }

    @Test func aFIFOWithAReaderGetsEveryEvent() throws {
        let fifo = config + "-read-fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let tmux = try start(["--log", fifo])
        try tmux.waitFor(text: "App switcher")
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[tty=").contains("[exit=0]"))
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let n = read(reader, &buffer, buffer.count), n > 0 { bytes += buffer[0..<n] }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(lines.contains { $0.contains("\"app\":\"Notes\",\"event\":\"FinishedLaunching\"") })
        #expect(lines.contains { $0.contains("\"event\":\"OnActivated\"") })
    }
}
