/// The rule book's "Background transfers": uploads and downloads the system's transfer
/// service runs outside the app, at the network's bandwidth; on iOS 6 the app's own fallback
/// inside a background task.
extension Engine {
    /// Hands a transfer to the system, or on iOS 6 runs it in a background task.
    func startTransfer(_ i: Int, _ spec: TransferSpec) {
        if profile.hasBackgroundTransfers {
            startSystemTransfer(i, name: spec.name, bytes: spec.bytes)
            return
        }
        let id = nextTransferID
        nextTransferID += 1
        let task = apps[i].beginTask(
            TaskSpec(
                name: spec.name, thread: .background, duration: nil,
                expiration: spec.ios6Expiration), transfer: id, in: self)
        changeTransfers { $0.append(Transfer(id: id, app: i, name: spec.name, bytes: spec.bytes, task: task)) }
        emit(
            .transferStarted, apps[i], label: spec.name,
            detail: "\(megabytes(spec.bytes)) in a background task (no background transfers on iOS 6)")
    }

    /// A transfer the system runs: an NSURLSession background transfer, or a Newsstand Kit
    /// issue download (on every profile).
    func startSystemTransfer(_ i: Int, name: String, bytes: Int64, newsstand: Bool = false) {
        let id = nextTransferID
        nextTransferID += 1
        changeTransfers { $0.append(Transfer(id: id, app: i, name: name, bytes: bytes, newsstand: newsstand)) }
        emit(.transferStarted, apps[i], label: name, detail: megabytes(bytes))
    }

    /// A transfer the app starts a set time after it launched.
    func timedTransferDue(_ k: Int, for app: AppRuntime) {
        guard app.state.isRunning else { return }
        startTransfer(app.index, app.spec.transfers[k])
    }

    /// How long the transfer needs at the current bandwidth; nil while the network is off.
    func timeToFinish(transfer id: Int) -> SimDuration? {
        guard let transfer = transfers.first(where: { $0.id == id }) else { return nil }
        return timeToFinish(transfer)
    }

    func timeToFinish(_ transfer: Transfer) -> SimDuration? {
        let rate = deviceState.network.bytesPerMillisecond
        guard rate > 0 else { return nil }
        return .ms(divideRoundingUp(transfer.left, rate))
    }

    /// The time until the next system transfer completes at the current bandwidth.
    func nextTransferCompletion() -> SimDuration? {
        var best: SimDuration?
        for transfer in transfers where transfer.task == nil {
            if let d = timeToFinish(transfer), best.map({ d < $0 }) ?? true { best = d }
        }
        return best
    }

    /// Moves one transfer on by what the network carries in `span`.
    func moveTransfer(_ id: Int, for span: SimDuration) {
        guard let j = transfers.firstIndex(where: { $0.id == id }) else { return }
        changeTransfers { move(&$0[j], for: span) }
    }

    /// Moves every system transfer on by what the network carries in `span`.
    func moveSystemTransfers(for span: SimDuration) {
        changeTransfers { list in
            for j in list.indices where list[j].task == nil { move(&list[j], for: span) }
        }
    }

    private func move(_ transfer: inout Transfer, for span: SimDuration) {
        let moved = saturating(span.milliseconds.multipliedReportingOverflow(by: deviceState.network.bytesPerMillisecond))
        transfer.done += min(transfer.left, moved)
    }

    /// A finished system transfer wakes or launches its app: HandleEventsForBackgroundUrl
    /// (NSURLSession), or FinishedDownloading for a Newsstand issue.
    func completeTransfers() -> Bool {
        guard let j = transfers.firstIndex(where: { $0.task == nil && $0.left == 0 }) else { return false }
        let transfer = changeTransfers { $0.remove(at: j) }
        let app = apps[transfer.app]
        emit(.transferCompleted, app, label: transfer.name, detail: megabytes(transfer.bytes))
        if app.state.isForeground {
            if transfer.newsstand { emit(.finishedDownloading, app, label: transfer.name) }
            app.snapshotTime = now
            return true
        }
        if transfer.newsstand {
            wake(
                app.index, for: .newsstandDownload,
                WakeCall(
                    callback: .finishedDownloading, label: transfer.name, work: .issueDownloaded,
                    duration: Limits.handleEventsDuration),
                launchOption: "newsstandDownloads")
        } else {
            wake(
                app.index, for: .transferWake,
                WakeCall(
                    callback: .handleEventsForBackgroundUrl, label: transfer.name, work: .transferEvents,
                    duration: Limits.handleEventsDuration))
        }
        return true
    }

    /// An in-app transfer that has moved all its bytes completes and ends its task.
    /// Returns false while it has bytes left.
    func completeInAppTransfer(_ id: Int, app: AppRuntime, task: Int) -> Bool {
        guard let j = transfers.firstIndex(where: { $0.id == id }), transfers[j].left == 0 else { return false }
        let transfer = changeTransfers { $0.remove(at: j) }
        emit(.transferCompleted, app, label: transfer.name, detail: megabytes(transfer.bytes))
        app.snapshotTime = now
        app.endTask(task, in: self)
        return true
    }

    /// An in-app transfer stops with its task.
    func cancelInAppTransfer(_ id: Int) {
        guard let j = transfers.firstIndex(where: { $0.id == id }) else { return }
        let transfer = changeTransfers { $0.remove(at: j) }
        emit(
            .transferCancelled, apps[transfer.app], label: transfer.name,
            detail: "stopped at \(megabytes(transfer.done)) of \(megabytes(transfer.bytes))")
    }

    /// In-app transfers end with the process.
    func cancelInAppTransfers(of i: Int) {
        for transfer in transfers where transfer.app == i && transfer.task != nil {
            emit(.transferCancelled, apps[i], label: transfer.name, detail: "the process ended")
        }
        changeTransfers { $0.removeAll { $0.app == i && $0.task != nil } }
    }

    func cancelTransfers(of i: Int, detail: String) {
        for transfer in transfers where transfer.app == i {
            emit(.transferCancelled, apps[i], label: transfer.name, detail: detail)
        }
        changeTransfers { $0.removeAll { $0.app == i } }
    }

    /// Changes the transfers as a value taken out and put back (`takeOut`).
    private func changeTransfers<Result>(_ change: (inout [Transfer]) -> Result) -> Result {
        var list = takeOut(&transfers, leaving: [])
        let result = change(&list)
        transfers = list
        return result
    }
}

/// `12.5 MB`: bytes in decimal megabytes with at most one decimal.
func megabytes(_ bytes: Int64) -> String {
    let tenths = bytes / 100_000 + (bytes % 100_000 >= 50_000 ? 1 : 0)
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
}

/// a / b rounded up, for a ≥ 0 and b > 0.
func divideRoundingUp(_ a: Int64, _ b: Int64) -> Int64 { a / b + (a % b == 0 ? 0 : 1) }
