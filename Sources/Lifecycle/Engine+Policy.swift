/// The user's controls (§9): Background App Refresh, Low Power Mode, the network, and the
/// system's memory management (§2).
extension Engine {
    /// Why the system would not launch or resume the app in the background now, if it would not.
    func denial(_ i: Int, mode: BackgroundMode?, fetchOrPush: Bool) -> DenialReason? {
        if let mode, !catalog[i].modes.contains(mode) { return .noMode }
        if fetchOrPush, !profile.hasBackgroundFetch { return .unsupported }
        if apps[i].forceQuit { return .forceQuit }
        return refreshDenial(i)
    }

    /// Why Background App Refresh is off for the app, if it is.
    func refreshDenial(_ i: Int) -> DenialReason? {
        guard profile.hasBackgroundAppRefresh else { return nil }
        if lowPower { return .lowPower }
        if refresh == .off { return .refreshOff }
        if !apps[i].refreshSwitch { return .appRefreshOff }
        if refresh == .wifi, network != .wifi { return .wifiOnly }
        return nil
    }

    func refreshStatus(_ i: Int) -> BackgroundRefreshStatus? {
        guard profile.hasBackgroundAppRefresh else { return nil }
        if lowPower { return .restricted }
        if refresh == .off || !apps[i].refreshSwitch { return .denied }
        return .available
    }

    func setNetwork(_ n: Network) {
        network = n
        record(.networkChanged, detail: n.rawValue)
        markAllDirty()
    }

    func setLowPower(_ on: Bool) throws(CommandError) {
        guard profile.hasLowPowerMode else {
            throw .cannotCarryOut("Low Power Mode needs the ios13 profile (this is \(profile.rawValue))")
        }
        lowPower = on
        record(.lowPowerChanged, detail: on ? "on" : "off")
        markAllDirty()
    }

    func setRefresh(_ setting: RefreshSetting) throws(CommandError) {
        guard profile.hasBackgroundAppRefresh else {
            throw .cannotCarryOut("\(profile.rawValue) has no Background App Refresh setting")
        }
        refresh = setting
        record(.refreshChanged, detail: setting.title)
        markAllDirty()
    }

    func setAppRefresh(_ i: Int, _ on: Bool) throws(CommandError) {
        guard profile.hasBackgroundAppRefresh else {
            throw .cannotCarryOut("\(profile.rawValue) has no Background App Refresh setting")
        }
        guard catalog[i].isListedInRefreshSettings else {
            throw .cannotCarryOut("\(catalog[i].name) has no background modes, so it is not listed in Background App Refresh")
        }
        apps[i].refreshSwitch = on
        record(.refreshChanged, app: i, detail: on ? "on" : "off")
        markDirty(i)
    }

    // MARK: - Memory

    var memoryUsedMB: Int {
        apps.indices.reduce(0) { $0 + (apps[$1].state.isAlive ? catalog[$1].memoryMB : 0) }
    }

    /// Makes room for an app about to start: suspended apps are purged first, silently, least
    /// recently used first; only if that is not enough, running background apps get
    /// ReceiveMemoryWarning and then, least recently used first, are ended.
    func freeMemory(for i: Int) {
        reclaim(atLeast: catalog[i].memoryMB, sparing: i, endingRunningApps: true)
    }

    /// Frees memory until `megabytes` are free, or as far as the rules go.
    func reclaim(atLeast megabytes: Int, sparing spared: Int?, endingRunningApps: Bool) {
        var free = memoryTotalMB - memoryUsedMB
        guard free < megabytes else { return }
        for j in leastRecentlyUsed(in: .suspended, sparing: spared) where free < megabytes {
            terminate(j, .memory, detail: "purged while suspended to free memory")
            free += catalog[j].memoryMB
        }
        guard free < megabytes else { return }
        let running = leastRecentlyUsed(in: .background, sparing: spared)
        for j in running { record(.receiveMemoryWarning, app: j) }
        guard endingRunningApps else { return }
        for j in running where free < megabytes {
            terminate(j, .memory, detail: "ended in the background to free memory")
            free += catalog[j].memoryMB
        }
    }

    func leastRecentlyUsed(in state: AppState, sparing spared: Int?) -> [Int] {
        apps.indices
            .filter { apps[$0].state == state && $0 != spared && $0 != front }
            .sorted { a, b in
                apps[a].lastUsed != apps[b].lastUsed ? apps[a].lastUsed < apps[b].lastUsed
                    : catalog[a].memoryMB != catalog[b].memoryMB ? catalog[a].memoryMB > catalog[b].memoryMB
                    : a < b
            }
    }

    /// `memory warning`: every app that runs code gets ReceiveMemoryWarning.
    func memoryWarning() {
        for i in apps.indices where apps[i].state.isRunning {
            record(.receiveMemoryWarning, app: i)
        }
    }

    /// `memory pressure`: the system needs half the device's memory free. It purges suspended
    /// apps, then warns the running ones.
    func memoryPressure() {
        let target = memoryTotalMB / 2
        record(.memoryPressure, detail: "the system needs \(target) MB free")
        reclaim(atLeast: target, sparing: nil, endingRunningApps: false)
    }
}
