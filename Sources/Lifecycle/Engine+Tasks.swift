/// Background tasks (§3) and the actions that fall due on the clock.
extension Engine {
    /// BeginBackgroundTask: returns the task's id.
    @discardableResult
    func beginTask(_ i: Int, _ spec: TaskSpec, transfer: Int? = nil) -> Int {
        let id = apps[i].nextTaskID
        apps[i].nextTaskID += 1
        apps[i].tasks.append(RunningTask(id: id, name: spec.name, remaining: spec.duration,
                                         expiration: spec.expiration, transfer: transfer))
        record(.beginBackgroundTask, app: i, task: id, label: spec.name)
        markDirty(i)
        return id
    }

    func setTask(_ i: Int, id: Int, _ change: (inout RunningTask) -> Void) {
        guard let k = apps[i].tasks.firstIndex(where: { $0.id == id }) else { return }
        change(&apps[i].tasks[k])
    }

    /// EndBackgroundTask. A transfer the task carried and that has not finished is cancelled.
    func endTask(_ i: Int, id: Int) {
        guard let k = apps[i].tasks.firstIndex(where: { $0.id == id }) else { return }
        let task = apps[i].tasks.remove(at: k)
        if let t = task.transfer, let j = transfers.firstIndex(where: { $0.id == t }) {
            let transfer = transfers.remove(at: j)
            record(.transferCancelled, app: i, label: transfer.name,
                   detail: "stopped at \(megabytes(transfer.done)) of \(megabytes(transfer.bytes))")
        }
        record(.endBackgroundTask, app: i, task: task.id, label: task.name)
        markDirty(i)
    }

    /// The task's expiration handler, 5 s before the budget runs out.
    func runExpirationHandler(_ i: Int, id: Int) {
        guard let task = apps[i].tasks.first(where: { $0.id == id }), !task.expired else { return }
        setTask(i, id: id) { $0.expired = true }
        switch task.expiration {
        case .nothing:
            record(.expirationHandler, app: i, task: id, label: task.name, detail: "the handler does not end the task")
        case .endTask(let after) where after == .zero:
            record(.expirationHandler, app: i, task: id, label: task.name)
            endTask(i, id: id)
        case .endTask(let after):
            record(.expirationHandler, app: i, task: id, label: task.name, detail: "ends the task in \(after)")
            setTask(i, id: id) { $0.remaining = min($0.remaining ?? after, after) }
        }
    }

    func perform(_ action: ScheduledAction) {
        switch action {
        case .didEnterBackgroundReturns(let i, let inc):
            guard apps[i].incarnation == inc else { return }
            apps[i].busyInDidEnterBackground = false
            markDirty(i)
        case .didEnterBackgroundWatchdog(let i, let inc):
            guard apps[i].incarnation == inc, apps[i].busyInDidEnterBackground else { return }
            terminate(i, .watchdog, detail: "DidEnterBackground did not return within 5s (0x8badf00d)")
        case .launchWatchdog(let i, let inc):
            guard apps[i].incarnation == inc else { return }
            terminate(i, .watchdog, detail: "FinishedLaunching did not return within 20s (0x8badf00d)")
        case .mainThreadTaskEnds(let i, let inc, let id):
            guard apps[i].incarnation == inc else { return }
            endTask(i, id: id)
        case .wakeWorkDone(let i, let inc, let work):
            guard apps[i].incarnation == inc else { return }
            finishWakeWork(i, id: work)
        case .wakeWorkTimeout(let i, let inc, let work):
            guard apps[i].incarnation == inc,
                  let item = apps[i].wakeWork.first(where: { $0.id == work }) else { return }
            let callback = item.kind == .fetch ? "PerformFetch" : "DidReceiveRemoteNotification"
            terminate(i, .fetchTimeout, detail: "\(callback) did not complete within 30s")
        case .timedTask(let i, let inc, let k):
            guard apps[i].incarnation == inc, apps[i].state.isRunning else { return }
            beginTask(i, catalog[i].tasks[k].task)
        case .timedTransfer(let i, let inc, let k):
            guard apps[i].incarnation == inc, apps[i].state.isRunning else { return }
            startTransfer(i, catalog[i].transfers[k])
        case .playbackEnds(let i, let inc):
            guard apps[i].incarnation == inc else { return }
            apps[i].playbackUntil = nil
            record(.playbackEnded, app: i)
            markDirty(i)
        case .navigationEnds(let i, let inc):
            guard apps[i].incarnation == inc else { return }
            apps[i].navigationUntil = nil
            record(.navigationEnded, app: i)
            markDirty(i)
        case .accessoryData(let i, let inc):
            guard apps[i].incarnation == inc, let accessory = catalog[i].accessory else { return }
            if apps[i].state.isRunning { record(.accessoryData, app: i) }
            scheduler.schedule(.accessoryData(app: i, incarnation: inc), at: now + accessory.interval)
        case .voipKeepAlive(let i, let inc, let stay):
            guard apps[i].incarnation == inc, apps[i].stay == stay, let voip = catalog[i].voip else { return }
            wakeForKeepAlive(i, voip)
            scheduler.schedule(.voipKeepAlive(app: i, incarnation: inc, stay: stay), at: now + voip.keepAlive)
        case .backgroundUIUpdate(let i, let inc, let stay):
            guard apps[i].incarnation == inc, apps[i].stay == stay, apps[i].state == .background else { return }
            if profile.terminatesBackgroundUIUpdates {
                terminate(i, .uiInBackground, detail: "the app updated its UI from the background")
            } else {
                record(.backgroundUIUpdate, app: i, detail: "allowed from iOS 7")
            }
        case .automaticFetch(let i, let epoch):
            guard apps[i].fetchEpoch == epoch else { return }
            if !apps[i].state.isForeground { requestFetch(i, automatic: true) }
            scheduleAutomaticFetch(i)
        case .significantLocationChange(let i, let epoch):
            guard apps[i].locationEpoch == epoch, let interval = catalog[i].location?.significantChanges else { return }
            deliverLocationChange(i)
            scheduler.schedule(.significantLocationChange(app: i, epoch: epoch), at: now + interval)
        }
    }
}

func megabytes(_ bytes: Int64) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
}
