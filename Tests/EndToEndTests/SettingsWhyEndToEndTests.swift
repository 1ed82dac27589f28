import Foundation
import TestHarness
import Testing

/// Issue 35, item 4, in a real terminal: in the settings overlay, Enter on a held BG task
/// request lists every condition that holds it, in the hold order; Esc comes back.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed: end-to-end tests need a real terminal"))
struct SettingsWhyEndToEndTests {
    let config = NSTemporaryDirectory() + "appdeck-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    @Test func enterOnARequestInTheSettingsListsWhatHoldsItAndEscComesBack() throws {
        let tmux = try Tmux.dashboard(["--profile", "ios13", "--factory"], columns: 120, rows: 40, config: config)
        try tmux.command("launch Backup")
        try tmux.waitFor(text: "OnActivated")
        try tmux.sendKeys("b")
        try tmux.waitFor(all: ["● suspended", "⏲ needs power"])
        try tmux.command("lowpower on")
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
        try tmux.sendKeys("q")
        #expect(try tmux.waitFor(text: "[exit=").contains("[exit=0]"))
    }
}
