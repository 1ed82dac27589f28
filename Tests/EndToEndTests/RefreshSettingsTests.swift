import Foundation
import TestHarness
import Testing

/// Testing refresh settings in a real terminal: toggled settings change the eligibility lines
/// of the cards and of the settings overlay; saved settings that turn refresh off say so;
/// `--factory` starts clean and leaves the file alone.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct RefreshSettingsTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    var file: String { config + "/appdeck/settings.yaml" }

    @Test func togglingSettingsChangesTheEligibilityLinesOfTheCardAndTheOverlay() throws {
        let tmux = try Tmux.dashboard(["--profile", "ios13"], columns: 120, rows: 40, config: config)
        try tmux.sendKeys(":")
        try tmux.type("launch Mail")
        try tmux.sendKeys("Enter", "b")
        try tmux.waitFor(text: "fetch✓ push✓")
        try tmux.sendKeys("s")
        try tmux.waitFor(text: "fetch ✓ the system may wake Mail for a background fetch now")
        try tmux.sendKeys("Left")
        // Wi-Fi only, on Wi-Fi. Every check waits for all its texts at once: a capture can
        // catch a frame half written, the first text drawn and the next not yet.
        try tmux.waitFor(all: ["‹ Wi-Fi ›", "push ✓ the system may wake Mail for a silent push now"])
        try tmux.sendKeys("Down", "Down", "Right")
        try tmux.waitFor(all: [
            "fetch ✗ wifi-only: on cellular, the setting is Wi-Fi only", "‹ Cellular ›",
            "push ✗ wifi-only: on cellular, the setting is Wi-Fi only",
        ])
        try tmux.sendKeys("Escape")
        // The reason beside, never instead of, BackgroundRefreshStatus.
        try tmux.waitFor(all: ["fetch✗ push✗", "wifi-only", "↻ ● on available"])
        try tmux.sendKeys("r")
        try tmux.waitFor(all: ["app-refresh-off", "↻ ○ off denied"])
        try tmux.sendKeys("s", "Down", "Down", "Down")
        try tmux.waitFor(text: "fetch ✗ app-refresh-off: Mail's Background App Refresh switch is off")
        try tmux.sendKeys("Escape")
        #expect(try tmux.quit() == 0)
    }

    @Test func savedSettingsThatTurnRefreshOffSaySoAndFactoryStartsClean() throws {
        try FileManager.default.createDirectory(atPath: config + "/appdeck", withIntermediateDirectories: true)
        let saved = "backgroundAppRefresh: off\n"
        try saved.write(toFile: file, atomically: true, encoding: .utf8)
        let warned = try Tmux.dashboard([], columns: 120, rows: 40, config: config)
        let screen = try warned.waitFor(text: "refresh off for all 19 apps (saved): Background App Refresh is Off")
        #expect(screen.contains("Refresh: Off"))
        #expect(try warned.quit() == 0)

        let factory = try Tmux.dashboard(["--factory"], columns: 120, rows: 40, config: config)
        let clean = try factory.waitFor(text: "factory settings: settings.yaml is neither read nor written")
        #expect(clean.contains("Refresh: On"))
        #expect(!clean.contains("(saved)"))
        try factory.sendKeys("s", "Right", "Escape", "i")
        try factory.waitFor(text: "faithful")
        #expect(try factory.quit() == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == saved, "--factory never writes the file")
    }
}
