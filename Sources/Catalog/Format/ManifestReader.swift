import Lifecycle
import Support

/// Turns the YAML tree of one manifest into an AppSpec, collecting every problem with its
/// line rather than stopping at the first. The schema itself (which keys, which values) is
/// in ManifestSchema; this type holds the checks of single values.
struct ManifestReader {
    let file: String
    private(set) var problems: [Problem] = []
    /// Mistakes that load: `FILE:LINE: warning: message`.
    private(set) var warnings: [Problem] = []

    init(file: String) { self.file = file }

    mutating func report(_ line: Int, _ message: String) {
        problems.append(Problem(file: file, line: line, message: message))
    }

    /// A mistake the app can ship with: it loads, and the warning says what will happen.
    mutating func warn(_ line: Int, _ message: String) {
        warnings.append(Problem(file: file, line: line, message: "warning: " + message))
    }

    /// `path: message`, or just the message at the top level.
    mutating func report(_ line: Int, _ path: String, _ message: String) {
        report(line, path.isEmpty ? message : "\(path): \(message)")
    }

    // MARK: Shapes

    /// A mapping whose keys are all in `allowed` and include every key of `required`.
    /// Unknown and missing keys are reported (missing ones at `keyLine`, the line of the
    /// mapping's own key, when it has one); nil when the node is not a mapping.
    mutating func fields(
        _ node: YAMLNode, path: String, allowed: [String], required: [String] = [],
        keyLine: Int? = nil
    ) -> Fields? {
        guard let mapping = node.mapping else {
            report(line(node), path, "expected a mapping (keys \(allowed.joined(separator: ", "))), found \(describe(node))")
            return nil
        }
        var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]
        for (key, value) in mapping {
            guard let name = key.string, !key.isNull else {
                report(line(key), path, "a key must be a plain word, found \(describe(key))")
                continue
            }
            guard allowed.contains(name) else {
                let place = path.isEmpty ? "" : " in \(path)"
                report(line(key), "unknown key \(name.quoted)\(place); allowed keys: \(allowed.joined(separator: ", "))")
                continue
            }
            entries[name] = (key, value)
        }
        for key in required where entries[key] == nil {
            let place = path.isEmpty ? "" : " in \(path)"
            report(keyLine ?? line(node), "missing key '\(key)'\(place)")
        }
        return Fields(path: path, line: keyLine ?? line(node), entries: entries)
    }

    /// The items of a list; nil (reported) when the value is not a list.
    mutating func list(_ fields: Fields, _ key: String) -> [YAMLNode]? {
        guard let node = fields.value(key) else { return nil }
        guard let sequence = node.sequence else {
            report(line(node), fields.path(of: key), "expected a list, found \(describe(node))")
            return nil
        }
        return Array(sequence)
    }

    // MARK: Scalars

    /// A scalar's text; nil (reported as `expected …`) for mappings, lists and nulls.
    mutating func text(_ node: YAMLNode, path: String, expected: String) -> String? {
        guard let scalar = node.string, !node.isNull else {
            report(line(node), path, "expected \(expected), found \(describe(node))")
            return nil
        }
        return scalar
    }

    mutating func text(_ fields: Fields, _ key: String, expected: String = "a text") -> String? {
        guard let node = fields.value(key) else { return nil }
        return text(node, path: fields.path(of: key), expected: expected)
    }

    /// A text on one line (names, summaries).
    mutating func singleLine(_ fields: Fields, _ key: String) -> String? {
        guard let value = text(fields, key) else { return nil }
        if value.contains(where: \.isNewline) {
            report(fields.line(of: key), fields.path(of: key), "must be a single line")
            return nil
        }
        return value
    }

    /// A duration in the command language's syntax, at least `floor` when given (intervals:
    /// `why` says where the floor comes from, if not from AppDeck).
    mutating func duration(_ fields: Fields, _ key: String, floor: Floor? = nil) -> SimDuration? {
        guard let node = fields.value(key) else { return nil }
        return duration(node, path: fields.path(of: key), floor: floor)
    }

    mutating func duration(_ node: YAMLNode, path: String, floor: Floor? = nil) -> SimDuration? {
        guard let value = text(node, path: path, expected: "a duration such as 5s") else { return nil }
        return duration(value, line: line(node), path: path, floor: floor)
    }

    /// A duration written as part of a longer value (`end-task after 2s`).
    mutating func duration(_ value: String, line: Int, path: String, floor: Floor? = nil) -> SimDuration? {
        switch SimDuration.parse(value) {
        case .success(let duration):
            if let floor, duration < floor.shortest {
                report(line, path, "expected \(floor.shortest) or more\(floor.why.map { " (\($0))" } ?? ""), found \(value.quoted)")
                return nil
            }
            return duration
        case .failure(.negative):
            report(line, path, "negative duration \(value.quoted); expected 0s or more")
        case .failure(.tooLarge):
            report(line, path, SimDuration.longerThanMaximum(value.excerpt))
        case .failure(.malformed):
            report(
                line, path,
                "\(value.quoted) is not a duration; expected a whole number with a unit (h, m, s, ms), e.g. 250ms, 5s, 3m, 2h, 1h30m")
        }
        return nil
    }

    /// A size in bytes, as `size(_:_:)`, and a warning at its line when it is over `limit`
    /// (the app still loads): `PATH: SIZE is over LIMIT: WHAT FOLLOWS`.
    mutating func size(_ fields: Fields, _ key: String, over limit: Int64, _ limitText: String, then follows: String) -> Int64? {
        guard let bytes = size(fields, key) else { return nil }
        if bytes > limit {
            warn(fields.line(of: key), "\(fields.path(of: key)): \(ByteSize.text(bytes)) is over \(limitText): \(follows)")
        }
        return bytes
    }

    /// A size in bytes, more than zero.
    mutating func size(_ fields: Fields, _ key: String) -> Int64? {
        guard let node = fields.value(key) else { return nil }
        let path = fields.path(of: key)
        guard let value = text(node, path: path, expected: "a size such as 50MB") else { return nil }
        switch ByteSize.parse(value) {
        case .success(let bytes):
            if bytes == 0 {
                report(line(node), path, "must be more than 0 bytes")
                return nil
            }
            return bytes
        case .failure(.negative):
            report(line(node), path, "negative size \(value.quoted); expected more than 0 bytes")
        case .failure(.fractionalBytes):
            report(line(node), path, "\(value.quoted) is not a whole number of bytes")
        case .failure(.tooLarge):
            report(line(node), path, "size \(value.quoted) is too large")
        case .failure(.malformed):
            report(line(node), path, "\(value.quoted) is not a size; expected \(ByteSize.expected)")
        }
        return nil
    }

    /// A yes-or-no value: `true` or `false` (also `yes`/`no`, `on`/`off`, in any case, as YAML
    /// 1.1 and the settings file read them).
    mutating func boolean(_ fields: Fields, _ key: String) -> Bool? {
        guard let node = fields.value(key) else { return nil }
        let path = fields.path(of: key)
        let word = node.isNull ? nil : node.string?.lowercased()
        switch word {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report(line(node), path, "expected true or false, found \(describe(node))")
            return nil
        }
    }

    /// One of a closed set of words.
    mutating func choice<T>(_ fields: Fields, _ key: String, _ options: [(String, T)], what: String) -> T? {
        guard let node = fields.value(key) else { return nil }
        let names = options.map(\.0)
        let path = fields.path(of: key)
        guard let value = text(node, path: path, expected: "one of \(names.joined(separator: ", "))") else {
            return nil
        }
        guard let match = options.first(where: { $0.0 == value }) else {
            report(line(node), path, "unknown \(what) \(value.quoted); expected one of \(names.joined(separator: ", "))")
            return nil
        }
        return match.1
    }

    // MARK: Node helpers

    func line(_ node: YAMLNode) -> Int { node.line }

    /// How a message names what it found instead of what it expected.
    func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let text): node.isNull ? "nothing" : "\(text.quoted)"
        }
    }
}

/// The shortest a manifest's interval may be (Catalog.docc/Manifests.md): shorter ones would
/// flood a session with events (a 1 ms interval is a thousand events a virtual second, and
/// the dashboard runs up to 3600×). Where iOS has a minimum of its own, it is that.
struct Floor {
    var shortest: SimDuration
    /// Where the floor comes from, when iOS sets it.
    var why: String?

    static let fetchInterval = Floor(shortest: .minutes(1))
    /// `setKeepAliveTimeout(_:handler:)` takes 600 s at least.
    static let keepAlive = Floor(shortest: .minutes(10), why: "setKeepAliveTimeout's minimum")
    static let accessoryInterval = Floor(shortest: .seconds(1))
    static let significantChanges = Floor(shortest: .minutes(1))
}
