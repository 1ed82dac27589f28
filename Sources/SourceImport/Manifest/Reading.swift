import Foundation

/// The tree's sources read into `Facts`: first the files that mention a background API or a
/// life-cycle callback; then, for a few rounds, the files that declare a name those left
/// unresolved (a constant, the caller of a function that registers or submits).
struct Reading {
    var facts = Facts()
    var warnings: [String] = []
    var parsed: Set<String> = []
    /// How many files were parsed.
    var count: Int { parsed.count }

    static let rounds = 3

    static func read(_ tree: SourceTree) -> Reading {
        var reading = Reading()
        let sources = tree.swiftFiles + tree.objcFiles
        var wanted = sources.filter { path in
            path == "main.swift" || path.hasSuffix("/main.swift")
                || reading.mentions(tree, path, path.hasSuffix(".swift") ? Prefilter.keywords : Prefilter.objcKeywords)
        }
        for _ in 0...rounds {
            guard !wanted.isEmpty else { break }
            for (path, result) in Self.parse(tree, wanted) {
                reading.parsed.insert(path)
                switch result {
                case .success(let file):
                    reading.facts.merge(file.facts)
                    if let warning = file.warning { reading.warnings.append(warning) }
                case .failure(let warning): reading.warnings.append(warning.line)
                }
            }
            let names = reading.unresolved()
            guard !names.isEmpty else { break }
            wanted = sources.filter { !reading.parsed.contains($0) && reading.mentions(tree, $0, names) }
        }
        return reading
    }

    /// Whether the file's identifiers include one of `names` (a file that cannot be read is
    /// left to the parse, which says why).
    private func mentions(_ tree: SourceTree, _ path: String, _ names: Set<String>) -> Bool {
        guard let data = FileManager.default.contents(atPath: tree.root + "/" + path) else { return true }
        return Prefilter.mentions(data, names)
    }

    struct Parsed: Sendable {
        var facts: Facts
        var warning: String?
    }

    /// Parses `paths` on every core; results in the order given.
    static func parse(_ tree: SourceTree, _ paths: [String]) -> [(String, Result<Parsed, SourceWarning>)] {
        let results = Results(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.set(index, parseOne(tree, paths[index]))
        }
        return Array(zip(paths, results.all))
    }

    static func parseOne(_ tree: SourceTree, _ path: String) -> Result<Parsed, SourceWarning> {
        switch tree.text(path) {
        case .failure(let warning): return .failure(warning)
        case .success(let text):
            if path.hasSuffix(".swift") {
                let (facts, error) = SwiftReader.read(text, file: path)
                let warning = error.map {
                    "\(path.visible):\($0.line):\($0.column): warning: does not parse as Swift here; what could be read was read"
                }
                return .success(Parsed(facts: facts, warning: warning))
            }
            return .success(Parsed(facts: ObjCReader.read(text, file: path), warning: nil))
        }
    }

    /// Names the parsed files use but do not declare: constants in identifiers and dates, and
    /// functions on the way to a registration or request that nothing parsed calls.
    func unresolved() -> Set<String> {
        var names = Set<String>()
        func collect(_ expr: IdExpr, _ context: Int?) {
            switch expr {
            case .name(let name):
                let local = context.map { facts.contexts[$0].locals[name] != nil || facts.contexts[$0].parameters[name] != nil }
                if facts.declarations.constants[name] == nil, local != true { names.insert(name) }
            case .member(let base, let name):
                if facts.declarations.constants[name] == nil { names.insert(name) }
                if let base { collect(base, context) }
            case .concat(let parts):
                for part in parts { collect(part, context) }
            case .sum(let a, let b), .product(let a, let b):
                collect(a, context)
                collect(b, context)
            case .text, .number, .bundleIdentifier, .unknown: break
            }
        }
        for site in facts.registers { collect(site.id, site.context) }
        for site in facts.requests {
            collect(site.id, site.context)
            if let earliest = site.earliest { collect(earliest.value, site.context) }
        }
        for context in facts.registers.map(\.context) + facts.requests.map(\.context) {
            for local in facts.contexts[context].locals.values { collect(local, context) }
        }
        for constant in facts.declarations.constants.values.joined() { collect(constant.value, nil) }
        let graph = CallGraph(facts)
        var pending = facts.registers.map(\.context) + facts.requests.map(\.context)
        var seen = Set<Int>()
        while let context = pending.popLast() {
            guard seen.insert(context).inserted else { continue }
            let callers = graph.callers[context].map(\.caller)
            if callers.isEmpty, facts.contexts[context].root == nil, !facts.contexts[context].name.hasPrefix("<") {
                names.insert(facts.contexts[context].name)
            }
            pending += callers
        }
        // The calls a launch handler or a PushKit handler makes that nothing parsed declares.
        for (index, context) in facts.contexts.enumerated() where context.root.map(Self.isHandler) == true || context.name == "pushRegistry"
        {
            for (k, call) in context.calls.enumerated() where graph.callees[index][k].isEmpty { names.insert(call.name) }
        }
        return names.filter { $0.count > 3 && $0 != "self" && $0 != "rawValue" && $0 != "shared" }
    }
}

extension Reading {
    static func isHandler(_ trigger: Trigger) -> Bool {
        if case .handler = trigger { return true }
        return false
    }
}

/// Results written from several threads, each index once.
private final class Results: @unchecked Sendable {
    private var values: [Result<Reading.Parsed, SourceWarning>?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Reading.Parsed, SourceWarning>) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var all: [Result<Reading.Parsed, SourceWarning>] {
        values.map { $0 ?? .failure(SourceWarning("?", "not read")) }
    }
}
