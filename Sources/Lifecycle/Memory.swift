/// The rule book's "Memory": when the system needs memory, suspended apps are purged first,
/// silently; only if that is not enough do running apps hear of it.
extension Engine {
    /// Makes room for an app about to start: suspended apps are purged first, silently, least
    /// recently used first; only if that is not enough, running background apps get
    /// ReceiveMemoryWarning and then, least recently used first, are ended.
    func freeMemory(for i: Int) {
        reclaim(atLeast: catalog[i].memoryMB, sparing: i, endingRunningApps: true)
    }

    /// Frees memory until `megabytes` are free, or as far as the rules go.
    func reclaim(atLeast megabytes: Int, sparing spared: Int?, endingRunningApps: Bool) {
        var free = memoryTotalMB - deviceState.memoryUsedMB
        guard free < megabytes else { return }
        for j in leastRecentlyUsed(in: .suspended, sparing: spared) where free < megabytes {
            terminate(j, .memory, detail: "purged while suspended to free memory")
            free += catalog[j].memoryMB
        }
        guard free < megabytes else { return }
        let running = leastRecentlyUsed(in: .background, sparing: spared)
        for j in running { record(.receiveMemoryWarning, apps[j]) }
        guard endingRunningApps else { return }
        for j in running where free < megabytes {
            terminate(j, .memory, detail: "ended in the background to free memory")
            free += catalog[j].memoryMB
        }
    }

    func leastRecentlyUsed(in state: AppState, sparing spared: Int?) -> [Int] {
        apps.indices
            .filter { apps[$0].state == state && $0 != spared && $0 != deviceState.front }
            .sorted { a, b in
                apps[a].lastUsed != apps[b].lastUsed ? apps[a].lastUsed < apps[b].lastUsed
                    : catalog[a].memoryMB != catalog[b].memoryMB ? catalog[a].memoryMB > catalog[b].memoryMB
                    : a < b
            }
    }

    /// `memory warning`: every app that runs code gets ReceiveMemoryWarning.
    func memoryWarning() {
        for app in apps where app.state.isRunning {
            record(.receiveMemoryWarning, app)
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
