import Lifecycle
import Timeline

/// The why report of a run (`appdeck run SCRIPT --format why`): for every BG task request and
/// every push, when it was submitted or sent, each interval of each hold reason, and how it
/// ended. Built as the run goes, at a cost linear in its events and lines: the lifecycle comes
/// from the events, the holds from the engine's answers, asked after each line by the
/// `HoldSampler` the timeline's hold glyphs come from too, and only for the requests still pending.
public struct WhyReport: Sendable {
    public private(set) var records: [WhyRecord] = []
    /// The records whose lifecycle is not over, by index.
    private var open: [Int] = []
    /// Records never sampled yet: their holds start when they were submitted.
    private var unsampled: Set<Int> = []
    private var sampler = HoldSampler()
    /// Per app, a delivered VoIP push whose handler has not returned yet: it ends killed
    /// (`voip-no-call`) or with the call reported.
    private var awaitingCall: [String: Int] = [:]
    /// Per app, how its notification service extension ended, until the notification shows.
    private var extensionEnd: [String: String] = [:]

    public init() {}

    /// Before a line's command runs: a push is sent now.
    public mutating func willApply(_ command: Command, at time: SimDuration) {
        if case .activityPush(let app, let push) = command { willSend(app, push, at: time) }
        guard case .push(let app, let silent, let voip, _, _) = command else { return }
        start(WhyRecord(kind: .push, app: app, name: voip ? "voip" : silent ? "silent" : "alert", start: time))
    }

    /// An event of the run, in order.
    public mutating func add(_ event: Event) {
        sampler.add(event)
        guard let app = event.app else {
            if event.name == .deviceReset { for k in open { end(k, .dropped, at: event.time, "the device was reset") } }
            return
        }
        if addActivity(event, app: app) { return }
        switch event.name {
        case .bgTaskSubmitted:
            guard let id = event.label else { return }
            if let k = find(.request, app, id, pending: true) { end(k, .dropped, at: event.time, "replaced by a new submit") }
            let k = start(WhyRecord(kind: .request, app: app, name: id, start: event.time))
            unsampled.insert(k)
        case .bgTaskLaunched:
            guard let k = find(.request, app, event.label, pending: true) else { return }
            closeHolds(k, at: event.time)
            records[k].end = .ran
            records[k].launched = event.time
        case .bgTaskExpired:
            guard let k = find(.request, app, event.label, pending: false) else { return }
            end(k, .expired, at: event.time, event.reason)
        case .bgTaskCompleted:
            guard let k = find(.request, app, event.label, pending: false) else { return }
            end(k, .completed, at: event.time, event.reason)
        case .pushHeld:
            guard let k = find(.push, app, nil, pending: true) else { return }
            if event.detail?.contains("replaces") == true, let old = find(.push, app, nil, pending: true, before: k) {
                end(old, .dropped, at: event.time, "APNs keeps only the last push: a newer one replaced it")
            }
            // A push is held for one reason at a time: the one it was held for before ends here.
            closeHolds(k, at: event.time)
            openHold(k, event.reason.flatMap(HoldReason.init(rawValue:)) ?? .noNetwork, at: event.time)
        case .didReceiveRemoteNotification, .didReceiveIncomingPush:
            guard let k = find(.push, app, nil, pending: true) else { return }
            end(k, .ran, at: event.time, nil)
            if event.name == .didReceiveIncomingPush { awaitingCall[app] = k }
        case .notificationShown:
            guard let k = find(.push, app, nil, pending: true) else { return }
            let extensionEnded = extensionEnd.removeValue(forKey: app)
            let shown =
                event.reason == "modified"
                ? "modified by the service extension" : extensionEnded.map { "original shown: " + $0 }
            end(k, .ran, at: event.time, shown)
        case .serviceExtensionTimeWillExpire:
            extensionEnd[app] = "the service extension ran out of time"
        case .serviceExtensionTerminated:
            extensionEnd[app] = "the service extension was killed" + (event.reason.map { " (\($0))" } ?? "")
        case .reportNewIncomingCall:
            guard let k = awaitingCall.removeValue(forKey: app) else { return }
            records[k].detail = "call reported to CallKit"
        case .terminated where event.reason == TerminationReason.voipNoCall.rawValue:
            guard let k = awaitingCall.removeValue(forKey: app) else { return }
            records[k].end = .killed
            records[k].detail = "voip-no-call: it never reported a call to CallKit"
            records[k].ended = event.time
        case .pushRejected, .pushDropped:
            // Refused at the send, or dropped (voip-blocked): the push just sent. Coalesced:
            // the one held before, which the newer push replaces.
            guard let newest = find(.push, app, nil, pending: true) else { return }
            let k = event.reason == "coalesced" ? find(.push, app, nil, pending: true, before: newest) ?? newest : newest
            end(k, .dropped, at: event.time, event.reason)
        case .backgroundLaunchDenied where ["DidReceiveRemoteNotification", "newsstand issue download"].contains(event.detail):
            guard let k = find(.push, app, nil, pending: true) else { return }
            end(k, .dropped, at: event.time, event.reason)
        default:
            _ = addWidget(event, app: app)
        }
    }

    /// After a line: the holds of every pending request, as the engine answers now.
    public mutating func sample(_ engine: Engine) {
        for change in sampler.sample(engine) {
            guard let k = find(.request, change.request.app, change.request.id, pending: true) else { continue }
            guard change.pending else {
                end(k, .dropped, at: change.time, "the request is gone")
                continue
            }
            let from = unsampled.remove(k) == nil ? change.time : records[k].start
            let now = Set(change.reasons)
            for h in records[k].holds.indices
            where records[k].holds[h].to == nil && !(records[k].holds[h].reason.map(now.contains) ?? false) {
                records[k].holds[h].to = change.time
            }
            let held = Set(records[k].holds.filter { $0.to == nil }.compactMap(\.reason))
            for reason in change.reasons where !held.contains(reason) { openHold(k, reason, at: from) }
        }
        open.removeAll { records[$0].end != .pending && records[$0].end != .ran }
    }

    // MARK: - The records

    @discardableResult
    mutating func start(_ record: WhyRecord) -> Int {
        records.append(record)
        open.append(records.count - 1)
        return records.count - 1
    }

    /// The newest open record of the app of that kind and name (any name but an ActivityKit
    /// push's when nil): pending, or launched and not over.
    private func find(_ kind: WhyRecord.Kind, _ app: String, _ name: String?, pending: Bool, before limit: Int? = nil) -> Int? {
        open.last { k in
            let r = records[k]
            let named = name.map { r.name == $0 } ?? !r.name.hasPrefix("activity")
            return r.kind == kind && r.app == app && named && (limit.map { k < $0 } ?? true)
                && (pending ? r.end == .pending : r.end == .ran)
        }
    }

    /// The newest open record that `matches`.
    func findOpen(_ matches: (WhyRecord) -> Bool) -> Int? { open.last { matches(records[$0]) } }

    mutating func openHold(_ k: Int, _ reason: HoldReason, at time: SimDuration) {
        openHold(k, token: reason.rawValue, at: time)
    }

    mutating func openHold(_ k: Int, token: String, at time: SimDuration) {
        records[k].holds.append(HoldInterval(token: token, from: time, to: nil))
    }

    mutating func closeHolds(_ k: Int, at time: SimDuration) {
        for h in records[k].holds.indices where records[k].holds[h].to == nil { records[k].holds[h].to = time }
    }

    mutating func end(_ k: Int, _ end: WhyRecord.End, at time: SimDuration, _ detail: String?) {
        closeHolds(k, at: time)
        // An expired task completes too (with failure): it stays expired.
        if !(records[k].end == .expired && end == .completed) {
            records[k].end = end
            records[k].detail = detail
        }
        records[k].ended = time
        open.removeAll { $0 == k }
        unsampled.remove(k)
    }
}

/// One interval of one hold reason; `to` nil: it still held at the end. `token` is a hold
/// reason's, or an ActivityKit push's that is no hold reason (`opportunistic`, §11.8).
public struct HoldInterval: Hashable, Sendable {
    public var token: String
    public var from: SimDuration
    public var to: SimDuration?

    /// The hold reason, unless the token is an ActivityKit push's own.
    public var reason: HoldReason? { HoldReason(rawValue: token) }

    public init(reason: HoldReason, from: SimDuration, to: SimDuration?) {
        self.init(token: reason.rawValue, from: from, to: to)
    }

    public init(token: String, from: SimDuration, to: SimDuration?) {
        self.token = token; self.from = from; self.to = to
    }
}

/// A BG task request or a push, from its submission or sending to how it ended.
public struct WhyRecord: Hashable, Sendable {
    public enum Kind: String, Sendable { case request, push, widget }
    /// How it ended: `ran` (launched, the push delivered, the widget's timeline asked for),
    /// `expired`, `completed`, `dropped` (replaced, denied, reset, the widget removed),
    /// `killed` (a VoIP push whose app the system killed for not reporting a call), `merged`
    /// (a widget reload that joined the one pending), `rejected` (an ActivityKit push refused at
    /// the send), `pending` (still pending at the end).
    public enum End: String, Sendable { case ran, expired, completed, dropped, killed, merged, rejected, pending }

    public var kind: Kind
    public var app: String
    /// The task's identifier, `alert` or `silent` for a push (`activity`, `activity start`,
    /// `activity end` for an ActivityKit push), `request` or `policy` for a widget reload.
    public var name: String
    /// When it was submitted or sent.
    public var start: SimDuration
    public var holds: [HoldInterval] = []
    public var end: End = .pending
    /// When a request was launched.
    public var launched: SimDuration?
    /// When it ended: completed, expired, dropped, or the push delivered.
    public var ended: SimDuration?
    /// The end's reason: the expiration's, the completion's, why it was dropped.
    public var detail: String?
}
