/// The virtual clock: moves time forward from one thing that falls due to the next, runs
/// what falls due, and settles the apps each step touched.
extension Engine {
    /// Stops early, at the end of a step, once `stop` says so (`wait until`); and once `enough`
    /// says so (a driver that must keep answering its user), within a moment too: a moment
    /// with more to do than a frame's work goes on at the next call (which starts by settling).
    func runClock(until target: SimDuration, stop: () -> Bool = { false }, enough: () -> Bool = { false }) {
        guard settled || settleNow(unless: enough) else { return }
        while now < target, !stop(), !enough() {
            var next = target
            if let t = scheduler.nextTime, t < next { next = t }
            let awake = deviceAwake
            if let d = nextClockMilestone(awake: awake), now + d < next { next = now + d }
            if let d = nextTransferCompletion(), now + d < next { next = now + d }
            if let d = nextBGTaskDue(), now + d < next { next = now + d }
            if deviceState.locked, now < deviceState.wakeUntil, deviceState.wakeUntil < next { next = deviceState.wakeUntil }
            settled = false
            elapse(next - now, awake: awake)
            clockTime = next
            guard settleNow(unless: enough) else { return }
        }
    }

    /// How many passes of `settleNow` run between two looks at its `enough`.
    static let passesBetweenLooks = 1024

    /// Runs everything due at the current time until nothing more is. With `enough`, it looks
    /// every `passesBetweenLooks` passes and stops once it says so, leaving the rest of the
    /// moment for the next settle: whether it settled the moment.
    @discardableResult
    func settleNow(unless enough: () -> Bool = { false }) -> Bool {
        var changed = true
        var passes = 0
        settled = false
        while changed {
            passes += 1
            if passes % Self.passesBetweenLooks == 0, enough() { return false }
            changed = false
            if fireClockMilestones(awake: deviceAwake) { changed = true }
            if completeTransfers() { changed = true }
            if expireInterruptedBGTasks() { changed = true }
            if launchDueBGTask() { changed = true }
            if let action = popDueAction() {
                perform(action)
                changed = true
            }
            settleTouchedApps()
        }
        noteDeviceAwake()
        settled = true
        return true
    }

    /// The shortest time until a milestone on the background clock of an app whose clock runs.
    func nextClockMilestone(awake: Bool) -> SimDuration? {
        var best: SimDuration?
        for i in clockApps {
            let app = apps[i]
            guard app.hasOpenTasks, clockRuns(app, awake: awake),
                let d = app.nextClockMilestone(in: self), best.map({ d < $0 }) ?? true
            else { continue }
            best = d
        }
        return best
    }

    /// Lets `span` pass: background clocks that run count down, transfers move.
    func elapse(_ span: SimDuration, awake: Bool) {
        guard span > .zero else { return }
        for i in clockApps {
            let app = apps[i]
            if clockRuns(app, awake: awake) { app.elapseBackgroundClock(span, in: self) }
        }
        moveSystemTransfers(for: span)
    }

    /// Runs the milestones of every app whose clock runs. Returns whether anything happened.
    func fireClockMilestones(awake: Bool) -> Bool {
        var fired = false
        for i in clockApps {
            let app = apps[i]
            if app.hasOpenTasks, clockRuns(app, awake: awake), app.fireClockMilestones(in: self) { fired = true }
        }
        return fired
    }

    /// Hands `action` to the scheduler, to run at `time`.
    func schedule(_ action: ScheduledAction, at time: SimDuration) {
        var queue = takeOut(&scheduler, leaving: .taken)
        queue.schedule(action, at: time)
        scheduler = queue
    }

    /// The earliest action due now, taken from the scheduler.
    private func popDueAction() -> ScheduledAction? {
        guard let next = scheduler.nextTime, next <= now else { return nil }
        var queue = takeOut(&scheduler, leaving: .taken)
        let action = queue.popDue(at: now)
        scheduler = queue
        return action
    }

    func perform(_ action: ScheduledAction) {
        switch action {
        case .process(let i, let incarnation, let timer):
            guard apps[i].incarnation == incarnation else { return }
            fire(timer, for: apps[i])
        case .automaticFetch(let i, let epoch):
            automaticFetchDue(apps[i], epoch: epoch)
        case .significantLocationChange(let i, let epoch):
            significantLocationChangeDue(apps[i], epoch: epoch)
        case .heldPushDue(let i, let epoch): heldPushDue(i, epoch: epoch)
        case .serviceExtension(let i, let run, let step): serviceExtensionStep(i, run: run, step)
        case .widget(let i, let epoch, let step): widgetStep(i, epoch: epoch, step)
        case .liveActivity(let i, let epoch): activityDue(i, epoch: epoch)
        }
    }

    /// One timer of a live process, handed to the rule it belongs to.
    private func fire(_ timer: ProcessTimer, for app: AppRuntime) {
        switch timer {
        case .mainThreadReturns: app.mainThreadReturned(in: self)
        case .watchdog(let callback): app.watchdogFired(callback, in: self)
        case .mainThreadTaskEnds(let task): app.endTask(task, in: self)
        case .wakeWorkDone(let work): app.finishWakeWork(work, in: self)
        case .wakeWorkTimeout(let work): app.wakeWorkTimedOut(work, in: self)
        case .timedTask(let k): runOrWaitForWake(timer, for: app) { app.timedTaskDue(k, in: self) }
        case .timedTransfer(let k): runOrWaitForWake(timer, for: app) { timedTransferDue(k, for: app) }
        case .playbackEnds: app.playbackEnded(in: self)
        case .navigationEnds: app.navigationEnded(in: self)
        case .accessoryData: app.accessoryDataDue(in: self)
        case .voipKeepAlive(let stint): keepAliveDue(app, stint: stint)
        case .backgroundUIUpdate(let stint):
            runOrWaitForWake(timer, for: app) { app.backgroundUIUpdateDue(stint: stint, in: self) }
        case .lateRegistration: app.lateRegistrationDue(in: self)
        case .bgTask(let serial, let bgTimer): bgTimerDue(bgTimer, serial: serial, for: app)
        }
    }

    /// Suspends every touched app that has nothing left to run, and keeps the list of apps
    /// with a running clock up to date.
    func settleTouchedApps() {
        guard !appsToSettle.isEmpty else { return }
        var touched = takeOut(&appsToSettle, leaving: .taken)
        let list = touched.takeAll()
        appsToSettle = touched
        for i in list {
            let app = apps[i]
            if app.state == .background, !app.keptRunning(in: self) { app.suspend(in: self) }
            app.noteBudgetHold(in: self)
            settleWidget(i)
            let needsClock = app.state == .background || (app.state.isRunning && app.hasOpenTasks)
            var running = takeOut(&clockApps, leaving: [])
            if let k = running.firstIndex(of: i) {
                if !needsClock { running.remove(at: k) }
            } else if needsClock {
                running.insert(i, at: running.firstIndex(where: { $0 > i }) ?? running.count)
            }
            clockApps = running
        }
    }
}
