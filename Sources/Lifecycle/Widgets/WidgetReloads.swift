/// The rule book's §11.7: how a widget reloads. A reload is free (the first placement, the
/// app in front, an audio or navigation session, the debugger, Developer Mode) or counted
/// (a policy reload, the app asking from the background); over the budget a counted reload
/// is deferred: the widget keeps one pending reload that later ones join, run at the first
/// moment it may. The extension builds the timeline in a process of its own: `work`, or
/// killed at half a second when over 30 MB; its data read follows the app's protection class.

/// What asks for a reload.
enum WidgetReloadCause {
    /// The user placed the widget: its first timeline.
    case added
    /// The app's code asked (`widget APP reload`, a `reload-from` point).
    case request
    /// The timeline's reload policy fell due.
    case policy
}

extension Engine {
    /// WidgetReloadRequested's detail when the widget is not placed: the request does nothing.
    static let notOnTheHomeScreen = "the widget is not on the Home Screen: nothing more happens"

    /// The app's code asks WidgetKit for a reload (WidgetReloadRequested, the app's event);
    /// with the widget not on the Home Screen it does nothing more.
    func requestWidgetReload(_ i: Int) {
        guard apps[i].widget.placed else {
            emit(.widgetReloadRequested, apps[i], detail: Self.notOnTheHomeScreen)
            return
        }
        emit(.widgetReloadRequested, apps[i])
        reloadWidget(i, .request)
    }

    /// A reload asked for now: run at once (free or counted), or deferred for the budget.
    func reloadWidget(_ i: Int, _ cause: WidgetReloadCause) {
        let app = apps[i]
        guard app.widget.placed else { return }
        if app.widget.building != nil {
            if cause == .request { app.widget.requestedWhileBuilding = true }
            return
        }
        if let free = freeWidgetReason(i, cause) { return startWidgetReload(i, free) }
        let counted: WidgetReloadReason = cause == .policy ? .policy : .background
        if app.widget.pending != nil || widgetBudgetFull(i) { return deferWidgetReload(i, counted) }
        startWidgetReload(i, counted)
    }

    /// The first free reason that applies now, if any.
    func freeWidgetReason(_ i: Int, _ cause: WidgetReloadCause) -> WidgetReloadReason? {
        let app = apps[i]
        if cause == .added { return .added }
        if app.state.isForeground { return .foreground }
        if app.state.isAlive, app.playbackUntil.map({ now < $0 }) == true || app.navigationUntil.map({ now < $0 }) == true {
            return .session
        }
        if app.debuggerAttached { return .debugger }
        return deviceState.widgetDevMode ? .devMode : nil
    }

    /// The rolling 24 hours hold `widget-budget` counted reloads.
    func widgetBudgetFull(_ i: Int) -> Bool {
        guard let budget = deviceState.widgetBudget else { return false }
        return apps[i].widget.reloads.used(before: now, upTo: budget) >= budget
    }

    /// Over the budget: the widget's one pending reload holds it (a later one joins it).
    private func deferWidgetReload(_ i: Int, _ reason: WidgetReloadReason) {
        let app = apps[i]
        let joins = app.widget.pending != nil
        if !joins {
            app.widget.pending = (reason, now)
            scheduleWidgetSlot(i)
        }
        emitWidget(.widgetReloadDeferred, app, reason: "budget", detail: (joins ? "joins the pending reload: " : "") + widgetSlotWhen(i))
    }

    /// When the pending reload may run, in words: `a slot frees in 23h10m`.
    func widgetSlotWhen(_ i: Int) -> String {
        guard let budget = deviceState.widgetBudget else { return "runs now" }
        guard let at = apps[i].widget.reloads.slotFrees(budget: budget, after: now) else { return "no slot while widget-budget is 0" }
        return "a slot frees in \(SimDuration.seconds(((at - now).milliseconds + 999) / 1000))"
    }

    private func scheduleWidgetSlot(_ i: Int) {
        let app = apps[i]
        app.widget.pendingEpoch += 1
        guard let budget = deviceState.widgetBudget, let at = app.widget.reloads.slotFrees(budget: budget, after: now) else { return }
        schedule(.widget(app: i, epoch: app.widget.pendingEpoch, .slotFrees), at: at)
    }

    /// The pending reload runs if it may now: free, or a slot is free; else it waits for the
    /// next slot (rescheduled: the budget may have changed).
    func runPendingWidgetReload(_ i: Int) {
        let app = apps[i]
        guard let pending = app.widget.pending, app.widget.building == nil else { return }
        if let free = freeWidgetReason(i, .request) { return startWidgetReload(i, free) }
        if !widgetBudgetFull(i) { return startWidgetReload(i, pending.reason) }
        scheduleWidgetSlot(i)
    }

    /// WidgetGetTimeline: the extension starts building a timeline.
    private func startWidgetReload(_ i: Int, _ reason: WidgetReloadReason) {
        let app = apps[i]
        if deviceState.locked, !deviceAwake { wakeDevice() }
        if reason.counts {
            var reloads = takeOut(&app.widget.reloads, leaving: .taken)
            reloads.record(now)
            app.widget.reloads = reloads
        }
        app.widget.pending = nil
        app.widget.pendingEpoch += 1
        app.widget.timelineEpoch += 1
        app.widget.nextPolicyReload = nil
        app.widget.buildRun += 1
        app.widget.lastStart = now
        var build = WidgetBuild(start: now, reason: reason)
        emitWidget(.widgetGetTimeline, app, reason: reason.rawValue, detail: widgetBudgetDetail(i, reason))
        if let failure = dataReadFailure(app) {
            emitWidget(.dataReadFailed, app, reason: failure.rawValue, detail: "the widget extension cannot read \(app.name)'s data")
            build.placeholder = failure.rawValue
        }
        app.widget.building = build
        let spec = catalog[i].widget ?? WidgetSpec()
        let (step, after) =
            spec.memoryBytes > Limits.widgetMemory ? (WidgetStep.killed, Limits.widgetMemoryKill) : (.returns, spec.work)
        schedule(.widget(app: i, epoch: app.widget.buildRun, step), at: now + after)
    }

    /// `counted: 3 of 40 in the last 24h`, `free (foreground): 3 of 40 counted in the last 24h`.
    private func widgetBudgetDetail(_ i: Int, _ reason: WidgetReloadReason) -> String {
        let used = apps[i].widget.reloads.used(before: now, upTo: Limits.maxWidgetBudget)
        let detail: Sentence =
            switch (reason.counts, deviceState.widgetBudget) {
            case (true, let budget?): "counted: \(used) of \(budget) in the last 24h"
            case (true, nil): "counted: \(used) (no budget) in the last 24h"
            case (false, let budget?): "free: \(used) of \(budget) counted in the last 24h"
            case (false, nil): "free: \(used) (no budget) counted in the last 24h"
            }
        return detail.text
    }

    /// A step of the widget falls due.
    func widgetStep(_ i: Int, epoch: Int, _ step: WidgetStep) {
        let w = apps[i].widget
        switch step {
        case .returns where epoch == w.buildRun && w.building != nil: widgetTimelineReturned(i)
        case .killed where epoch == w.buildRun && w.building != nil: widgetExtensionKilled(i)
        case .entry(let k) where epoch == w.timelineEpoch: showWidgetEntry(i, k)
        case .policyDue where epoch == w.timelineEpoch:
            apps[i].widget.nextPolicyReload = nil
            reloadWidget(i, .policy)
        case .slotFrees where epoch == w.pendingEpoch: runPendingWidgetReload(i)
        default: break
        }
    }

    /// getTimeline returned: the first entry (or the placeholder) is shown, the later entries
    /// and the policy reload are scheduled; a request made meanwhile is carried out now.
    private func widgetTimelineReturned(_ i: Int) {
        let app = apps[i]
        guard let build = app.widget.building else { return }
        app.widget.building = nil
        let spec = catalog[i].widget ?? WidgetSpec()
        let epoch = app.widget.timelineEpoch
        app.widget.policyShown = spec.policy
        if let placeholder = build.placeholder {
            app.widget.placeholder = placeholder
            app.widget.entryShown = nil
            emitWidget(.widgetPlaceholderShown, app, reason: placeholder, detail: "its data could not be read")
        } else {
            app.widget.placeholder = nil
            for k in 1...max(1, spec.entries) {
                let date = build.start + spec.entrySpacing * Int64(k - 1)
                if date <= now { showWidgetEntry(i, k) } else { schedule(.widget(app: i, epoch: epoch, .entry(k)), at: date) }
            }
        }
        if var due = policyDate(spec, start: build.start) {
            if !app.debuggerAttached, !deviceState.widgetDevMode { due = max(due, build.start + Limits.widgetReloadFloor) }
            due = max(due, now)
            app.widget.nextPolicyReload = due
            schedule(.widget(app: i, epoch: epoch, .policyDue), at: due)
        }
        carryOutRequestMadeWhileBuilding(i)
    }

    /// The date the policy's reload falls due, before the 5-minute floor; nil for `never`.
    private func policyDate(_ spec: WidgetSpec, start: SimDuration) -> SimDuration? {
        switch spec.policy {
        case .atEnd: start + spec.entrySpacing * Int64(max(1, spec.entries) - 1)
        case .after(let span): start + span
        case .never: nil
        }
    }

    private func showWidgetEntry(_ i: Int, _ k: Int) {
        let app = apps[i]
        let of = max(1, catalog[i].widget?.entries ?? 1)
        app.widget.entryShown = (k, of)
        emitWidget(.widgetEntryShown, app, detail: "entry \(k) of \(of)")
    }

    /// Over 30 MB: the extension is killed before it returns; the placeholder stays and no
    /// policy reload falls due until the app asks.
    private func widgetExtensionKilled(_ i: Int) {
        let app = apps[i]
        app.widget.building = nil
        app.widget.policyShown = nil
        let needs = ByteSize.text(catalog[i].widget?.memoryBytes ?? 0)
        emitWidget(
            .widgetExtensionTerminated, app, reason: "memory-limit",
            detail: "it needs \(needs), over the \(ByteSize.text(Limits.widgetMemory)) limit")
        app.widget.placeholder = "memory-limit"
        app.widget.entryShown = nil
        emitWidget(.widgetPlaceholderShown, app, reason: "memory-limit", detail: "frozen until the app asks for a reload")
        carryOutRequestMadeWhileBuilding(i)
    }

    private func carryOutRequestMadeWhileBuilding(_ i: Int) {
        guard apps[i].widget.requestedWhileBuilding else { return }
        apps[i].widget.requestedWhileBuilding = false
        reloadWidget(i, .request)
    }

    /// Logs an event of the widget extension: the app's name, `widget` as its process.
    func emitWidget(_ name: EventName, _ app: AppRuntime, reason: String? = nil, detail: String? = nil) {
        emit(name, app, reason: reason, detail: detail, process: .widget)
    }
}
