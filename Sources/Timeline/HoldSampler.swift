import Lifecycle

/// Which hold reasons hold each pending BG task request over time: the one mechanism behind
/// the why report's hold intervals (`run --format why`) and the hold glyphs of the timeline's
/// request bands (`run --format timeline`, the dashboard's `T`). It follows the submissions in
/// the events (`add`) and reads the engine's answers for those requests (`BGTaskAnswer.holds`,
/// every unmet condition in the hold order, as `why APP ID` says) at the moments it is asked
/// (`sample`: after each script line; in the dashboard, each time the engine advances). The
/// conditions the holds read change by a command or as the clock moves, so a sample at each
/// of those points sees each change when it happens. Memory: one entry per pending request;
/// cost: one answer per pending request per sample.
public struct HoldSampler: Hashable, Sendable {
    /// A request: its app and identifier.
    public struct Key: Hashable, Sendable {
        public var app: String
        public var id: String

        public init(app: String, id: String) { self.app = app; self.id = id }
    }

    /// What changed for one request since the sample before.
    public struct Change: Hashable, Sendable {
        public var request: Key
        /// Every unmet condition now, in the hold order; empty: only time holds it (or it is
        /// no longer pending).
        public var reasons: [HoldReason]
        /// False: it is no longer pending (it runs, or it is gone); its entry is dropped.
        public var pending: Bool
        /// Its first sample since it was submitted: its reasons held from its submission on.
        public var new: Bool
        public var time: SimDuration
    }

    /// The requests followed: the reasons of the last sample, nil when not sampled since
    /// their submission.
    private var followed: [Key: [HoldReason]?] = [:]

    public init() {}

    /// An event of the session, in order: a submission is followed (again, if it replaces one).
    public mutating func add(_ event: Event) {
        guard event.name == .bgTaskSubmitted, let app = event.app, let id = event.label else { return }
        followed[Key(app: app, id: id)] = .some(nil)
    }

    /// The changes since the last sample at `now`, `answers` giving the engine's answers for
    /// an app's requests now (`Engine.bgTaskRequests(of:)`, `AppStatus.bgTaskRequests`).
    public mutating func sample(at now: SimDuration, answers: (String) -> [BGTaskAnswer]) -> [Change] {
        guard !followed.isEmpty else { return [] }
        var changes: [Change] = []
        var byApp: [String: [BGTaskAnswer]] = [:]
        for (key, last) in followed.sorted(by: { ($0.key.app, $0.key.id) < ($1.key.app, $1.key.id) }) {
            let requests = byApp[key.app] ?? answers(key.app)
            byApp[key.app] = requests
            let pending = requests.first { answer in
                guard answer.id == key.id else { return false }
                if case .running = answer.status { return false }
                return true
            }
            guard let pending else {
                followed[key] = nil
                changes.append(Change(request: key, reasons: [], pending: false, new: last == nil, time: now))
                continue
            }
            let reasons = pending.holds.map(\.reason)
            guard last != reasons else { continue }
            followed[key] = .some(reasons)
            changes.append(Change(request: key, reasons: reasons, pending: true, new: last == nil, time: now))
        }
        return changes
    }

    /// The changes since the last sample, as `engine` answers now.
    public mutating func sample(_ engine: Engine) -> [Change] {
        sample(at: engine.now) { engine.bgTaskRequests(of: $0) }
    }
}
