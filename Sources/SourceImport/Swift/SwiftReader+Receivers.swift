import SwiftSyntax

/// What a call is made on, and the types of the names it may be made on (parameters, locals,
/// stored properties), as far as the syntax writes them.
extension SwiftReader {
    /// The receiver of `node`: `f()`, `self.f()`, `super.f()`, `Type.f()`, `Type(…)`, `x.f()`,
    /// `self.x.f()`, `Type.shared.f()`; anything else is not decided.
    func receiver(_ node: FunctionCallExprSyntax) -> Receiver {
        let callee = Self.unwrapped(node.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? .type(name) : .implicit
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base.map(Self.unwrapped) else { return .unknown }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return Self.receiver(named: reference.baseName.text)
        }
        if let inner = base.as(MemberAccessExprSyntax.self), let owner = inner.base.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self) {
            let property = inner.declName.baseName.text
            switch owner.baseName.text {
            case "self": return .variable(property)
            case let type where type.first?.isUppercase == true: return .typeMember(type, property)
            default: return .unknown
            }
        }
        return .unknown
    }

    static func receiver(named name: String) -> Receiver {
        switch name {
        case "self", "Self": return .ownType
        case "super": return .superType
        default: return name.first?.isUppercase == true ? .type(name) : .variable(name)
        }
    }

    /// `x?`, `x!`, `f<T>` as `x`, `f`.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var expr = expr
        while true {
            if let optional = expr.as(OptionalChainingExprSyntax.self) {
                expr = optional.expression
            } else if let forced = expr.as(ForceUnwrapExprSyntax.self) {
                expr = forced.expression
            } else if let specialized = expr.as(GenericSpecializationExprSyntax.self) {
                expr = specialized.expression
            } else {
                return expr
            }
        }
    }

    /// A written type as one name: `Store`, `Store?`, `Module.Store` → `Store`; others nil.
    static func typeName(_ type: TypeSyntax?) -> String? {
        guard var type else { return nil }
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = implicit.wrappedType
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else {
                break
            }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    /// The type a value has where the syntax shows it: `Type(…)`, `Type.init(…)`, or a name
    /// whose type is known in `types`.
    func valueType(_ expr: ExprSyntax, _ types: [String: String]) -> String? {
        let expr = Self.unwrapped(expr)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = Self.unwrapped(call.calledExpression)
            if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                return reference.baseName.text
            }
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                let base = member.base?.as(DeclReferenceExprSyntax.self)
            {
                return base.baseName.text
            }
            return nil
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return types[reference.baseName.text] }
        return nil
    }

    /// Records the type of a binding: a local's or parameter's in the current context, a stored
    /// property's in its type's declarations.
    func recordType(_ binding: PatternBindingSyntax, name: String, inFunction: Bool) {
        let known = inFunction ? facts.contexts[current].types : typeName.flatMap { facts.declarations.propertyTypes[$0] } ?? [:]
        guard
            let type = Self.typeName(binding.typeAnnotation?.type)
                ?? binding.initializer.flatMap({ valueType($0.value, known) })
        else { return }
        if inFunction {
            facts.contexts[current].types[name] = type
        } else if let owner = typeName {
            facts.declarations.propertyTypes[owner, default: [:]][name] = type
        }
    }
}
