/// ActivityKit pushes (§11.8): rendered by the widget extension whatever the app's state (a
/// force-quit app's activity is updated without a launch); 4 KB at the send; the update
/// token; APNs keeps the newest one offline; the priority-10 budget (our model: per rolling
/// hour, one held update, coalesced); priority 5 held while the device sleeps; push-to-start
/// with its own budget and the Allow prompt.
extension Engine {
    /// `push APP activity [start|end] [priority 5|10] [stale D] [size S]`.
    func activityPushCommand(_ i: Int, _ push: ActivityPush) throws(CommandError) {
        try refuse(liveActivityRefusal(i))
        let kind = push.kind == .update ? "" : " \(push.kind.rawValue)"
        if push.bytes > Limits.activityPayloadLimit {
            emit(
                .pushRejected, apps[i], reason: "payload-too-large",
                detail: "activity\(kind) push of \(ByteSize.text(push.bytes)), over APNs's 4KB (4096 bytes)")
            return
        }
        if let refusal = tokenRefusal(i, push) {
            emit(.pushRejected, apps[i], reason: refusal.reason, detail: "activity\(kind) push: " + refusal.why)
            return
        }
        guard deviceState.network != .off else {
            let replaced = apps[i].activities.offline != nil
            apps[i].activities.offline = push
            emit(
                .pushHeld, apps[i], reason: HoldReason.noNetwork.rawValue,
                detail: "activity\(kind) push" + (replaced ? ", replaces the one held before" : ""))
            return
        }
        deliverActivityPush(i, push)
    }

    /// The token APNs needs for the push, or why the push is refused at the send.
    private func tokenRefusal(_ i: Int, _ push: ActivityPush) -> (reason: String, why: String)? {
        let name = catalog[i].name
        if push.kind == .start {
            guard catalog[i].liveActivity?.pushToStart == true else {
                return ("no-token", "\(name) does not declare push-to-start: no push-to-start token")
            }
            guard apps[i].activities.startToken else {
                return ("no-token", "\(name) has not been launched since the start or the last reset: no push-to-start token")
            }
            return nil
        }
        guard let activity = apps[i].activities.current else {
            return ("no-token", "\(name) has started no Live Activity: no update token")
        }
        guard activity.isShownLive else {
            return ("expired-token", "activity \(activity.number) has ended: APNs answers 410, its token has expired")
        }
        guard activity.hasToken else {
            return ("no-token", "activity \(activity.number) was started by push and awaits Allow: no update token yet")
        }
        return nil
    }

    /// The device is online again: APNs delivers the newest activity push it kept for each app.
    func deliverHeldActivityPushes() {
        guard deviceState.network != .off else { return }
        for i in activityApps {
            guard let push = apps[i].activities.offline else { continue }
            apps[i].activities.offline = nil
            if tokenRefusal(i, push) != nil { continue }
            deliverActivityPush(i, push)
        }
    }

    /// The push reaches the device, under the rules of this moment.
    func deliverActivityPush(_ i: Int, _ push: ActivityPush) {
        if push.priority == 10, deviceState.locked, !deviceAwake { wakeDevice() }
        switch push.kind {
        case .start: pushToStart(i, push)
        case .end:
            if push.priority == 10 { apps[i].activities.priority10.record(now) }
            endActivity(i, reason: "push")
        case .update: pushUpdate(i, push, heldSince: nil)
        }
        scheduleActivity(i)
    }

    private func pushToStart(_ i: Int, _ push: ActivityPush) {
        let record = apps[i].activities
        let failure: String? =
            !record.enabled
            ? "disabled"
            : record.current?.isShownLive == true
                ? "too-many"
                : record.pushStarts.used(before: now, upTo: Limits.pushToStartBudget)
                    >= Limits.pushToStartBudget ? "start-budget" : nil
        if let failure {
            let detail =
                failure == "start-budget"
                ? "push-to-start budget exceeded: \(Limits.pushToStartBudget) in the last hour (our model)"
                : "push-to-start: " + (failure == "disabled" ? "Live Activities are off for the app" : "one is already shown")
            emitActivity(.activityStartFailed, i, reason: failure, detail: detail, number: record.count + 1)
            return
        }
        apps[i].activities.pushStarts.record(now)
        beginActivity(i, byPush: true, stale: push.stale, reason: "push-to-start")
    }

    /// The priority-10 budget of the app now: nil when there is none.
    func activityBudget(_ i: Int) -> Int? {
        guard let budget = deviceState.activityBudget else { return nil }
        let frequent = catalog[i].liveActivity?.frequentUpdates == true && apps[i].activities.frequent
        return frequent ? budget * Limits.frequentUpdatesFactor : budget
    }

    /// Priority-10 pushes shown in the rolling hour.
    func priority10InHour(_ i: Int) -> Int {
        apps[i].activities.priority10.used(
            before: now, upTo: Limits.maxActivityBudget * Limits.frequentUpdatesFactor)
    }

    /// An update push: shown, held (throttled, opportunistic) or dropped (ended).
    func pushUpdate(_ i: Int, _ push: ActivityPush, heldSince: SimDuration?) {
        guard let activity = apps[i].activities.current, activity.isShownLive else {
            emitActivity(.activityUpdateDropped, i, reason: "ended", detail: "priority \(push.priority): the activity has ended")
            return
        }
        // A newer push replaces the update held before (one read of the record: this runs for
        // every ActivityKit push).
        let replacesHeld = heldSince == nil && activity.held != nil
        if push.priority == 10 {
            let used = priority10InHour(i), budget = activityBudget(i)
            if let budget, used >= budget {
                hold(i, push, .throttled, since: heldSince, detail: "priority 10: \(used) of \(budget) this hour")
                return
            }
            if replacesHeld { dropHeld(i, because: "a newer push") }
            apps[i].activities.priority10.record(now)
            let detail: Sentence =
                if let budget { "priority 10: \(used + 1) of \(budget) this hour" } else { "priority 10: \(used + 1) this hour, no budget" }
            showUpdate(i, reason: "push", stale: push.stale, detail: detail.text, number: activity.number)
            return
        }
        guard deviceAwake else {
            hold(i, push, .opportunistic, since: heldSince, detail: "priority 5: shown when the device next wakes")
            return
        }
        if replacesHeld { dropHeld(i, because: "a newer push") }
        showUpdate(i, reason: "push", stale: push.stale, detail: "priority 5: not counted", number: activity.number)
    }

    /// The activity keeps one held update: a newer one replaces it.
    private func hold(_ i: Int, _ push: ActivityPush, _ reason: HeldActivityReason, since: SimDuration?, detail: String) {
        if since == nil { dropHeld(i, because: "a newer push") }
        apps[i].activities.current?.held = HeldActivityUpdate(push: push, reason: reason, since: since ?? now)
        emitActivity(.activityUpdateHeld, i, reason: reason.rawValue, detail: detail)
    }

    /// The held update is shown now if the budget has room (or it is a priority-5 one and the
    /// device is awake), under the rules of this moment.
    func releaseThrottled(_ i: Int) {
        guard let held = apps[i].activities.current?.held else { return }
        switch held.reason {
        case .throttled:
            let used = priority10InHour(i)
            guard activityBudget(i).map({ used < $0 }) ?? true else { return }
        case .opportunistic:
            guard deviceAwake else { return }
        }
        apps[i].activities.current?.held = nil
        pushUpdate(i, held.push, heldSince: held.since)
    }

    /// The device woke: priority-5 updates held for it are shown first thing.
    func showOpportunisticUpdates() {
        for i in activityApps where apps[i].activities.current?.held?.reason == .opportunistic {
            releaseThrottled(i)
            scheduleActivity(i)
        }
    }
}
