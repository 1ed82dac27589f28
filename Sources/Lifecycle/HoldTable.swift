/// The table of holds: one row per `HoldReason`, in the order every kind of request checks
/// them (a kind's order is the table's order of its rows: BG tasks and background launches
/// as the rule book's §9 and §11.2 give them). A new reason is a case of `HoldReason` and a
/// row here, at its place in the orders (HoldTableTests checks them against the rule book).
extension Hold {
    static let table: [Hold] = [
        Hold(
            reason: .noMode, kinds: [.backgroundLaunch],
            rule: "The app did not declare the background mode this needs", sections: ["7", "8"],
            holds: { e, i, q in q.launch.map { !e.catalog[i].declares($0) } ?? false },
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
            holds: { e, _, _ in e.bgTasksUnavailableOnSimulator },
            sentence: { _, _, _ in Engine.simulatorSentence }),
        Hold(
            reason: .notPending, kinds: [.bgTask],
            rule: "The app has no request for this BG task pending", sections: ["11.2"],
            // Asked of a pending request, so never: the why answer says it when there is none.
            holds: { _, _, _ in false },
            sentence: { e, i, _ in "\(e.catalog[i].name) has no request pending" }),
        Hold(
            reason: .unsupported, kinds: [.bgTask, .backgroundLaunch],
            rule: "This profile has no such feature (iOS 6: no fetch, no silent push; ios6 and ios7: no BGTaskScheduler)",
            sections: ["10", "11.2"],
            holds: { e, _, q in q.launch.map { !$0.exists(on: e.profile) } ?? !e.profile.hasBGTaskScheduler },
            sentence: { e, _, q in "\(e.profile.rawValue) has no " + (q.launch?.feature ?? "BGTaskScheduler") }),
        Hold(
            reason: .fetchDisabled, kinds: [.backgroundLaunch],
            rule: "On ios13+ an app that lists BGTaskScheduler identifiers gets no legacy background fetch",
            sections: ["11.2"],
            holds: { e, i, q in
                q.launch == .fetch && e.profile.hasBGTaskScheduler && e.catalog[i].listsPermittedIdentifiers
            },
            sentence: { e, i, _ in
                "\(e.catalog[i].name) lists BGTaskScheduler identifiers: \(e.profile.rawValue) gives it no legacy fetch"
            }),
        Hold(
            reason: .noNetwork, kinds: [.backgroundLaunch],
            rule: "The device is offline: a push cannot arrive until it is back online, and APNs keeps only the last one per app",
            sections: ["8"],
            holds: { e, _, q in q.launch?.arrivesByPush == true && e.deviceState.network == .off },
            sentence: { e, i, _ in
                "the device is offline: APNs keeps the last push for \(e.catalog[i].name) until it is back online"
            }),
        Hold(
            reason: .forceQuit, kinds: [.bgTask, .backgroundLaunch],
            rule: "The user swiped the app away: it is not run in the background until the user opens it again",
            sections: ["9"],
            holds: { e, i, q in e.apps[i].forceQuit && (q.launch?.isStoppedBySwipe(on: e.profile) ?? true) },
            sentence: { e, i, _ in "the user swiped \(e.catalog[i].name) away and has not opened it since" }),
        Hold(
            reason: .lowPower, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Low Power Mode turns Background App Refresh off", sections: ["9"],
            holds: { e, _, _ in e.profile.hasBackgroundAppRefresh && e.deviceState.lowPower },
            sentence: { _, _, _ in "Low Power Mode turns Background App Refresh off" }),
        Hold(
            reason: .refreshOff, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Background App Refresh is off for every app", sections: ["9"],
            holds: { e, _, _ in e.profile.hasBackgroundAppRefresh && e.deviceState.refresh == .off },
            sentence: { _, _, _ in "Background App Refresh is off" }),
        Hold(
            reason: .appRefreshOff, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "The app's own Background App Refresh switch is off", sections: ["9"],
            holds: { e, i, _ in e.profile.hasBackgroundAppRefresh && !e.apps[i].refreshSwitch },
            sentence: { e, i, _ in "\(e.catalog[i].name)'s Background App Refresh switch is off" }),
        Hold(
            reason: .wifiOnly, kinds: [.bgTask, .backgroundLaunch, .backgroundRefresh],
            rule: "Background App Refresh is set to Wi-Fi only and the device is not on Wi-Fi", sections: ["9"],
            holds: { e, _, _ in
                e.profile.hasBackgroundAppRefresh && e.deviceState.refresh == .wifi && e.deviceState.network != .wifi
            },
            sentence: { e, _, q in
                guard q.launch != nil else { return "the setting is Wi-Fi only and the device is not on Wi-Fi" }
                return e.deviceState.network == .off
                    ? "with the network off, the setting is Wi-Fi only" : "on cellular, the setting is Wi-Fi only"
            }),
        Hold(
            reason: .batteryLow, kinds: [.bgTask],
            rule: "The battery is below 20 % and not charging: no BG task runs", sections: ["11.2"],
            holds: { e, _, _ in e.deviceState.battery < Limits.lowBattery && !e.deviceState.charging },
            sentence: { _, _, _ in "the battery is below \(Limits.lowBattery)% and not charging" }),
        Hold(
            reason: .notUsed, kinds: [.bgTask],
            rule: "The app has not been opened for 7 days: the system runs none of its BG tasks", sections: ["11.2"],
            holds: { e, i, q in e.apps[i].lastOpened.map { q.due(now: e.now) >= $0 + Limits.bgTaskNotUsed } ?? true },
            sentence: { e, i, _ in "\(e.catalog[i].name) has not been opened for 7 days" }),
        Hold(
            reason: .needsPower, kinds: [.bgTask],
            rule: "The processing task requires external power and the device is not charging", sections: ["11.2"],
            holds: { e, i, q in q.processingTask(e, i)?.requiresPower == true && !e.deviceState.charging },
            sentence: { _, _, _ in "it requires external power and the device is not charging" }),
        Hold(
            reason: .needsNetwork, kinds: [.bgTask],
            rule: "The processing task requires the network and the device is offline", sections: ["11.2"],
            holds: { e, i, q in q.processingTask(e, i)?.requiresNetwork == true && e.deviceState.network == .off },
            sentence: { _, _, _ in "it requires the network and the device is offline" }),
        Hold(
            reason: .deviceInUse, kinds: [.bgTask],
            rule: "Processing tasks run only while the device is not in use: AppDeck's model is locked for 5 minutes",
            sections: ["11.2"],
            holds: { e, i, q in q.processingTask(e, i) != nil && !e.deviceState.locked },
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

    /// When what is asked about would run: a request's due time, anything else now.
    func due(now: SimDuration) -> SimDuration {
        if case .bgTask(_, let due) = self { return due }
        return now
    }

    /// The spec of the processing task asked about, if it is one.
    func processingTask(_ engine: Engine, _ i: Int) -> BGTaskSpec? {
        guard case .bgTask(let request, _) = self, request.kind == .processing else { return nil }
        return engine.catalog[i].bgTasks[request.task]
    }
}
