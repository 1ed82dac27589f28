import Lifecycle
import Support

/// The manifest's `live-activity:` (the rule book's §11.8, NSSupportsLiveActivities):
/// `frequent-updates`, `push-to-start`, `attributes-size`, `update-every` (1s or more) and
/// `stale-after`. Loads on every profile; only ios26 shows the activity.
extension ManifestReader {
    static let liveActivityKeys = ["frequent-updates", "push-to-start", "attributes-size", "update-every", "stale-after"]

    mutating func liveActivity(_ top: Fields, into spec: inout AppSpec) {
        guard let f = feature(top, "live-activity", allowed: Self.liveActivityKeys, required: []) else { return }
        var activity = LiveActivitySpec()
        if let frequent = boolean(f, "frequent-updates") { activity.frequentUpdates = frequent }
        if let pushToStart = boolean(f, "push-to-start") { activity.pushToStart = pushToStart }
        if let bytes = size(
            f, "attributes-size", over: Limits.activityPayloadLimit, "4KB (4096 bytes)",
            then: "every start will fail: attributes-too-large")
        {
            activity.attributesBytes = bytes
        }
        activity.updateEvery = duration(
            f, "update-every", floor: Floor(shortest: Limits.shortestActivityUpdate, why: "AppDeck models no faster local updates"))
        activity.staleAfter = duration(f, "stale-after")
        spec.liveActivity = activity
    }
}
