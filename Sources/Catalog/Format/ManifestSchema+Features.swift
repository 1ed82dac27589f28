import Lifecycle
import Support

/// The manifest format, continued: the feature keys (`fetch:`, `voip:`, …), each needing its mode.
extension ManifestReader {
    private static let results = FetchResult.allCases.map { ($0.rawValue, $0) }

    /// The mapping of a feature key (`fetch:`, `voip:`, …), if the manifest has one.
    mutating func feature(_ top: Fields, _ key: String, allowed: [String], required: [String]) -> Fields? {
        guard let node = top.value(key) else { return nil }
        return fields(node, path: key, allowed: allowed, required: required, keyLine: top.line(of: key))
    }

    mutating func fetch(_ top: Fields) -> FetchSpec? {
        guard
            let f = feature(
                top, "fetch", allowed: ["minimum-interval", "duration", "result"],
                required: ["minimum-interval", "duration"])
        else { return nil }
        let interval = duration(f, "minimum-interval", floor: .fetchInterval)
        let length = duration(f, "duration")
        let result = choice(f, "result", Self.results, what: "result")
        guard let interval, let length else { return nil }
        return FetchSpec(minimumInterval: interval, duration: length, result: result ?? .newData)
    }

    mutating func silentPush(_ top: Fields) -> PushSpec? {
        guard let f = feature(top, "silent-push", allowed: ["duration", "result"], required: ["duration"]) else {
            return nil
        }
        let length = duration(f, "duration")
        let result = choice(f, "result", Self.results, what: "result")
        guard let length else { return nil }
        return PushSpec(duration: length, result: result ?? .newData)
    }

    mutating func audio(_ top: Fields) -> AudioSpec? {
        guard let f = feature(top, "audio", allowed: ["playlist"], required: ["playlist"]),
            let playlist = duration(f, "playlist")
        else { return nil }
        return AudioSpec(playlist: playlist)
    }

    mutating func location(_ top: Fields) -> LocationSpec? {
        guard
            let f = feature(
                top, "location", allowed: ["navigation", "significant-changes"],
                required: ["navigation"])
        else { return nil }
        let navigation = duration(f, "navigation")
        let changes = duration(f, "significant-changes", floor: .significantChanges)
        guard let navigation else { return nil }
        return LocationSpec(navigation: navigation, significantChanges: changes)
    }

    mutating func voip(_ top: Fields) -> VoipSpec? {
        guard let f = feature(top, "voip", allowed: ["keep-alive", "handler-duration"], required: ["keep-alive"]) else {
            return nil
        }
        let keepAlive = duration(f, "keep-alive", floor: .keepAlive)
        let handler = duration(f, "handler-duration")
        guard let keepAlive else { return nil }
        var spec = VoipSpec(keepAlive: keepAlive)
        if let handler { spec.handlerDuration = handler }
        return spec
    }

    mutating func accessory(_ top: Fields) -> AccessorySpec? {
        guard let f = feature(top, "accessory", allowed: ["interval"], required: ["interval"]),
            let interval = duration(f, "interval", floor: .accessoryInterval)
        else { return nil }
        return AccessorySpec(interval: interval)
    }

    mutating func newsstand(_ top: Fields) -> NewsstandSpec? {
        guard let f = feature(top, "newsstand", allowed: ["issue-size"], required: ["issue-size"]),
            let bytes = size(f, "issue-size")
        else { return nil }
        return NewsstandSpec(issueBytes: bytes)
    }
}
