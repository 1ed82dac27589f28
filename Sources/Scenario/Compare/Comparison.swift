import Lifecycle
import Timeline

/// The runs of `appdeck compare` side by side: which apps lived, each app's summary in each
/// run, and where the runs first diverge for each app.
public struct Comparison: Sendable {
    public var runs: [CompareRun]
    /// The apps that lived in at least one run, in catalog order.
    public var apps: [String]
    /// Each run's events, by app.
    private var eventsByApp: [[String: [Event]]]

    public init(runs: [CompareRun], catalog: [String]) {
        self.runs = runs
        eventsByApp = runs.map { run in Dictionary(grouping: run.trace.events.events.filter { $0.app != nil }, by: { $0.app! }) }
        let lived = Set(eventsByApp.flatMap(\.keys))
        apps = catalog.filter(lived.contains)
    }

    /// The first event where the runs diverge for `app`, or nil when its events are the same in
    /// every run.
    public func divergence(of app: String) -> Divergence? {
        Divergence.first(app: app, in: eventsByApp.map { $0[app] ?? [] })
    }

    /// How many events `app` had in run `k`.
    public func eventCount(of app: String, inRun k: Int) -> Int { eventsByApp[k][app]?.count ?? 0 }

    /// What `app` did in run `k`.
    public func summary(of app: String, inRun k: Int) -> AppSummary {
        AppSummary(app: app, run: runs[k], events: eventsByApp[k][app] ?? [])
    }
}

/// One app in one run, in figures: the row of compare's table.
public struct AppSummary: Hashable, Sendable {
    public var app: String
    public var profile: Profile
    public var seed: UInt64
    /// Expiration handlers that ran.
    public var tasksExpired = 0
    /// Terminations by reason (the reasons of Terminated).
    public var kills: [TerminationReason: Int] = [:]
    /// Background fetches the app performed (PerformFetch).
    public var fetches = 0
    /// Background launches the system did not allow (BackgroundLaunchDenied).
    public var denials = 0
    /// BG task requests (§11.2, §11.3): submitted, run, completed successfully, expired.
    public var bgTasks = BGTaskCounts()
    /// Time in each state over the run (the timeline's bands: background split by whether a
    /// task was open).
    public var time: [Band: SimDuration] = [:]
    /// Background time used: where the budget ran down (not while asleep or held).
    public var backgroundUsed = SimDuration.zero

    /// The bands of an app's state, in the order the table lists them.
    public static let stateBands: [Band] = [.active, .inactive, .backgroundTask, .background, .suspended, .notRunning]

    init(app: String, run: CompareRun, events: [Event]) {
        self.app = app
        profile = run.variant.profile
        seed = run.variant.seed
        let end = run.trace.end
        if let lane = run.trace.timeline.apps.first(where: { $0.name == app }) {
            for r in lane.state.runs(from: .zero, to: end) { time[r.band, default: .zero] += r.end - r.start }
            for r in lane.budget?.runs(from: .zero, to: end) ?? [] where r.band == .budgetRunning {
                backgroundUsed += r.end - r.start
            }
        } else {
            time[.notRunning] = end // never ran in this run (a notification shown, a launch denied)
        }
        for event in events {
            switch event.name {
            case .expirationHandler: tasksExpired += 1
            case .terminated: if let reason = event.reason.flatMap(TerminationReason.init) { kills[reason, default: 0] += 1 }
            case .performFetch: fetches += 1
            case .backgroundLaunchDenied: denials += 1
            case .bgTaskSubmitted: bgTasks.submitted += 1
            case .bgTaskLaunched: bgTasks.ran += 1
            case .bgTaskCompleted where event.reason == "success": bgTasks.done += 1
            case .bgTaskExpired: bgTasks.expired += 1
            default: break
            }
        }
    }

    /// `watchdog 1, user 2`, in the order of the reasons; `-` for none.
    public var killsText: String {
        let text = TerminationReason.allCases.compactMap { r in kills[r].map { "\(r.rawValue) \($0)" } }
        return text.isEmpty ? "-" : text.joined(separator: ", ")
    }
}

/// An app's BG task requests in one run, as the timeline's bands show them: submitted
/// (BGTaskSubmitted), run (BGTaskLaunched), done (completed successfully), expired (the
/// expiration handler ran).
public struct BGTaskCounts: Hashable, Sendable {
    public var submitted = 0
    public var ran = 0
    public var done = 0
    public var expired = 0

    /// The counts by name, in this order: CSV's and JSONL's keys.
    public var named: [(name: String, count: Int)] {
        [("submitted", submitted), ("ran", ran), ("done", done), ("expired", expired)]
    }

    /// `submitted 2, ran 1, done 1`, the counts that are not zero; `-` for none.
    public var text: String {
        let text = named.filter { $0.count > 0 }.map { "\($0.name) \($0.count)" }
        return text.isEmpty ? "-" : text.joined(separator: ", ")
    }
}
