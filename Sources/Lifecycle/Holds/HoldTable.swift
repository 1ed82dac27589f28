/// The table of holds: one row per `HoldReason`, in the order every kind of request checks
/// them (a kind's order is the table's order of its rows: BG tasks and background launches
/// as the rule book's §9 and §11.2 give them). A new reason is a case of `HoldReason`, a
/// row here at its place in the orders (HoldTableTests checks them against the rule book)
/// and its predicate, a case of `HoldReason.holds` below.
extension Hold {
    static let table: [Hold] = [
        Hold(
            reason: .noMode, kinds: [.backgroundLaunch],
            rule: "The app did not declare the background mode this needs", sections: ["7", "8"],
            sentence: { e, i, q in
                let name = e.catalog[i].name
                guard let launch = q.launch else { return "\(name) declares no background mode for this" }
                if let mode = launch.mode, !e.catalog[i].modes.contains(mode) {
                    return "\(name) does not declare the \(mode.rawValue) background mode"
                }
                return "\(name) declares no \(launch.declaration)"
            }),
        noWidgetRow,
        Hold(
            reason: .simulator, kinds: [.bgTask],
            rule: "The app is running on the Simulator: BGTaskScheduler runs nothing there, every submit fails with unavailable",
            sections: ["11.2"],
            sentence: { _, _, _ in Engine.simulatorSentence }),
        Hold(
            reason: .notPending, kinds: [.bgTask],
            rule: "The app has no request for this BG task pending", sections: ["11.2"],
            sentence: { e, i, _ in "\(e.catalog[i].name) has no request pending" }),
        Hold(
            reason: .unsupported, kinds: [.bgTask, .backgroundLaunch, .widgetReload],
            rule: "This profile has no such feature (iOS 6: no fetch, no silent push; ios6 and ios7: no BGTaskScheduler)",
            sections: ["10", "11.2"],
            sentence: { e, _, q in
                if case .widgetReload = q { return Engine.noWidgetKitSentence(e.profile) }
                if q.launch == .newsstandDownload, e.profile.hasBGTaskScheduler { return Engine.newsstandGoneSentence }
                return "\(e.profile.rawValue) has no " + (q.launch?.feature ?? "BGTaskScheduler")
            }),
        Hold(
            reason: .fetchDisabled, kinds: [.backgroundLaunch],
            rule: "On ios13+ an app that lists BGTaskScheduler identifiers gets no legacy background fetch",
            sections: ["11.2"],
            sentence: { e, i, _ in
                "\(e.catalog[i].name) lists BGTaskScheduler identifiers: \(e.profile.rawValue) gives it no legacy fetch"
            }),
        Hold(
            reason: .noNetwork, kinds: [.backgroundLaunch],
            rule: "The device is offline: a push cannot arrive until it is back online, and APNs keeps only the last one per app",
            sections: ["8"],
            sentence: { e, i, _ in
                "the device is offline: APNs keeps the last push for \(e.catalog[i].name) until it is back online"
            }),
        Hold(
            reason: .forceQuit, kinds: [.bgTask, .backgroundLaunch],
            rule: "The user swiped the app away: it is not run in the background until the user opens it again",
            sections: ["9"],
            sentence: { e, i, _ in "the user swiped \(e.catalog[i].name) away and has not opened it since" }),
        Hold(
            reason: .lowPower, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Low Power Mode turns Background App Refresh off", sections: ["9"],
            sentence: { _, _, _ in "Low Power Mode turns Background App Refresh off" }),
        Hold(
            reason: .refreshOff, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Background App Refresh is off for every app", sections: ["9"],
            sentence: { _, _, _ in "Background App Refresh is off" }),
        Hold(
            reason: .appRefreshOff, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "The app's own Background App Refresh switch is off", sections: ["9"],
            sentence: { e, i, _ in "\(e.catalog[i].name)'s Background App Refresh switch is off" }),
        Hold(
            reason: .wifiOnly, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Background App Refresh is set to Wi-Fi only and the device is not on Wi-Fi", sections: ["9"],
            sentence: { e, _, q in
                guard q.launch != nil else { return "the setting is Wi-Fi only and the device is not on Wi-Fi" }
                return e.deviceState.network == .off
                    ? "with the network off, the setting is Wi-Fi only" : "on cellular, the setting is Wi-Fi only"
            }),
        Hold(
            reason: .batteryLow, kinds: [.bgTask],
            rule: "The battery is below 20 % and not charging: no BG task runs", sections: ["11.2"],
            sentence: { _, _, _ in "the battery is below \(Limits.lowBattery)% and not charging" }),
        Hold(
            reason: .notUsed, kinds: [.bgTask, .backgroundLaunch],
            rule: "The app has not been opened for 7 days: the system runs none of its BG tasks and, on ios13+, "
                + "wakes it for no background push",
            sections: ["11.2", "11.5"],
            sentence: { e, i, _ in "\(e.catalog[i].name) has not been opened for 7 days" }),
        // MARK: - Pushes (§11.5)
        Hold(
            reason: .throttled, kinds: [.backgroundLaunch],
            rule: "The app's background pushes of the rolling hour used its push budget (our model: push-budget, "
                + "default 3): the newest is held until a slot frees",
            sections: ["11.5"],
            sentence: { e, i, _ in e.throttledSentence(i) }),
        Hold(
            reason: .voipBlocked, kinds: [.backgroundLaunch],
            rule: "The app was killed 3 times for not reporting a VoIP push's call: its VoIP pushes are dropped until a reset",
            sections: ["11.5"],
            sentence: { e, i, _ in
                "\(e.catalog[i].name) never reported a call for \(Limits.voipStrikes) VoIP pushes: the system drops its VoIP pushes until a reset"
            }),
        Hold(
            reason: .needsPower, kinds: [.bgTask],
            rule: "The processing task requires external power and the device is not charging", sections: ["11.2"],
            sentence: { _, _, _ in "it requires external power and the device is not charging" }),
        Hold(
            reason: .needsNetwork, kinds: [.bgTask],
            rule: "The processing task requires the network and the device is offline", sections: ["11.2"],
            sentence: { _, _, _ in "it requires the network and the device is offline" }),
        Hold(
            reason: .deviceInUse, kinds: [.bgTask],
            rule: "Processing tasks run only while the device is not in use: AppDeck's model is locked for 5 minutes",
            sections: ["11.2"],
            sentence: { _, _, _ in "the device is in use (processing tasks wait until it has been locked 5 minutes)" }),
        // MARK: - Widgets (§11.7)
        notAddedRow, budgetRow,
    ]

    /// What takes the device back from a running processing task (its expiration handler runs
    /// at once, the reason its token), checked in this order: the user first.
    static let interruptions = [HoldReason.deviceInUse, .needsPower, .needsNetwork].compactMap { byReason[$0] }
}

extension HoldReason {
    /// Whether this reason holds, given what the engine says now: each row's predicate, in a
    /// switch rather than a closure in the row because the clock asks it of every pending
    /// request at every step (closures in the rows cost half again the engine's time in the
    /// ios26 benchmark). Exhaustive: a new reason does not build without its predicate.
    func holds(_ f: HoldFacts) -> Bool {
        switch self {
        case .noMode: f.launch != nil && !f.declaresLaunch
        case .simulator: f.simulator
        // Asked of a pending request, so never: the why answer says it when there is none.
        case .notPending: false
        case .unsupported:
            f.isWidgetReload ? !f.profile.hasWidgets : f.launch.map { !$0.exists(on: f.profile) } ?? !f.profile.hasBGTaskScheduler
        case .fetchDisabled: f.launch == .fetch && f.profile.hasBGTaskScheduler && f.listsPermittedIdentifiers
        case .noNetwork: (f.launch?.arrivesByPush == true || f.voipPush) && f.network == .off
        case .forceQuit: f.forceQuit && !f.voipPush && (f.launch?.isStoppedBySwipe(on: f.profile) ?? true)
        case .lowPower: f.profile.hasBackgroundAppRefresh && !f.voipPush && f.lowPower
        case .refreshOff: f.profile.hasBackgroundAppRefresh && !f.voipPush && f.refresh == .off
        case .appRefreshOff: f.profile.hasBackgroundAppRefresh && !f.voipPush && !f.refreshSwitch
        case .wifiOnly: f.profile.hasBackgroundAppRefresh && !f.voipPush && f.refresh == .wifi && f.network != .wifi
        case .batteryLow: f.battery < Limits.lowBattery && !f.charging
        case .notUsed:
            switch f.question {
            case .bgTask: f.lastOpened.map { f.due >= $0 + Limits.bgTaskNotUsed } ?? true
            case .launch(.silentPush):
                f.profile.hasBGTaskScheduler && (f.lastOpened.map { f.now >= $0 + Limits.bgTaskNotUsed } ?? false)
            default: false
            }
        case .throttled:
            f.launch == .silentPush && f.profile.hasBGTaskScheduler && !f.debuggerAttached
                && f.pushBudget.map { f.pushesInHour >= $0 } ?? false
        case .voipBlocked: f.voipPush && f.voipBlocked
        // Set for a processing task only.
        case .needsPower: f.requiresPower && !f.charging
        case .needsNetwork: f.requiresNetwork && f.network == .off
        case .deviceInUse: f.isProcessingTask && !f.locked
        // Widgets (§11.7): set for a widget reload only.
        case .noWidget: !f.hasWidget
        case .notAdded: !f.widgetPlaced
        case .budget: f.widgetReloadHeld
        }
    }
}

extension HoldQuestion {
    var launch: BackgroundLaunch? {
        if case .launch(let launch) = self { return launch }
        return nil
    }

    func due(now: SimDuration) -> SimDuration {
        if case .bgTask(_, _, let due) = self { return due }
        return now
    }

    /// The place in the app's `bgTasks` of the processing task asked about, if it is one.
    var processingTask: Int? {
        if case .bgTask(let task, .processing, _) = self { return task }
        return nil
    }

    /// The question for a BG task request.
    static func request(_ request: BGRequest, due: SimDuration) -> HoldQuestion {
        .bgTask(task: request.task, kind: request.kind, due: due)
    }
}
