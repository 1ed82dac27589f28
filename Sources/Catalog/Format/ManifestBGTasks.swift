import Lifecycle
import Support

/// The manifest's BGTaskScheduler keys (the rule book's §11.2, §11.3): `permitted-identifiers`
/// and `bg-tasks`. Malformed values are problems; mistakes an app can ship with (and whose
/// outcome AppDeck shows) are warnings: the app loads.
extension ManifestReader {
    static let bgTaskKeys = [
        "id", "kind", "register", "submit", "earliest", "duration", "expiration", "resubmit",
        "requires-power", "requires-network", "title", "strategy", "progress-every",
    ]
    /// The keys only a continued task takes, and the keys only processing (and for the
    /// network, continued) tasks take.
    static let continuedOnlyKeys = ["title", "strategy", "progress-every"]

    /// Reads `permitted-identifiers` and `bg-tasks` into `spec`, with their warnings.
    mutating func bgTasks(_ top: Fields, into spec: inout AppSpec) {
        let listed = permittedIdentifiers(top)
        var seen: [String: Int] = [:]
        for (k, item) in (list(top, "bg-tasks") ?? []).enumerated() {
            guard let task = bgTask(item, path: "bg-tasks[\(k)]") else { continue }
            if let first = seen[task.spec.id] {
                report(task.idLine, "bg-tasks[\(k)].id: \(task.spec.id.quoted) is listed twice (first on line \(first))")
                continue
            }
            seen[task.spec.id] = task.idLine
            spec.bgTasks.append(task.spec)
            warnAbout(task.spec, line: task.idLine, path: "bg-tasks[\(k)]", listed: listed?.ids, modes: spec.modes)
            if let first = sameMomentRefresh(task.spec, in: spec.bgTasks.dropLast()) {
                warn(task.idLine, Self.sameMomentWarning(path: "bg-tasks[\(k)]", submit: task.spec.submit, first: first.id))
            }
        }
        spec.permittedIdentifiers = listed?.ids ?? spec.bgTasks.map(\.id)
        if spec.modes.contains(.processing), spec.permittedIdentifiers.isEmpty {
            warn(
                top.line(of: "modes"),
                "modes: 'processing' with no permitted identifiers: the App Store refuses the app (ITMS-90771)")
        }
        if top.has("fetch"), !spec.permittedIdentifiers.isEmpty {
            warn(
                top.line(of: "fetch"),
                "fetch: legacy fetch is disabled on ios13 and later for an app that lists permitted identifiers")
        }
    }

    private mutating func permittedIdentifiers(_ top: Fields) -> (ids: [String], line: Int)? {
        guard let items = list(top, "permitted-identifiers") else { return nil }
        var ids: [String] = []
        for item in items {
            guard let id = identifier(item, path: "permitted-identifiers") else { continue }
            if ids.contains(id) {
                report(line(item), "permitted-identifiers: \(id.quoted) is listed twice")
                continue
            }
            ids.append(id)
        }
        return (ids, top.line(of: "permitted-identifiers"))
    }

    /// A task identifier: one word of visible characters (`com.feed.refresh`).
    private mutating func identifier(_ node: YAMLNode, path: String) -> String? {
        guard let id = text(node, path: path, expected: "a task identifier such as com.example.refresh") else { return nil }
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || $0.isNewline }), id.visible == id else {
            report(line(node), path, "expected a task identifier such as com.example.refresh (one word), found \(id.quoted)")
            return nil
        }
        return id
    }

    private mutating func bgTask(_ node: YAMLNode, path: String) -> (spec: BGTaskSpec, idLine: Int)? {
        guard let f = fields(node, path: path, allowed: Self.bgTaskKeys, required: ["id", "kind"]) else { return nil }
        let id = f.value("id").flatMap { identifier($0, path: f.path(of: "id")) }
        let kind = word(f, "kind", BGTaskKind.allCases.map { ($0.rawValue, $0) })
        var spec = BGTaskSpec(id: id ?? "", kind: kind ?? .refresh)
        spec.register = word(f, "register", BGTaskRegistration.allCases.map { ($0.rawValue, $0) }) ?? .atLaunch
        spec.submit = word(f, "submit", BGTaskSubmission.allCases.map { ($0.rawValue, $0) }) ?? .command
        spec.earliest = duration(f, "earliest")
        if let length = bgDuration(f, "duration") {
            // Work that takes no time, resubmitted with no earliest date, would run again in the
            // same moment without end.
            if let d = length.duration, d < .seconds(1) {
                report(f.line(of: "duration"), f.path(of: "duration"), "expected at least 1s or never, found \(d)")
            }
            spec.duration = length.duration
        }
        if let expiration = bgExpiration(f) { spec.expiration = expiration }
        spec.resubmit = boolean(f, "resubmit") ?? false
        spec.requiresPower = boolean(f, "requires-power") ?? false
        spec.requiresNetwork = boolean(f, "requires-network") ?? false
        spec.title = singleLine(f, "title")
        spec.strategy = word(f, "strategy", ContinuedStrategy.allCases.map { ($0.rawValue, $0) }) ?? .queue
        if let every = bgDuration(f, "progress-every") {
            if let d = every.duration, d < .seconds(1) {
                report(f.line(of: "progress-every"), f.path(of: "progress-every"), "expected at least 1s or never, found \(d)")
            }
            spec.progressEvery = every.duration
        }
        if let kind {
            for key in Self.continuedOnlyKeys where kind != .continued && f.has(key) {
                report(f.line(of: key), f.path(of: key), "only a continued task has \(key); this is a \(kind.phrase)")
            }
            if kind != .processing, f.has("requires-power") {
                report(
                    f.line(of: "requires-power"), f.path(of: "requires-power"),
                    "only a processing task has requires-power; this is a \(kind.phrase)")
            }
            if kind == .refresh, f.has("requires-network") {
                report(
                    f.line(of: "requires-network"), f.path(of: "requires-network"),
                    "a refresh task cannot require the network; this is a \(kind.phrase)")
            }
        }
        guard id != nil, kind != nil else { return nil }
        return (spec, f.line(of: "id"))
    }

    /// The mistakes an app can ship with: each loads, and its outcome shows in the simulation.
    /// The refresh task before `task` that the app submits at the same moment, if `task` is a
    /// refresh task submitted by the app itself: one refresh request may be pending per app
    /// (§11.2), so the second submit always fails.
    func sameMomentRefresh(_ task: BGTaskSpec, in earlier: ArraySlice<BGTaskSpec>) -> BGTaskSpec? {
        guard task.kind == .refresh, task.submit != .command else { return nil }
        return earlier.first { $0.kind == .refresh && $0.submit == task.submit }
    }

    /// `bg-tasks[1]: a second refresh task submitted at launch, with 'a.b': …`.
    static func sameMomentWarning(path: String, submit: BGTaskSubmission, first: String) -> String {
        "\(path): a second refresh task submitted at \(submit.rawValue), as \(first.quoted) is: its submit always fails "
            + "(too-many-pending: one refresh request per app)"
    }

    private mutating func warnAbout(_ task: BGTaskSpec, line: Int, path: String, listed: [String]?, modes: Set<BackgroundMode>) {
        if let listed, !listed.contains(where: { $0 == task.id || ($0.hasSuffix("*") && task.id.hasPrefix($0.dropLast())) }) {
            warn(line, "\(path).id: \(task.id.quoted) is not in permitted-identifiers: submit will fail (not-permitted)")
        }
        if let mode = task.kind.mode, !modes.contains(mode) {
            warn(
                line,
                "\(path): a \(task.kind.phrase) needs the background mode '\(mode.rawValue)' in modes: submit will fail (not-permitted)")
        }
        switch task.register {
        case .late: warn(line, "\(path).register: late: the app will crash at launch (task-registration)")
        case .never: warn(line, "\(path).register: never: the app will crash at its first submit of \(task.id.quoted) (task-registration)")
        case .twice:
            warn(
                line,
                "\(path).register: twice: the second registration of \(task.id.quoted) raises: the app will crash at every launch (task-registration)"
            )
        case .atLaunch: break
        }
        if task.kind == .continued {
            warn(line, "\(path).kind: continued tasks run on ios26 only")
        }
    }

    /// One of a closed set of words: `kind: expected refresh, processing or continued, found 'nightly'`.
    mutating func word<T>(_ f: Fields, _ key: String, _ options: [(String, T)]) -> T? {
        guard let node = f.value(key) else { return nil }
        let names = options.map(\.0)
        let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        guard let value = text(node, path: f.path(of: key), expected: expected) else { return nil }
        guard let match = options.first(where: { $0.0 == value }) else {
            report(line(node), f.path(of: key), "expected \(expected), found \(value.quoted)")
            return nil
        }
        return match.1
    }

    /// A duration, or nil for `never`.
    struct BGLength { var duration: SimDuration? }

    /// A duration, or `never`.
    private mutating func bgDuration(_ f: Fields, _ key: String) -> BGLength? {
        guard let node = f.value(key) else { return nil }
        if node.string == "never" { return BGLength(duration: nil) }
        guard let d = duration(node, path: f.path(of: key)) else { return nil }
        return BGLength(duration: d)
    }

    /// `nothing`, `end-task`, `end-task after D` (less than 5 s) or `no-handler`.
    private mutating func bgExpiration(_ f: Fields) -> BGTaskExpiration? {
        guard let node = f.value("expiration") else { return nil }
        if node.string == "no-handler" { return .noHandler }
        switch expiration(f, "expiration", expected: "nothing, end-task, end-task after DURATION or no-handler") {
        case .nothing?: return .nothing
        case .endTask(let after)?: return .endTask(after: after)
        case nil: return nil
        }
    }
}
