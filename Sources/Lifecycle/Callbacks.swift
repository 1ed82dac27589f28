/// The rule book's "States" and "Delegate callbacks": how an app moves between the five
/// states and which callbacks it gets on the way, in order.
extension AppRuntime {
    /// active → inactive (OnResignActivation).
    func resignActive(in engine: Engine) {
        guard state == .active else { return }
        state = .inactive
        engine.record(.onResignActivation, self)
    }

    /// inactive → active (OnActivated), once FinishedLaunching has returned.
    func activate(in engine: Engine) {
        guard state == .inactive, mainThread?.callback != .finishedLaunching else { return }
        state = .active
        engine.record(.onActivated, self)
    }

    /// Back to the front from background or suspended: WillEnterForeground → OnActivated.
    func enterForeground(in engine: Engine) {
        budget = nil
        state = .inactive
        engine.record(.willEnterForeground, self)
        activate(in: engine)
    }

    /// Starts the process: FinishedLaunching, then OnActivated in the foreground. A launch
    /// that takes longer than 20 s holds the main thread until the watchdog ends it (§4).
    func startProcess(inBackground: Bool, in engine: Engine) {
        engine.deviceState.anyAppStarted = true
        engine.deviceState.memoryUsedMB += spec.memoryMB
        incarnation += 1
        state = inBackground ? .background : .inactive
        budget = inBackground ? engine.profile.backgroundTaskBudget : nil
        tasks = []
        nextTaskID = 1
        wakeWork = []
        mainThread = nil
        if !engine.deviceState.recents.contains(index) { engine.deviceState.recents.append(index) }
        engine.record(.finishedLaunching, self)
        if spec.launchTime > Limits.launch {
            holdMainThread(.finishedLaunching, for: nil, in: engine)
            return
        }
        for (k, timed) in spec.tasks.enumerated() {
            engine.schedule(.timedTask(index: k), for: self, after: timed.at)
        }
        for (k, transfer) in spec.transfers.enumerated() {
            if case .afterLaunch(let delay) = transfer.start {
                engine.schedule(.timedTransfer(index: k), for: self, after: delay)
            }
        }
        if !inBackground {
            startContinuousWork(in: engine)
            activate(in: engine)
        }
        engine.markDirty(index)
    }

    /// inactive → background: DidEnterBackground, the snapshot, the tasks it begins, the
    /// transfers it hands to the system and the work it leaves on the main thread (§2–§4).
    func enterBackground(in engine: Engine) {
        state = .background
        budget = engine.profile.backgroundTaskBudget
        stay += 1
        engine.record(.didEnterBackground, self)
        snapshotTime = engine.now

        var mainThreadWork = spec.didEnterBackground.mainThreadWork
        var hangs = false
        for task in spec.didEnterBackground.tasks {
            let id = beginTask(task, in: engine)
            guard task.thread == .main else { continue }
            if let d = task.duration {
                mainThreadWork = mainThreadWork + d
                let end = engine.now + mainThreadWork
                changeTask(id) { $0.remaining = nil; $0.scheduledEnd = end }
                engine.schedule(.mainThreadTaskEnds(task: id), for: self, after: mainThreadWork)
            } else {
                hangs = true
            }
        }
        if hangs || mainThreadWork > .zero {
            holdMainThread(.didEnterBackground, for: hangs ? nil : mainThreadWork, in: engine)
        }
        for transfer in spec.transfers where transfer.start == .enterBackground {
            if !engine.transfers.contains(where: { $0.app == index && $0.name == transfer.name }) {
                engine.startTransfer(index, transfer)
            }
        }
        if let delay = spec.backgroundUIUpdate {
            engine.schedule(.backgroundUIUpdate(stay: stay), for: self, after: delay)
        }
        if let voip = spec.voip, spec.modes.contains(.voip) {
            engine.schedule(.voipKeepAlive(stay: stay), for: self, after: voip.keepAlive)
        }
        engine.markDirty(index)
    }

    /// background → suspended, silently, once nothing keeps the app running.
    func suspend(in engine: Engine) {
        state = .suspended
        budget = nil
        engine.record(.suspended, self)
    }

    /// The process ends: everything it ran stops.
    func endProcess(_ reason: TerminationReason, detail: String?, in engine: Engine) {
        engine.deviceState.memoryUsedMB -= spec.memoryMB
        state = .notRunning
        incarnation += 1
        tasks = []
        wakeWork = []
        budget = nil
        mainThread = nil
        playbackUntil = nil
        navigationUntil = nil
        accessoryConnected = false
        engine.record(.terminated, self, reason: reason.rawValue, detail: detail)
    }
}

extension Engine {
    /// Ends the app's process. Only a swipe by the user is preceded by WillTerminate (sent by
    /// the caller); the watchdog, the budget and memory purges end it silently.
    func terminate(_ i: Int, _ reason: TerminationReason, detail: String? = nil) {
        let wasFront = deviceState.front == i
        apps[i].endProcess(reason, detail: detail, in: self)
        cancelInAppTransfers(of: i)
        if reason == .user {
            cancelTransfers(of: i, detail: "the user swiped the app away")
        }
        if wasFront { deviceState.front = nil }
        if reason == .user || !profile.switcherIsRecentlyUsed {
            deviceState.recents.removeAll { $0 == i }
        }
        markDirty(i)
    }

    /// Schedules `timer` for the app's current process, `span` from now.
    func schedule(_ timer: ProcessTimer, for app: AppRuntime, after span: SimDuration) {
        scheduler.schedule(.process(app: app.index, incarnation: app.incarnation, timer), at: now + span)
    }
}
