/// What falls due, known ahead: the clock does not scan every request or every app at every
/// step. An area whose deadlines are fixed times hands them to the scheduler; an area whose
/// deadline moves with the device's state (BG task requests, whether the device sleeps) keeps
/// it here, computed once and marked stale by what it reads when that changes, so the
/// clock's question costs a comparison until then.
///
/// The marks are one object shared by the engine and its apps: an app's properties that an
/// answer reads mark it stale as they change (`didSet`), wherever the change comes from.
final class DueMarks {
    /// A BG task request's answer may have changed: an app's requests, force-quit, Background
    /// App Refresh switch or last open (the device's facts are compared, `BGTaskInputs`).
    var bgTasks = true
    /// What keeps a locked device awake may have changed: an app's main thread, wake work,
    /// requests or open tasks, or the apps whose clock runs.
    var awake = true
    /// An app's Background App Refresh switch changed (its answer, `refreshDenial`).
    var refresh = true

    func staleAll() {
        bgTasks = true
        awake = true
        refresh = true
    }
}

/// The device's facts a pending request's answer reads (its holds and its due time): the
/// cached answer stands while they and the apps' marks stay the same.
struct BGTaskInputs: Equatable {
    var profile: Profile
    var kind: DeviceKind
    var locked: Bool
    var lockedAt: SimDuration
    var network: Network
    var lowPower: Bool
    var charging: Bool
    var battery: Int
    var refresh: RefreshSetting
}

/// The apps' Background App Refresh answers worked out so far, for the device's facts.
struct RefreshAnswers {
    var inputs: BGTaskInputs
    var known: [Bool]
    var denials: [HoldReason?]
}

/// The BG task requests' deadline: when the first pending request runs if nothing changes,
/// and whether a running processing task is interrupted now.
struct BGTaskDue {
    var inputs: BGTaskInputs
    /// The earliest time a pending request runs (nil: every pending request is held). A
    /// request that runs in T at time t runs at t + T however time passes, until an input
    /// changes; a held one stays held (the only hold that reads the time, not-used, only
    /// comes to hold as it passes).
    var earliest: SimDuration?
    /// A running processing task the device's state takes back now (`Hold.interruptions`).
    var interrupted: Bool
}

extension BGRequest {
    /// Whether two lists of requests have the same deadlines: the same requests, each pending
    /// or running alike (its progress aside).
    static func sameDeadlines(_ a: [BGRequest], _ b: [BGRequest]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.serial == y.serial, x.task == y.task, x.kind == y.kind, x.moment == y.moment,
                x.run?.expired == y.run?.expired, x.run?.simulated == y.run?.simulated
            else { return false }
        }
        return true
    }
}

extension Engine {
    var bgTaskInputs: BGTaskInputs {
        // Field by field: a copy of the whole device state would retain its arrays, and this
        // is asked twice in every pass of `settleNow`.
        BGTaskInputs(
            profile: profile, kind: deviceKind, locked: deviceState.locked, lockedAt: deviceState.lockedAt,
            network: deviceState.network, lowPower: deviceState.lowPower, charging: deviceState.charging,
            battery: deviceState.battery, refresh: deviceState.refresh)
    }

    /// The BG task requests' deadline, computed again only when an input changed.
    func bgTaskDue() -> BGTaskDue {
        let inputs = bgTaskInputs
        if !marks.bgTasks, let due = bgTaskDueCache, due.inputs == inputs { return due }
        marks.bgTasks = false
        var earliest: SimDuration?
        var interrupted = false
        for i in bgTaskApps {
            for request in apps[i].requests where request.kind != .continued || request.run != nil {
                if let run = request.run {
                    if !interrupted, request.kind == .processing, !run.expired, !run.simulated {
                        interrupted = interruption(i, request) != nil
                    }
                } else if case .runsIn(let t) = bgTaskStatus(i, request), earliest.map({ now + t < $0 }) ?? true {
                    earliest = now + t
                }
            }
        }
        let due = BGTaskDue(inputs: inputs, earliest: earliest, interrupted: interrupted)
        bgTaskDueCache = due
        return due
    }

    /// Each app's Background App Refresh answer, asked at every tick of a navigating app or a
    /// connected accessory (`continuousMode`): worked out once an app until the device's
    /// facts or a switch change.
    func refreshDenial(_ i: Int) -> HoldReason? {
        let inputs = bgTaskInputs
        if marks.refresh || refreshCache?.inputs != inputs {
            marks.refresh = false
            refreshCache = RefreshAnswers(
                inputs: inputs, known: Array(repeating: false, count: apps.count), denials: Array(repeating: nil, count: apps.count))
        }
        if let answers = refreshCache, answers.known[i] { return answers.denials[i] }
        let denial = firstHold(.backgroundRefresh, i, .refresh)
        guard var answers = takeOut(&refreshCache, leaving: nil) else { return denial }
        answers.known[i] = true
        answers.denials[i] = denial
        refreshCache = answers
        return denial
    }

    /// Whether a locked device is kept awake by an app whose clock runs (its main thread, wake
    /// work, a running BG task; on iOS 6 an open background task), computed again only when
    /// one of those changed.
    var clockAppKeepsDeviceAwake: Bool {
        if !marks.awake, let cached = keepsAwakeCache, cached.profile == profile { return cached.awake }
        marks.awake = false
        let keepsAwake = profile.backgroundTasksKeepDeviceAwake
        let awake = clockApps.contains { i in
            let app = apps[i]
            return app.mainThread != nil || !app.wakeWork.isEmpty || app.hasRunningBGTask || (keepsAwake && app.hasOpenTasks)
        }
        keepsAwakeCache = (profile, awake)
        return awake
    }
}
