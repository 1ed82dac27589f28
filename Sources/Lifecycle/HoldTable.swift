/// The table of holds: one row per `HoldReason`, in the order every kind of request checks
/// them (a kind's order is the table's order of its rows: BG tasks and background launches
/// as the rule book's §9 and §11.2 give them). A new reason is a case of `HoldReason` and a
/// row here, at its place in the orders (HoldTableTests checks them against the rule book).
extension Hold {
    static let table: [Hold] = [
        Hold(
            reason: .noMode, kinds: [.backgroundLaunch],
            rule: "The app did not declare the background mode this needs", sections: ["7", "8"],
            holds: { f in f.launch != nil && !f.declaresLaunch },
            sentence: { e, i, q in
                let name = e.catalog[i].name
                guard let launch = q.launch else { return "\(name) declares no background mode for this" }
                if let mode = launch.mode, !e.catalog[i].modes.contains(mode) {
                    return "\(name) does not declare the \(mode.rawValue) background mode"
                }
                return "\(name) declares no \(launch.declaration)"
            }),
        Hold(
            reason: .simulator, kinds: [.bgTask],
            rule: "The app is running on the Simulator: BGTaskScheduler runs nothing there, every submit fails with unavailable",
            sections: ["11.2"],
            holds: { f in f.simulator },
            sentence: { _, _, _ in Engine.simulatorSentence }),
        Hold(
            reason: .notPending, kinds: [.bgTask],
            rule: "The app has no request for this BG task pending", sections: ["11.2"],
            // Asked of a pending request, so never: the why answer says it when there is none.
            holds: { _ in false },
            sentence: { e, i, _ in "\(e.catalog[i].name) has no request pending" }),
        Hold(
            reason: .unsupported, kinds: [.bgTask, .backgroundLaunch],
            rule: "This profile has no such feature (iOS 6: no fetch, no silent push; ios6 and ios7: no BGTaskScheduler)",
            sections: ["10", "11.2"],
            holds: { f in f.launch.map { !$0.exists(on: f.profile) } ?? !f.profile.hasBGTaskScheduler },
            sentence: { e, _, q in
                if q.launch == .newsstandDownload, e.profile.hasBGTaskScheduler { return Engine.newsstandGoneSentence }
                return "\(e.profile.rawValue) has no " + (q.launch?.feature ?? "BGTaskScheduler")
            }),
        Hold(
            reason: .fetchDisabled, kinds: [.backgroundLaunch],
            rule: "On ios13+ an app that lists BGTaskScheduler identifiers gets no legacy background fetch",
            sections: ["11.2"],
            holds: { f in f.launch == .fetch && f.profile.hasBGTaskScheduler && f.listsPermittedIdentifiers },
            sentence: { e, i, _ in
                "\(e.catalog[i].name) lists BGTaskScheduler identifiers: \(e.profile.rawValue) gives it no legacy fetch"
            }),
        Hold(
            reason: .noNetwork, kinds: [.backgroundLaunch],
            rule: "The device is offline: a push cannot arrive until it is back online, and APNs keeps only the last one per app",
            sections: ["8"],
            holds: { f in (f.launch?.arrivesByPush == true || f.voipPush) && f.network == .off },
            sentence: { e, i, _ in
                "the device is offline: APNs keeps the last push for \(e.catalog[i].name) until it is back online"
            }),
        Hold(
            reason: .forceQuit, kinds: [.bgTask, .backgroundLaunch],
            rule: "The user swiped the app away: it is not run in the background until the user opens it again",
            sections: ["9"],
            holds: { f in f.forceQuit && !f.voipPush && (f.launch?.isStoppedBySwipe(on: f.profile) ?? true) },
            sentence: { e, i, _ in "the user swiped \(e.catalog[i].name) away and has not opened it since" }),
        Hold(
            reason: .lowPower, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Low Power Mode turns Background App Refresh off", sections: ["9"],
            holds: { f in f.profile.hasBackgroundAppRefresh && !f.voipPush && f.lowPower },
            sentence: { _, _, _ in "Low Power Mode turns Background App Refresh off" }),
        Hold(
            reason: .refreshOff, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Background App Refresh is off for every app", sections: ["9"],
            holds: { f in f.profile.hasBackgroundAppRefresh && !f.voipPush && f.refresh == .off },
            sentence: { _, _, _ in "Background App Refresh is off" }),
        Hold(
            reason: .appRefreshOff, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "The app's own Background App Refresh switch is off", sections: ["9"],
            holds: { f in f.profile.hasBackgroundAppRefresh && !f.voipPush && !f.refreshSwitch },
            sentence: { e, i, _ in "\(e.catalog[i].name)'s Background App Refresh switch is off" }),
        Hold(
            reason: .wifiOnly, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Background App Refresh is set to Wi-Fi only and the device is not on Wi-Fi", sections: ["9"],
            holds: { f in f.profile.hasBackgroundAppRefresh && !f.voipPush && f.refresh == .wifi && f.network != .wifi },
            sentence: { e, _, q in
                guard q.launch != nil else { return "the setting is Wi-Fi only and the device is not on Wi-Fi" }
                return e.deviceState.network == .off
                    ? "with the network off, the setting is Wi-Fi only" : "on cellular, the setting is Wi-Fi only"
            }),
        Hold(
            reason: .batteryLow, kinds: [.bgTask],
            rule: "The battery is below 20 % and not charging: no BG task runs", sections: ["11.2"],
            holds: { f in f.battery < Limits.lowBattery && !f.charging },
            sentence: { _, _, _ in "the battery is below \(Limits.lowBattery)% and not charging" }),
        Hold(
            reason: .notUsed, kinds: [.bgTask, .backgroundLaunch],
            rule: "The app has not been opened for 7 days: the system runs none of its BG tasks and, on ios13+, "
                + "wakes it for no background push",
            sections: ["11.2", "11.5"],
            holds: { f in
                switch f.question {
                case .bgTask: f.lastOpened.map { f.due >= $0 + Limits.bgTaskNotUsed } ?? true
                case .launch(.silentPush):
                    f.profile.hasBGTaskScheduler && (f.lastOpened.map { f.now >= $0 + Limits.bgTaskNotUsed } ?? false)
                default: false
                }
            },
            sentence: { e, i, _ in "\(e.catalog[i].name) has not been opened for 7 days" }),
        // MARK: - Pushes (§11.5)
        Hold(
            reason: .throttled, kinds: [.backgroundLaunch],
            rule: "The app's background pushes of the rolling hour used its push budget (our model: push-budget, "
                + "default 3): the newest is held until a slot frees",
            sections: ["11.5"],
            holds: { f in
                f.launch == .silentPush && f.profile.hasBGTaskScheduler && !f.debuggerAttached
                    && f.pushBudget.map { f.pushesInHour >= $0 } ?? false
            },
            sentence: { e, i, _ in e.throttledSentence(i) }),
        Hold(
            reason: .voipBlocked, kinds: [.backgroundLaunch],
            rule: "The app was killed 3 times for not reporting a VoIP push's call: its VoIP pushes are dropped until a reset",
            sections: ["11.5"],
            holds: { f in f.voipPush && f.voipBlocked },
            sentence: { e, i, _ in
                "\(e.catalog[i].name) never reported a call for \(Limits.voipStrikes) VoIP pushes: the system drops its VoIP pushes until a reset"
            }),
        Hold(
            reason: .needsPower, kinds: [.bgTask],
            rule: "The processing task requires external power and the device is not charging", sections: ["11.2"],
            // Set for a processing task only.
            holds: { f in f.requiresPower && !f.charging },
            sentence: { _, _, _ in "it requires external power and the device is not charging" }),
        Hold(
            reason: .needsNetwork, kinds: [.bgTask],
            rule: "The processing task requires the network and the device is offline", sections: ["11.2"],
            holds: { f in f.requiresNetwork && f.network == .off },
            sentence: { _, _, _ in "it requires the network and the device is offline" }),
        Hold(
            reason: .deviceInUse, kinds: [.bgTask],
            rule: "Processing tasks run only while the device is not in use: AppDeck's model is locked for 5 minutes",
            sections: ["11.2"],
            holds: { f in f.isProcessingTask && !f.locked },
            sentence: { _, _, _ in "the device is in use (processing tasks wait until it has been locked 5 minutes)" }),
    ]

    /// What takes the device back from a running processing task (its expiration handler runs
    /// at once, the reason its token), checked in this order: the user first.
    static let interruptions = [HoldReason.deviceInUse, .needsPower, .needsNetwork].compactMap { byReason[$0] }
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
