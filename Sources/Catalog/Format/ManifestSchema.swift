import Lifecycle
import Support

/// The manifest format: which keys go where and what each becomes in the AppSpec. The
/// manual's "App manifests" (Catalog.docc/Manifests.md) documents the same schema with a complete example.
extension ManifestReader {
    static let appKeys = [
        "name", "symbol", "summary", "memory", "modes", "launch-time", "did-enter-background",
        "tasks", "transfers", "fetch", "silent-push", "audio", "location", "voip", "accessory",
        "newsstand", "snapshot", "background-ui-update", "will-terminate-work", "scenes", "permitted-identifiers",
        "bg-tasks", "lifecycle-code",
        // The locked device (§11.6).
        "data-protection", "locked-data", "file-lock", "reads-data-before-main",
        // Pushes (§11.5)
        "voip-call", "notification-service",
        // Widgets (§11.7)
        "widget",
        // Live Activities (§11.8)
        "live-activity",
    ]
    static let taskKeys = ["name", "thread", "duration", "expiration"]

    /// The feature keys and the background mode each needs.
    static let featureModes: [(key: String, mode: BackgroundMode)] = [
        ("fetch", .fetch), ("silent-push", .remoteNotification), ("audio", .audio),
        ("location", .location), ("voip", .voip), ("accessory", .externalAccessory),
        ("newsstand", .newsstandContent),
    ]

    static let placeholders = SnapshotPlaceholder.allCases.map(\.written)

    /// The app a manifest describes, with the line of its name; nil when a required part is
    /// missing or malformed (the problems say which).
    mutating func app(_ root: YAMLNode) -> (spec: AppSpec, nameLine: Int)? {
        guard let top = fields(root, path: "", allowed: Self.appKeys, required: ["name"]) else {
            return nil
        }
        let defaults = AppSpec(name: "")
        var spec = defaults

        spec.name = name(top) ?? ""
        spec.symbol = symbol(top) ?? defaults.symbol
        spec.summary = singleLine(top, "summary") ?? defaults.summary
        spec.memoryMB = memory(top) ?? defaults.memoryMB
        spec.modes = modes(top)
        spec.launchTime = duration(top, "launch-time") ?? defaults.launchTime
        if let node = top.value("did-enter-background") {
            spec.didEnterBackground =
                didEnterBackground(node, keyLine: top.line(of: "did-enter-background"))
                ?? defaults.didEnterBackground
        }
        spec.tasks = (list(top, "tasks") ?? []).enumerated().compactMap { timedTask($1, path: "tasks[\($0 + 1)]") }
        spec.transfers = (list(top, "transfers") ?? []).enumerated().compactMap { transfer($1, path: "transfers[\($0 + 1)]") }
        spec.fetch = fetch(top)
        spec.silentPush = silentPush(top)
        spec.audio = audio(top)
        spec.location = location(top)
        spec.voip = voip(top)
        spec.accessory = accessory(top)
        spec.newsstand = newsstand(top)
        spec.snapshot = snapshot(top)
        spec.backgroundUIUpdate = duration(top, "background-ui-update")
        spec.willTerminateWork = duration(top, "will-terminate-work") ?? defaults.willTerminateWork
        spec.scenes = boolean(top, "scenes") ?? defaults.scenes
        bgTasks(top, into: &spec)
        lifecycleCode(top, into: &spec)
        lockedDevice(top, into: &spec)
        pushes(top, into: &spec)
        widget(top, into: &spec)
        liveActivity(top, into: &spec)

        for (key, mode) in Self.featureModes where top.has(key) && !spec.modes.contains(mode) {
            report(top.line(of: key), "\(key) needs the background mode '\(mode.rawValue)' in modes")
        }
        guard problems.isEmpty else { return nil }
        return (spec, top.line(of: "name"))
    }

    // MARK: Top-level values

    /// Memory in whole MB, written as a size (`90MB`).
    private mutating func memory(_ top: Fields) -> Int? {
        guard let bytes = size(top, "memory") else { return nil }
        guard bytes % 1_000_000 == 0 else {
            report(top.line(of: "memory"), "memory: expected a whole number of MB, e.g. 90MB")
            return nil
        }
        guard let mb = Int(exactly: bytes / 1_000_000) else { return nil }
        return mb
    }

    private mutating func modes(_ top: Fields) -> Set<BackgroundMode> {
        var modes: Set<BackgroundMode> = []
        let valid = BackgroundMode.allCases.map(\.rawValue).joined(separator: ", ")
        for item in list(top, "modes") ?? [] {
            guard let word = text(item, path: "modes", expected: "a background mode") else { continue }
            guard let mode = BackgroundMode(rawValue: word) else {
                report(line(item), "unknown background mode \(word.quoted); valid modes: \(valid)")
                continue
            }
            if !modes.insert(mode).inserted {
                report(line(item), "modes: \(word.quoted) is listed twice")
            }
        }
        return modes
    }

    private mutating func snapshot(_ top: Fields) -> [String] {
        var lines: [String] = []
        for item in list(top, "snapshot") ?? [] {
            guard let text = text(item, path: "snapshot", expected: "a line of text") else { continue }
            for placeholder in SnapshotPlaceholder.placeholders(in: text) where !Self.placeholders.contains(placeholder) {
                report(
                    line(item),
                    "unknown snapshot placeholder \(placeholder.quoted); valid placeholders: \(Self.placeholders.joined(separator: ", "))")
            }
            lines.append(text)
        }
        return lines
    }
}
