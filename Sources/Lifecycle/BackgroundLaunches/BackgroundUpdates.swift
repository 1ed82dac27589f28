/// The rule book's "Background updates": fetch, silent and Newsstand pushes, VoIP
/// keep-alives and location changes wake or launch the app in the background. Each first asks
/// `backgroundLaunchDenial`; a launch the rules forbid is logged as BackgroundLaunchDenied
/// with its reason, never an error.
extension Engine {
    /// Launches or resumes the app in the background for `call`, if the rules allow
    /// `launch`: FinishedLaunching when it was not running, then the callback (once the
    /// main thread is free). Never OnActivated. Returns whether the app got the callback.
    @discardableResult
    func wake(
        _ i: Int, for launch: BackgroundLaunch, _ call: WakeCall, denied: String? = nil,
        launchOption: String? = nil
    ) -> Bool {
        if let reason = backgroundLaunchDenial(launch, i) {
            emit(.backgroundLaunchDenied, apps[i], reason: reason.rawValue, detail: denied ?? call.callback.rawValue)
            return false
        }
        wakeDevice()
        let app = apps[i]
        switch app.state {
        case .notRunning:
            freeMemory(for: i)
            app.startProcess(inBackground: true, launchOption: launchOption, in: self)
        case .suspended:
            app.state = .background
            app.budget = profile.backgroundTaskBudget
            if app.scene.connection == .disconnectedUntold { app.deliver(.sceneDidDisconnect, in: self) }
        default:
            break
        }
        app.deliver(.wake(call), in: self)
        return true
    }

    // MARK: - Fetch and push

    func fetchCommand(_ i: Int) throws(CommandError) {
        try refuse(fetchRefusal(i))
        requestFetch(i, automatic: false)
    }

    func requestFetch(_ i: Int, automatic: Bool) {
        let app = apps[i]
        if backgroundLaunchDenial(.fetch, i) == nil, app.wakeWork.contains(where: { $0.kind == .fetch }) { return }
        let spec = app.spec.fetch ?? FetchSpec(minimumInterval: .zero, duration: .seconds(1))
        wake(
            i, for: .fetch,
            WakeCall(
                callback: .performFetch, detail: automatic ? "scheduled by the system" : nil,
                work: .fetch, duration: spec.duration, result: result(spec.result)))
    }

    /// What a fetch or silent push brings: nothing without a network.
    private func result(_ planned: FetchResult) -> FetchResult {
        deviceState.network == .off ? .failed : planned
    }

    /// A push reaches the device (an alert or background push; VoIP: `voipPush`). `heldSince`:
    /// the device held it for the budget since then (§11.5).
    func push(_ i: Int, _ sent: PushSent, heldSince: SimDuration? = nil) {
        let app = apps[i]
        let silent = sent.silent
        let newsstand = app.spec.newsstand != nil && !profile.hasBGTaskScheduler
        if deviceState.network == .off {
            // Offline, a push cannot arrive: APNs keeps it, unless the app can never get it
            // in the background (no-mode, unsupported), which the log says at once as ever.
            let launch: BackgroundLaunch? = silent ? .silentPush : newsstand ? .newsstandDownload : nil
            let never = launch.flatMap { backgroundLaunchDenial($0, i) }.map { $0 != .noNetwork } ?? false
            if app.state.isForeground || !never {
                holdPush(i, sent)
                return
            }
        }
        wakeDevice()
        if silent {
            let detail = heldSince.map { "silent, held since \($0)" } ?? "silent"
            if app.state.isForeground {
                emit(.didReceiveRemoteNotification, app, detail: detail)
                return
            }
            if backgroundLaunchDenial(.silentPush, i) == .throttled {
                holdThrottled(i, sent)
                return
            }
            let spec = app.spec.silentPush ?? PushSpec(duration: .seconds(1))
            let woke = wake(
                i, for: .silentPush,
                WakeCall(
                    callback: .didReceiveRemoteNotification, detail: detail,
                    work: .silentPush, duration: spec.duration, result: result(spec.result)),
                launchOption: "remoteNotification")
            if woke { countPushWake(i) }
            return
        }
        if profile.hasBGTaskScheduler {
            if sent.mutable, app.spec.notificationService != nil {
                runServiceExtension(i)
            } else {
                emit(.notificationShown, app, reason: "original")
            }
        } else {
            emit(.notificationShown, app)
        }
        if app.state.isForeground {
            emit(.didReceiveRemoteNotification, app)
            return
        }
        guard newsstand, let newsstand = app.spec.newsstand else { return }
        let call = WakeCall(
            callback: .didReceiveRemoteNotification, detail: "newsstand issue available",
            work: .newsstandPush, duration: Limits.handleEventsDuration)
        if wake(i, for: .newsstandDownload, call, denied: "newsstand issue download", launchOption: "remoteNotification") {
            startSystemTransfer(i, name: "issue", bytes: newsstand.issueBytes, newsstand: true)
        }
    }

    /// The device is offline: APNs keeps the push, the last one per app (a newer push replaces
    /// the one it kept), and delivers it when the device is back online (§8).
    func holdPush(_ i: Int, _ sent: PushSent) {
        let held = deviceState.heldPushes
        let replaced = held.contains { $0.app == i }
        deviceState.heldPushes = held.filter { $0.app != i } + [HeldPush(app: i, sent: sent)]
        let kind = sent.kind ?? (apps[i].spec.newsstand != nil && !profile.hasBGTaskScheduler ? "newsstand issue available" : nil)
        let detail = replaced ? [kind, "replaces the one held before"].compactMap { $0 }.joined(separator: ", ") : kind
        emit(.pushHeld, apps[i], reason: HoldReason.noNetwork.rawValue, detail: detail)
    }

    /// The device is online again: APNs delivers the pushes it kept, oldest first.
    func deliverHeldPushes() {
        guard deviceState.network != .off, !deviceState.heldPushes.isEmpty else { return }
        let held = deviceState.heldPushes
        deviceState.heldPushes = []
        for push in held {
            if push.sent.voip { voipPush(push.app, push.sent) } else { self.push(push.app, push.sent) }
        }
    }

    func scheduleAutomaticFetch(_ app: AppRuntime) {
        guard let fetch = app.spec.fetch, app.spec.modes.contains(.fetch), profile.hasBackgroundFetch else { return }
        app.fetchEpoch += 1
        let base = fetch.minimumInterval > .zero ? fetch.minimumInterval : .minutes(10)
        let jitter = SimDuration.ms(app.random.next(upTo: base.milliseconds / 2))
        schedule(.automaticFetch(app: app.index, epoch: app.fetchEpoch), at: now + base + jitter)
    }

    func automaticFetchDue(_ app: AppRuntime, epoch: Int) {
        guard app.fetchEpoch == epoch else { return }
        if !app.state.isForeground { requestFetch(app.index, automatic: true) }
        scheduleAutomaticFetch(app)
    }

    // MARK: - Location

    func scheduleSignificantChanges(_ app: AppRuntime) {
        guard let location = app.spec.location, let interval = location.significantChanges,
            app.spec.modes.contains(.location)
        else { return }
        app.locationEpoch += 1
        schedule(
            .significantLocationChange(app: app.index, epoch: app.locationEpoch),
            at: now + location.navigation + interval)
    }

    func significantLocationChangeDue(_ app: AppRuntime, epoch: Int) {
        guard app.locationEpoch == epoch, let interval = app.spec.location?.significantChanges else { return }
        if app.state.isForeground {
            emit(.locationsUpdated, app, detail: "significant change")
        } else {
            wake(
                app.index, for: .locationWake,
                WakeCall(
                    callback: .locationsUpdated, detail: "significant change",
                    work: .location, duration: .seconds(1)),
                launchOption: "location")
        }
        schedule(.significantLocationChange(app: app.index, epoch: epoch), at: now + interval)
    }
}

extension AppRuntime {
    /// The background callback, and the work the system woke the app for; a fetch or silent
    /// push that runs past 30 s ends the app.
    func runWakeCall(_ call: WakeCall, in engine: Engine) {
        guard state.isRunning else { return }
        engine.emit(call.callback, self, label: call.label, detail: call.detail)
        let id = nextWorkID
        nextWorkID += 1
        let limited = call.work == .fetch || call.work == .silentPush
        let read = limited ? engine.readData(self, for: call.callback.rawValue) : .readable
        var duration = call.duration
        var result = call.result
        if read == .failed {
            duration = .zero
            result = .failed
        }
        wakeWork.append(WakeWork(id: id, kind: call.work, result: result, end: engine.now + duration))
        if read == .waiting {
            dataWaits.append(.wake(work: id, duration: duration))
            engine.schedule(.wakeWorkTimeout(work: id), for: self, after: Limits.backgroundFetch)
        } else if limited, duration > Limits.backgroundFetch {
            engine.schedule(.wakeWorkTimeout(work: id), for: self, after: Limits.backgroundFetch)
        } else {
            engine.schedule(.wakeWorkDone(work: id), for: self, after: duration)
        }
        engine.markDirty(index)
    }

    func finishWakeWork(_ id: Int, in engine: Engine) {
        guard let k = wakeWork.firstIndex(where: { $0.id == id }) else { return }
        let work = wakeWork[k]
        switch work.kind {
        case .fetch, .silentPush:
            if work.kind == .silentPush, work.result != .failed { engine.widgetReloadPoint(index, .push) }
            engine.emit(
                .fetchCompleted, self, label: work.kind == .fetch ? "PerformFetch" : "DidReceiveRemoteNotification",
                detail: work.result.rawValue)
            if work.result == .newData {
                fetchesWithNewData += 1
                snapshotTime = engine.now
            }
        case .transferEvents, .issueDownloaded:
            snapshotTime = engine.now
        case .newsstandPush, .keepAlive, .location:
            break
        case .voipPush:
            engine.voipHandlerReturned(index)
        }
        wakeWork.removeAll { $0.id == id }
        engine.markDirty(index)
    }

    /// The app updates its UI from the background: fatal on iOS 6 (§6).
    func backgroundUIUpdateDue(stint: Int, in engine: Engine) {
        guard backgroundStint == stint, state == .background else { return }
        if engine.profile.terminatesBackgroundUIUpdates {
            engine.terminate(index, .uiInBackground, detail: "the app updated its UI from the background")
        } else {
            engine.emit(.backgroundUIUpdate, self, detail: "allowed from iOS 7")
        }
    }
}
