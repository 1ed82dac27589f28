import Foundation
import TestHarness
import Testing

/// Issue 35 in a real terminal: `why` from the palette logs a Why event with every unmet
/// condition, and the settings overlay lists them under the held request; Enter on the request
/// lists every condition that holds it, in the hold order, and Esc comes back (item 4).
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct WhyEndToEndTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// The dashboard on ios13 with Backup in the background, its nightly request held by the
    /// charger, the device in use and (from now) Low Power Mode.
    func backupHeldOnLowPower() throws -> Tmux {
        let tmux = try Tmux.dashboard(["--profile", "ios13", "--factory"], columns: 120, rows: 40, config: config)
        try tmux.command("launch Backup")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(all: ["● suspended", "⏲ needs power"])
        try tmux.command("lowpower on")
        return tmux
    }

    @Test func whyFromThePaletteAndTheSettingsOverlayListEveryUnmetCondition() throws {
        let tmux = try backupHeldOnLowPower()
        try tmux.command("why Backup com.appdeck.backup.nightly")
        try tmux.waitFor(all: ["Why", "done: why Backup com.appdeck.backup.nightly"])
        try tmux.sendKeys("s")
        try tmux.waitFor(all: [
            "⏲ held: Low Power Mode turns Background App Refresh off", "also needs-power:", "also device-in-use:",
        ])
        try tmux.sendKeys("Escape")
        #expect(try tmux.quit() == 0)
    }

    @Test func enterOnARequestInTheSettingsListsWhatHoldsItAndEscComesBack() throws {
        let tmux = try backupHeldOnLowPower()
        try tmux.waitFor(text: "done: lowpower on")
        try tmux.sendKeys("s")
        try tmux.waitFor(text: "BG task requests")
        // The device's five rows, then Backup's request.
        try tmux.sendKeys("Down", "Down", "Down", "Down", "Down")
        try tmux.waitFor(text: "Enter why")
        try tmux.sendKeys("Enter")
        let list = try tmux.waitFor(all: ["Why it waits", "Every condition that holds it", "device-in-use  "])
        let order = ["low-power  ", "needs-power  ", "device-in-use  "].compactMap { list.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "\(list)")
        #expect(list.contains("Esc back"))
        try tmux.sendKeys("Escape")
        try tmux.waitFor(all: ["Apps with background modes", "Enter why"])
        try tmux.sendKeys("Escape")
        #expect(try tmux.quit() == 0)
    }
}
