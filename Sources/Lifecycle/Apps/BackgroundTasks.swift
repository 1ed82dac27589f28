/// The rule book's "Background tasks": BeginBackgroundTask / EndBackgroundTask, the app's
/// budget of background time, and the expiration handler 5 s before it runs out.
extension AppRuntime {
    /// BeginBackgroundTask: returns the task's id.
    @discardableResult
    func beginTask(_ task: TaskSpec, transfer: Int? = nil, in engine: Engine) -> Int {
        let id = nextTaskID
        nextTaskID += 1
        changeTasks {
            $0.append(RunningTask(id: id, name: task.name, remaining: task.duration, expiration: task.expiration, transfer: transfer))
        }
        engine.emit(.beginBackgroundTask, self, task: id, label: task.name)
        engine.markDirty(index)
        return id
    }

    /// EndBackgroundTask. A transfer the task carried and that has not finished is cancelled.
    func endTask(_ id: Int, in engine: Engine) {
        guard let k = tasks.firstIndex(where: { $0.id == id }) else { return }
        let task = changeTasks { $0.remove(at: k) }
        if let t = task.transfer { engine.cancelInAppTransfer(t) }
        engine.emit(.endBackgroundTask, self, task: task.id, label: task.name)
        engine.markDirty(index)
    }

    /// A background-safe task the app begins a set time after it launched.
    func timedTaskDue(_ k: Int, in engine: Engine) {
        guard state.isRunning else { return }
        beginTask(spec.tasks[k].task, in: engine)
    }

    /// The task's expiration handler, 5 s before the budget runs out.
    func runExpirationHandler(_ id: Int, in engine: Engine) {
        guard let task = task(id), !task.expired else { return }
        changeTask(id) { $0.expired = true }
        switch task.expiration {
        case .nothing:
            engine.emit(.expirationHandler, self, task: id, label: task.name, detail: "the handler does not end the task")
        case .endTask(let after) where after == .zero:
            engine.emit(.expirationHandler, self, task: id, label: task.name)
            endTask(id, in: engine)
        case .endTask(let after):
            engine.emit(.expirationHandler, self, task: id, label: task.name, detail: "ends the task in \(after)")
            changeTask(id) { $0.remaining = min($0.remaining ?? after, after) }
        }
    }

    /// Whether the budget runs down now: in the background, unless a continuous mode holds it.
    func budgetRuns(in engine: Engine) -> Bool {
        state == .background && !debuggerAttached && continuousMode(at: engine.now, in: engine) == nil
    }

    /// The shortest time on the app's background clock until a task ends, an in-app
    /// transfer finishes, an expiration handler runs or the budget runs out.
    func nextClockMilestone(in engine: Engine) -> SimDuration? {
        guard hasOpenTasks else { return nil }
        var best: SimDuration?
        func consider(_ d: SimDuration) {
            let d = max(d, .zero)
            if best.map({ d < $0 }) ?? true { best = d }
        }
        for task in tasks {
            if let r = task.remaining { consider(r) }
            if let t = task.transfer, let d = engine.timeToFinish(transfer: t) { consider(d) }
        }
        if budgetRuns(in: engine), let budget {
            if tasks.contains(where: { !$0.expired }) { consider(budget - Limits.expirationWarning) }
            consider(budget)
        }
        return best
    }

    /// Lets `span` pass on the app's background clock: tasks and in-app transfers progress,
    /// the budget runs down.
    func elapseBackgroundClock(_ span: SimDuration, in engine: Engine) {
        for k in tasks.indices {
            if let r = tasks[k].remaining { changeTasks { $0.update(at: k) { $0.remaining = max(.zero, r - span) } } }
            if let t = tasks[k].transfer { engine.moveTransfer(t, for: span) }
        }
        if budgetRuns(in: engine), let budget {
            self.budget = max(.zero, budget - span)
        }
    }

    /// Ends finished tasks, runs expiration handlers and ends the app if its budget ran out
    /// with tasks still open. Returns whether anything happened.
    func fireClockMilestones(in engine: Engine) -> Bool {
        guard hasOpenTasks else { return false }
        var fired = false
        let process = incarnation
        if tasks.finishedCount > 0 {
            engine.tasksLookedAt += tasks.count
            for task in tasks where task.remaining == .zero {
                endTask(task.id, in: engine)
                fired = true
            }
        }
        if tasks.transferCount > 0 {
            engine.tasksLookedAt += tasks.count
            for task in tasks {
                guard let t = task.transfer, engine.completeInAppTransfer(t, app: self, task: task.id) else { continue }
                fired = true
            }
        }
        guard budgetRuns(in: engine), let budget, hasOpenTasks else { return fired }
        if budget <= Limits.expirationWarning {
            for task in tasks where !task.expired {
                runExpirationHandler(task.id, in: engine)
                fired = true
            }
        }
        if incarnation == process, self.budget == .zero, hasOpenTasks {
            let open = tasks.map(\.name).joined(separator: ", ")
            engine.terminate(
                index, .backgroundTaskTimeout,
                detail: "background time ran out with tasks still open: \(open)")
            fired = true
        }
        return fired
    }
}
