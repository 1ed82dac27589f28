/// The rule book's "BGTaskScheduler", running: the system launches or resumes the app for a
/// request (FinishedLaunching first if it was not running, then the launch handler), the
/// handler works and completes, or the expiration handler runs and the app must complete
/// within 5 s (§11.2).
extension Engine {
    /// Launches or resumes the app for its pending request and calls the launch handler.
    /// `simulated`: the debugger's `_simulateLaunchForTaskWithIdentifier:`.
    func launchBGTask(_ i: Int, serial: Int, simulated: Bool) {
        let app = apps[i]
        guard let request = app.request(serial), request.run == nil else { return }
        wakeDevice()
        app.changeRequest(serial) { $0.run = BGRun(started: now, simulated: simulated, lastProgress: now) }
        switch app.state {
        case .notRunning:
            freeMemory(for: i)
            app.startProcess(inBackground: true, launchOption: "BGTaskScheduler", in: self)
        case .suspended:
            app.state = .background
            app.budget = profile.backgroundTaskBudget
        default:
            break
        }
        // A launch that crashed (a submit without a handler) ended the request with the process.
        guard app.request(serial) != nil else { return }
        app.deliver(.bgTaskLaunch(serial: serial), in: self)
    }

    /// A timer of a running task.
    func bgTimerDue(_ timer: BGTimer, serial: Int, for app: AppRuntime) {
        guard let request = app.request(serial), let run = request.run else { return }
        let task = app.spec.bgTasks[request.task]
        switch timer {
        case .timeUp: expireBGTask(app, serial, reason: "time")
        case .workDone: completeBGTask(app, serial, success: true)
        case .endAfterExpiration: completeBGTask(app, serial, success: false)
        case .completionDeadline:
            guard !app.debuggerAttached else { return }
            terminate(
                app.index, .taskNotCompleted,
                detail: "\(request.id) was not completed \(Limits.taskCompletion) after its expiration handler")
        case .progress: continuedProgressDue(app, serial, task, run)
        case .stallCheck: continuedStallCheck(app, serial, run)
        }
    }

    /// setTaskCompleted(success:): BGTaskCompleted, the request is done; a continued task's
    /// queued successor starts.
    func completeBGTask(_ app: AppRuntime, _ serial: Int, success: Bool, detail: String? = nil) {
        guard let request = app.request(serial), request.run != nil else { return }
        var detail = detail
        if app.dataWaits.contains(where: { $0.serial == serial }) {
            app.dataWaits.removeAll { $0.serial == serial }
            detail = [detail, "its work waited for its protected data and was not done"].compactMap { $0 }.joined(separator: "; ")
        }
        app.requests.removeAll { $0.serial == serial }
        noteRequests(app)
        if success, request.kind != .continued { app.snapshotTime = now }
        if success { widgetReloadPoint(app.index, .bgTask) }
        emit(.bgTaskCompleted, app, label: request.id, reason: success ? "success" : "failure", detail: detail)
        markDirty(app.index)
        if request.kind == .continued { startQueuedContinued(app) }
    }

    /// The task's expiration handler runs now, for `reason`; what it does is the manifest's
    /// `expiration`.
    func expireBGTask(_ app: AppRuntime, _ serial: Int, reason: String) {
        guard let request = app.request(serial), let run = request.run, !run.expired else { return }
        app.changeRequest(serial) { $0.run?.expired = true }
        let task = app.spec.bgTasks[request.task]
        switch task.expiration {
        case .noHandler:
            emit(.bgTaskExpired, app, label: request.id, reason: reason, detail: "no expiration handler")
            completeBGTask(app, serial, success: false, detail: "marked complete, unsuccessful: no expiration handler")
        case .nothing:
            emit(.bgTaskExpired, app, label: request.id, reason: reason, detail: "the handler does not complete the task")
            schedule(.bgTask(serial: serial, .completionDeadline), for: app, after: Limits.taskCompletion)
        case .endTask(let after) where after == .zero:
            emit(.bgTaskExpired, app, label: request.id, reason: reason)
            completeBGTask(app, serial, success: false)
        case .endTask(let after):
            emit(.bgTaskExpired, app, label: request.id, reason: reason, detail: "completes the task in \(after)")
            schedule(.bgTask(serial: serial, .endAfterExpiration), for: app, after: after)
            schedule(.bgTask(serial: serial, .completionDeadline), for: app, after: Limits.taskCompletion)
        }
        markDirty(app.index)
    }

    /// Processing tasks need the device back when the user unlocks it, unplugs a task that
    /// needs power or the network goes for one that needs it: the expiration handler runs at
    /// once. Returns whether one ran.
    func expireInterruptedBGTasks() -> Bool {
        guard profile.hasBGTaskScheduler, bgTaskDue().interrupted else { return false }
        var expired = false
        for i in bgTaskApps where apps[i].hasRunningBGTask {
            let app = apps[i]
            for request in app.requests where request.kind == .processing {
                guard let run = request.run, !run.expired, !run.simulated, let reason = interruption(i, request) else { continue }
                expireBGTask(app, request.serial, reason: reason.rawValue)
                expired = true
            }
        }
        return expired
    }

    /// What takes the device back from a running processing task now, if anything.
    func interruption(_ i: Int, _ request: BGRequest) -> HoldReason? {
        let facts = holdFacts(i, .request(request, due: now))
        return Hold.interruptions.first(where: { $0.reason.holds(facts) })?.reason
    }
}

extension AppRuntime {
    /// The launch handler is called, if the app registered one: BGTaskLaunched and the work;
    /// without one the app crashes (§11.2).
    func runBGTaskLaunch(_ serial: Int, in engine: Engine) {
        guard state.isRunning, let request = request(serial), request.run != nil else { return }
        guard registeredHandlers.contains(request.id) else {
            engine.terminate(
                index, .taskRegistration,
                detail: "launched for \(request.id) with no launch handler registered (NSInternalInconsistencyException)")
            return
        }
        let task = spec.bgTasks[request.task]
        changeRequest(serial) {
            $0.run?.started = engine.now; $0.run?.lastProgress = engine.now
        }
        engine.emit(.bgTaskLaunched, self, label: request.id, detail: task.kind.phrase)
        let read = task.kind == .continued ? .readable : engine.readData(self, for: request.id)
        if read == .failed {
            engine.completeBGTask(self, serial, success: false, detail: "its protected data is unreadable")
            if task.resubmit { engine.submitBGTask(index, request.task) }
            return
        }
        if read == .waiting { dataWaits.append(.bgTask(serial: serial, duration: task.duration)) }
        let work = read == .readable ? task.duration : nil
        switch task.kind {
        case .refresh:
            engine.schedule(.bgTask(serial: serial, .timeUp), for: self, after: Limits.refreshTask - Limits.taskCompletion)
            if let d = work { engine.schedule(.bgTask(serial: serial, .workDone), for: self, after: d) }
        case .processing:
            if let d = work { engine.schedule(.bgTask(serial: serial, .workDone), for: self, after: d) }
        case .continued:
            engine.startContinuedWork(self, serial, task)
        }
        if task.resubmit { engine.submitBGTask(index, request.task) }
        engine.markDirty(index)
    }
}
