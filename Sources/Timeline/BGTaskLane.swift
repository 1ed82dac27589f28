import Lifecycle

/// The requests of one BG task identifier of an app (the rule book's §11.2, §11.3), as a row
/// under the app: a band from each submission to the task's run and its end. Pending from
/// BGTaskSubmitted (a continued request queued behind another too), running from
/// BGTaskLaunched, expired from BGTaskExpired until BGTaskCompleted or the process ends; a
/// task that completed successfully is marked done (◆), an expired one by its expiration
/// handler (!). A request submitted while the previous one runs (`resubmit`) shows once that
/// one ended. Refresh and processing requests outlive the process; a running task, and a
/// continued request, end with it.
public struct BGTaskLane: Hashable, Sendable {
    public let id: String
    public internal(set) var lane = Lane(.taskNone)
    /// Which reason holds its pending request over time (`Timeline.hold(_:)`).
    public internal(set) var holds = HoldLane()
    var pending = false
    var running = false
    var expired = false
    /// A continued task's request: it ends with the process.
    var continued = false

    init(id: String) { self.id = id }

    /// The row's title: the identifier's last component (`com.appdeck.feed.refresh` → `refresh`).
    public var title: String { id.split(separator: ".").last.map(String.init) ?? id }

    /// Takes in one of the app's events; returns whether the band changed.
    mutating func add(_ event: Event) -> Bool {
        switch event.name {
        case .bgTaskSubmitted:
            pending = true
            continued = event.detail?.hasPrefix(BGTaskKind.continued.phrase) ?? false
        case .bgTaskLaunched:
            pending = false; running = true; expired = false
        case .bgTaskExpired:
            expired = running
        case .bgTaskCompleted:
            running = false; expired = false
        case .terminated:
            running = false; expired = false
            if continued { pending = false }
        default:
            return false
        }
        return lane.set(band, at: event.time)
    }

    /// A fresh device: no request.
    mutating func reset(at time: SimDuration) {
        pending = false; running = false; expired = false
        lane.set(.taskNone, at: time)
        holds.set(nil, at: time)
    }

    /// Takes in what the hold sampler saw for its request: the first reason that holds it, from
    /// `change.time` on, or from the submission for the request's first sample.
    mutating func hold(_ change: HoldSampler.Change) {
        let pendingSince = lane.current == .taskPending ? lane.times[lane.times.count - 1] : change.time
        holds.set(change.pending ? change.reasons.first : nil, at: change.new ? min(pendingSince, change.time) : change.time)
    }

    var band: Band { running ? (expired ? .taskExpired : .taskRunning) : pending ? .taskPending : .taskNone }
}
