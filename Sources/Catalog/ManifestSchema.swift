import Lifecycle
import Support
import Yams

/// The manifest format: which keys go where and what each becomes in the AppSpec. The
/// manual's "App manifests" (Catalog.docc/Manifests.md) documents the same schema with a complete example.
extension ManifestReader {
    static let appKeys = [
        "name", "symbol", "summary", "memory", "modes", "launch-time", "did-enter-background",
        "tasks", "transfers", "fetch", "silent-push", "audio", "location", "voip", "accessory",
        "newsstand", "snapshot", "background-ui-update", "will-terminate-work", "scenes", "permitted-identifiers",
        "bg-tasks", "lifecycle-code",
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
    mutating func app(_ root: Node) -> (spec: AppSpec, nameLine: Int)? {
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

    // MARK: Tasks

    private mutating func didEnterBackground(_ node: Node, keyLine: Int) -> DidEnterBackgroundSpec? {
        let path = "did-enter-background"
        guard let f = fields(node, path: path, allowed: ["main-thread-work", "tasks"], keyLine: keyLine) else {
            return nil
        }
        var spec = DidEnterBackgroundSpec()
        spec.mainThreadWork = duration(f, "main-thread-work") ?? .zero
        spec.tasks = (list(f, "tasks") ?? []).enumerated().compactMap { index, item in
            guard
                let t = fields(
                    item, path: "\(path).tasks[\(index + 1)]", allowed: Self.taskKeys,
                    required: ["name", "duration"])
            else { return nil }
            return task(t)
        }
        return spec
    }

    private mutating func timedTask(_ node: Node, path: String) -> TimedTaskSpec? {
        guard
            let f = fields(
                node, path: path, allowed: ["at"] + Self.taskKeys,
                required: ["at", "name", "duration"])
        else { return nil }
        let at = duration(f, "at")
        guard let task = task(f), let at else { return nil }
        return TimedTaskSpec(at: at, task: task)
    }

    /// The task keys shared by DidEnterBackground tasks and timed tasks.
    private mutating func task(_ f: Fields) -> TaskSpec? {
        let name = singleLine(f, "name")
        let thread = choice(f, "thread", TaskThread.allCases.map { ($0.rawValue, $0) }, what: "thread")
        let length = taskDuration(f)
        let expiration = expiration(f, "expiration")
        guard let name, let length else { return nil }
        return TaskSpec(
            name: name, thread: thread ?? .background, duration: length.duration,
            expiration: expiration ?? .nothing)
    }

    /// How long a task's work takes: a duration, or `never` for a task the app never ends.
    private struct TaskLength { var duration: SimDuration? }

    private mutating func taskDuration(_ f: Fields) -> TaskLength? {
        guard let node = f.value("duration") else { return nil }
        if case .scalar(let scalar) = node, scalar.string == "never" { return TaskLength(duration: nil) }
        guard let duration = duration(node, path: f.path(of: "duration")) else { return nil }
        return TaskLength(duration: duration)
    }

    /// `nothing`, `end-task`, or `end-task after DURATION` (less than the 5 s between the
    /// handler and the end of the budget).
    mutating func expiration(
        _ f: Fields, _ key: String, expected: String = "nothing, end-task, or end-task after DURATION"
    ) -> ExpirationAction? {
        guard let node = f.value(key) else { return nil }
        let path = f.path(of: key)
        guard let value = text(node, path: path, expected: expected) else { return nil }
        if value == "nothing" { return .nothing }
        if value == "end-task" { return .endTaskNow }
        let prefix = "end-task after "
        guard value.hasPrefix(prefix) else {
            report(line(node), path, "unknown expiration handler \(value.quoted); expected \(expected)")
            return nil
        }
        let delay = String(value.dropFirst(prefix.count))
        guard let after = duration(delay, line: line(node), path: path) else { return nil }
        guard after < Limits.expirationWarning else {
            report(
                line(node),
                "a task that ends after it is expired: \(path) ends the task \(after) after the handler runs, but the app is terminated \(Limits.expirationWarning) after it; expected less than \(Limits.expirationWarning)"
            )
            return nil
        }
        return .endTask(after: after)
    }

    // MARK: Transfers

    private mutating func transfer(_ node: Node, path: String) -> TransferSpec? {
        guard
            let f = fields(
                node, path: path, allowed: ["name", "size", "start", "ios6-expiration"],
                required: ["name", "size"])
        else { return nil }
        let name = singleLine(f, "name")
        let bytes = size(f, "size")
        let start = transferStart(f)
        let expiration = expiration(f, "ios6-expiration")
        guard let name, let bytes else { return nil }
        return TransferSpec(
            name: name, bytes: bytes, start: start ?? .enterBackground,
            ios6Expiration: expiration ?? .endTaskNow)
    }

    /// `enter-background` or `DURATION after launch`.
    private mutating func transferStart(_ f: Fields) -> TransferStart? {
        guard let node = f.value("start") else { return nil }
        let path = f.path(of: "start")
        let expected = "enter-background or DURATION after launch (e.g. 30s after launch)"
        guard let value = text(node, path: path, expected: expected) else { return nil }
        if value == "enter-background" { return .enterBackground }
        let suffix = " after launch"
        guard value.hasSuffix(suffix) else {
            report(line(node), path, "unknown start \(value.quoted); expected \(expected)")
            return nil
        }
        let delay = String(value.dropLast(suffix.count))
        return duration(delay, line: line(node), path: path).map { .afterLaunch($0) }
    }

    // MARK: Features

    private static let results = FetchResult.allCases.map { ($0.rawValue, $0) }

    /// The mapping of a feature key (`fetch:`, `voip:`, …), if the manifest has one.
    private mutating func feature(_ top: Fields, _ key: String, allowed: [String], required: [String]) -> Fields? {
        guard let node = top.value(key) else { return nil }
        return fields(node, path: key, allowed: allowed, required: required, keyLine: top.line(of: key))
    }

    private mutating func fetch(_ top: Fields) -> FetchSpec? {
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

    private mutating func silentPush(_ top: Fields) -> PushSpec? {
        guard let f = feature(top, "silent-push", allowed: ["duration", "result"], required: ["duration"]) else {
            return nil
        }
        let length = duration(f, "duration")
        let result = choice(f, "result", Self.results, what: "result")
        guard let length else { return nil }
        return PushSpec(duration: length, result: result ?? .newData)
    }

    private mutating func audio(_ top: Fields) -> AudioSpec? {
        guard let f = feature(top, "audio", allowed: ["playlist"], required: ["playlist"]),
            let playlist = duration(f, "playlist")
        else { return nil }
        return AudioSpec(playlist: playlist)
    }

    private mutating func location(_ top: Fields) -> LocationSpec? {
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

    private mutating func voip(_ top: Fields) -> VoipSpec? {
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

    private mutating func accessory(_ top: Fields) -> AccessorySpec? {
        guard let f = feature(top, "accessory", allowed: ["interval"], required: ["interval"]),
            let interval = duration(f, "interval", floor: .accessoryInterval)
        else { return nil }
        return AccessorySpec(interval: interval)
    }

    private mutating func newsstand(_ top: Fields) -> NewsstandSpec? {
        guard let f = feature(top, "newsstand", allowed: ["issue-size"], required: ["issue-size"]),
            let bytes = size(f, "issue-size")
        else { return nil }
        return NewsstandSpec(issueBytes: bytes)
    }
}
