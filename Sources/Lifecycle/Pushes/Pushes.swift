/// The rule book's §11.5: background pushes on today's iOS (ios13, ios26). A background push
/// is sent with priority 5 (10 is refused at the send); each app may be woken by at most
/// `push-budget` of them per rolling hour (our model), the device keeps the newest held one
/// per app (coalescing) and delivers it when the hour frees a slot, under the rules of that
/// moment. VoIP pushes are in `VoipPushes.swift`, the notification service extension in
/// `ServiceExtension.swift`.

/// One push as sent: its kind, its priority and whether it may be changed by the app's
/// notification service extension.
public struct PushSent: Hashable, Sendable {
    public var silent = false
    public var voip = false
    /// As sent; nil: the default (5 for a background push, 10 otherwise).
    public var priority: Int?
    public var mutable = false

    public init(silent: Bool = false, voip: Bool = false, priority: Int? = nil, mutable: Bool = false) {
        self.silent = silent; self.voip = voip; self.priority = priority; self.mutable = mutable
    }

    /// What the event details call it: `silent`, `VoIP`, nil for an alert push.
    var kind: String? { voip ? "VoIP" : silent ? "silent" : nil }
}

extension Limits {
    /// Background-push wakes per app per rolling hour, by default (§11.5, our model).
    public static let pushBudget = 3
    /// The largest `push-budget N`.
    public static let maxPushBudget = 60
    /// The rolling window of the push budget.
    public static let pushWindow = SimDuration.hours(1)
    /// VoIP pushes not reported as calls before the system drops the app's VoIP pushes.
    public static let voipStrikes = 3
}

/// An app's pushes: the times background pushes woke it (a `RollingBudget` of the last
/// `Limits.maxPushBudget`, so the budget's bookkeeping is constant per push), the push held
/// for the budget, and its VoIP strikes.
struct AppPushes {
    /// The wakes of the rolling hour.
    var wakes = RollingBudget(capacity: Limits.maxPushBudget, window: Limits.pushWindow)
    /// The newest background push held for the budget, and since when.
    var held: (sent: PushSent, since: SimDuration)?
    /// Bumped whenever `held` changes: a scheduled delivery of an older one lapses.
    var heldEpoch = 0
    /// VoIP pushes the app did not report as calls (killed for it).
    var voipStrikes = 0
    /// Notification service extension runs so far (each run's steps carry its number).
    var extensionRuns = 0
}

extension Engine {
    /// `push APP [silent|voip] [priority 5|10] [mutable]`.
    func pushCommand(_ i: Int, _ sent: PushSent) throws(CommandError) {
        try refuse(pushRefusal(i, sent))
        if sent.silent, profile.hasBGTaskScheduler, sent.priority == 10 {
            emit(
                .pushRejected, apps[i], reason: "bad-priority",
                detail: "a background push must be sent with priority 5: APNs refuses priority 10 for content-available only")
            return
        }
        if sent.voip { voipPush(i, sent) } else { push(i, sent) }
    }

    /// Why the engine would refuse to send the push: a VoIP push needs PushKit (iOS 8+; our
    /// ios6 and ios7 keep the keep-alive).
    func pushRefusal(_ i: Int, _ sent: PushSent) -> String? {
        guard sent.voip, !profile.hasBGTaskScheduler else { return nil }
        return
            "\(profile.rawValue) has no VoIP pushes in AppDeck: VoIP apps get the keep-alive there (§7); PushKit is modelled on ios13 and ios26"
    }

    /// `push-budget N|off`: from now on; held pushes go out at once if slots are free.
    func setPushBudget(_ budget: Int?) throws(CommandError) {
        if let budget, !(0...Limits.maxPushBudget).contains(budget) {
            throw .cannotCarryOut("the push budget is 0 to \(Limits.maxPushBudget) background pushes per hour, or off")
        }
        deviceState.pushBudget = budget
        for app in apps where app.pushes.held != nil { scheduleHeldDelivery(app.index) }
    }

    /// Facts the push rows of the table of holds read (a background or VoIP push on a
    /// profile that has today's rules).
    func addPushFacts(_ facts: inout HoldFacts, _ i: Int, _ launch: BackgroundLaunch) {
        guard profile.hasBGTaskScheduler else { return }
        let app = apps[i]
        switch launch {
        case .silentPush:
            facts.pushBudget = deviceState.pushBudget
            facts.debuggerAttached = app.debuggerAttached
            if let budget = deviceState.pushBudget {
                facts.pushesInHour = app.pushes.wakes.used(before: now, upTo: budget)
            }
        case .voipKeepAlive:
            facts.voipPush = true
            facts.declaresLaunch = app.declaresVoip
            facts.voipBlocked = app.pushes.voipStrikes >= Limits.voipStrikes
        default:
            break
        }
    }

    /// A background push that woke the app counts toward its budget (not under a debugger).
    func countPushWake(_ i: Int) {
        guard profile.hasBGTaskScheduler, !apps[i].debuggerAttached else { return }
        var wakes = takeOut(&apps[i].pushes.wakes, leaving: .taken)
        wakes.record(now)
        apps[i].pushes.wakes = wakes
    }

    /// Over the budget: the device keeps the newest background push (a newer one replaces the
    /// one it held: PushDropped `coalesced`).
    func holdThrottled(_ i: Int, _ sent: PushSent) {
        let app = apps[i]
        // Written as `Sentence`s: this runs for every background push over the budget.
        if let old = app.pushes.held {
            let detail: Sentence = "the push held since \(old.since) is replaced by a newer one"
            emit(.pushDropped, app, reason: "coalesced", detail: detail.text)
        }
        app.pushes.held = (sent, now)
        app.pushes.heldEpoch += 1
        emit(.pushHeld, app, reason: HoldReason.throttled.rawValue, detail: heldWhen(i, after: "silent, "))
        scheduleHeldDelivery(i)
    }

    /// When the held push goes out, in words after `lead`: `delivered in 12m5s`, in whole
    /// seconds rounded up (the sentence is read on a screen that counts down).
    private func heldWhen(_ i: Int, after lead: String = "") -> String {
        guard let budget = deviceState.pushBudget else { return lead + "delivered now" }
        guard let at = apps[i].pushes.wakes.slotFrees(budget: budget, after: now) else {
            return lead + "held while push-budget is 0"
        }
        let words: Sentence = "\(lead)delivered in \(SimDuration.seconds(((at - now).milliseconds + 999) / 1000))"
        return words.text
    }

    /// Schedules the held push's delivery at the first free slot (at once when one is free).
    private func scheduleHeldDelivery(_ i: Int) {
        let app = apps[i]
        guard app.pushes.held != nil else { return }
        app.pushes.heldEpoch += 1
        let at = deviceState.pushBudget.map { app.pushes.wakes.slotFrees(budget: $0, after: now) } ?? now
        if let at { schedule(.heldPushDue(app: i, epoch: app.pushes.heldEpoch), at: at) }
    }

    /// A slot freed: the held push is delivered under the rules of this moment.
    func heldPushDue(_ i: Int, epoch: Int) {
        let app = apps[i]
        guard app.pushes.heldEpoch == epoch, let held = app.pushes.held else { return }
        app.pushes.held = nil
        app.pushes.heldEpoch += 1
        push(i, held.sent, heldSince: held.since)
    }

    /// The debugger was attached: no budget holds the app's background pushes now, so the one
    /// held for it is delivered at once, under the rules of this moment (§11.5).
    func releaseThrottledPush(_ i: Int) {
        heldPushDue(i, epoch: apps[i].pushes.heldEpoch)
    }

    /// The throttled hold's sentence for app `i`.
    func throttledSentence(_ i: Int) -> String {
        let name = catalog[i].name
        guard let budget = deviceState.pushBudget else { return "\(name) has no push budget" }
        let used = apps[i].pushes.wakes.used(before: now, upTo: budget)
        return "\(name) was woken by \(used) background push\(used == 1 ? "" : "es") in the last hour "
            + "(push-budget \(budget)): the next is held, " + heldWhen(i)
    }

    // MARK: - What the screens show

    /// Background-push wakes per app per rolling hour; nil: no budget (`push-budget off`).
    public var pushBudget: Int? { deviceState.pushBudget }

    /// The background pushes that woke the app in the rolling hour (up to the largest budget).
    public func pushesInHour(of app: String) -> Int {
        guard let i = indexByName[app.lowercased()] else { return 0 }
        return apps[i].pushes.wakes.used(before: now, upTo: Limits.maxPushBudget)
    }

    /// The background push held for the app's budget, and in how long it goes out (nil: not
    /// while the budget stays as it is).
    public func heldPush(of app: String) -> (reason: HoldReason, deliveredIn: SimDuration?)? {
        guard let i = indexByName[app.lowercased()], apps[i].pushes.held != nil else { return nil }
        let at = deviceState.pushBudget.map { apps[i].pushes.wakes.slotFrees(budget: $0, after: now) } ?? now
        return (.throttled, at.map { $0 - now })
    }
}

/// An app's background pushes, for its card and the settings overlay: the wakes of the
/// rolling hour, the budget, and the push held for it, if any.
public struct PushStatus: Hashable, Sendable {
    public var used: Int
    public var budget: Int?
    /// Why the device holds a background push for the app (`throttled`), if it does.
    public var held: HoldReason?
    /// In how long the held push goes out; nil: not while the budget stays as it is.
    public var deliveredIn: SimDuration?
    /// While one is held: every condition that holds a background push to the app now, in
    /// the hold order, each with its sentence (the why answer's, `why APP push`).
    public var holds: [BGTaskAnswer.Unmet] = []

    /// `push held: throttled, in 12m`, nil when none is held.
    public var heldLine: String? {
        guard let held else { return nil }
        return "push held: \(held.rawValue), " + (deliveredIn == nil ? "until the budget rises" : when)
    }

    /// `pushes 3/3 this hour`, `pushes 5 this hour (no budget)`.
    public var budgetLine: String {
        "pushes \(used)" + (budget.map { "/\($0) this hour" } ?? " this hour (no budget)")
    }

    /// For a narrow card (its push line already names the reason): `push held in 12m` (or
    /// `push held 12m` where that does not fit `width`) and `3/3 this hour`; nil when no push is
    /// held.
    public func shortLines(width: Int) -> [String]? {
        guard held != nil else { return nil }
        let wait = deliveredIn == nil ? "budget 0" : when
        let first = "push held " + wait
        let short = "push held " + (wait.hasPrefix("in ") ? String(wait.dropFirst(3)) : wait)
        return [first.count <= width ? first : short, "\(used)" + (budget.map { "/\($0)" } ?? "") + " this hour"]
    }

    /// `in 12m`, `now`.
    private var when: String {
        let minutes = ((deliveredIn?.milliseconds ?? 0) + 59_999) / 60_000
        return minutes > 0 ? "in \(minutes)m" : "now"
    }
}

extension Engine {
    /// The app's background pushes on a profile with the budget; nil elsewhere or without the mode.
    func pushStatus(_ i: Int) -> PushStatus? {
        guard profile.hasBGTaskScheduler, catalog[i].modes.contains(.remoteNotification) else { return nil }
        let held = heldPush(of: catalog[i].name)
        var status = PushStatus(
            used: apps[i].pushes.wakes.used(before: now, upTo: Limits.maxPushBudget), budget: deviceState.pushBudget,
            held: held?.reason, deliveredIn: held?.deliveredIn)
        if held != nil {
            let why = why(i, .launch(.silentPush))
            status.holds = zip(why.reasons, why.sentences).map { BGTaskAnswer.Unmet(reason: $0, sentence: $1) }
        }
        return status
    }
}
