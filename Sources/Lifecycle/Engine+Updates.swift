/// Background launches and resumes (§6, §7, §8): fetch, pushes, transfers, keep-alives and
/// location changes. Each one first asks `denial(…)` whether the rules allow it; a launch the
/// rules forbid is logged as BackgroundLaunchDenied with its reason, never an error.
extension Engine {
    /// Resumes a suspended app or launches a stopped one in the background. Never OnActivated.
    func wakeInBackground(_ i: Int) {
        wakeDevice()
        switch apps[i].state {
        case .notRunning:
            freeMemory(for: i)
            startProcess(i, inBackground: true)
        case .suspended:
            apps[i].state = .background
            apps[i].budget = profile.backgroundTaskBudget
        default:
            break
        }
        markDirty(i)
    }

    func deny(_ i: Int, _ reason: DenialReason, _ what: String) {
        record(.backgroundLaunchDenied, app: i, reason: reason.rawValue, detail: what)
    }

    // MARK: - Fetch and push (§8)

    func fetchCommand(_ i: Int) throws(CommandError) {
        guard !apps[i].state.isForeground else {
            throw .cannotCarryOut("\(catalog[i].name) is in the foreground: background fetch goes to apps in the background")
        }
        guard !apps[i].wakeWork.contains(where: { $0.kind == .fetch }) else {
            throw .cannotCarryOut("\(catalog[i].name) is already fetching")
        }
        requestFetch(i, automatic: false)
    }

    func requestFetch(_ i: Int, automatic: Bool) {
        if let reason = denial(i, mode: .fetch, fetchOrPush: true) {
            deny(i, reason, "PerformFetch")
            return
        }
        if apps[i].wakeWork.contains(where: { $0.kind == .fetch }) { return }
        let spec = catalog[i].fetch ?? FetchSpec(minimumInterval: .zero, duration: .seconds(1))
        wakeInBackground(i)
        record(.performFetch, app: i, detail: automatic ? "scheduled by the system" : nil)
        addWakeWork(i, .fetch, duration: spec.duration, result: network == .off ? .failed : spec.result)
    }

    func push(_ i: Int, silent: Bool) {
        wakeDevice()
        if silent {
            if apps[i].state.isForeground {
                record(.didReceiveRemoteNotification, app: i, detail: "silent")
                return
            }
            if let reason = denial(i, mode: .remoteNotification, fetchOrPush: true) {
                deny(i, reason, "DidReceiveRemoteNotification")
                return
            }
            let spec = catalog[i].silentPush ?? PushSpec(duration: .seconds(1))
            wakeInBackground(i)
            record(.didReceiveRemoteNotification, app: i, detail: "silent")
            addWakeWork(i, .silentPush, duration: spec.duration, result: network == .off ? .failed : spec.result)
            return
        }
        record(.notificationShown, app: i)
        if apps[i].state.isForeground {
            record(.didReceiveRemoteNotification, app: i)
            return
        }
        guard let newsstand = catalog[i].newsstand else { return }
        if let reason = denial(i, mode: .newsstandContent, fetchOrPush: false) {
            deny(i, reason, "newsstand issue download")
            return
        }
        wakeInBackground(i)
        record(.didReceiveRemoteNotification, app: i, detail: "newsstand issue available")
        startSystemTransfer(i, name: "issue", bytes: newsstand.issueBytes)
        addWakeWork(i, .notification, duration: Limits.handleEventsDuration, result: .newData)
    }

    func addWakeWork(_ i: Int, _ kind: WakeWork.Kind, duration: SimDuration, result: FetchResult) {
        let id = nextWorkID
        nextWorkID += 1
        apps[i].wakeWork.append(WakeWork(id: id, kind: kind, result: result))
        let inc = apps[i].incarnation
        let limited = kind == .fetch || kind == .silentPush
        if limited, duration > Limits.backgroundFetch {
            scheduler.schedule(.wakeWorkTimeout(app: i, incarnation: inc, work: id), at: now + Limits.backgroundFetch)
        } else {
            scheduler.schedule(.wakeWorkDone(app: i, incarnation: inc, work: id), at: now + duration)
        }
        markDirty(i)
    }

    func finishWakeWork(_ i: Int, id: Int) {
        guard let k = apps[i].wakeWork.firstIndex(where: { $0.id == id }) else { return }
        let work = apps[i].wakeWork.remove(at: k)
        switch work.kind {
        case .fetch, .silentPush:
            record(.fetchCompleted, app: i, label: work.kind == .fetch ? "PerformFetch" : "DidReceiveRemoteNotification",
                   detail: work.result.rawValue)
            if work.result == .newData {
                apps[i].fetchesWithNewData += 1
                apps[i].snapshotTime = now
            }
        case .transferEvents:
            apps[i].snapshotTime = now
        case .notification, .keepAlive, .location:
            break
        }
        markDirty(i)
    }

    func scheduleAutomaticFetch(_ i: Int) {
        guard let fetch = catalog[i].fetch, catalog[i].modes.contains(.fetch), profile.hasBackgroundFetch else { return }
        apps[i].fetchEpoch += 1
        let base = fetch.minimumInterval > .zero ? fetch.minimumInterval : .minutes(10)
        let jitter = SimDuration.ms(apps[i].random.next(upTo: base.milliseconds / 2))
        scheduler.schedule(.automaticFetch(app: i, epoch: apps[i].fetchEpoch), at: now + base + jitter)
    }

    // MARK: - Continuous modes (§7)

    func wakeForKeepAlive(_ i: Int, _ voip: VoipSpec) {
        guard apps[i].state == .background || apps[i].state == .suspended else { return }
        if let reason = denial(i, mode: .voip, fetchOrPush: false) {
            deny(i, reason, "VoipKeepAlive")
            return
        }
        wakeInBackground(i)
        record(.voipKeepAlive, app: i)
        addWakeWork(i, .keepAlive, duration: voip.handlerDuration, result: .noData)
    }

    func scheduleSignificantChanges(_ i: Int) {
        guard let location = catalog[i].location, let interval = location.significantChanges,
              catalog[i].modes.contains(.location) else { return }
        apps[i].locationEpoch += 1
        scheduler.schedule(.significantLocationChange(app: i, epoch: apps[i].locationEpoch),
                           at: now + location.navigation + interval)
    }

    func deliverLocationChange(_ i: Int) {
        if apps[i].state.isForeground {
            record(.locationsUpdated, app: i, detail: "significant change")
            return
        }
        if let reason = denial(i, mode: .location, fetchOrPush: false) {
            deny(i, reason, "LocationsUpdated")
            return
        }
        wakeInBackground(i)
        record(.locationsUpdated, app: i, detail: "significant change")
        addWakeWork(i, .location, duration: .seconds(1), result: .noData)
    }

    // MARK: - Transfers (§6)

    /// Hands a transfer to the system, or on iOS 6 runs it in a background task.
    func startTransfer(_ i: Int, _ spec: TransferSpec) {
        if profile.hasBackgroundTransfers {
            startSystemTransfer(i, name: spec.name, bytes: spec.bytes)
            return
        }
        let id = nextTransferID
        nextTransferID += 1
        let task = beginTask(i, TaskSpec(name: spec.name, thread: .background, duration: nil,
                                          expiration: spec.ios6Expiration), transfer: id)
        transfers.append(Transfer(id: id, app: i, name: spec.name, bytes: spec.bytes, task: task))
        record(.transferStarted, app: i, label: spec.name,
               detail: "\(megabytes(spec.bytes)) in a background task (no background transfers on iOS 6)")
    }

    func startSystemTransfer(_ i: Int, name: String, bytes: Int64) {
        let id = nextTransferID
        nextTransferID += 1
        transfers.append(Transfer(id: id, app: i, name: name, bytes: bytes))
        record(.transferStarted, app: i, label: name, detail: megabytes(bytes))
    }

    /// Finished system transfers wake or launch their app (HandleEventsForBackgroundUrl).
    func completeTransfers() -> Bool {
        guard let j = transfers.firstIndex(where: { $0.task == nil && $0.left == 0 }) else { return false }
        let transfer = transfers.remove(at: j)
        let i = transfer.app
        record(.transferCompleted, app: i, label: transfer.name, detail: megabytes(transfer.bytes))
        if apps[i].state.isForeground {
            apps[i].snapshotTime = now
            return true
        }
        if let reason = denial(i, mode: nil, fetchOrPush: false) {
            deny(i, reason, "HandleEventsForBackgroundUrl")
            return true
        }
        wakeInBackground(i)
        record(.handleEventsForBackgroundUrl, app: i, label: transfer.name)
        addWakeWork(i, .transferEvents, duration: Limits.handleEventsDuration, result: .newData)
        return true
    }

    func completeInAppTransfer(_ i: Int, transfer: Transfer, task: Int) {
        transfers.removeAll { $0.id == transfer.id }
        record(.transferCompleted, app: i, label: transfer.name, detail: megabytes(transfer.bytes))
        apps[i].snapshotTime = now
        endTask(i, id: task)
    }
}
