/// Constants and enum raw values folded across files: an identifier or a number from the
/// expression the code wrote, looked up by name where the code declared it, through a
/// function's parameter to its call sites. What cannot be decided folds to nothing: never a
/// guess.
struct Folding: Sendable {
    let graph: CallGraph
    var facts: Facts { graph.facts }
    static let depth = 10
    static let most = 8

    enum Value: Hashable, Sendable {
        case text(String)
        case number(Double)
        case enumCase(type: String, name: String)

        var text: String? {
            switch self {
            case .text(let text): return text
            case .number(let number): return number == number.rounded() ? String(Int(number)) : String(number)
            case .enumCase: return nil
            }
        }
    }

    /// The strings `expr` folds to in `context` (several when a parameter is given different
    /// values at its call sites); empty when undecided.
    func identifiers(_ expr: IdExpr, in context: Int) -> [String] {
        Array(Set(values(expr, context, nil, 0).compactMap(\.text))).sorted()
    }

    /// The number `expr` folds to, if exactly one.
    func number(_ expr: IdExpr, in context: Int) -> Double? {
        let numbers = Set(
            values(expr, context, nil, 0).compactMap { value -> Double? in
                if case .number(let number) = value { return number }
                return nil
            })
        return numbers.count == 1 ? numbers.first : nil
    }

    func values(_ expr: IdExpr, _ context: Int?, _ this: Value?, _ depth: Int) -> [Value] {
        guard depth < Self.depth else { return [] }
        let next = depth + 1
        switch expr {
        case .text(let text): return [.text(text)]
        case .number(let number): return [.number(number)]
        case .bundleIdentifier: return [.text("$(PRODUCT_BUNDLE_IDENTIFIER)")]
        case .unknown: return []
        case .concat(let parts):
            var joined = [""]
            for part in parts {
                let texts = values(part, context, this, next).compactMap(\.text)
                guard !texts.isEmpty else { return [] }
                joined = Array(joined.flatMap { head in texts.map { head + $0 } }.prefix(Self.most))
            }
            return joined.map(Value.text)
        case .sum(let a, let b), .product(let a, let b):
            let left = values(a, context, this, next), right = values(b, context, this, next)
            var out: [Value] = []
            for l in left {
                for r in right {
                    if case .number(let x) = l, case .number(let y) = r {
                        out.append(.number(isProduct(expr) ? x * y : x + y))
                    } else if !isProduct(expr), let x = l.text, let y = r.text {
                        out.append(.text(x + y))
                    }
                }
            }
            return Array(out.prefix(Self.most))
        case .name(let name): return named(name, context, this, next)
        case .member(let base, let name): return member(base, name, context, this, next)
        }
    }

    private func isProduct(_ expr: IdExpr) -> Bool {
        if case .product = expr { return true }
        return false
    }

    private func named(_ name: String, _ context: Int?, _ this: Value?, _ depth: Int) -> [Value] {
        if name == "self", let this { return [this] }
        if name == "rawValue", case .enumCase(let type, let item)? = this {
            return facts.declarations.enumCases[type]?[item].map { values($0, nil, nil, depth) } ?? []
        }
        if let context {
            let scope = facts.contexts[context]
            if let local = scope.locals[name] { return values(local, context, this, depth) }
            if let parameter = scope.parameters[name] { return arguments(context, parameter, depth) }
            if let type = scope.typeName, facts.declarations.enumCases[type]?[name] != nil {
                return [.enumCase(type: type, name: name)]
            }
        }
        return constant(name, type: context.flatMap { facts.contexts[$0].typeName }, this, depth)
    }

    /// A parameter's values: its argument at each call site, folded there.
    private func arguments(_ context: Int, _ parameter: (label: String, index: Int), _ depth: Int) -> [Value] {
        var out: [Value] = []
        for (caller, k) in graph.callers[context] {
            let call = facts.contexts[caller].calls[k]
            let position = parameter.label == "_" ? parameter.index : call.labels.firstIndex(of: parameter.label)
            guard let position, position < call.arguments.count else { continue }
            out += values(call.arguments[position], caller, nil, depth)
        }
        return Array(Set(out)).sorted { "\($0)" < "\($1)" }
    }

    /// A constant by name: the one of `type` if there is one, else the only value all with the
    /// name agree on.
    private func constant(_ name: String, type: String?, _ this: Value?, _ depth: Int) -> [Value] {
        guard let all = facts.declarations.constants[name], !all.isEmpty else { return [] }
        let own = all.filter { $0.typeName != nil && $0.typeName == type }
        let chosen = own.isEmpty ? all : own
        let folded = Set(chosen.flatMap { values($0.value, nil, this, depth) })
        return folded.count == 1 ? Array(folded) : []
    }

    private func member(_ base: IdExpr?, _ name: String, _ context: Int?, _ this: Value?, _ depth: Int) -> [Value] {
        guard let base else {
            let owners = facts.declarations.enumCases.filter { $0.value[name] != nil }.map(\.key)
            if owners.count == 1, let type = owners.first { return [.enumCase(type: type, name: name)] }
            return constant(name, type: nil, this, depth)
        }
        if case .name(let type) = base, type.first?.isUppercase == true, context.map({ facts.contexts[$0].locals[type] == nil }) ?? true {
            if facts.declarations.enumCases[type]?[name] != nil { return [.enumCase(type: type, name: name)] }
            if let own = facts.declarations.constants[name]?.filter({ $0.typeName == type }), !own.isEmpty {
                let folded = Set(own.flatMap { values($0.value, nil, nil, depth) })
                return folded.count == 1 ? Array(folded) : []
            }
        }
        var out: [Value] = []
        for value in values(base, context, this, depth) {
            guard case .enumCase(let type, _) = value else { continue }
            if name == "rawValue" {
                out += named("rawValue", nil, value, depth)
            } else if let property = facts.declarations.constants[name]?.first(where: { $0.typeName == type }) {
                out += values(property.value, nil, value, depth)
            }
        }
        if !out.isEmpty { return out }
        return constant(name, type: nil, this, depth)
    }
}
