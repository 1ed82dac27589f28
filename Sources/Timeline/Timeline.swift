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
    public private(set) var device = Lane(.unlocked)
    public private(set) var network: Lane?
    public private(set) var lowPower: Lane?
    /// One per app that has lived, in the order they first ran; then those that had only
    /// moments while not running, in the order of their first.
    public private(set) var apps: [AppLane] = []
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

    private var appIndex: [String: Int] = [:]
    private var holdSampler = HoldSampler()
    /// How many of `apps` (the first ones) have run.
    private var livedCount = 0
    private var locked = false, asleep = false, inCall = false, lockedSinceBoot = false

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

    /// The rows in the order they are drawn: device, network, Low Power, then each app with
    /// its budget row and its BG task rows under it.
    public var rows: [TimelineRow] {
        var rows = [TimelineRow(title: "Device", kind: .device, lane: device)]
        if let network { rows.append(TimelineRow(title: "Network", kind: .network, lane: network)) }
        if let lowPower { rows.append(TimelineRow(title: "Low Power", kind: .lowPower, lane: lowPower)) }
        for app in apps {
            rows.append(TimelineRow(title: app.name, kind: .app(app.name), lane: app.state))
            if let budget = app.budget { rows.append(TimelineRow(title: "budget", kind: .budget(app.name), lane: budget)) }
            for task in app.bgTasks {
                rows.append(TimelineRow(title: task.title, kind: .bgTask(app.name, task.id), lane: task.lane, holds: task.holds))
            }
            if let lane = app.serviceExtension {
                rows.append(TimelineRow(title: "extension", kind: .serviceExtension(app.name), lane: lane))
            }
            if let lane = app.widget {
                rows.append(TimelineRow(title: "widget", kind: .widget(app.name), lane: lane, holds: app.widgetHolds))
            }
            if let lane = app.activity {
                rows.append(TimelineRow(title: "activity", kind: .activity(app.name), lane: lane))
            }
        }
        return rows
    }

    /// The index in `rows` of the row an event of `events` belongs to.
    public func rowIndex(of event: Event) -> Int {
        guard let app = event.app, let i = appIndex[app] else {
            switch event.name {
            case .networkChanged where network != nil: return 1
            case .lowPowerChanged where lowPower != nil: return network == nil ? 1 : 2
            default: return 0
            }
        }
        var row = 1 + (network == nil ? 0 : 1) + (lowPower == nil ? 0 : 1)
        for k in 0..<i { row += apps[k].rowCount }
        if event.name == .budgetHeld || event.name == .budgetReleased { return row + 1 }
        if let k = apps[i].bgTaskIndex(of: event) { return row + (apps[i].budget == nil ? 1 : 2) + k }
        let activityRow = apps[i].activity == nil ? 0 : 1
        if event.process == .activity, activityRow == 1 { return row + apps[i].rowCount - 1 }
        if event.process == .widget, apps[i].widget != nil { return row + apps[i].rowCount - 1 - activityRow }
        if apps[i].isServiceExtensions(event) {
            return row + apps[i].rowCount - 1 - activityRow - (apps[i].widget == nil ? 0 : 1)
        }
        return row
    }

    // MARK: - Building

    private mutating func addToDevice(_ event: Event) -> Bool {
        switch event.name {
        case .deviceLocked: locked = true
        case .deviceUnlocked: locked = false; asleep = false; lockedSinceBoot = false
        case .deviceSlept: asleep = true
        case .deviceWoke: asleep = false
        case .callIncoming: inCall = true
        case .callDeclined, .callEnded: inCall = false
        case .deviceReset:
            reset(at: event.time)
            return true
        case .deviceRebooted:
            // Every process ends without an event of its own; the device is locked since boot.
            locked = true; lockedSinceBoot = true
            endProcesses(at: event.time)
        case .networkChanged:
            let band: Band =
                switch event.detail.flatMap(Network.init(rawValue:)) {
                case .cellular: .cellular
                case .off: .offline
                default: .wifi
                }
            if network == nil { network = Lane(.wifi) }
            return network?.set(band, at: event.time) ?? false
        case .lowPowerChanged:
            let band: Band = event.detail == "on" ? .lowPowerOn : .lowPowerOff
            if lowPower == nil { lowPower = Lane(.lowPowerOff) }
            return lowPower?.set(band, at: event.time) ?? false
        default: return false
        }
        let band: Band =
            inCall ? .call : !locked ? .unlocked : lockedSinceBoot ? .lockedSinceBoot : asleep ? .asleep : .lockedAwake
        let changed = device.set(band, at: event.time)
        if event.name == .deviceSlept || event.name == .deviceWoke || event.name == .deviceUnlocked {
            for i in apps.indices { updateBudget(i, at: event.time) }
        }
        return changed
    }

    /// A fresh device: unlocked, on Wi-Fi, every app not running.
    private mutating func reset(at time: SimDuration) {
        locked = false; asleep = false; inCall = false; lockedSinceBoot = false
        device.set(.unlocked, at: time)
        network?.set(.wifi, at: time)
        lowPower?.set(.lowPowerOff, at: time)
        endProcesses(at: time)
        for i in apps.indices {
            for k in apps[i].bgTasks.indices { apps[i].bgTasks[k].reset(at: time) }
            apps[i].removeWidget(at: time)
            apps[i].removeActivity(at: time)
        }
    }

    /// Every app's process ends (a reset, a restart).
    private mutating func endProcesses(at time: SimDuration) {
        for i in apps.indices {
            apps[i].openTasks = []; apps[i].held = false; apps[i].lastState = .notRunning
            apps[i].state.set(.notRunning, at: time)
            apps[i].budget?.set(.budgetNone, at: time)
            apps[i].serviceExtension?.set(.extensionNone, at: time)
        }
    }

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
    private mutating func updateBudget(_ i: Int, at time: SimDuration) -> Bool {
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
