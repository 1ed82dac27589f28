import Lifecycle

/// The why report's ActivityKit pushes (the rule book's §11.8): a `push` record named
/// `activity` (`activity start`, `activity end`) for each `push APP activity`, with its holds
/// (`no-network` while APNs keeps it offline, `throttled` over the priority-10 budget,
/// `opportunistic` while the device sleeps) and how it ended: `ran` (shown, started, ended),
/// `rejected` at the send (`payload-too-large`, `no-token`, `expired-token`), `dropped` (a
/// newer update coalesced it, the activity had ended, a push-to-start failed), `pending`.
extension WhyReport {
    /// Before the line runs: the push is sent now.
    mutating func willSend(_ app: String, _ push: ActivityPush, at time: SimDuration) {
        let name = push.kind == .update ? "activity" : "activity \(push.kind.rawValue)"
        start(WhyRecord(kind: .push, app: app, name: name, start: time))
    }

    /// Takes in an event of an ActivityKit push; false for any other.
    mutating func addActivity(_ event: Event, app: String) -> Bool {
        let isActivityPush = event.detail?.hasPrefix("activity") == true
        switch event.name {
        case .pushRejected where isActivityPush:
            guard let k = newest(app) else { return true }
            end(k, .rejected, at: event.time, event.reason)
        case .pushHeld where isActivityPush:
            guard let k = newest(app) else { return true }
            if event.detail?.contains("replaces") == true, let old = heldOn(app, ["no-network"], except: k) {
                end(old, .dropped, at: event.time, "APNs keeps only the newest activity push: a newer one replaced it")
            }
            hold(k, "no-network", at: event.time)
        case .activityUpdateHeld:
            guard let reason = event.reason, let k = heldOn(app, [reason]) ?? heldOn(app, ["no-network"]) ?? newest(app)
            else { return true }
            if records[k].holds.last?.to != nil || records[k].holds.last?.token != reason { hold(k, reason, at: event.time) }
        case .activityUpdateDropped where event.reason == "coalesced":
            guard let k = heldOn(app, HeldActivityReason.allCases.map(\.rawValue)) else { return true }
            end(k, .dropped, at: event.time, "coalesced: a newer update replaced it")
        case .activityUpdateDropped where event.detail?.hasPrefix("priority") == true:
            guard let k = heldOn(app, ["no-network"]) ?? newest(app) else { return true }
            end(k, .dropped, at: event.time, event.reason)
        case .activityUpdateDropped:
            // The update the device held goes with its activity (`ended`: the user turned Live
            // Activities off, or the activity ended or was dismissed).
            guard let k = heldOn(app, HeldActivityReason.allCases.map(\.rawValue)) else { return true }
            end(k, .dropped, at: event.time, event.reason)
        case .activityUpdated where event.reason == "push":
            guard let k = heldOn(app, HeldActivityReason.allCases.map(\.rawValue) + ["no-network"]) ?? newest(app)
            else { return true }
            end(k, .ran, at: event.time, event.detail)
        case .activityStarted where event.reason == "push-to-start":
            if let k = newest(app, "activity start") { end(k, .ran, at: event.time, event.reason) }
        case .activityStartFailed where event.process == .activity:
            if let k = newest(app, "activity start") { end(k, .dropped, at: event.time, event.reason) }
        case .activityEnded where event.reason == "push":
            if let k = newest(app, "activity end") { end(k, .ran, at: event.time, event.reason) }
        default:
            return false
        }
        return true
    }

    /// The app's newest pending activity push of that name.
    private func newest(_ app: String, _ name: String = "activity") -> Int? {
        findOpen { $0.kind == .push && $0.app == app && $0.name == name && $0.end == .pending }
    }

    /// The app's pending activity push held now for one of `tokens`.
    private func heldOn(_ app: String, _ tokens: [String], except: Int? = nil) -> Int? {
        findOpen { r in
            r.kind == .push && r.app == app && r.name.hasPrefix("activity") && r.end == .pending
                && r.holds.contains { $0.to == nil && tokens.contains($0.token) }
        }.flatMap { $0 == except ? nil : $0 }
    }

    /// One hold at a time: the one before ends here.
    private mutating func hold(_ k: Int, _ token: String, at time: SimDuration) {
        closeHolds(k, at: time)
        openHold(k, token: token, at: time)
    }
}
