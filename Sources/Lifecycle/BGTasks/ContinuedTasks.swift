/// The rule book's "Continued processing" (ios26, §11.3): a task the user started in the
/// foreground goes on in the background while it reports progress; one at a time per app,
/// others queue or fail; it is expired when its progress stalls 30 s or the user stops it,
/// and a swipe ends it with the process.
extension Engine {
    /// Starts the continued task now, queues it, or fails with immediate-run-ineligible.
    func submitContinued(_ app: AppRuntime, _ k: Int, _ task: BGTaskSpec) {
        let busy = app.requests.contains { $0.kind == .continued && $0.run != nil }
        if busy && task.strategy == .fail {
            emit(
                .bgTaskSubmitFailed, app, label: task.id, reason: "immediate-run-ineligible",
                detail: "another continued task of \(app.name) is running")
            return
        }
        let serial = newBGSerial()
        app.requests.append(BGRequest(serial: serial, task: k, id: task.id, kind: .continued, submitted: now, moment: now))
        noteRequests(app)
        emit(.bgTaskSubmitted, app, label: task.id, detail: busy ? "continued task, queued" : "continued task, starts now")
        if !busy { launchBGTask(app.index, serial: serial, simulated: false) }
        markDirty(app.index)
    }

    /// The next queued continued request, if any, starts.
    func startQueuedContinued(_ app: AppRuntime) {
        guard app.state.isRunning, !app.requests.contains(where: { $0.kind == .continued && $0.run != nil }),
            let next = app.requests.first(where: { $0.kind == .continued && $0.run == nil })
        else { return }
        launchBGTask(app.index, serial: next.serial, simulated: false)
    }

    func startContinuedWork(_ app: AppRuntime, _ serial: Int, _ task: BGTaskSpec) {
        if let every = task.progressEvery {
            schedule(.bgTask(serial: serial, .progress), for: app, after: every)
        } else if let d = task.duration {
            schedule(.bgTask(serial: serial, .workDone), for: app, after: d)
        }
        schedule(.bgTask(serial: serial, .stallCheck), for: app, after: Limits.continuedStall)
    }

    /// The app reports progress, unless its work needs the network and there is none; the
    /// log keeps at most one BGTaskProgress a second per task.
    func continuedProgressDue(_ app: AppRuntime, _ serial: Int, _ task: BGTaskSpec, _ run: BGRun) {
        guard let every = task.progressEvery, !run.expired else { return }
        if task.requiresNetwork && deviceState.network == .off {
            schedule(.bgTask(serial: serial, .progress), for: app, after: every)
            return
        }
        let done = run.workDone + every
        app.changeRequest(serial) {
            $0.run?.workDone = done; $0.run?.lastProgress = now
        }
        if run.lastProgressLogged.map({ now - $0 >= .seconds(1) }) ?? true {
            app.changeRequest(serial) { $0.run?.lastProgressLogged = now }
            let percent = task.duration.map { d in min(100, Int(done.milliseconds * 100 / max(1, d.milliseconds))) }
            emit(.bgTaskProgress, app, label: task.id, detail: percent.map { "\($0)%" } ?? "\(done) of work done")
        }
        if let d = task.duration, done >= d {
            completeBGTask(app, serial, success: true)
        } else {
            schedule(.bgTask(serial: serial, .progress), for: app, after: every)
        }
    }

    /// Expired once no progress came for 30 s.
    func continuedStallCheck(_ app: AppRuntime, _ serial: Int, _ run: BGRun) {
        guard !run.expired else { return }
        let quiet = now - run.lastProgress
        if quiet >= Limits.continuedStall {
            expireBGTask(app, serial, reason: "stalled")
        } else {
            schedule(.bgTask(serial: serial, .stallCheck), for: app, after: Limits.continuedStall - quiet)
        }
    }

    /// `stop APP ID`: the user stops the continued task from its Live Activity.
    func stopContinued(_ i: Int, _ id: String) throws(CommandError) {
        let app = apps[i]
        guard profile.hasContinuedProcessing else {
            throw .cannotCarryOut("\(profile.rawValue) has no continued processing tasks (they need ios26)")
        }
        try requireTask(i, id)
        guard let request = app.requests.first(where: { $0.id == id && $0.kind == .continued && $0.run != nil }),
            request.run?.expired == false
        else {
            throw .cannotCarryOut("\(app.name) has no continued task '\(id)' running")
        }
        expireBGTask(app, request.serial, reason: "stopped")
    }
}
