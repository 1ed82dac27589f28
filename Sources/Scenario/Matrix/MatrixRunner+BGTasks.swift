import Lifecycle
import Support

/// One cell's device while the matrix sets it up: its commands, carried out or reported with
/// the app and the combination.
struct MatrixCell {
    let engine: Engine
    let app: String
    let setting: [(MatrixAxis, String)]

    func carryOut(_ commands: [Command]) throws(MatrixFailure) {
        for command in commands {
            do {
                try engine.apply(command)
            } catch {
                let combination = setting.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
                throw MatrixFailure(
                    description: "\(app) (\(combination)): cannot carry out "
                        + "\(CommandLanguage.format(command).quoted): \(error)")
            }
        }
    }
}

extension MatrixRunner {
    /// A BG task cell (`refresh-task`, `processing-task`, `refresh-task ID`): the app's task `id`,
    /// submitted as its manifest says (at launch, entering the background, coming to the
    /// front; a `submit: command` task by `submit APP ID` while the app is in front), the
    /// combination made, then the engine's answer for the request (`Engine.backgroundLaunch(task:for:)`):
    /// held, the reason; "runs in T", the time passes and the task runs (its result: how it
    /// ended). A request that never became pending says why: the submit failed, or the app
    /// crashed.
    func bgTaskOutcome(_ id: String, _ spec: AppSpec, _ setting: [(MatrixAxis, String)]) throws(MatrixFailure) -> MatrixOutcome {
        guard let task = spec.bgTask(id) else { return .nothing("no task \(id.quoted)") }
        guard profile.hasBGTaskScheduler else { return .denied(.unsupported) }
        let app = spec.name
        let events = EventBox()
        let submit: [Command] = task.submit == .command ? [.submit(app, task.id)] : []
        let cell = try prepared(spec, setting, inFront: submit) { if $0.app == app { events.list.append($0) } }
        defer { cell.engine.onEvent = nil }
        guard let answer = cell.engine.backgroundLaunch(task: task.id, for: app) else { return .nothing("not in the catalog") }
        switch answer.status {
        case .held(.notPending):
            return Self.neverPending(task.id, events.list)
        case .held(let reason):
            return .denied(reason)
        case .queued:
            return .nothing("queued")
        case .runsIn(let time):
            events.list = []
            cell.engine.advance(by: time + Self.runTime(task) + .seconds(1))
        case .running:
            events.list = []
            cell.engine.advance(by: Self.runTime(task) + .seconds(1))
        }
        let mine = events.list.filter { $0.label == task.id || $0.name == .terminated }
        guard let ran = mine.firstIndex(where: { $0.name == .bgTaskLaunched }) else {
            if let end = mine.first(where: { $0.name == .terminated }) { return .nothing("terminated (\(end.reason ?? ""))") }
            return .nothing("no callback")
        }
        return .ran(callback: .bgTaskLaunched, result: Self.withDataRead(Self.ending(mine[ran...]), events.list))
    }

    /// The longest a task can take once launched: a refresh task's 30 s, or its work, and
    /// the 5 s to complete it after an expiration.
    private static func runTime(_ task: BGTaskSpec) -> SimDuration {
        let work = task.kind == .refresh ? Limits.refreshTask : task.duration ?? .hours(1)
        return work + Limits.taskCompletion
    }

    /// How a task that ran ended: `success`, `failure`, `expired (REASON)` (its expiration
    /// handler ran), `terminated (REASON)`; nil while it still runs.
    private static func ending(_ events: ArraySlice<Event>) -> String? {
        if let end = events.first(where: { $0.name == .terminated }) { return "terminated (\(end.reason ?? ""))" }
        if let expired = events.first(where: { $0.name == .bgTaskExpired }) { return "expired (\(expired.reason ?? ""))" }
        return events.first { $0.name == .bgTaskCompleted }?.reason
    }

    /// Why a request is not pending: its submit failed (`submit failed (REASON)`), the app
    /// crashed (`terminated (task-registration)`), or it was never submitted (`not-pending`).
    private static func neverPending(_ id: String, _ events: [Event]) -> MatrixOutcome {
        let crash = TerminationReason.taskRegistration.rawValue
        if events.contains(where: { $0.name == .terminated && $0.reason == crash }) { return .nothing("terminated (\(crash))") }
        if let failed = events.last(where: { $0.name == .bgTaskSubmitFailed && $0.label == id }) {
            return .nothing("submit failed (\(failed.reason ?? ""))")
        }
        return .denied(.notPending)
    }
}

/// The events a cell saw (the engine's observer appends to it).
private final class EventBox {
    var list: [Event] = []
}
