/// Read-only views for the dashboard and tests.
extension Engine {
    public var device: DeviceStatus {
        DeviceStatus(profile: profile, now: now, locked: locked, awake: deviceAwake, network: network,
                     lowPower: lowPower, refresh: refresh, call: call, smsShowing: smsShowing,
                     switcherOpen: switcherOpen, frontApp: front.map { catalog[$0].name },
                     memoryUsedMB: memoryUsedMB, memoryTotalMB: memoryTotalMB)
    }

    /// Every app of the catalog, in catalog order.
    public var appStatuses: [AppStatus] { apps.indices.map(status) }

    public func status(of name: String) -> AppStatus? {
        indexByName[name.lowercased()].map(status)
    }

    /// The app switcher's cards, most recent first: live processes, and on iOS 13 also apps
    /// the system purged (§9).
    public var switcherCards: [String] { recents.map { catalog[$0].name } }

    func status(_ i: Int) -> AppStatus {
        let app = apps[i]
        let rate = network.bytesPerMillisecond
        let tasks = app.tasks.map { task -> TaskStatus in
            var remaining = task.remaining
            if let end = task.scheduledEnd { remaining = end - now }
            if let t = task.transfer, let transfer = self.transfers.first(where: { $0.id == t }), rate > 0 {
                remaining = .ms(divideRoundingUp(transfer.left, rate))
            }
            return TaskStatus(id: task.id, name: task.name, remaining: remaining, expired: task.expired)
        }
        let appTransfers = self.transfers.filter { $0.app == i }.map {
            TransferStatus(name: $0.name, bytesDone: $0.done, bytes: $0.bytes, inApp: $0.task != nil)
        }
        var remaining: SimDuration?
        for end in [isPlaying(i) ? app.playbackUntil : nil, isNavigating(i) ? app.navigationUntil : nil] {
            if let end { remaining = max(remaining ?? .zero, end - now) }
        }
        return AppStatus(
            spec: catalog[i], state: app.state, isFront: front == i,
            backgroundTimeRemaining: app.state == .background ? app.budget : nil,
            tasks: tasks, transfers: appTransfers, refreshSwitch: app.refreshSwitch,
            refreshStatus: catalog[i].isListedInRefreshSettings ? refreshStatus(i) : nil,
            snapshot: snapshotLines(i), forceQuit: app.forceQuit,
            activities: app.state.isRunning ? activities(i) : [], activityRemaining: remaining)
    }

    /// The snapshot's lines with `{time}` and `{fetches}` filled in. The front app shows its
    /// live content; other apps their last snapshot (§9).
    func snapshotLines(_ i: Int) -> [String] {
        let time: SimDuration
        if front == i { time = now } else if let t = apps[i].snapshotTime { time = t } else { return [] }
        let values = ["time": time.clock, "fetches": String(apps[i].fetchesWithNewData)]
        return catalog[i].snapshot.map { fillPlaceholders($0, values) }
    }
}

/// Replaces each `{name}` whose name is in `values`; anything else stays as written.
func fillPlaceholders(_ text: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        guard let close = rest[open...].firstIndex(of: "}") else { break }
        let name = String(rest[rest.index(after: open)..<close])
        result += values[name] ?? String(rest[open...close])
        rest = rest[rest.index(after: close)...]
    }
    return result + rest
}
