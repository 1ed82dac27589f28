/// Read-only views for the dashboard and tests.
extension Engine {
    public var device: DeviceStatus {
        let d = deviceState
        var status = DeviceStatus(
            profile: profile, now: now, locked: d.locked, awake: deviceAwake, network: d.network,
            lowPower: d.lowPower, refresh: d.refresh, call: d.call, smsShowing: d.smsShowing,
            switcherOpen: d.switcherOpen, frontApp: d.front.map { catalog[$0].name },
            memoryUsedMB: d.memoryUsedMB, memoryTotalMB: memoryTotalMB, charging: d.charging, battery: d.battery, kind: deviceKind,
            lockedSinceBoot: d.lockedSinceBoot, pushBudget: d.pushBudget, caller: d.caller.map { catalog[$0].name })
        status.widgetBudget = d.widgetBudget
        status.widgetDevMode = d.widgetDevMode
        status.activityBudget = deviceState.activityBudget
        return status
    }

    /// Every app of the catalog, in catalog order.
    public var appStatuses: [AppStatus] { apps.map(status) }

    public func status(of name: String) -> AppStatus? {
        indexByName[name.lowercased()].map { status(apps[$0]) }
    }

    /// The app switcher's cards, most recent first: live processes, and on iOS 13 also apps
    /// the system purged (§9).
    public var switcherCards: [String] { deviceState.recents.map { catalog[$0].name } }

    func status(_ app: AppRuntime) -> AppStatus {
        let tasks = app.tasks.map { task -> TaskStatus in
            var remaining = task.remaining
            if let end = task.scheduledEnd { remaining = end - now }
            if let t = task.transfer, let left = timeToFinish(transfer: t) { remaining = left }
            return TaskStatus(id: task.id, name: task.name, remaining: remaining, expired: task.expired)
        }
        let appTransfers = transfers.filter { $0.app == app.index }.map {
            TransferStatus(name: $0.name, bytesDone: $0.done, bytes: $0.bytes, inApp: $0.task != nil)
        }
        var remaining: SimDuration?
        for end in [app.isPlaying(at: now) ? app.playbackUntil : nil, app.isNavigating(at: now) ? app.navigationUntil : nil] {
            if let end { remaining = max(remaining ?? .zero, end - now) }
        }
        let heldBy = app.state == .background ? app.continuousMode(at: now, in: self) : nil
        let mainThread = app.mainThread.map {
            MainThreadStatus(
                callback: $0.callback, busyFor: now - $0.began, watchdogLimit: Limits.watchdog(for: $0.callback),
                waiting: app.waiting.map { $0.callback(app.callbacks(self)) })
        }
        var status = AppStatus(
            spec: app.spec, state: app.state, isFront: deviceState.front == app.index,
            backgroundTimeRemaining: app.state == .background && heldBy == nil ? app.budget : nil,
            budgetHeldBy: heldBy, mainThread: mainThread,
            backgroundTimeBudget: profile.backgroundTaskBudget,
            tasks: tasks, transfers: appTransfers, refreshSwitch: app.refreshSwitch,
            refreshStatus: app.spec.isListedInRefreshSettings ? refreshStatus(app.index) : nil,
            backgroundLaunches: app.spec.backgroundLaunches.map { backgroundLaunch($0, app.index) },
            snapshot: snapshotLines(app), forceQuit: app.forceQuit,
            activities: app.state.isRunning ? app.activities(in: self) : [], activityRemaining: remaining,
            scene: app.sceneStatus(in: self),
            bgTaskRequests: app.requests.isEmpty ? [] : bgTaskRequests(app.index), debuggerAttached: app.debuggerAttached,
            bgSubmitFailure: app.submitFailure, appDelegateCodeIgnored: app.appDelegateCodeIsIgnored(self),
            snapshotTime: snapshotTime(app), snapshotFetches: app.fetchesWithNewData,
            pushes: pushStatus(app.index))
        status.dataUnreadable = dataReadFailure(app)
        status.loggedOut = app.sessionCleared
        status.prewarmed = app.prewarmed
        status.widget = widgetStatus(app.index)
        status.liveActivity = liveActivityStatus(app.index)
        return status
    }

    /// When the app's snapshot was taken: now for the app in front; nil before the first.
    func snapshotTime(_ app: AppRuntime) -> SimDuration? {
        deviceState.front == app.index ? now : app.snapshotTime
    }

    /// The snapshot's lines with their placeholders filled in. The front app shows its live
    /// content; other apps their last snapshot (§9); an app that cleared its session the
    /// signed-out screen, the snapshot iOS takes next (§11.6).
    func snapshotLines(_ app: AppRuntime) -> [String] {
        guard let time = snapshotTime(app) else { return [] }
        if app.sessionCleared { return AppStatus.signedOutSnapshot(app.spec.name) }
        let values: [SnapshotPlaceholder: String] = [.time: time.clock, .fetches: String(app.fetchesWithNewData)]
        return app.spec.snapshot.map { SnapshotPlaceholder.fill($0, with: values) }
    }
}
