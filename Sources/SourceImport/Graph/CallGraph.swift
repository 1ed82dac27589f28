/// Calls followed by name across files: who calls each context, what each reaches, and the
/// life-cycle roots a piece of code is reached from.
struct CallGraph: Sendable {
    let facts: Facts
    /// Context indices by name (closures, named `<…>`, are not called by name).
    private var byName: [String: [Int]] = [:]
    /// The types the tree declares (a call on another receiver is matched by name only).
    private var knownTypes: Set<String> = []
    /// For each context, its callers: (caller, index of the call in the caller's calls).
    private(set) var callers: [[(caller: Int, call: Int)]]
    /// For each context, the contexts each of its calls reaches.
    private(set) var callees: [[[Int]]]

    /// How far calls are followed.
    static let depth = 12

    init(_ facts: Facts) {
        self.facts = facts
        for (index, context) in facts.contexts.enumerated() where !context.name.hasPrefix("<") {
            byName[context.name, default: []].append(index)
        }
        knownTypes = Set(facts.contexts.compactMap(\.typeName)).union(facts.declarations.inheritance.keys)
        callers = Array(repeating: [], count: facts.contexts.count)
        callees = []
        for (index, context) in facts.contexts.enumerated() {
            var reached: [[Int]] = []
            for (k, call) in context.calls.enumerated() {
                let targets = resolve(call)
                reached.append(targets)
                for target in targets where target != index { callers[target].append((index, k)) }
            }
            callees.append(reached)
        }
    }

    /// The contexts a call may reach: same name; the same type when the call names one
    /// (`Type.f()`, `Type(…)`); its labels a prefix of the function's.
    func resolve(_ call: Call) -> [Int] {
        let candidates = byName[call.name] ?? []
        return candidates.filter { index in
            let context = facts.contexts[index]
            if let type = call.typeName, context.typeName != type, call.name == "init" || knownTypes.contains(type) {
                return false
            }
            guard call.labels.count <= context.labels.count || context.labels.isEmpty && call.labels.isEmpty else { return false }
            return zip(call.labels, context.labels).allSatisfy { $0 == $1 }
        }
    }

    /// The roots `context` is reached from, each with whether an async hop lies on the way.
    func roots(of context: Int) -> [(trigger: Trigger, hop: Bool)] {
        var found: [(Trigger, Bool)] = []
        var seen = Set<[Int]>()
        var queue: [(context: Int, hop: Bool, depth: Int)] = [(context, false, 0)]
        while let (at, hop, depth) = queue.popLast() {
            guard seen.insert([at, hop ? 1 : 0]).inserted else { continue }
            if let root = facts.contexts[at].root, !found.contains(where: { $0.0 == root && $0.1 == hop }) {
                found.append((root, hop))
            }
            guard depth < Self.depth else { continue }
            for (caller, call) in callers[at] {
                queue.append((caller, hop || facts.contexts[caller].calls[call].hop, depth + 1))
            }
        }
        return found
    }

    /// The contexts reachable from `context` by calls (itself first), with their depth.
    func reach(from context: Int, limit: Int = 6) -> [(context: Int, depth: Int)] {
        var order: [(Int, Int)] = [(context, 0)]
        var seen: Set<Int> = [context]
        var next = 0
        while next < order.count {
            let (at, depth) = order[next]
            next += 1
            guard depth < limit else { continue }
            for targets in callees[at] {
                for target in targets where seen.insert(target).inserted { order.append((target, depth + 1)) }
            }
        }
        return order
    }

    /// Whether a call in `context` hands one of `names` to code the tree does not have.
    func handsOn(_ context: Int, _ names: Set<String>) -> Bool {
        let calls = facts.contexts[context].calls
        return calls.indices.contains { k in callees[context][k].isEmpty && !names.isDisjoint(with: calls[k].passes) }
    }
}
