import Foundation
import TestHarness
import Testing

/// A FIFO where AppDeck expects a file it keeps or finds (settings.yaml, the history, a
/// manifest of `--apps DIR`, a `--theme` file) never blocks the start: it is opened without
/// waiting and refused, with its path and the reason. (Scripts and logs still take pipes:
/// RunCommandTests, LogFileTests.)
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct FifoStartTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    private func fifo(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o600) == 0)
    }

    private func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    @Test func aFIFOInPlaceOfSettingsAndHistoryNeverBlocksTheStart() throws {
        let settings = config + "/appdeck/settings.yaml", history = config + "/state/appdeck/history"
        try fifo(settings)
        try fifo(history)
        let tmux = try Tmux.dashboard(columns: 200, rows: 40, config: config)
        try tmux.waitFor(text: "it is a FIFO, not a regular file")
        try tmux.sendKeys("u")
        try tmux.waitFor(text: "cannot save \(settings): it is a FIFO, not a regular file; it is left as it is")
        try tmux.sendKeys(":")
        try tmux.type("home")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "done: home")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[exit=").contains("[exit=0]"))
        #expect(isFIFO(settings) && isFIFO(history), "both are left as they are")
    }

    @Test func aFIFONamedLikeAManifestInTheAppsDirectoryIsRefusedWithItsPath() throws {
        let manifest = config + "/apps/evil.yaml"
        try fifo(manifest)
        let tmux = try Tmux.appdeck(["--apps", config + "/apps"], columns: 200, environment: ["XDG_CONFIG_HOME": config])
        let screen = try tmux.waitFor(text: "[exit=")
        #expect(screen.contains("\(manifest): cannot read: it is a FIFO, not a regular file"), "\(screen)")
        #expect(screen.contains("[exit=2]"), "\(screen)")
    }

    @Test func aFIFOGivenAsTheThemeIsRefusedWithItsPath() throws {
        let theme = config + "/mine.yaml"
        try fifo(theme)
        let tmux = try Tmux.dashboard(["--theme", theme], columns: 200, rows: 40, config: config)
        try tmux.waitFor(text: "\(theme): cannot read: it is a FIFO, not a regular file")
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[exit=").contains("[exit=0]"))
    }
}
