import SwiftSyntax

/// Swift expressions made into `IdExpr` for folding: literals, names, members, `+`, `*`, `??`,
/// interpolation, `TimeInterval(…)`; the rest is `unknown`.
extension SwiftReader {
    func expression(_ expr: ExprSyntax) -> IdExpr {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var parts: [IdExpr] = []
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let text): parts.append(.text(text.content.text))
                case .expressionSegment(let inner):
                    parts.append(inner.expressions.first.map { expression($0.expression) } ?? .unknown(inner.trimmedDescription))
                }
            }
            return parts.count == 1 ? parts[0] : .concat(parts)
        }
        if let number = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(String(number.literal.text.filter { $0 != "_" })).map(IdExpr.number) ?? .unknown(number.literal.text)
        }
        if let number = expr.as(FloatLiteralExprSyntax.self) {
            return Double(String(number.literal.text.filter { $0 != "_" })).map(IdExpr.number) ?? .unknown(number.literal.text)
        }
        if expr.is(NilLiteralExprSyntax.self) { return .name("nil") }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.text) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let base = member.base.map(expression)
            if member.declName.baseName.text == "bundleIdentifier", base == .member(.name("Bundle"), "main") { return .bundleIdentifier }
            return .member(base, member.declName.baseName.text)
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return expression(forced.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return expression(optional.expression) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return expression(only.expression)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return fold(Array(sequence.elements)) }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = calledName(call), call.arguments.count == 1,
            ["TimeInterval", "Double", "String", "Int"].contains(name), let only = call.arguments.first,
            only.label == nil || only.label?.text == "describing"
        {
            return expression(only.expression)
        }
        return .unknown(expr.trimmedDescription)
    }

    /// An unfolded sequence `a + b * c ?? d`: `??` lowest (its left side is taken), then `+`,
    /// then `*`; any other operator is unknown.
    func fold(_ elements: [ExprSyntax]) -> IdExpr {
        func operatorText(_ expr: ExprSyntax) -> String? { expr.as(BinaryOperatorExprSyntax.self)?.operator.text }
        for symbol in ["??", "+", "*"] {
            guard let index = elements.lastIndex(where: { operatorText($0) == symbol }) else { continue }
            let left = fold(Array(elements[..<index])), right = fold(Array(elements[(index + 1)...]))
            switch symbol {
            case "??": return left
            case "+": return .sum(left, right)
            default: return .product(left, right)
            }
        }
        if elements.count == 1, let only = elements.first { return expression(only) }
        return .unknown(elements.map(\.trimmedDescription).joined(separator: " "))
    }

    /// `x.earliestBeginDate = …`, `x.requiresNetworkConnectivity = true`, `task.expirationHandler = …`.
    func readSequence(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let property = target.declName.baseName.text
        let variable = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        let value = elements[2]
        switch property {
        case "expirationHandler":
            facts.contexts[current].expirationSets.append(place(node))
        case "earliestBeginDate":
            let setting = Setting(value: earliest(value), place: place(node))
            updateRequest(variable) { $0.earliest = setting }
        case "requiresNetworkConnectivity", "requiresExternalPower":
            guard let literal = value.as(BooleanLiteralExprSyntax.self) else { break }
            let setting = Setting(value: literal.literal.tokenKind == .keyword(.true), place: place(node))
            updateRequest(variable) { request in
                if property == "requiresNetworkConnectivity" { request.network = setting } else { request.power = setting }
            }
        default: break
        }
        return .visitChildren
    }

    /// `Date(timeIntervalSinceNow: N)`: N; `nil`: none; any other form: unknown, as written.
    func earliest(_ value: ExprSyntax) -> IdExpr {
        if value.is(NilLiteralExprSyntax.self) { return .name("nil") }
        if let call = value.as(FunctionCallExprSyntax.self), calledName(call) == "Date" || calledName(call) == "init",
            call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "timeIntervalSinceNow"
        {
            return expression(only.expression)
        }
        return .unknown(value.trimmedDescription)
    }

    /// The request a setting is made on: the one bound to `variable` in this context, else the
    /// last one built in it.
    func updateRequest(_ variable: String?, _ change: (inout RequestSite) -> Void) {
        let candidates = facts.requests.indices.filter { facts.requests[$0].context == current }
        guard let index = candidates.last(where: { facts.requests[$0].variable == variable }) ?? candidates.last else { return }
        change(&facts.requests[index])
    }
}
