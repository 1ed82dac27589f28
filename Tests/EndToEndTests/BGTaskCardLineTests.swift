import Foundation
import TestHarness
import Testing

/// Issue 22 in a real terminal: Backup's card line for its nightly processing task changes as
/// the battery, the charger (from the settings overlay), the lock and the network change
/// (the rule book, §11.2), and the overlay gives the engine's sentence.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct BGTaskCardLineTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    @Test func backupsCardLineChangesAsBatteryChargerLockAndNetworkChange() throws {
        let tmux = try Tmux.dashboard(["--profile", "ios13", "--factory"], columns: 80, rows: 24, config: config)
        try tmux.command("launch Backup")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(all: ["● suspended", "⏲ needs power"])
        try tmux.command("battery 15%")
        try tmux.waitFor(all: ["⏲ battery low", "battery 15%"])
        // The charger from the overlay: its row, then the request's sentence below the battery.
        try tmux.sendKeys("s", "Down", "Down", "Down", "Enter")
        try tmux.waitFor(all: [
            "Charger                   ● on", "Battery                   ‹ 15% ›", "⤓ Backup                  com.appdeck.backup.nightly",
            "⏲ held: the device is in use (processing tasks wait until it has",
        ])
        try tmux.sendKeys("Escape")
        try tmux.waitFor(all: ["⏲ device in use", "charging"])
        try tmux.sendKeys("L")
        try tmux.waitFor(all: ["locked", "⏲ nightly in "])
        try tmux.command("network off")
        try tmux.waitFor(all: ["⏲ needs network", "offline"])
        try tmux.command("network wifi")
        try tmux.waitFor(text: "⏲ nightly in ")
        try tmux.command("wait 5m")
        try tmux.waitFor(all: ["BGTaskLaunched", "m left", "◷ — in a BG task"])
        try tmux.sendKeys("L")
        // The unlock expires it (device-in-use); it completes and the card has no request left.
        try tmux.waitFor("Backup's card without a request") { !$0.contains("⏲") && $0.contains("BGTaskCompleted") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[exit=").contains("[exit=0]"))
    }
}
