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
    /// How many of them mention a background API or a life-cycle callback (the first round).
    var mentioning = 0

    static let rounds = 3

    static func read(_ tree: SourceTree) -> Reading {
        var reading = Reading()
        let sources = tree.swiftFiles + tree.objcFiles
        var wanted = sources.filter { path in
            path == "main.swift" || path.hasSuffix("/main.swift")
                || reading.mentions(tree, path, path.hasSuffix(".swift") ? Prefilter.keywords : Prefilter.objcKeywords)
        }
        reading.mentioning = wanted.count
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

    /// Names the parsed files use but do not declare: the constants the identifiers and dates
    /// name (and those these name), the functions on the way to a registration or request that
    /// nothing parsed calls, and the code a launch or PushKit handler calls that nothing parsed
    /// declares (the type a receiver is written with, else the function's name; not a logger,
    /// not `async` and the other hops, which every file may name).
    func unresolved() -> Set<String> {
        var names = Set<String>(), followed = Set<String>()
        func collect(_ expr: IdExpr, _ context: Int?) {
            switch expr {
            case .name(let name):
                if let context, let local = facts.contexts[context].locals[name] {
                    if followed.insert("\(context) \(name)").inserted { collect(local, context) }
                } else if context.map({ facts.contexts[$0].parameters[name] == nil }) ?? true {
                    constant(name, context)
                }
            case .member(let base, let name):
                if case .name(let type)? = base, facts.declarations.enumCases[type]?[name] != nil { break }
                if base == nil, facts.declarations.enumCases.values.contains(where: { $0[name] != nil }) { break }
                constant(name, context)
                // A short member (`Ids.bg`) is found through its type's name.
                if name.count <= 3, let base { collect(base, context) }
            case .concat(let parts):
                for part in parts { collect(part, context) }
            case .sum(let a, let b), .product(let a, let b):
                collect(a, context)
                collect(b, context)
            case .text, .number, .bundleIdentifier, .unknown: break
            }
        }
        func constant(_ name: String, _ context: Int?) {
            guard let found = facts.declarations.constants[name] else {
                names.insert(name)
                return
            }
            guard followed.insert(name).inserted else { return }
            for declared in found { collect(declared.value, nil) }
        }
        for site in facts.registers { collect(site.id, site.context) }
        for site in facts.requests {
            collect(site.id, site.context)
            if let earliest = site.earliest { collect(earliest.value, site.context) }
        }
        let graph = CallGraph(facts)
        // Up from each registration and request, through at most one call matched by name alone.
        var pending = (facts.registers.map(\.context) + facts.requests.map(\.context)).map { (context: $0, byName: false) }
        var seen = Set<Int>()
        while let (context, byName) = pending.popLast() {
            guard seen.insert(context).inserted else { continue }
            let callers = graph.callers[context]
            let entry = facts.contexts[context]
            if callers.isEmpty, entry.root == nil, !entry.isProperty, !entry.name.hasPrefix("<") { names.insert(entry.name) }
            for (caller, k) in callers where !byName || graph.decided[caller][k] {
                pending.append((caller, byName || !graph.decided[caller][k]))
            }
        }
        for (index, context) in facts.contexts.enumerated() where context.root.map(Self.isHandler) == true || context.name == "pushRegistry"
        {
            for (k, call) in context.calls.enumerated()
            where graph.callees[index][k].isEmpty && !Roots.logging.contains(call.name) && !Roots.hops.contains(call.name) {
                names.insert(writtenType(call.receiver, in: index) ?? call.name)
            }
        }
        return names.filter { $0.count > 3 && $0 != "self" && $0 != "rawValue" && $0 != "shared" }
    }

    /// The type a call's receiver is written with (`x: Store` → `Store`), if the code writes it.
    private func writtenType(_ receiver: Receiver, in index: Int) -> String? {
        let context = facts.contexts[index]
        switch receiver {
        case .variable(let name):
            return context.types[name] ?? context.typeName.flatMap { facts.declarations.propertyTypes[$0]?[name] }
        case .typeMember(let owner, let property): return facts.declarations.propertyTypes[owner]?[property]
        default: return nil
        }
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
