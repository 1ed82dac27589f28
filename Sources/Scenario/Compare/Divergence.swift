import Lifecycle

/// Where the runs of `compare` part for one app: the first of the app's events that is not
/// the same (time, name, state, task and details) in every run, and each run's event there
/// (nil for a run whose events ended before).
public struct Divergence: Hashable, Sendable {
    public var app: String
    /// 1-based position among the app's events (SceneLifecycleRequired not counted).
    public var position: Int
    /// Each run's event at `position`, in the order of the runs.
    public var events: [Event?]

    /// The first divergence of `app` across the runs' events, or nil when every run has the
    /// same events for it. ios26's SceneLifecycleRequired is left out: a warning, not a
    /// callback, it would make ios13 and ios26 diverge at every app's second event.
    public static func first(app: String, in all: [[Event]]) -> Divergence? {
        let runs = all.map { $0.filter { $0.name != .sceneLifecycleRequired } }
        let longest = runs.map(\.count).max() ?? 0
        for k in 0..<longest {
            let here = runs.map { k < $0.count ? $0[k] : nil }
            if Set(here).count > 1 { return Divergence(app: app, position: k + 1, events: here) }
        }
        return nil
    }
}
