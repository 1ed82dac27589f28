/// The rule book's §11.6, the locked device: protected data an app cannot read while the
/// device is locked (or before its first unlock after a restart), what the app's code does
/// then, the restart itself, and the ProtectedData callbacks at the lock and the unlock.
/// Prewarming and 0xdead10cc are in Prewarming.swift.

/// A file's protection class (the manifest's `data-protection`): when the app can read it.
public enum DataProtection: String, CaseIterable, Sendable, Codable {
    /// Unreadable while the device is locked, from 10 s after it locks.
    case complete
    /// A file open when the device locks stays readable; none can be opened while locked.
    case completeUnlessOpen = "complete-unless-open"
    /// Unreadable only from a restart until the user first unlocks (the default).
    case untilFirstUnlock = "until-first-unlock"
    /// Always readable.
    case none
}

/// What the app's code does when a read of its protected data fails (the manifest's
/// `locked-data`).
public enum LockedDataBehaviour: String, CaseIterable, Sendable, Codable {
    /// Waits for ProtectedDataDidBecomeAvailable, then does its work (correct).
    case wait
    /// Fails its work: a fetch completes `failed`, a BG task `failure` (the default).
    case fail
    /// Reads the missing token as "no account" and clears the session (SessionCleared).
    case logOut = "log-out"
}

/// Whether the app still holds its shared database's lock when it is suspended (the
/// manifest's `file-lock`).
public enum FileLockHold: String, CaseIterable, Sendable, Codable {
    /// Its writes end inside a background task: it is suspended cleanly (the default).
    case released
    /// A write still holds the lock at suspension: the system ends it (0xdead10cc).
    case held
}

/// Why a read of protected data failed: the `reason` of DataReadFailed.
public enum DataReadFailure: String, CaseIterable, Sendable {
    /// The device is locked (`complete` data from 10 s after the lock; `complete-unless-open`
    /// data for an app launched or resumed while locked).
    case locked
    /// The device has not been unlocked since it restarted: every class but `none`.
    case beforeFirstUnlock = "before-first-unlock"
}

/// What became of the work that read the data.
enum DataRead {
    case readable
    /// The app's code failed the work (`fail`, `log-out`).
    case failed
    /// The app's code waits for ProtectedDataDidBecomeAvailable (`wait`).
    case waiting
}

/// Work an app waits to start until its protected data is readable (`locked-data: wait`).
enum DataWait: Equatable {
    case wake(work: Int, duration: SimDuration)
    case bgTask(serial: Int, duration: SimDuration?)

    /// The BG task request the wait belongs to, if it is a BG task's.
    var serial: Int? {
        if case .bgTask(let serial, _) = self { serial } else { nil }
    }
}

extension Limits {
    /// `complete` data becomes unreadable this long after the device locks (Apple Platform Security).
    public static let protectedDataGrace = SimDuration.seconds(10)
}

extension Profile {
    /// Protection classes, ProtectedData callbacks and 0xdead10cc act on ios13 and ios26 (§11.6).
    public var hasProtectedData: Bool { isModern }
    /// The system may prewarm apps from iOS 15: ios26 only (§11.6).
    public var hasPrewarming: Bool { self == .ios26 }
}

extension Engine {
    /// Why the app cannot read its protected data now, or nil when it can (§11.6).
    func dataReadFailure(_ app: AppRuntime) -> DataReadFailure? {
        guard profile.hasProtectedData, app.spec.dataProtection != .none else { return nil }
        if deviceState.lockedSinceBoot { return .beforeFirstUnlock }
        guard deviceState.locked, now >= deviceState.lockedAt + Limits.protectedDataGrace else { return nil }
        switch app.spec.dataProtection {
        case .complete: return .locked
        case .completeUnlessOpen: return app.dataOpenAtLock ? nil : .locked
        case .untilFirstUnlock, .none: return nil
        }
    }

    /// The app's background work (`work`) starts now and reads the app's protected data: when
    /// it cannot, DataReadFailed, and what the app's code does (`locked-data`).
    func readData(_ app: AppRuntime, for work: String) -> DataRead {
        guard let failure = dataReadFailure(app) else { return .readable }
        let behaviour = app.spec.lockedData
        let outcome: String
        switch behaviour {
        case .wait: outcome = "it waits for ProtectedDataDidBecomeAvailable"
        case .fail: outcome = "the work fails"
        case .logOut: outcome = "no account: the app clears its session"
        }
        emit(
            .dataReadFailed, app, reason: failure.rawValue,
            detail: "\(work): its \(app.spec.dataProtection.rawValue) data is unreadable; \(outcome)")
        switch behaviour {
        case .wait: return .waiting
        case .fail: return .failed
        case .logOut:
            if !app.sessionCleared {
                app.sessionCleared = true
                emit(.sessionCleared, app, detail: "the user finds the app logged out at its next opening")
            }
            return .failed
        }
    }

    // MARK: - The lock and the unlock

    /// The device locks: every running app hears that protected data goes
    /// (ProtectedDataWillBecomeUnavailable); a running app keeps its `complete-unless-open`
    /// files open.
    func protectedDataWillGo() {
        guard profile.hasProtectedData else { return }
        for app in apps where app.state.isRunning {
            app.dataOpenAtLock = true
            app.deliver(.protectedData(.protectedDataWillBecomeUnavailable), in: self)
        }
    }

    /// The device unlocks: it is no longer locked since boot, every running app hears that
    /// protected data is back (ProtectedDataDidBecomeAvailable) and work that waited for it starts.
    func protectedDataCameBack() {
        deviceState.lockedSinceBoot = false
        guard profile.hasProtectedData else { return }
        for app in apps {
            app.dataOpenAtLock = false
            guard app.state.isRunning else { continue }
            app.deliver(.protectedData(.protectedDataDidBecomeAvailable), in: self)
        }
    }

    /// A ProtectedData callback reaches the app's main thread: after DidBecomeAvailable, the
    /// work that waited for the data starts.
    func protectedDataCallback(_ callback: EventName, _ app: AppRuntime) {
        guard app.state.isRunning else { return }
        emit(callback, app)
        if callback == .protectedDataDidBecomeAvailable { startWorkThatWaited(app) }
    }

    private func startWorkThatWaited(_ app: AppRuntime) {
        let waits = app.dataWaits
        app.dataWaits = []
        for wait in waits {
            switch wait {
            case .wake(let id, let duration):
                guard let k = app.wakeWork.firstIndex(where: { $0.id == id }) else { continue }
                app.wakeWork[k].end = now + duration
                schedule(.wakeWorkDone(work: id), for: app, after: duration)
            case .bgTask(let serial, let duration):
                guard let run = app.request(serial)?.run, !run.expired, let duration else { continue }
                schedule(.bgTask(serial: serial, .workDone), for: app, after: duration)
            }
        }
        markDirty(app.index)
    }

    /// The words a termination or a task's end adds when the app's work was still waiting for
    /// its data: the wait outlasted its background time.
    func waitNotDone(_ app: AppRuntime, _ detail: String?) -> String? {
        guard !app.dataWaits.isEmpty else { return detail }
        app.dataWaits = []
        let note = "its work waited for its protected data and was not done"
        return detail.map { "\($0); \(note)" } ?? note
    }

    // MARK: - Restart

    /// A restart is refused during a phone call.
    var rebootRefusal: String? {
        switch deviceState.call {
        case .ringing: "a call is ringing: answer or decline it first"
        case .inProgress: "a call is in progress: hang up first"
        case .none: nil
        }
    }

    /// `reboot`: every process ends without a callback or a Terminated of its own
    /// (DeviceRebooted), and the device is locked since boot until the first unlock. Takes no
    /// virtual time; the settings, force-quit marks, scene sessions and pending BG task
    /// requests survive.
    func reboot() throws(CommandError) {
        try refuse(rebootRefusal)
        let ended = apps.filter { $0.state.isAlive || $0.prewarmed || $0.ending != nil }
        emit(.deviceRebooted, detail: "\(ended.count) \(ended.count == 1 ? "process" : "processes") ended; locked since boot")
        for app in ended {
            app.clearProcess(in: self)
            cancelInAppTransfers(of: app.index)
        }
        endWidgetExtensions()
        var d = deviceState
        d.switcherOpen = false
        d.smsShowing = false
        d.front = nil
        d.callFront = nil
        d.smsFront = nil
        d.lockedFront = nil
        d.locked = true
        d.lockedSinceBoot = true
        d.lockedAt = now
        d.wakeUntil = now
        d.memoryUsedMB = 0
        if !profile.switcherIsRecentlyUsed { d.recents = [] }
        deviceState = d
        markAllDirty()
    }
}
