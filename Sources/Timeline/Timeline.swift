import Lifecycle

/// The session as rows over time, built one event at a time from the engine's events (all of
/// them, in order, as `Engine.onEvent` or a script run hands them on; not the bounded log):
///
/// - a device row (unlocked, locked but awake, asleep, locked since boot, in a call), a network row once the
///   connection has changed, a Low Power row once Low Power Mode has been on;
/// - a row per app that has lived, in the order they first ran (an app's first event may come
///   earlier: a denial or a notification while it was not running), with its state over time
///   (`Band`) and its moments (`MomentKind`: launch, expiration handler, kills, fetch, push,
///   transfer done, purge, …); then a row per app that only had moments while not running,
///   in the order of its first;
/// - under an app that had open tasks in the background, its budget row: running, standing
///   still while the device sleeps, held by a continuous mode; a row per BG task identifier;
///   and its notification service extension's row, a process of its own (§11.5).
///
/// Storage is compact: a lane keeps a change only where its band changes, and the events
/// kept (`events`) are those that changed a band or are a moment. A value type: copies share
/// their storage until one changes.
public struct Timeline: Hashable, Sendable {
    /// Device rows.
    public internal(set) var device = Lane(.unlocked)
    public internal(set) var network: Lane?
    public internal(set) var lowPower: Lane?
    /// One per app that has lived, in the order they first ran; then those that had only
    /// moments while not running, in the order of their first.
    public internal(set) var apps: [AppLane] = []
    /// The events that changed a band or are a moment, in order: what a cursor walks over.
    public private(set) var events: [Event] = []
    /// The latest time the timeline has seen (an event, or `extend(to:)`).
    public private(set) var end: SimDuration = .zero
    /// Where the timeline's memory starts: zero, unless it forgot its oldest events (the
    /// dashboard's trace of a session is bounded, `forget(before:keepingAtMost:)`); nothing
    /// before it is drawn.
    public private(set) var start: SimDuration = .zero
    /// How many events `events` no longer holds from the start (a cursor into it moves back as many).
    public private(set) var forgottenEvents = 0

    /// Where each app's lane is in `apps`.
    var appIndex: [String: Int] = [:]
    private var holdSampler = HoldSampler()
    /// How many of `apps` (the first ones) have run.
    private var livedCount = 0
    /// The device's state, for its row and the budget rows.
    var locked = false, asleep = false, inCall = false, lockedSinceBoot = false

    public init() {}

    /// Takes in the next event (events come in time order).
    public mutating func add(_ event: Event) {
        if event.time > end { end = event.time }
        holdSampler.add(event)
        let changed: Bool
        let moment = MomentKind(event)
        if let app = event.app {
            guard
                appIndex[app] != nil || event.state?.isAlive == true || moment != nil || event.name == .widgetAdded
                    || event.name == .activityStarted
            else { return }
            changed = addToApp(app, event)
        } else {
            changed = addToDevice(event)
        }
        guard changed || moment != nil else { return }
        events.append(event)
        guard let moment else { return }
        let denial = moment == .denied ? event.reason.flatMap(HoldReason.init(rawValue:)) : nil
        let mark = Moment(time: event.time, kind: moment, event: events.count - 1, reason: denial)
        if let app = event.app, let i = appIndex[app] {
            if let k = apps[i].bgTaskIndex(of: event) {
                apps[i].bgTasks[k].lane.add(mark)
            } else if event.process == .serviceExtension, apps[i].serviceExtension != nil {
                apps[i].serviceExtension?.add(mark)
            } else if event.process == .widget, apps[i].widget != nil {
                apps[i].widget?.add(mark)
            } else if event.process == .activity, apps[i].activity != nil {
                apps[i].activity?.add(mark)
            } else {
                apps[i].state.add(mark)
            }
        } else {
            device.add(mark)
        }
    }

    /// Which reasons hold the pending BG task requests now (`HoldSampler`: after each line of
    /// `run`, each time the dashboard's engine advances): the first is drawn over the request's
    /// pending band from now on (from its submission, for a new request).
    public mutating func sampleHolds(at now: SimDuration, answers: (String) -> [BGTaskAnswer]) {
        for change in holdSampler.sample(at: now, answers: answers) {
            guard let i = appIndex[change.request.app], let k = apps[i].bgTasks.firstIndex(where: { $0.id == change.request.id })
            else { continue }
            apps[i].bgTasks[k].hold(change)
        }
    }

    /// `sampleHolds` as `engine` answers now.
    public mutating func sampleHolds(_ engine: Engine) { sampleHolds(at: engine.now) { engine.bgTaskRequests(of: $0) } }

    /// Time has passed with nothing to log: the rows reach `time`.
    public mutating func extend(to time: SimDuration) {
        if time > end { end = time }
    }

    /// Forgets what happened before `time`, and the oldest events past the newest `count`:
    /// the timeline's memory starts at `time`, each row with the band then in force. The rows
    /// themselves stay (at most one per app of the catalog).
    public mutating func forget(before time: SimDuration, keepingAtMost count: Int) {
        let dropped = max(events.firstIndex { $0.time >= time } ?? events.count, events.count - max(0, count))
        events.removeFirst(dropped)
        forgottenEvents += dropped
        start = max(start, time)
        device.forget(before: start, events: dropped)
        network?.forget(before: start, events: dropped)
        lowPower?.forget(before: start, events: dropped)
        for i in apps.indices {
            apps[i].state.forget(before: start, events: dropped)
            apps[i].budget?.forget(before: start, events: dropped)
            apps[i].serviceExtension?.forget(before: start, events: dropped)
            apps[i].widget?.forget(before: start, events: dropped)
            apps[i].widgetHolds?.forget(before: start)
            apps[i].activity?.forget(before: start, events: dropped)
            for k in apps[i].bgTasks.indices {
                apps[i].bgTasks[k].lane.forget(before: start, events: dropped)
                apps[i].bgTasks[k].holds.forget(before: start)
            }
        }
    }

    // MARK: - Building an app's rows

    private mutating func addToApp(_ name: String, _ event: Event) -> Bool {
        var i: Int
        if let known = appIndex[name] {
            i = known
        } else {
            i = apps.count
            appIndex[name] = i
            apps.append(AppLane(name: name))
        }
        if !apps[i].hasLived, event.state?.isAlive == true { i = moveToLived(i) }
        if apps[i].isServiceExtensions(event) { return apps[i].addToServiceExtension(event, since: start) }
        if event.process == .widget { return apps[i].addToWidget(event, since: start) }
        if event.process == .activity { return apps[i].addToActivity(event, since: start) }
        switch event.name {
        case .beginBackgroundTask: if let task = event.task { apps[i].openTasks.append(task) }
        case .endBackgroundTask: apps[i].openTasks.removeAll { $0 == event.task }
        case .terminated: apps[i].openTasks.removeAll()
        case .budgetHeld: apps[i].held = true
        case .budgetReleased: apps[i].held = false
        default: break
        }
        let taskChanged = addToBGTask(i, event)
        let state = event.state ?? apps[i].lastState
        apps[i].lastState = state
        let changed = apps[i].state.set(Band(state, taskOpen: !apps[i].openTasks.isEmpty), at: event.time)
        return updateBudget(i, at: event.time) || changed || taskChanged
    }

    /// A BG task event moves its identifier's row (made at its first event); Terminated ends
    /// the running tasks of every row of the app.
    private mutating func addToBGTask(_ i: Int, _ event: Event) -> Bool {
        if event.name == .terminated {
            var changed = false
            for k in apps[i].bgTasks.indices { changed = apps[i].bgTasks[k].add(event) || changed }
            return changed
        }
        guard event.name.carriesTaskIdentifier, let id = event.label else { return false }
        if apps[i].bgTaskIndex(of: event) == nil {
            guard event.name == .bgTaskSubmitted || event.name == .bgTaskLaunched else { return false }
            var task = BGTaskLane(id: id)
            // Blank from where the timeline's memory starts to the first submission.
            task.lane = Lane(.taskNone, from: start)
            apps[i].bgTasks.append(task)
        }
        guard let k = apps[i].bgTaskIndex(of: event) else { return false }
        return apps[i].bgTasks[k].add(event)
    }

    /// The app at `i` runs for the first time: its lane moves after the lanes of the apps
    /// that ran before it (and before those that have not run yet). Returns its new index.
    private mutating func moveToLived(_ i: Int) -> Int {
        var lane = apps.remove(at: i)
        lane.hasLived = true
        apps.insert(lane, at: livedCount)
        for k in livedCount...i { appIndex[apps[k].name] = k }
        livedCount += 1
        return livedCount - 1
    }

    /// Sets the app's budget band from its state, its tasks, the hold and the device's sleep.
    @discardableResult
    mutating func updateBudget(_ i: Int, at time: SimDuration) -> Bool {
        let app = apps[i]
        let counts = app.lastState == .background && !app.openTasks.isEmpty
        if !counts { apps[i].held = false }
        let band: Band = !counts ? .budgetNone : app.held ? .budgetHeld : asleep ? .budgetAsleep : .budgetRunning
        if apps[i].budget == nil {
            guard band != .budgetNone else { return false }
            apps[i].budget = Lane(.budgetNone)
        }
        return apps[i].budget?.set(band, at: time) ?? false
    }
}
