/// The moments of an app's Live Activity (§11.8): it goes stale, ends at 8 hours
/// (`max-duration`), leaves the Lock Screen 4 hours after its end (`lock-screen-limit`), its
/// held update is shown when the rolling hour frees a slot, and `update-every` ticks. Each
/// change hands the clock the activity's next deadline: one scheduled check per app, never
/// later than the deadline (a check finds nothing due before it and looks again; an older one
/// lapses by its epoch when the deadline comes earlier).
extension Engine {
    /// The activity's next deadline, or nil when nothing of it falls due.
    func nextActivityDeadline(_ i: Int) -> SimDuration? {
        guard let activity = apps[i].activities.current else { return nil }
        var next: SimDuration?
        func consider(_ time: SimDuration?) {
            if let time, next.map({ time < $0 }) ?? true { next = time }
        }
        switch activity.phase {
        case .active, .stale:
            consider(activity.started + Limits.activityLifetime)
            if activity.phase == .active { consider(activity.staleAt) }
            consider(activity.nextTick)
            if let held = activity.held, held.reason == .throttled, let budget = activityBudget(i) {
                consider(apps[i].activities.priority10.slotFrees(budget: budget, after: now))
            }
        case .ended:
            consider((activity.ended ?? now) + Limits.activityLockScreen)
        case .dismissed:
            break
        }
        return next
    }

    /// Hands the clock the app's next activity deadline. A check already waiting for that
    /// time or earlier stands: at it, the activity's deadlines are looked at again (and a
    /// check finds nothing due before its deadline). A push each minute that moves the stale
    /// date on would otherwise leave a lapsed check in the scheduler for each one.
    func scheduleActivity(_ i: Int) {
        guard let at = nextActivityDeadline(i).map({ max($0, now) }) else { return }
        if let check = apps[i].activities.checkAt, check <= at { return }
        apps[i].activities.epoch += 1
        apps[i].activities.checkAt = at
        schedule(.liveActivity(app: i, epoch: apps[i].activities.epoch), at: at)
    }

    /// Everything of the activity that is due now, in order, then its next deadline.
    func activityDue(_ i: Int, epoch: Int) {
        guard apps[i].activities.epoch == epoch else { return }
        apps[i].activities.checkAt = nil
        guard let activity = apps[i].activities.current else { return }
        if activity.isShownLive, now >= activity.started + Limits.activityLifetime {
            endActivity(i, reason: "max-duration")
        } else if activity.phase == .ended, let ended = activity.ended, now >= ended + Limits.activityLockScreen {
            dismissActivity(i, reason: "lock-screen-limit")
        } else if activity.isShownLive {
            if activity.phase == .active, let stale = activity.staleAt, now >= stale {
                apps[i].activities.current?.phase = .stale
                apps[i].activities.current?.staleAt = nil
                apps[i].activities.current?.staleSince = now
                emitActivity(.activityStale, i, detail: "no update since its stale date: context.isStale")
            }
            if activity.held?.reason == .throttled { releaseThrottled(i) }
            if let tick = activity.nextTick, now >= tick { updateEveryTick(i, tick) }
        }
        scheduleActivity(i)
    }

    /// A tick of `update-every`: the app's code updates the activity if it runs now (an
    /// in-app timer stops with the app).
    private func updateEveryTick(_ i: Int, _ tick: SimDuration) {
        guard let every = catalog[i].liveActivity?.updateEvery else { return }
        apps[i].activities.current?.nextTick = tick + every
        if apps[i].state.isRunning, mayRunCode(apps[i]) { localUpdate(i) }
    }
}
