/// The virtual clock: moves time forward from one thing that falls due to the next, and
/// runs background work by the rules of §3 and §5.
extension Engine {
    /// Whether the device is awake (§5). Unlocked, it is. Locked, it sleeps except for a
    /// short while after a wake-up (a call, a notification, a push, a fetch) and, on iOS 6,
    /// for as long as any app holds an open background task.
    var deviceAwake: Bool {
        if !locked || now < wakeUntil || call != .none { return true }
        if profile.backgroundTasksKeepDeviceAwake {
            return clockApps.contains { apps[$0].hasOpenTasks }
        }
        return false
    }

    /// Wakes a locked device for a chunk of time (§5).
    func wakeDevice() {
        let until = now + Limits.wakeChunk
        if until > wakeUntil { wakeUntil = until }
    }

    /// Whether the app's background clock runs now: in the foreground always, in the
    /// background while the device is awake, suspended never.
    func clockRuns(_ i: Int, awake: Bool) -> Bool {
        switch apps[i].state {
        case .active, .inactive: true
        case .background: awake
        case .suspended, .notRunning: false
        }
    }

    func runClock(until target: SimDuration) {
        settleNow()
        while now < target {
            var next = target
            if let t = scheduler.nextTime, t < next { next = t }
            if let d = nextClockMilestone(), now + d < next { next = now + d }
            if let d = nextTransferCompletion(), now + d < next { next = now + d }
            if locked, now < wakeUntil, wakeUntil < next { next = wakeUntil }
            elapse(next - now)
            now = next
            settleNow()
        }
    }

    /// Runs everything due at the current time until nothing more is.
    func settleNow() {
        var changed = true
        while changed {
            changed = false
            if fireClockMilestones() { changed = true }
            if completeTransfers() { changed = true }
            if let action = scheduler.popDue(at: now) {
                perform(action)
                changed = true
            }
            settleDirty()
        }
    }

    /// The shortest background-clock time until a task ends, an expiration handler runs or a
    /// budget runs out, among apps whose clock runs now.
    func nextClockMilestone() -> SimDuration? {
        let awake = deviceAwake
        var best: SimDuration?
        func consider(_ d: SimDuration) {
            let d = max(d, .zero)
            if best == nil || d < best! { best = d }
        }
        for i in clockApps where clockRuns(i, awake: awake) {
            let app = apps[i]
            for task in app.tasks {
                if let r = task.remaining { consider(r) }
                if let t = task.transfer, let transfer = transfers.first(where: { $0.id == t }),
                   network.bytesPerMillisecond > 0 {
                    consider(.ms(divideRoundingUp(transfer.left, network.bytesPerMillisecond)))
                }
            }
            if app.state == .background, let budget = app.budget, app.hasOpenTasks {
                if app.tasks.contains(where: { !$0.expired }) { consider(budget - Limits.expirationWarning) }
                consider(budget)
            }
        }
        return best
    }

    /// The time until the next system transfer completes at the current bandwidth.
    func nextTransferCompletion() -> SimDuration? {
        let rate = network.bytesPerMillisecond
        guard rate > 0 else { return nil }
        var best: Int64?
        for transfer in transfers where transfer.task == nil {
            let d = divideRoundingUp(transfer.left, rate)
            if best == nil || d < best! { best = d }
        }
        return best.map { .ms($0) }
    }

    /// Lets `span` pass: background clocks that run count down, transfers move.
    func elapse(_ span: SimDuration) {
        guard span > .zero else { return }
        let awake = deviceAwake
        let moved = span.milliseconds * network.bytesPerMillisecond
        for i in clockApps where clockRuns(i, awake: awake) {
            for k in apps[i].tasks.indices {
                if let r = apps[i].tasks[k].remaining { apps[i].tasks[k].remaining = max(.zero, r - span) }
                if let t = apps[i].tasks[k].transfer, let j = transfers.firstIndex(where: { $0.id == t }) {
                    transfers[j].done = min(transfers[j].bytes, transfers[j].done + moved)
                }
            }
            if apps[i].state == .background, let budget = apps[i].budget {
                apps[i].budget = max(.zero, budget - span)
            }
        }
        for j in transfers.indices where transfers[j].task == nil {
            transfers[j].done = min(transfers[j].bytes, transfers[j].done + moved)
        }
    }

    /// Ends finished tasks, runs expiration handlers and terminates apps whose budget ran out
    /// with tasks still open (§3). Returns whether anything happened.
    func fireClockMilestones() -> Bool {
        var fired = false
        let awake = deviceAwake
        for i in clockApps where clockRuns(i, awake: awake) {
            let incarnation = apps[i].incarnation
            for task in apps[i].tasks where task.remaining == .zero {
                endTask(i, id: task.id)
                fired = true
            }
            for task in apps[i].tasks {
                guard let t = task.transfer, let transfer = transfers.first(where: { $0.id == t }),
                      transfer.left == 0 else { continue }
                completeInAppTransfer(i, transfer: transfer, task: task.id)
                fired = true
            }
            guard apps[i].state == .background, let budget = apps[i].budget, apps[i].hasOpenTasks else { continue }
            if budget <= Limits.expirationWarning {
                for task in apps[i].tasks where !task.expired {
                    runExpirationHandler(i, id: task.id)
                    fired = true
                }
            }
            if apps[i].incarnation == incarnation, apps[i].budget == .zero, apps[i].hasOpenTasks {
                let open = apps[i].tasks.map(\.name).joined(separator: ", ")
                terminate(i, .backgroundTaskTimeout,
                          detail: "background time ran out with tasks still open: \(open)")
                fired = true
            }
        }
        return fired
    }

    /// Suspends every touched app that has nothing left to run, and keeps the list of apps
    /// with a running clock up to date.
    func settleDirty() {
        guard !dirty.isEmpty else { return }
        let touched = dirty
        dirty.removeAll(keepingCapacity: true)
        for i in touched {
            isDirty[i] = false
            if apps[i].state == .background, !keptRunning(i) {
                apps[i].state = .suspended
                apps[i].budget = nil
                record(.suspended, app: i)
            }
            let needsClock = apps[i].state == .background || (apps[i].state.isRunning && apps[i].hasOpenTasks)
            if let k = clockApps.firstIndex(of: i) {
                if !needsClock { clockApps.remove(at: k) }
            } else if needsClock {
                let k = clockApps.firstIndex(where: { $0 > i }) ?? clockApps.count
                clockApps.insert(i, at: k)
            }
        }
    }

    /// What keeps a background app running (§3, §7, §8, §9); with none of it, it is suspended.
    func keptRunning(_ i: Int) -> Bool { apps[i].hasOpenTasks || !activities(i).isEmpty }

    /// What keeps the app running now besides its open tasks, in words for the screen.
    func activities(_ i: Int) -> [String] {
        let app = apps[i]
        var what: [String] = []
        if app.launching { what.append("launching") }
        if app.busyInDidEnterBackground { what.append("DidEnterBackground") }
        for work in app.wakeWork { what.append(work.kind.rawValue) }
        let modes = app.spec.modes
        if isPlaying(i), modes.contains(.audio) { what.append("audio") }
        if isNavigating(i), modes.contains(.location), refreshDenial(i) == nil { what.append("navigation") }
        if app.accessoryConnected, modes.contains(.externalAccessory), refreshDenial(i) == nil {
            what.append("accessory")
        }
        return what
    }

    func isPlaying(_ i: Int) -> Bool { apps[i].playbackUntil.map { $0 > now } ?? false }
    func isNavigating(_ i: Int) -> Bool { apps[i].navigationUntil.map { $0 > now } ?? false }
}

func divideRoundingUp(_ a: Int64, _ b: Int64) -> Int64 { (a + b - 1) / b }
