import Lifecycle
import Support

/// The top row: profile (and Simulator, on it), virtual clock and speed (or paused, or held while typing or while the window is too
/// small for a play), a play's end (finished, stopped), lock, call, network, Low Power
/// Mode, the charger and the battery (once changed), the global refresh setting, what the saved settings turned off, memory, factory
/// settings and the mode. When the row is too narrow, the least important items give way first.
struct StatusBar {
    var device: DeviceStatus
    var clock: SimClock
    /// The engine lags the clock (a frame's work was not enough).
    var catchingUp = false
    var inspector: Bool
    var themeName: String
    var log: FileStatus
    /// `--record`: `● rec` while recording, `rec failing` while the file cannot be written.
    var recording: FileStatus = .off
    /// What the saved settings turned off (`refresh off for 3 apps (saved)`), while it stands.
    var savedRefresh: String?
    /// `--factory`: nothing is saved.
    var factory: Bool
    var theme: Theme
    /// The engine's time the clock counts from (a play's restart).
    var start: SimDuration = .zero
    /// A `skip` just done: `⏩ 7m`.
    var skipped: String?
    /// How a play stands, when it is over: `■ finished`, `✗ stopped` (a line failed).
    var playEnd: String?
    /// The clock is held because the window is too small for the play.
    var heldBySize = false

    private struct Item {
        var text: String
        var accent: Bool
        /// Lower goes first when the row is too narrow.
        var priority: Int
    }

    private var items: [Item] {
        var items = [
            Item(text: "AppDeck", accent: true, priority: 10),
            Item(text: device.profile.rawValue, accent: false, priority: 8),
            // The Simulator (§11.2) shows, a phone (the default) does not.
            device.kind == .simulator ? Item(text: "Simulator", accent: true, priority: 8) : nil,
            Item(text: (device.now > start ? device.now - start : .zero).clock, accent: false, priority: 10),
            clock.paused
                ? Item(text: "‖ paused", accent: true, priority: 9)
                : clock.held
                    ? Item(text: heldBySize ? "‖ window too small" : "‖ typing", accent: true, priority: 9)
                    : clock.reading
                        ? Item(text: "‖ reading", accent: true, priority: 9)
                        : Item(text: "▶ \(clock.speedText)", accent: false, priority: 9),
            skipped.map { Item(text: $0, accent: true, priority: 9) },
            playEnd.map { Item(text: $0, accent: true, priority: 10) },
        ].compactMap { $0 }
        if catchingUp { items.append(Item(text: "catching up", accent: true, priority: 9)) }
        if device.locked {
            let locked = device.lockedSinceBoot ? "locked since boot" : "locked"
            items.append(Item(text: device.awake ? locked : locked + " · asleep", accent: true, priority: 9))
        }
        switch device.call {
        case .ringing: items.append(Item(text: "call ringing", accent: true, priority: 9))
        case .inProgress: items.append(Item(text: "on a call", accent: true, priority: 9))
        case .none: break
        }
        if device.smsShowing { items.append(Item(text: "SMS", accent: true, priority: 7)) }
        if device.switcherOpen { items.append(Item(text: "switcher open", accent: false, priority: 7)) }
        switch device.network {
        case .wifi: items.append(Item(text: "Wi-Fi", accent: false, priority: 6))
        case .cellular: items.append(Item(text: "Cellular", accent: false, priority: 6))
        case .off: items.append(Item(text: "offline", accent: true, priority: 7))
        }
        if device.lowPower { items.append(Item(text: "Low Power", accent: true, priority: 7)) }
        // Power shows once it differs from the start (a full battery, unplugged): BG tasks wait for it.
        if device.charging { items.append(Item(text: "charging", accent: false, priority: 6)) }
        if device.battery < 100 {
            let low = device.battery < Limits.lowBattery && !device.charging
            items.append(Item(text: "battery \(device.battery)%", accent: low, priority: low ? 7 : 5))
        }
        if device.profile.hasBackgroundAppRefresh {
            let setting = device.refresh.shortTitle(on: device.profile)
            items.append(Item(text: "Refresh: \(setting)", accent: device.refresh == .off, priority: 5))
        }
        if let savedRefresh { items.append(Item(text: savedRefresh, accent: true, priority: 6)) }
        items.append(
            Item(
                text: "Mem " + Format.memory(used: device.memoryUsedMB, total: device.memoryTotalMB),
                accent: device.memoryUsedMB * 10 >= device.memoryTotalMB * 9, priority: 4))
        if case .failed = log { items.append(Item(text: "log stopped", accent: true, priority: 9)) }
        switch recording {
        case .off: break
        case .writing: items.append(Item(text: "● rec", accent: true, priority: 8))
        case .failed: items.append(Item(text: "rec failing", accent: true, priority: 9))
        }
        if factory { items.append(Item(text: "factory settings", accent: true, priority: 3)) }
        items.append(Item(text: inspector ? "inspector" : "faithful", accent: false, priority: 2))
        items.append(Item(text: "theme \(themeName)", accent: false, priority: 1))
        return items
    }

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let base = theme.style(.statusBar)
        canvas.fill(rect, style: base)
        var shown = items
        let separator = "  "
        func width(_ list: [Item]) -> Int {
            list.reduce(0) { $0 + $1.text.cellWidth } + separator.count * max(0, list.count - 1) + 2
        }
        while width(shown) > rect.width, let lowest = shown.indices.min(by: { shown[$0].priority < shown[$1].priority }) {
            shown.remove(at: lowest)
        }
        var x = rect.x + 1
        for (i, item) in shown.enumerated() {
            if i > 0 { x = canvas.draw(separator, x: x, y: rect.y, style: base) }
            x = canvas.draw(item.text, x: x, y: rect.y, style: theme.style(item.accent ? .statusBarAccent : .statusBar, over: .statusBar))
        }
    }
}
