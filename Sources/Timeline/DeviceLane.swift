import Lifecycle

/// The device's rows (unlocked, locked but awake, asleep, locked since boot, in a call; the
/// network; Low Power), and what a reset or a restart does to every row.
extension Timeline {
    /// Takes in a device event; returns whether a device row changed.
    mutating func addToDevice(_ event: Event) -> Bool {
        switch event.name {
        case .deviceLocked: locked = true
        case .deviceUnlocked: locked = false; asleep = false; lockedSinceBoot = false
        case .deviceSlept: asleep = true
        case .deviceWoke: asleep = false
        case .callIncoming: inCall = true
        case .callDeclined, .callEnded: inCall = false
        case .deviceReset:
            reset(at: event.time)
            return true
        case .deviceRebooted:
            // Every process ends without an event of its own; the device is locked since boot.
            locked = true; lockedSinceBoot = true
            endProcesses(at: event.time)
        case .networkChanged:
            let band: Band =
                switch event.detail.flatMap(Network.init(rawValue:)) {
                case .cellular: .cellular
                case .off: .offline
                default: .wifi
                }
            if network == nil { network = Lane(.wifi) }
            return network?.set(band, at: event.time) ?? false
        case .lowPowerChanged:
            let band: Band = event.detail == "on" ? .lowPowerOn : .lowPowerOff
            if lowPower == nil { lowPower = Lane(.lowPowerOff) }
            return lowPower?.set(band, at: event.time) ?? false
        default: return false
        }
        let band: Band =
            inCall ? .call : !locked ? .unlocked : lockedSinceBoot ? .lockedSinceBoot : asleep ? .asleep : .lockedAwake
        let changed = device.set(band, at: event.time)
        if event.name == .deviceSlept || event.name == .deviceWoke || event.name == .deviceUnlocked {
            for i in apps.indices { updateBudget(i, at: event.time) }
        }
        return changed
    }

    /// A fresh device: unlocked, on Wi-Fi, every app not running.
    private mutating func reset(at time: SimDuration) {
        locked = false; asleep = false; inCall = false; lockedSinceBoot = false
        device.set(.unlocked, at: time)
        network?.set(.wifi, at: time)
        lowPower?.set(.lowPowerOff, at: time)
        endProcesses(at: time)
        for i in apps.indices {
            for k in apps[i].bgTasks.indices { apps[i].bgTasks[k].reset(at: time) }
            apps[i].removeWidget(at: time)
            apps[i].removeActivity(at: time)
        }
    }

    /// Every app's process ends (a reset, a restart).
    private mutating func endProcesses(at time: SimDuration) {
        for i in apps.indices {
            apps[i].openTasks = []; apps[i].held = false; apps[i].lastState = .notRunning
            apps[i].state.set(.notRunning, at: time)
            apps[i].budget?.set(.budgetNone, at: time)
            apps[i].serviceExtension?.set(.extensionNone, at: time)
        }
    }
}
