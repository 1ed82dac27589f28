/// The app's code and the user acting on its Live Activity (§11.8): `activity start|update|end|
/// dismiss|allow APP`, the user's switches `live-activities APP [frequent] on|off`, the
/// device's `activity-budget N|off`.
extension Engine {
    /// Why a Live Activity command cannot be carried out on this profile or for this app.
    func liveActivityRefusal(_ i: Int) -> String? {
        guard profile.hasLiveActivities else {
            return "unsupported: \(profile.rawValue) has no Live Activities (ActivityKit came with iOS 16.1; "
                + "the ios26 profile has them)"
        }
        guard catalog[i].liveActivity != nil else {
            return "\(catalog[i].name) has no Live Activity: its manifest declares no live-activity:"
        }
        return nil
    }

    /// `activity start|update|end|dismiss|allow APP`.
    func activityCommand(_ i: Int, _ action: ActivityAction) throws(CommandError) {
        try refuse(liveActivityRefusal(i))
        let app = apps[i]
        switch action {
        case .start, .update, .end:
            guard app.state.isRunning else {
                let verb = action == .start ? "starts" : action == .update ? "updates" : "ends"
                throw .cannotCarryOut("\(app.name) is not running: only a running app's code \(verb) a Live Activity")
            }
            if action != .start, apps[i].activities.current == nil {
                throw .cannotCarryOut("\(app.name) has had no Live Activity since the start or the last reset")
            }
        case .dismiss:
            guard let shown = apps[i].activities.current, shown.phase != .dismissed else {
                throw .cannotCarryOut("\(app.name) has no Live Activity on the Lock Screen")
            }
        case .allow:
            guard apps[i].activities.current.map({ $0.isShownLive && !$0.hasToken }) == true else {
                throw .cannotCarryOut("no Live Activity of \(app.name) waits for Allow")
            }
        }
        switch action {
        case .start: startInApp(i)
        case .update: localUpdate(i)
        case .end(let immediate): endActivity(i, reason: "in-app", dismissal: immediate ? "immediate" : nil)
        case .dismiss: dismissActivity(i, reason: "user")
        case .allow: allowActivity(i)
        }
        scheduleActivity(i)
    }

    /// `Activity.request` from the app's code: only from the front.
    private func startInApp(_ i: Int) {
        if let reason = firstUnmet(.start, i) {
            let detail: String
            switch reason {
            case .visibility: detail = "tried to start the Live Activity while \(apps[i].state.rawValue), not active"
            case .attributesTooLarge:
                detail = "attributes \(ByteSize.text(catalog[i].liveActivity?.attributesBytes ?? 0)), over 4KB"
            default: detail = reasonSentence(reason, i, .start)
            }
            emit(.activityStartFailed, apps[i], reason: reason.rawValue, detail: detail)
            return
        }
        beginActivity(i, byPush: false, stale: catalog[i].liveActivity?.staleAfter, reason: "in-app")
    }

    /// A new activity, active from now.
    func beginActivity(_ i: Int, byPush: Bool, stale: SimDuration?, reason: String) {
        let spec = catalog[i].liveActivity ?? LiveActivitySpec()
        var record = apps[i].activities
        record.count += 1
        record.current = LiveActivity(
            number: record.count, started: now, byPush: byPush, staleAt: stale.map { now + $0 },
            hasToken: !byPush || record.allowed, nextTick: spec.updateEvery.map { now + $0 })
        apps[i].activities = record
        let token = record.current?.hasToken == true ? "" : "; awaiting Allow: no update token yet"
        emitActivity(.activityStarted, i, reason: reason, detail: "active for at most \(Limits.activityLifetime)" + token)
    }

    /// `activity.update(_:)` from the app's code, or a tick of `update-every`.
    func localUpdate(_ i: Int) {
        guard let activity = apps[i].activities.current, activity.isShownLive else {
            emitActivity(.activityUpdateDropped, i, reason: "ended", detail: "local update: the activity has ended")
            return
        }
        dropHeld(i, because: "a local update")
        showUpdate(i, reason: "local", stale: catalog[i].liveActivity?.staleAfter, detail: "local: not counted")
    }

    /// The activity shows new content: active again, with a new stale date.
    func showUpdate(_ i: Int, reason: String, stale: SimDuration?, detail: String, number: Int? = nil) {
        apps[i].activities.current?.phase = .active
        apps[i].activities.current?.staleAt = stale.map { now + $0 }
        emitActivity(.activityUpdated, i, reason: reason, detail: detail, number: number)
    }

    /// A held update is replaced by a newer one (ActivityUpdateDropped `coalesced`).
    func dropHeld(_ i: Int, because newer: String) {
        guard let held = apps[i].activities.current?.held else { return }
        apps[i].activities.current?.held = nil
        emitActivity(
            .activityUpdateDropped, i, reason: "coalesced",
            detail: "the update held (\(held.reason.rawValue)) since \(held.since) is replaced by \(newer)")
    }

    /// The activity ends: it stays on the Lock Screen, ended, for 4 hours, or is dismissed at
    /// once for `dismissal` (ActivityDismissed's reason: `immediate`, `disabled`).
    func endActivity(_ i: Int, reason: String, dismissal: String? = nil) {
        guard let activity = apps[i].activities.current else { return }
        if activity.isShownLive {
            if let held = activity.held {
                apps[i].activities.current?.held = nil
                emitActivity(.activityUpdateDropped, i, reason: "ended", detail: "the update held (\(held.reason.rawValue)) is dropped")
            }
            apps[i].activities.current?.phase = .ended
            apps[i].activities.current?.ended = now
            apps[i].activities.current?.hasToken = false
            let gone = dismissal != nil ? "dismissed at once" : "on the Lock Screen for \(Limits.activityLockScreen) more"
            emitActivity(.activityEnded, i, reason: reason, detail: gone + "; its push token has expired")
        }
        if let dismissal, apps[i].activities.current?.phase == .ended { dismissActivity(i, reason: dismissal) }
    }

    /// The activity leaves the Lock Screen.
    func dismissActivity(_ i: Int, reason: String) {
        guard let activity = apps[i].activities.current, activity.phase != .dismissed else { return }
        apps[i].activities.current?.held = nil
        apps[i].activities.current?.phase = .dismissed
        apps[i].activities.current?.hasToken = false
        if activity.ended == nil { apps[i].activities.current?.ended = now }
        emitActivity(.activityDismissed, i, reason: reason)
    }

    private func allowActivity(_ i: Int) {
        apps[i].activities.allowed = true
        apps[i].activities.current?.hasToken = true
        emitActivity(.activityAllowed, i, detail: "the update token reaches the server")
    }

    /// `live-activities APP on|off` and `live-activities APP frequent on|off`.
    func setLiveActivities(_ i: Int, frequent: Bool, on: Bool) throws(CommandError) {
        try refuse(liveActivityRefusal(i))
        if frequent, catalog[i].liveActivity?.frequentUpdates != true {
            throw .cannotCarryOut("\(catalog[i].name) does not declare frequent-updates: it has no More Frequent Updates switch")
        }
        if frequent { apps[i].activities.frequent = on } else { apps[i].activities.enabled = on }
        emit(.liveActivitiesChanged, apps[i], detail: (frequent ? "frequent " : "") + (on ? "on" : "off"))
        if !frequent, !on {
            endActivity(i, reason: "disabled", dismissal: "disabled")
        }
        if frequent { releaseThrottled(i) }
        scheduleActivity(i)
    }

    /// `activity-budget N|off`: from now on; held updates are shown at once if slots are free.
    func setActivityBudget(_ budget: Int?) throws(CommandError) {
        try refuseWithoutLiveActivities()
        if let budget, !(0...Limits.maxActivityBudget).contains(budget) {
            throw .cannotCarryOut("the activity budget is 0 to \(Limits.maxActivityBudget) priority-10 pushes per hour, or off")
        }
        deviceState.activityBudget = budget
        for i in activityApps where apps[i].activities.current?.held != nil {
            releaseThrottled(i)
            scheduleActivity(i)
        }
    }

    func refuseWithoutLiveActivities() throws(CommandError) {
        guard profile.hasLiveActivities else {
            throw .cannotCarryOut(
                "unsupported: \(profile.rawValue) has no Live Activities (ActivityKit came with iOS 16.1; the ios26 profile has them)")
        }
    }

    /// A launch registers the app's push-to-start token (our model).
    func registerPushToStartToken(_ i: Int) {
        guard profile.hasLiveActivities, catalog[i].liveActivity?.pushToStart == true else { return }
        apps[i].activities.startToken = true
    }

    /// Logs an event of the activity's own process (`"process":"activity"`, `"activity":N`).
    func emitActivity(_ name: EventName, _ i: Int, reason: String? = nil, detail: String? = nil, number: Int? = nil) {
        let n = number ?? apps[i].activities.current?.number ?? (apps[i].activities.count + 1)
        emit(name, apps[i], reason: reason, detail: detail, activity: n)
    }
}
