import Lifecycle

/// The matrix and Live Activities (the rule book's §11.8, ios26): the launches
/// `activity-start` and `activity-update`, for an app with `live-activity:`. `activity-start`:
/// whether the app's code could start one from the state the row leaves it in, as `expect APP
/// can activity-start` answers: `visibility` from every background state (only an active app
/// starts one).
/// `activity-update`: an activity started while the app was in front, then a priority-10
/// ActivityKit push: `ran ActivityUpdated priority 10` whatever the app's state (a force-quit
/// app's activity too), `throttled` over the budget, waiting for the network offline;
/// `unsupported` before ios26.
extension MatrixRunner {
    func activityStartOutcome(_ spec: AppSpec, _ setting: [(MatrixAxis, String)]) throws(MatrixFailure) -> MatrixOutcome {
        guard profile.hasLiveActivities else { return .refused(ActivityReason.unsupported.rawValue) }
        let cell = try prepared(spec, setting)
        if let first = cell.engine.activityWhy(of: spec.name, .start).first { return .refused(first.reason.rawValue) }
        return .ran(callback: .activityStarted, result: "in-app")
    }

    func activityUpdateOutcome(_ spec: AppSpec, _ setting: [(MatrixAxis, String)]) throws(MatrixFailure) -> MatrixOutcome {
        guard profile.hasLiveActivities else { return .refused(ActivityReason.unsupported.rawValue) }
        let cell = try prepared(spec, setting, inFront: [.activity(spec.name, .start)])
        let seen = try cell.watch(spec.name) { () throws(MatrixFailure) in
            try cell.carryOut([.activityPush(spec.name, ActivityPush())])
        }
        if seen.contains(where: { $0.name == .pushHeld }) { return .nothing(Network.waitingPush) }
        if let refused = seen.first(where: { [.pushRejected, .activityUpdateHeld, .activityUpdateDropped].contains($0.name) }) {
            return .refused(refused.reason ?? "")
        }
        guard seen.contains(where: { $0.name == .activityUpdated }) else { return .nothing("not shown") }
        return .ran(callback: .activityUpdated, result: "priority 10")
    }
}
