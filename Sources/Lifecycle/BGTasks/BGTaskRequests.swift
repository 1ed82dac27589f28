/// The rule book's "BGTaskScheduler": the requests an app submits, what a submit answers, and
/// the handlers it registers (the rule book's §11.2, §11.3). The system holds pending refresh and
/// processing requests beyond the app's process; running tasks and continued requests end
/// with it.
struct BGRequest {
    /// Unique in the engine: timers of a request that is gone lapse.
    var serial: Int
    /// The task's place in the app's `bgTasks`.
    var task: Int
    var id: String
    var kind: BGTaskKind
    var submitted: SimDuration
    /// Not before: a refresh task's moment the system picked at submission, or a processing
    /// task's earliestBeginDate.
    var moment: SimDuration
    /// Running: its launch handler was called. Nil while pending (or queued, continued).
    var run: BGRun?
}

/// A task whose launch handler was called.
struct BGRun {
    var started: SimDuration
    /// Launched by the debugger's simulate-launch: the device's conditions do not expire it.
    var simulated: Bool
    /// Its expiration handler ran.
    var expired = false
    /// Continued tasks: the work done, and the last time progress was reported (and logged).
    var workDone: SimDuration = .zero
    var lastProgress: SimDuration
    var lastProgressLogged: SimDuration?
}

/// Timers of a running BG task (they lapse with the request or the process).
enum BGTimer {
    /// A refresh task's expiration handler, 25 s into its 30 s.
    case timeUp
    /// The handler's work is done: setTaskCompleted(success: true).
    case workDone
    /// 5 s after the expiration handler ran: the app is terminated if the task is still open.
    case completionDeadline
    /// The expiration handler's setTaskCompleted(success: false), after its delay.
    case endAfterExpiration
    /// A continued task reports progress.
    case progress
    /// A continued task whose progress stalled for 30 s is expired.
    case stallCheck
}

extension Limits {
    /// A refresh task runs for up to this long (§11.2).
    public static let refreshTask = SimDuration.seconds(30)
    /// After its expiration handler ran, a task must be completed within this.
    public static let taskCompletion = SimDuration.seconds(5)
    /// A refresh request without earliestBeginDate is treated as if it had this (AppDeck's model).
    public static let refreshDefaultEarliest = SimDuration.minutes(15)
    /// A processing task waits for the device to be locked this long (AppDeck's model).
    public static let processingLock = SimDuration.minutes(5)
    /// An app not opened for this long gets no BG task (§11.2).
    public static let bgTaskNotUsed = SimDuration.hours(24 * 7)
    /// Battery below this, not charging, holds every BG task (§11.2).
    public static let lowBattery = 20
    /// A continued task whose progress stalls this long is expired (AppDeck's model, §11.3).
    public static let continuedStall = SimDuration.seconds(30)
}

extension AppRuntime {
    func request(_ serial: Int) -> BGRequest? { requests.first { $0.serial == serial } }

    func changeRequest(_ serial: Int, _ change: (inout BGRequest) -> Void) {
        guard let k = requests.firstIndex(where: { $0.serial == serial }) else { return }
        change(&requests[k])
    }

    var runningRequests: [BGRequest] { requests.filter { $0.run != nil } }
    var hasRunningBGTask: Bool { requests.contains { $0.run != nil } }

    /// FinishedLaunching registers the launch handlers of `register: at-launch` tasks and
    /// submits the `submit: launch` ones; a `register: late` task's handler is registered once
    /// the launch ended, which crashes the app; a `register: twice` task's second registration
    /// crashes it in FinishedLaunching, at every launch (§11.2).
    func registerAndSubmitAtLaunch(in engine: Engine) {
        registeredHandlers = []
        guard engine.profile.hasBGTaskScheduler, !spec.bgTasks.isEmpty else { return }
        for task in spec.bgTasks where task.register == .atLaunch || task.register == .twice {
            registeredHandlers.insert(task.id)
        }
        if let task = spec.bgTasks.first(where: { $0.register == .twice }) {
            engine.terminate(
                index, .taskRegistration,
                detail: "launch handler for task with identifier \(task.id) has already been registered (NSInternalInconsistencyException)")
            return
        }
        if spec.bgTasks.contains(where: { $0.register == .late }) {
            engine.schedule(.lateRegistration, for: self, after: spec.launchTime)
        }
        engine.submitBGTasks(self, on: .launch)
    }

    /// The app registers a launch handler after FinishedLaunching returned (as the launch
    /// ends, even if the user already left the app: a launch takes no time in AppDeck).
    func lateRegistrationDue(in engine: Engine) {
        guard state.isAlive, let task = spec.bgTasks.first(where: { $0.register == .late }) else { return }
        engine.terminate(
            index, .taskRegistration,
            detail: "launch handler for \(task.id) registered after launch ended (NSInternalInconsistencyException)")
    }
}

extension Engine {
    /// Keeps `bgTaskApps` after the app's requests changed: in it while it has any.
    func noteRequests(_ app: AppRuntime) {
        var having = takeOut(&bgTaskApps, leaving: [])
        let k = having.firstIndex(of: app.index)
        if app.requests.isEmpty {
            if let k { having.remove(at: k) }
        } else if k == nil {
            having.insert(app.index, at: having.firstIndex { $0 > app.index } ?? having.count)
        }
        bgTaskApps = having
    }

    /// Submits every task of the app whose `submit` is `trigger`, in manifest order.
    func submitBGTasks(_ app: AppRuntime, on trigger: BGTaskSubmission) {
        guard profile.hasBGTaskScheduler else { return }
        for (k, task) in app.spec.bgTasks.enumerated() where task.submit == trigger {
            guard app.state.isRunning else { return }
            submitBGTask(app.index, k)
        }
    }

    /// The app calls submit(_:) for its task `k`: BGTaskSubmitted, BGTaskSubmitFailed with
    /// its reason, or a crash when no launch handler is registered. Nothing on a profile
    /// without the API (the app checks `#available`).
    func submitBGTask(_ i: Int, _ k: Int) {
        let app = apps[i]
        let task = app.spec.bgTasks[k]
        guard profile.hasBGTaskScheduler, task.kind != .continued || profile.hasContinuedProcessing else { return }
        func fail(_ code: String, _ why: String) {
            emit(.bgTaskSubmitFailed, app, label: task.id, reason: code, detail: why)
        }
        if bgTasksUnavailableOnSimulator { return fail("unavailable", Self.simulatorSentence) }
        if !app.spec.permits(task.id) {
            return fail("not-permitted", "\(task.id) is not in BGTaskSchedulerPermittedIdentifiers")
        }
        if let mode = task.kind.mode, !app.spec.modes.contains(mode) {
            return fail("not-permitted", "a \(task.kind.phrase) needs the background mode '\(mode.rawValue)'")
        }
        guard app.registeredHandlers.contains(task.id) else {
            terminate(
                i, .taskRegistration,
                detail: "submitted \(task.id) with no launch handler registered (NSInternalInconsistencyException)")
            return
        }
        if task.kind == .continued {
            submitContinued(app, k, task)
            return
        }
        if let denial = refreshDenial(i), denial != .wifiOnly {
            return fail("unavailable", "Background App Refresh is off for \(app.name) (\(denial.rawValue))")
        }
        let replaced = app.requests.contains { $0.id == task.id && $0.run == nil }
        app.requests.removeAll { $0.id == task.id && $0.run == nil }
        noteRequests(app)
        if let limit = task.kind.pendingLimit,
            app.requests.filter({ $0.kind == task.kind && $0.run == nil }).count >= limit
        {
            return fail("too-many-pending", "at most \(limit) \(task.kind.rawValue) request\(limit == 1 ? "" : "s") pending per app")
        }
        let moment: SimDuration
        switch task.kind {
        case .refresh:
            let earliest = task.earliest ?? Limits.refreshDefaultEarliest
            moment = now + earliest + .ms(app.random.next(upTo: earliest.milliseconds / 2))
        case .processing, .continued:
            moment = now + (task.earliest ?? .zero)
        }
        let serial = newBGSerial()
        app.requests.append(BGRequest(serial: serial, task: k, id: task.id, kind: task.kind, submitted: now, moment: moment))
        noteRequests(app)
        let when =
            task.kind == .refresh
            ? "the system picked \(moment.clock)" : task.earliest == nil ? "no earliest begin date" : "not before \(moment.clock)"
        emit(
            .bgTaskSubmitted, app, label: task.id,
            detail: "\(task.kind.phrase), " + (replaced ? "replaces the pending request, " : "") + when)
        markDirty(i)
    }

    func newBGSerial() -> Int {
        nextBGSerial += 1
        return nextBGSerial
    }
}
