/// A `wait until`, whoever carries it out: the engine's own `apply` (scripts, `appdeck run`),
/// the dashboard's wait a frame at a time and a playing script's line. The one place its limit
/// and its failure are decided.
public struct AwaitedEvent: Hashable, Sendable {
    public var pattern: EventPattern
    /// How long it may take.
    public var limit: SimDuration

    /// `wait until PATTERN [within DURATION]`: without `within`, `Limits.waitUntil`.
    public init(_ pattern: EventPattern, within: SimDuration?) {
        self.pattern = pattern
        limit = within ?? Limits.waitUntil
    }

    /// Why it failed: `limit` passed without the event (the app named `app`, else as written).
    public func failure(app: String? = nil) -> CommandError {
        var named = pattern
        if let app { named.app = app }
        return .expectationFailed("waited \(limit) for \(named), which did not happen")
    }
}
