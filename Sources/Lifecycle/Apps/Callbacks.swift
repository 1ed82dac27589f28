/// The rule book's "States" and "Delegate callbacks": how an app moves between the five
/// states and which callbacks it gets on the way, in order. Callbacks reach the app through
/// its main thread (`deliver`, MainThread.swift). A scene app gets its scene delegate's
/// callbacks for these moves (`callbacks`, Scenes.swift): each move names its callback once,
/// here, whichever delegate gets it.
extension AppRuntime {
    /// active → inactive (OnResignActivation, or SceneWillResignActive).
    func resignActive(in engine: Engine) {
        guard state == .active else { return }
        state = .inactive
        engine.emit(callbacks(engine).willResignActive, self)
    }

    /// inactive → active (OnActivated, or SceneDidBecomeActive), when the app is in front of
    /// the user with nothing over it (no switcher, call, SMS alert or lock). The app has come
    /// to the front: its did-become-active code runs here.
    func activate(in engine: Engine) {
        guard state == .inactive, engine.deviceState.showsUnobstructed(index) else { return }
        state = .active
        engine.emit(callbacks(engine).didBecomeActive, self)
        engine.widgetReloadPoint(index, .foreground)
    }

    /// Back to the front from background or suspended: WillEnterForeground → OnActivated. A
    /// scene app whose scene is not connected (launched in the background, or disconnected)
    /// connects it first, without a second FinishedLaunching (§11.1).
    func enterForeground(in engine: Engine) {
        if scene.connection == .disconnectedUntold {
            state = .background
            tellSceneDisconnected(in: engine)
        }
        budget = nil
        state = .inactive
        if usesScenes(engine) && scene.connection != .connected {
            connectScene(in: engine)
        } else {
            engine.emit(callbacks(engine).willEnterForeground, self)
            runWillEnterForegroundCode(in: engine)
        }
        activate(in: engine)
    }

    /// Starts the process: FinishedLaunching (with the launch option that explains a
    /// background launch, if any), then OnActivated in the foreground. A launch that takes
    /// longer than 20 s holds the main thread until the watchdog ends it. A scene app's scene
    /// connects only at a launch to the front (§11.1).
    func startProcess(inBackground: Bool, launchOption: String? = nil, in engine: Engine) {
        engine.deviceState.anyAppStarted = true
        engine.deviceState.memoryUsedMB += spec.memoryMB
        endPrewarm()
        incarnation += 1
        state = inBackground ? .background : .inactive
        budget = inBackground ? engine.profile.backgroundTaskBudget : nil
        tasks = []
        nextTaskID = 1
        wakeWork = []
        scene.connection = .none
        let recents = engine.deviceState.recents
        if !recents.contains(index) { engine.deviceState.recents = recents + [index] }
        engine.emit(.finishedLaunching, self, detail: launchOption.map { "launch option \($0)" })
        engine.registerPushToStartToken(index)
        warnIfWithoutScenes(in: engine)
        registerAndSubmitAtLaunch(in: engine)
        guard state.isAlive else { return }
        if spec.launchTime > Limits.launch {
            holdMainThread(.finishedLaunching, for: spec.launchTime, in: engine)
            return
        }
        reportDiscardedSession(in: engine)
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
            if usesScenes(engine) { connectScene(in: engine) }
            activate(in: engine)
        }
        engine.markDirty(index)
    }

    /// inactive → background: DidEnterBackground (SceneDidEnterBackground for a scene app),
    /// the snapshot, the app's did-enter-background code, the transfers it hands to the system
    /// (§2–§4, §11.1).
    func enterBackground(in engine: Engine) {
        state = .background
        budget = engine.profile.backgroundTaskBudget
        backgroundStint += 1
        let callback = callbacks(engine).didEnterBackground
        engine.emit(callback, self)
        snapshotTime = engine.now
        runDidEnterBackgroundCode(callback, in: engine)
        for transfer in spec.transfers where transfer.start == .enterBackground && !appDelegateCodeIsIgnored(engine) {
            if !engine.transfers.contains(where: { $0.app == index && $0.name == transfer.name }) {
                engine.startTransfer(index, transfer)
            }
        }
        if let delay = spec.backgroundUIUpdate {
            engine.schedule(.backgroundUIUpdate(stint: backgroundStint), for: self, after: delay)
        }
        if let voip = spec.voip, spec.modes.contains(.voip) {
            engine.schedule(.voipKeepAlive(stint: backgroundStint), for: self, after: voip.keepAlive)
        }
        engine.markDirty(index)
    }

    /// The app's did-enter-background code runs now, inside `callback`: DidEnterBackground,
    /// or SceneDidEnterBackground for a scene app (the callback that replaced it, §11.1). The
    /// manifest's `did-enter-background:` work: the tasks it begins and the work it leaves on
    /// the main thread, under the callback's 5 s watchdog (§3, §4). Whatever else an app does
    /// when it enters the background belongs here.
    func runDidEnterBackgroundCode(_ callback: EventName, in engine: Engine) {
        guard !appDelegateCodeIsIgnored(engine) else { return }
        engine.submitBGTasks(self, on: .enterBackground)
        var mainThreadWork = spec.didEnterBackground.mainThreadWork
        var hangs = false
        for task in spec.didEnterBackground.tasks {
            let id = beginTask(task, in: engine)
            guard task.thread == .main else { continue }
            if let d = task.duration {
                mainThreadWork = mainThreadWork + d
                let end = engine.now + mainThreadWork
                changeTask(id) {
                    $0.remaining = nil; $0.scheduledEnd = end
                }
                engine.schedule(.mainThreadTaskEnds(task: id), for: self, after: mainThreadWork)
            } else {
                hangs = true
            }
        }
        if hangs || mainThreadWork > .zero {
            holdMainThread(callback, for: hangs ? nil : mainThreadWork, in: engine)
        }
    }

    /// background → suspended, silently, once nothing keeps the app running.
    func suspend(in engine: Engine) {
        if endedForFileLock(in: engine) { return }
        dataOpenAtLock = false
        state = .suspended
        budget = nil
        engine.emit(.suspended, self)
    }

    /// The process ends: everything it ran stops, and callbacks still waiting are dropped.
    func endProcess(_ reason: TerminationReason, detail: String?, in engine: Engine) {
        if ending == nil { engine.deviceState.memoryUsedMB -= spec.memoryMB }
        let detail = engine.waitNotDone(self, detail)
        clearProcess(in: engine)
        engine.emit(.terminated, self, reason: reason.rawValue, detail: detail)
    }

    /// Everything the process ran stops (its end, or a restart's).
    func clearProcess(in engine: Engine) {
        ending = nil
        prewarmed = false
        dataOpenAtLock = false
        dataWaits = []
        state = .notRunning
        scene.connection = .none
        incarnation += 1
        tasks = []
        wakeWork = []
        waiting = []
        budget = nil
        mainThread = nil
        playbackUntil = nil
        navigationUntil = nil
        accessoryConnected = false
        requests.removeAll { $0.run != nil || $0.kind == .continued }
        engine.noteRequests(self)
        registeredHandlers = []
        debuggerAttached = false
    }

    /// A callback waiting for the main thread would bring the app back to the front.
    var reopenIsWaiting: Bool {
        waiting.contains { if case .willEnterForeground = $0 { true } else { false } }
    }
}

extension Engine {
    /// Ends the app's process (Terminated). WillTerminate, when the rules call for it, came
    /// first (`endWithWillTerminate`). A swipe also cancels the app's transfers from iOS 7.
    /// If the user was opening the app meanwhile, the open becomes a cold launch.
    func terminate(_ i: Int, _ reason: TerminationReason, detail: String? = nil) {
        let app = apps[i]
        let wasFront = deviceState.front == i
        let reopen = wasFront && app.reopenIsWaiting
        app.endProcess(reason, detail: detail, in: self)
        cancelInAppTransfers(of: i)
        if reason == .user, profile.forceQuitStopsBackgroundLaunches {
            cancelTransfers(of: i, detail: "the user swiped the app away")
        }
        if wasFront { deviceState.front = nil }
        if reason == .user || !profile.switcherIsRecentlyUsed {
            deviceState.recents = deviceState.recents.filter { $0 != i }
        }
        markDirty(i)
        if reopen { bringToFront(i) }
    }

    /// Schedules `timer` for the app's current process, `span` from now.
    func schedule(_ timer: ProcessTimer, for app: AppRuntime, after span: SimDuration) {
        schedule(.process(app: app.index, incarnation: app.incarnation, timer), at: now + span)
    }
}
