/// Calls followed by name across files: who calls each context, what each reaches, and the
/// life-cycle roots a piece of code is reached from.
struct CallGraph: Sendable {
    let facts: Facts
    /// Context indices by name (closures, named `<…>`, are not called by name).
    private var byName: [String: [Int]] = [:]
    /// The types the tree declares.
    private var knownTypes: Set<String> = []
    /// For each context, its callers: (caller, index of the call in the caller's calls).
    private(set) var callers: [[(caller: Int, call: Int)]]
    /// For each context, the contexts each of its calls reaches.
    private(set) var callees: [[[Int]]]
    /// For each context, whether each call's receiver decided what it reaches.
    private(set) var decided: [[Bool]]
    /// Type → the types that inherit or conform to it.
    private var subtypes: [String: Set<String>] = [:]
    /// Type → its family (`family(_:)`), worked out once.
    private var families: [String: Set<String>] = [:]

    /// How far calls are followed.
    static let depth = 12

    init(_ facts: Facts) {
        self.facts = facts
        for (index, context) in facts.contexts.enumerated() where !context.name.hasPrefix("<") {
            byName[context.name, default: []].append(index)
        }
        knownTypes = Set(facts.contexts.compactMap(\.typeName)).union(facts.declarations.inheritance.keys)
        for (type, inherited) in facts.declarations.inheritance {
            for parent in inherited { subtypes[parent, default: []].insert(type) }
        }
        callers = Array(repeating: [], count: facts.contexts.count)
        callees = []
        decided = []
        for (index, context) in facts.contexts.enumerated() {
            var reached: [[Int]] = [], sure: [Bool] = []
            for (k, call) in context.calls.enumerated() {
                let (targets, isDecided) = resolve(call, in: index)
                reached.append(targets)
                sure.append(isDecided)
                for target in targets where target != index { callers[target].append((index, k)) }
            }
            callees.append(reached)
            decided.append(sure)
        }
    }

    /// The contexts a call may reach, and whether its receiver's type decided them: same name,
    /// its labels a prefix of the function's; of the receiver's type (or one it inherits or
    /// that inherits it) where the syntax shows that type and the tree declares it; by name
    /// alone (not decided) where it does not.
    mutating func resolve(_ call: Call, in caller: Int) -> (targets: [Int], decided: Bool) {
        let named = (byName[call.name] ?? []).filter { index in
            let context = facts.contexts[index]
            guard call.labels.count <= context.labels.count || context.labels.isEmpty && call.labels.isEmpty else { return false }
            // A life-cycle callback's parameters have no defaults: a call gives them all.
            if context.root != nil, call.labels.count != context.labels.count { return false }
            return zip(call.labels, context.labels).allSatisfy { $0 == $1 }
        }
        let own = facts.contexts[caller].typeName
        func of(_ type: String) -> (targets: [Int], decided: Bool)? {
            guard knownTypes.contains(type) || subtypes[type] != nil else { return nil }
            let family = families[type] ?? self.family(type)
            families[type] = family
            return (named.filter { facts.contexts[$0].typeName.map(family.contains) == true }, true)
        }
        // A written type that no file read declares (a system type, or a type of code that
        // reaches no registration or request) holds none of the tree's functions.
        func written(_ type: String) -> (targets: [Int], decided: Bool) { of(type) ?? ([], true) }
        switch call.receiver {
        case .type(let type):
            if let found = of(type) { return found }
            return call.name == "init" ? ([], true) : (named, false)
        case .implicit:
            // `body()` where `body` is a parameter or a local: a closure value, none of the tree's functions.
            let context = facts.contexts[caller]
            if context.parameters[call.name] != nil || context.locals[call.name] != nil || context.types[call.name] != nil {
                return ([], true)
            }
            if let own, let found = of(own), !found.targets.isEmpty { return found }
            let free = named.filter { facts.contexts[$0].typeName == nil }
            return free.isEmpty ? (named, false) : (free, true)
        case .ownType:
            if let own, let found = of(own), !found.targets.isEmpty { return found }
        case .superType:
            let parents = own.flatMap { facts.declarations.inheritance[$0] }?.filter(knownTypes.contains) ?? []
            if let own, parents.isEmpty, knownTypes.contains(own) { return ([], true) }
            if !parents.isEmpty { return (named.filter { facts.contexts[$0].typeName.map(parents.contains) == true }, true) }
        case .variable(let name):
            let context = facts.contexts[caller]
            let type = context.types[name] ?? own.flatMap { facts.declarations.propertyTypes[$0]?[name] }
            if context.types[name] == nil, context.parameters[name] != nil || context.locals[name] != nil {
                return (named, false)
            }
            if let type { return written(type) }
        case .typeMember(let owner, let property):
            if let type = facts.declarations.propertyTypes[owner]?[property] { return written(type) }
        case .unknown: break
        }
        return (named, false)
    }

    /// A type, the types it inherits in the tree and the types that inherit it.
    private func family(_ type: String) -> Set<String> {
        var found: Set<String> = [type]
        var pending = [type]
        while let next = pending.popLast() {
            for other in (facts.declarations.inheritance[next] ?? []) + (subtypes[next].map(Array.init) ?? [])
            where found.insert(other).inserted {
                pending.append(other)
            }
        }
        return found
    }

    /// The roots `context` is reached from, each with whether an async hop lies on the way and
    /// whether every call on the way was decided by its receiver's type (else it was matched
    /// by name alone: not verified). A way through two calls matched by name alone is not
    /// followed.
    func roots(of context: Int) -> [(trigger: Trigger, hop: Bool, verified: Bool)] {
        var found: [(trigger: Trigger, hop: Bool, verified: Bool)] = []
        var seen = Set<[Int]>()
        var queue: [(context: Int, hop: Bool, verified: Bool, depth: Int)] = [(context, false, true, 0)]
        while let (at, hop, verified, depth) = queue.popLast() {
            guard seen.insert([at, hop ? 1 : 0, verified ? 1 : 0]).inserted else { continue }
            if let root = facts.contexts[at].root, !found.contains(where: { $0 == (root, hop, verified) }) {
                found.append((root, hop, verified))
            }
            guard depth < Self.depth else { continue }
            for (caller, call) in callers[at] where verified || decided[caller][call] {
                let hops = hop || facts.contexts[caller].calls[call].hop
                queue.append((caller, hops, verified && decided[caller][call], depth + 1))
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
