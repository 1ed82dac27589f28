import Foundation
import TestHarness
import Testing

/// settings.yaml with two dashboards at once, after an interrupted save, and unreadable.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct SettingsFileTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    var file: String { config + "/appdeck/settings.yaml" }

    func start(_ command: String? = nil) throws -> Tmux {
        let tmux = try Tmux(
            command: command ?? Tmux.quote(AppdeckProcess.binary),
            environment: ["XDG_CONFIG_HOME": config, "LANG": "C.UTF-8", "TERM": "xterm-256color"])
        try tmux.waitFor(text: "App switcher")
        return tmux
    }

    @Test func twoDashboardsOpenAtOnceKeepEachOthersChanges() throws {
        let first = try start(), second = try start()
        try first.sendKeys("s", "Right", "Escape", until: "Refresh: Off")
        try second.sendKeys("i", until: "faithful")
        try second.sendKeys("t", until: "theme light")
        #expect(try first.quit() == 0)
        #expect(try second.quit() == 0)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("backgroundAppRefresh: off"), "the first dashboard's change")
        #expect(saved.contains("inspector: false"), "the second dashboard's change")
        #expect(saved.contains("theme: light"))
    }

    @Test func leftoversOfAnInterruptedSaveGoWhenTheirWriterIsGone() throws {
        try FileManager.default.createDirectory(atPath: config + "/appdeck", withIntermediateDirectories: true)
        var status: Int32 = 0
        let gone = try spawn(["/bin/true"], stdout: "/dev/null")
        waitpid(gone, &status, 0)
        let dead = config + "/appdeck/.settings.yaml.\(gone).tmp"
        let alive = config + "/appdeck/.settings.yaml.\(getpid()).tmp"
        for path in [dead, alive] { try "inspector: fal".write(toFile: path, atomically: false, encoding: .utf8) }
        let tmux = try start()
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive), "its writer (this test) is still running")
        #expect(try tmux.quit() == 0)
    }

    /// As nobody when the tests run as root (root reads every file).
    @Test func aSettingsFileWithoutReadPermissionSaysSoAndIsNeverOverwritten() throws {
        try FileManager.default.createDirectory(atPath: config + "/appdeck", withIntermediateDirectories: true)
        chmod(config, 0o777)
        chmod(config + "/appdeck", 0o777)
        try "speed: 10\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, geteuid() == 0 ? 0o600 : 0)
        defer { chmod(file, 0o600) }
        let asNobody = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let tmux = try start(asNobody + Tmux.quote(AppdeckProcess.binary))
        try tmux.waitFor(text: "settings.yaml cannot be read: permission denied; using defaults, changes are not saved")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "cannot save \(file): permission denied; it is left as it is")
        #expect(try tmux.quit() == 0)
        chmod(file, 0o600)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "speed: 10\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: config + "/appdeck") == ["settings.yaml"])
    }
}
