/// Why a BG task request has not run yet: the engine's one eligibility function
/// (`backgroundLaunch`) answers for requests too. A pending request either runs in T (nothing
/// holds it but its time: the system's moment, or the 5 minutes of lock) or is held for the
/// first unmet condition, in `bgTaskHoldOrder`. The engine launches a request when, and only
/// when, its answer is "runs in 0".

/// The engine's answer for one request of an app.
public struct BGTaskAnswer: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        /// Pending, and nothing holds it but time: it runs in this long if nothing changes.
        case runsIn(SimDuration)
        /// Pending, held for this reason (the first unmet condition).
        case held(HoldReason)
        /// Its launch handler was called. `timeLeft`: until a refresh task's expiration
        /// handler, or the work's end when known; `progress`: a continued task's, 0...1.
        case running(timeLeft: SimDuration?, expired: Bool, progress: Double?)
        /// A continued request waiting for the app's running one (strategy queue), or a request
        /// waiting for the running task of its identifier to end.
        case queued
    }

    public var app: String
    public var id: String
    /// Nil for an identifier the app does not declare.
    public var kind: BGTaskKind?
    public var status: Status
    /// One sentence for people: "held: the device is in use (processing tasks wait until it
    /// has been locked 5 minutes)".
    public var explanation: String
    /// A held request's every unmet condition, in the hold order, each with its sentence (the
    /// why answer's): the first is `heldFor`.
    public var holds: [Unmet] = []

    /// One unmet condition and its sentence.
    public struct Unmet: Hashable, Sendable {
        public var reason: HoldReason
        public var sentence: String
    }

    /// Whether it runs in some time with no user action.
    public var runs: Bool {
        if case .runsIn = status { return true }
        return false
    }

    public var heldFor: HoldReason? {
        if case .held(let reason) = status { return reason }
        return nil
    }
}

extension Engine {
    /// The order in which the conditions of a pending request are checked: the first unmet one
    /// is the answer's reason. On the Simulator every task is held for `simulator`, first of all.
    public static let bgTaskHoldOrder = HoldReason.order(for: .bgTask)

    /// Whether and when the system runs the app's request for `id`, or why not; nil for an
    /// unknown app. `not-pending` when the app has no pending or running request for it.
    public func backgroundLaunch(task id: String, for app: String) -> BGTaskAnswer? {
        guard let i = indexByName[app.lowercased()] else { return nil }
        let request = apps[i].requests.first { $0.id == id && $0.run != nil } ?? apps[i].requests.first { $0.id == id }
        guard let request else {
            let kind = catalog[i].bgTask(id)?.kind
            let simulator = bgTasksUnavailableOnSimulator
            return BGTaskAnswer(
                app: catalog[i].name, id: id, kind: kind, status: .held(simulator ? .simulator : .notPending),
                explanation: simulator ? "held: " + Self.simulatorSentence : "\(catalog[i].name) has no request for \(id) pending")
        }
        return answer(i, request)
    }

    /// The app's pending, queued and running requests with the engine's answer for each, the
    /// running first, then by the time they run (held last); empty for an unknown app.
    public func bgTaskRequests(of app: String) -> [BGTaskAnswer] {
        guard let i = indexByName[app.lowercased()] else { return [] }
        return bgTaskRequests(i)
    }

    func bgTaskRequests(_ i: Int) -> [BGTaskAnswer] {
        func rank(_ a: BGTaskAnswer) -> (Int, Int64) {
            switch a.status {
            case .running: (0, 0)
            case .runsIn(let t): (1, t.milliseconds)
            case .queued: (2, 0)
            case .held: (3, 0)
            }
        }
        return apps[i].requests.map { answer(i, $0) }.enumerated()
            .sorted { (rank($0.element).0, rank($0.element).1, $0.offset) < (rank($1.element).0, rank($1.element).1, $1.offset) }
            .map(\.element)
    }

    func answer(_ i: Int, _ request: BGRequest) -> BGTaskAnswer {
        let status = bgTaskStatus(i, request)
        var answer = BGTaskAnswer(
            app: catalog[i].name, id: request.id, kind: request.kind, status: status,
            explanation: explanation(i, request, status))
        if case .held = status {
            let question = HoldQuestion.request(request, due: dueTime(request))
            answer.holds = allHolds(.bgTask, i, question).map { .init(reason: $0, sentence: holdSentence($0, i, question)) }
        }
        return answer
    }

    func bgTaskStatus(_ i: Int, _ request: BGRequest) -> BGTaskAnswer.Status {
        if let run = request.run {
            let task = catalog[i].bgTasks[request.task]
            var left: SimDuration?
            var progress: Double?
            switch request.kind {
            case .refresh: left = run.started + Limits.refreshTask - now
            case .processing: left = task.duration.map { run.started + $0 - now }
            case .continued:
                progress = task.duration.map { min(1, Double(run.workDone.milliseconds) / Double(max(1, $0.milliseconds))) }
                left = task.duration.map { $0 - run.workDone }
            }
            return .running(timeLeft: left.map { max(.zero, $0) }, expired: run.expired, progress: progress)
        }
        if request.kind == .continued { return .queued }
        // One task of an identifier at a time: a request submitted while one runs (its handler
        // resubmitted) waits for that task to end.
        if apps[i].requests.contains(where: { $0.task == request.task && $0.run != nil }) { return .queued }
        let due = dueTime(request)
        if let reason = firstHold(.bgTask, i, .request(request, due: due)) { return .held(reason) }
        return .runsIn(max(.zero, due - now))
    }

    /// When the request runs if nothing changes: its moment, and for a processing task 5
    /// minutes into the lock.
    func dueTime(_ request: BGRequest) -> SimDuration {
        var due = max(now, request.moment)
        if request.kind == .processing, deviceState.locked {
            due = max(due, deviceState.lockedAt + Limits.processingLock)
        }
        return due
    }

    private func explanation(_ i: Int, _ request: BGRequest, _ status: BGTaskAnswer.Status) -> String {
        let name = catalog[i].name
        switch status {
        case .runsIn(let t):
            return t == .zero
                ? "runs now"
                : "runs in \(Self.wholeSeconds(t))"
                    + (request.kind == .processing && deviceState.locked && deviceState.lockedAt + Limits.processingLock > request.moment
                        ? " (5 minutes into the lock)" : "")
        case .held(let reason): return "held: " + holdSentence(reason, i, .request(request, due: dueTime(request)))
        case .running(let left, let expired, _):
            return expired ? "expired, completing" : "running" + (left.map { ", \(Self.wholeSeconds($0)) left" } ?? "")
        case .queued:
            return request.kind == .continued
                ? "queued behind \(name)'s running continued task"
                : "waits for its running task to end (the system runs one task of an identifier at a time)"
        }
    }

    /// A sentence's time, rounded up to whole seconds: `1h3m29s`, not `1h3m28s54ms`.
    static func wholeSeconds(_ t: SimDuration) -> SimDuration {
        .seconds(t.milliseconds / 1000 + (t.milliseconds % 1000 > 0 ? 1 : 0))
    }

    // MARK: - The clock asks

    /// Launches one pending request whose answer is "runs in 0". Returns whether it did.
    /// Looks at the requests only once the earliest is due (`bgTaskDue`).
    func launchDueBGTask() -> Bool {
        guard profile.hasBGTaskScheduler, let earliest = bgTaskDue().earliest, earliest <= now else { return false }
        for i in bgTaskApps {
            let app = apps[i]
            for request in app.requests where request.run == nil && request.kind != .continued {
                guard case .runsIn(let t) = bgTaskStatus(app.index, request), t == .zero else { continue }
                launchBGTask(app.index, serial: request.serial, simulated: false)
                return true
            }
        }
        return false
    }

    /// The shortest time until a pending request runs, if nothing changes.
    func nextBGTaskDue() -> SimDuration? {
        guard profile.hasBGTaskScheduler, let earliest = bgTaskDue().earliest else { return nil }
        if earliest > now { return earliest - now }
        var best: SimDuration?
        for i in bgTaskApps {
            let app = apps[i]
            for request in app.requests where request.run == nil && request.kind != .continued {
                guard case .runsIn(let t) = bgTaskStatus(app.index, request), t > .zero else { continue }
                if best.map({ t < $0 }) ?? true { best = t }
            }
        }
        return best
    }

    /// `expect APP can run ID` / `expect APP cannot run ID [REASON]`: the answer, compared.
    func expectRun(_ i: Int, _ id: String, _ expected: LaunchExpectation) throws(CommandError) {
        try requireBGTaskScheduler(i)
        try requireTask(i, id)
        guard let answer = backgroundLaunch(task: id, for: catalog[i].name) else { return }
        let name = catalog[i].name
        switch (expected, answer.status) {
        case (.allowed, .runsIn), (.denied(nil), .held):
            return
        case (.denied(let reason?), .held(let held)) where reason == held:
            return
        case (.allowed, .held(let held)):
            throw .expectationFailed("expected \(name) can run \(id), but it cannot: \(Self.tokenFirst(held, answer))")
        case (.allowed, _):
            throw .expectationFailed("expected \(name) can run \(id), but it cannot (\(answer.explanation))")
        case (.denied, .runsIn):
            throw .expectationFailed("expected \(name) cannot run \(id), but it can (\(answer.explanation))")
        case (.denied(let reason?), .held(let held)):
            throw .expectationFailed(
                "expected \(name) cannot run \(id) for \(reason.rawValue), but the reason is \(Self.tokenFirst(held, answer))")
        case (.denied(let reason), _):
            throw .expectationFailed(
                "expected \(name) cannot run \(id)" + (reason.map { " for \($0.rawValue)" } ?? "") + ", but \(answer.explanation)")
        }
    }

    /// A held request's reason as a failed `expect` names it: `app-refresh-off (Digest's
    /// Background App Refresh switch is off)`, the token to write in the next `expect` first.
    private static func tokenFirst(_ reason: HoldReason, _ answer: BGTaskAnswer) -> String {
        let sentence = answer.explanation.hasPrefix("held: ") ? String(answer.explanation.dropFirst(6)) : answer.explanation
        return "\(reason.rawValue) (\(sentence))"
    }
}
