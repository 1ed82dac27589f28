/// The rule book's "Memory": when the system needs memory, suspended apps are purged first,
/// silently, least recently used first; only if that is not enough do running apps hear of
/// it (ReceiveMemoryWarning), and then running background apps are ended, least recently
/// used first: with WillTerminate up to iOS 12, as jetsam kills from iOS 13.
extension Engine {
    var memoryFreeMB: Int { memoryTotalMB - deviceState.memoryUsedMB }

    /// What the system does to free memory: whom it purges, warns and ends.
    struct ReclaimPlan {
        var purge: [Int] = []
        var warn: [Int] = []
        var end: [Int] = []
    }

    /// The plan that frees `megabytes` (or as much as the rules allow), sparing one app.
    func reclaimPlan(atLeast megabytes: Int, sparing spared: Int?) -> ReclaimPlan {
        var plan = ReclaimPlan()
        var free = memoryFreeMB
        guard free < megabytes else { return plan }
        plan.purge = leastRecentlyUsed(
            sparing: spared, while: { free < megabytes }, { $0.state == .suspended }, took: { free += $0.spec.memoryMB })
        guard free < megabytes else { return plan }
        plan.warn = leastRecentlyUsed(sparing: spared) { $0.state.isRunning }
        let front = deviceState.front
        plan.end = leastRecentlyUsed(
            sparing: spared, while: { free < megabytes }, { $0.state == .background && $0.index != front },
            took: { free += $0.spec.memoryMB })
        return plan
    }

    func carryOut(_ plan: ReclaimPlan) {
        for j in plan.purge { terminate(j, .memory, detail: "purged while suspended to free memory") }
        for j in plan.warn { apps[j].deliver(.receiveMemoryWarning, in: self) }
        for j in plan.end {
            if profile.memoryKillsCallWillTerminate {
                apps[j].endWithWillTerminate(.memory, in: self)
            } else {
                terminate(j, .memory, detail: "a jetsam kill: ended in the background to free memory")
            }
        }
    }

    /// Makes room for an app about to start.
    func freeMemory(for i: Int) {
        carryOut(reclaimPlan(atLeast: catalog[i].memoryMB, sparing: i))
    }

    /// The apps that pass `filter` and are not being ended already, least recently used
    /// first (the larger first among equals).
    func leastRecentlyUsed(sparing spared: Int?, _ filter: (AppRuntime) -> Bool) -> [Int] {
        apps.filter { $0.index != spared && $0.ending == nil && filter($0) }.sorted(by: usedBefore).map(\.index)
    }

    /// The same apps in the same order, taken one at a time while `more()` says so (`took`
    /// hears of each): freeing room for one launch costs a look at each app per app taken,
    /// not a sort of every app.
    func leastRecentlyUsed(
        sparing spared: Int?, while more: () -> Bool, _ filter: (AppRuntime) -> Bool, took: (AppRuntime) -> Void
    ) -> [Int] {
        // Indices, with each app's order read once: a list of the apps themselves retained and
        // released each app at every look (the 500-app benchmark's largest cost at a launch).
        var left: [(index: Int, lastUsed: Int, memoryMB: Int)] = []
        for app in apps where app.index != spared && app.ending == nil && filter(app) {
            left.append((app.index, app.lastUsed, app.spec.memoryMB))
        }
        var taken: [Int] = []
        while more(), let first = left.indices.min(by: { Self.usedBefore(left[$0], left[$1]) }) {
            left.swapAt(first, left.count - 1)
            let app = apps[left.removeLast().index]
            taken.append(app.index)
            took(app)
        }
        return taken
    }

    /// Least recently used first, the larger first among equals, then catalog order.
    private func usedBefore(_ a: AppRuntime, _ b: AppRuntime) -> Bool {
        Self.usedBefore((a.index, a.lastUsed, a.spec.memoryMB), (b.index, b.lastUsed, b.spec.memoryMB))
    }

    private static func usedBefore(
        _ a: (index: Int, lastUsed: Int, memoryMB: Int), _ b: (index: Int, lastUsed: Int, memoryMB: Int)
    ) -> Bool {
        a.lastUsed != b.lastUsed
            ? a.lastUsed < b.lastUsed : a.memoryMB != b.memoryMB ? a.memoryMB > b.memoryMB : a.index < b.index
    }

    /// `memory warning`: every app that runs code gets ReceiveMemoryWarning.
    func memoryWarning() {
        wakeDevice()
        for app in apps where app.state.isRunning {
            app.deliver(.receiveMemoryWarning, in: self)
        }
    }

    /// `memory pressure [SIZE]`: without a size, the system purges every suspended app and
    /// warns the running ones; with one, it wants that much free and reclaims it by the
    /// rules. The MemoryPressure event says what was asked and what was freed.
    func memoryPressure(free bytes: Int64?) {
        wakeDevice()
        var plan: ReclaimPlan
        let asked: String
        if let bytes {
            let megabytes = Int(clamping: divideRoundingUp(bytes, 1_000_000))
            plan = reclaimPlan(atLeast: megabytes, sparing: nil)
            asked = "wants \(megabytes) MB free"
        } else {
            plan = ReclaimPlan(
                purge: leastRecentlyUsed(sparing: nil) { $0.state == .suspended },
                warn: leastRecentlyUsed(sparing: nil) { $0.state.isRunning })
            asked = "every suspended app purged"
        }
        let freed = (plan.purge + plan.end).reduce(0) { $0 + catalog[$1].memoryMB }
        var detail = "\(asked): freed \(freed) MB"
        if bytes != nil { detail += ", \(memoryFreeMB + freed) MB free" }
        emit(.memoryPressure, detail: detail)
        carryOut(plan)
    }
}
