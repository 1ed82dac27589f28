/// The moments of an app's Live Activity (§11.8): it goes stale, ends at 8 hours
/// (`max-duration`), leaves the Lock Screen 4 hours after its end (`lock-screen-limit`), its
/// held update is shown when the rolling hour frees a slot, and `update-every` ticks. Each
/// change hands the clock the activity's next deadline, one scheduled check per app (an older
/// one lapses by its epoch).
extension Engine {
    /// The activity's next deadline, or nil when nothing of it falls due.
    func nextActivityDeadline(_ i: Int) -> SimDuration? {
        guard let activity = liveActivities.apps[i].current else { return nil }
        var times: [SimDuration] = []
        switch activity.phase {
        case .active, .stale:
            times.append(activity.started + Limits.activityLifetime)
            if activity.phase == .active, let stale = activity.staleAt { times.append(stale) }
            if let tick = activity.nextTick { times.append(tick) }
            if let held = activity.held, held.reason == .throttled, let budget = activityBudget(i) {
                if let slot = liveActivities.apps[i].priority10.slotFrees(budget: budget, after: now) {
                    times.append(slot)
                }
            }
        case .ended:
            times.append((activity.ended ?? now) + Limits.activityLockScreen)
        case .dismissed:
            break
        }
        return times.min()
    }

    /// Hands the clock the app's next activity deadline.
    func scheduleActivity(_ i: Int) {
        liveActivities.apps[i].epoch += 1
        guard let at = nextActivityDeadline(i) else { return }
        schedule(.liveActivity(app: i, epoch: liveActivities.apps[i].epoch), at: max(at, now))
    }

    /// Everything of the activity that is due now, in order, then its next deadline.
    func activityDue(_ i: Int, epoch: Int) {
        guard liveActivities.apps[i].epoch == epoch, let activity = liveActivities.apps[i].current else { return }
        if activity.isShownLive, now >= activity.started + Limits.activityLifetime {
            endActivity(i, reason: "max-duration")
        } else if activity.phase == .ended, let ended = activity.ended, now >= ended + Limits.activityLockScreen {
            dismissActivity(i, reason: "lock-screen-limit")
        } else if activity.isShownLive {
            if activity.phase == .active, let stale = activity.staleAt, now >= stale {
                liveActivities.apps[i].current?.phase = .stale
                liveActivities.apps[i].current?.staleAt = nil
                liveActivities.apps[i].current?.staleSince = now
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
        liveActivities.apps[i].current?.nextTick = tick + every
        if apps[i].state.isRunning, mayRunCode(apps[i]) { localUpdate(i) }
    }
}
