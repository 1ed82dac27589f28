/// The rule book's "Background updates": fetch, silent and Newsstand pushes, and location
/// changes wake or launch the app in the background. Each first asks whether the rules allow
/// it; a launch they forbid is logged as BackgroundLaunchDenied with its reason, never an error.
extension Engine {
    /// Resumes a suspended app or launches a stopped one in the background. Never OnActivated.
    func wakeInBackground(_ i: Int) {
        wakeDevice()
        let app = apps[i]
        switch app.state {
        case .notRunning:
            freeMemory(for: i)
            app.startProcess(inBackground: true, in: self)
        case .suspended:
            app.state = .background
            app.budget = profile.backgroundTaskBudget
        default:
            break
        }
        markDirty(i)
    }

    func deny(_ i: Int, _ reason: DenialReason, _ what: String) {
        record(.backgroundLaunchDenied, apps[i], reason: reason.rawValue, detail: what)
    }

    // MARK: - Fetch and push

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
        let app = apps[i]
        if app.wakeWork.contains(where: { $0.kind == .fetch }) { return }
        let spec = app.spec.fetch ?? FetchSpec(minimumInterval: .zero, duration: .seconds(1))
        wakeInBackground(i)
        record(.performFetch, app, detail: automatic ? "scheduled by the system" : nil)
        app.addWakeWork(.fetch, duration: spec.duration, result: deviceState.network == .off ? .failed : spec.result, in: self)
    }

    func push(_ i: Int, silent: Bool) {
        wakeDevice()
        let app = apps[i]
        if silent {
            if app.state.isForeground {
                record(.didReceiveRemoteNotification, app, detail: "silent")
                return
            }
            if let reason = denial(i, mode: .remoteNotification, fetchOrPush: true) {
                deny(i, reason, "DidReceiveRemoteNotification")
                return
            }
            let spec = app.spec.silentPush ?? PushSpec(duration: .seconds(1))
            wakeInBackground(i)
            record(.didReceiveRemoteNotification, app, detail: "silent")
            app.addWakeWork(.silentPush, duration: spec.duration,
                            result: deviceState.network == .off ? .failed : spec.result, in: self)
            return
        }
        record(.notificationShown, app)
        if app.state.isForeground {
            record(.didReceiveRemoteNotification, app)
            return
        }
        guard let newsstand = app.spec.newsstand else { return }
        if let reason = denial(i, mode: .newsstandContent, fetchOrPush: false) {
            deny(i, reason, "newsstand issue download")
            return
        }
        wakeInBackground(i)
        record(.didReceiveRemoteNotification, app, detail: "newsstand issue available")
        startSystemTransfer(i, name: "issue", bytes: newsstand.issueBytes)
        app.addWakeWork(.notification, duration: Limits.handleEventsDuration, result: .newData, in: self)
    }

    func scheduleAutomaticFetch(_ app: AppRuntime) {
        guard let fetch = app.spec.fetch, app.spec.modes.contains(.fetch), profile.hasBackgroundFetch else { return }
        app.fetchEpoch += 1
        let base = fetch.minimumInterval > .zero ? fetch.minimumInterval : .minutes(10)
        let jitter = SimDuration.ms(app.random.next(upTo: base.milliseconds / 2))
        scheduler.schedule(.automaticFetch(app: app.index, epoch: app.fetchEpoch), at: now + base + jitter)
    }

    func automaticFetchDue(_ app: AppRuntime, epoch: Int) {
        guard app.fetchEpoch == epoch else { return }
        if !app.state.isForeground { requestFetch(app.index, automatic: true) }
        scheduleAutomaticFetch(app)
    }

    // MARK: - Location

    func scheduleSignificantChanges(_ app: AppRuntime) {
        guard let location = app.spec.location, let interval = location.significantChanges,
              app.spec.modes.contains(.location) else { return }
        app.locationEpoch += 1
        scheduler.schedule(.significantLocationChange(app: app.index, epoch: app.locationEpoch),
                           at: now + location.navigation + interval)
    }

    func significantLocationChangeDue(_ app: AppRuntime, epoch: Int) {
        guard app.locationEpoch == epoch, let interval = app.spec.location?.significantChanges else { return }
        deliverLocationChange(app.index)
        scheduler.schedule(.significantLocationChange(app: app.index, epoch: epoch), at: now + interval)
    }

    func deliverLocationChange(_ i: Int) {
        let app = apps[i]
        if app.state.isForeground {
            record(.locationsUpdated, app, detail: "significant change")
            return
        }
        if let reason = denial(i, mode: .location, fetchOrPush: false) {
            deny(i, reason, "LocationsUpdated")
            return
        }
        wakeInBackground(i)
        record(.locationsUpdated, app, detail: "significant change")
        app.addWakeWork(.location, duration: .seconds(1), result: .noData, in: self)
    }
}

extension AppRuntime {
    /// Work the system woke the app for; a fetch or silent push that runs past 30 s ends the app.
    func addWakeWork(_ kind: WakeWork.Kind, duration: SimDuration, result: FetchResult, in engine: Engine) {
        let id = nextWorkID
        nextWorkID += 1
        wakeWork.append(WakeWork(id: id, kind: kind, result: result))
        let limited = kind == .fetch || kind == .silentPush
        if limited, duration > Limits.backgroundFetch {
            engine.schedule(.wakeWorkTimeout(work: id), for: self, after: Limits.backgroundFetch)
        } else {
            engine.schedule(.wakeWorkDone(work: id), for: self, after: duration)
        }
        engine.markDirty(index)
    }

    func finishWakeWork(_ id: Int, in engine: Engine) {
        guard let k = wakeWork.firstIndex(where: { $0.id == id }) else { return }
        let work = wakeWork.remove(at: k)
        switch work.kind {
        case .fetch, .silentPush:
            engine.record(.fetchCompleted, self, label: work.kind == .fetch ? "PerformFetch" : "DidReceiveRemoteNotification",
                          detail: work.result.rawValue)
            if work.result == .newData {
                fetchesWithNewData += 1
                snapshotTime = engine.now
            }
        case .transferEvents:
            snapshotTime = engine.now
        case .notification, .keepAlive, .location:
            break
        }
        engine.markDirty(index)
    }

    func wakeWorkTimedOut(_ id: Int, in engine: Engine) {
        guard let work = wakeWork.first(where: { $0.id == id }) else { return }
        let callback = work.kind == .fetch ? "PerformFetch" : "DidReceiveRemoteNotification"
        engine.terminate(index, .fetchTimeout, detail: "\(callback) did not complete within 30s")
    }

    /// The app updates its UI from the background: fatal on iOS 6 (§6).
    func backgroundUIUpdateDue(stay: Int, in engine: Engine) {
        guard self.stay == stay, state == .background else { return }
        if engine.profile.terminatesBackgroundUIUpdates {
            engine.terminate(index, .uiInBackground, detail: "the app updated its UI from the background")
        } else {
            engine.record(.backgroundUIUpdate, self, detail: "allowed from iOS 7")
        }
    }
}
