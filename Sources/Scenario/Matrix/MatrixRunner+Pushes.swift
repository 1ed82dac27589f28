import Lifecycle

/// The matrix and today's pushes (the rule book's §11.5; ios13, ios26): the `voip` launch is a
/// VoIP push there (the keep-alive never fires), and the launch `extension` is an alert push
/// with `mutable` through the app's notification service extension.
extension MatrixRunner {
    /// Whether the profile has today's pushes: PushKit instead of the keep-alive, the
    /// notification service extension, the push budget (as the engine: ios13 and ios26).
    var hasTodaysPushes: Bool { profile.hasBGTaskScheduler }

    /// A VoIP push cell: `push APP voip`, then the PushKit handler's second. `ran
    /// DidReceiveIncomingPush ReportNewIncomingCall` (the call sheet rings), `ran
    /// DidReceiveIncomingPush terminated (voip-no-call)`; `voip-blocked` (PushDropped) or
    /// `no-mode` (BackgroundLaunchDenied); offline, waiting for the network.
    func voipPushOutcome(_ spec: AppSpec, _ setting: [(MatrixAxis, String)]) throws(MatrixFailure) -> MatrixOutcome {
        let cell = try prepared(spec, setting)
        let seen = try cell.watch(spec.name) { () throws(MatrixFailure) in
            try cell.carryOut([.push(spec.name, voip: true)])
            cell.engine.advance(by: Limits.backgroundFetch + .seconds(1))
        }
        if let held = Self.pushHeld(seen) { return held }
        if let ran = seen.firstIndex(where: { $0.name == .didReceiveIncomingPush }) {
            let after = seen[ran...]
            let result =
                if let end = after.first(where: { $0.name == .terminated }) {
                    "terminated (\(end.reason ?? ""))"
                } else {
                    after.contains { $0.name == .reportNewIncomingCall } ? EventName.reportNewIncomingCall.rawValue : nil
                }
            return .ran(callback: .didReceiveIncomingPush, result: result)
        }
        if let denied = Self.pushDenial(seen) { return denied }
        return .nothing(cell.engine.state(of: spec.name) == .notRunning ? "not running" : "no callback")
    }

    /// An `extension` cell: `push APP mutable`, then the extension's 30 s. `ran
    /// ServiceExtensionDidReceive` and what was shown: `shown modified`, `time expired, shown
    /// original` (ServiceExtensionTimeWillExpire), `terminated (memory-limit), shown original`
    /// (ServiceExtensionTerminated); offline, waiting for the network; `unsupported` before
    /// ios13 (the notification service extension came with iOS 10). The app's state and
    /// Background App Refresh do not matter: an alert push reaches a force-quit app too.
    func serviceExtensionOutcome(_ spec: AppSpec, _ setting: [(MatrixAxis, String)]) throws(MatrixFailure) -> MatrixOutcome {
        guard hasTodaysPushes else { return .denied(.unsupported) }
        let cell = try prepared(spec, setting)
        let seen = try cell.watch(spec.name) { () throws(MatrixFailure) in
            try cell.carryOut([.push(spec.name, mutable: true)])
            cell.engine.advance(by: Limits.serviceExtensionTime + .seconds(1))
        }
        if let held = Self.pushHeld(seen) { return held }
        guard let ran = seen.firstIndex(where: { $0.name == .serviceExtensionDidReceive }) else {
            return .nothing("no callback")
        }
        let after = seen[ran...]
        var result: [String] = []
        if after.contains(where: { $0.name == .serviceExtensionTimeWillExpire }) { result.append("time expired") }
        if let killed = after.first(where: { $0.name == .serviceExtensionTerminated }) {
            result.append("terminated (\(killed.reason ?? ""))")
        }
        if let shown = after.first(where: { $0.name == .notificationShown }) { result.append("shown \(shown.reason ?? "")") }
        return .ran(callback: .serviceExtensionDidReceive, result: result.isEmpty ? nil : result.joined(separator: ", "))
    }

    /// A push the device holds: offline, waiting for the network (APNs keeps it); over the
    /// push budget, `throttled` (the device keeps it until the rolling hour frees a slot).
    static func pushHeld(_ events: [Event]) -> MatrixOutcome? {
        guard let held = events.first(where: { $0.name == .pushHeld }) else { return nil }
        if held.reason == HoldReason.noNetwork.rawValue { return .nothing(Network.waitingPush) }
        return held.reason.flatMap(HoldReason.init(rawValue:)).map(MatrixOutcome.denied) ?? .nothing(Network.waitingPush)
    }

    /// A push the system would not deliver: dropped (`voip-blocked`) or denied.
    private static func pushDenial(_ events: [Event]) -> MatrixOutcome? {
        let denial = events.first { $0.name == .pushDropped || $0.name == .backgroundLaunchDenied }
        return denial?.reason.flatMap(HoldReason.init(rawValue:)).map(MatrixOutcome.denied)
    }
}

extension MatrixCell {
    /// The app's events while `body` runs.
    func watch(_ app: String, _ body: () throws(MatrixFailure) -> Void) throws(MatrixFailure) -> [Event] {
        var seen: [Event] = []
        engine.onEvent = { if $0.app == app { seen.append($0) } }
        defer { engine.onEvent = nil }
        try body()
        return seen
    }
}
