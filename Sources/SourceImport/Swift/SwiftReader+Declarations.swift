import SwiftSyntax

/// Constants, computed properties, enum raw values and property initialisers.
extension SwiftReader {
    func readEnumCase(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeName else { return .skipChildren }
        let raw = facts.declarations.inheritance[type]?.first
        guard raw == "String" || raw == "Int" || raw == "Double" || raw == "TimeInterval" else { return .skipChildren }
        for element in node.elements {
            let name = element.name.text
            let value = element.rawValue.map { expression($0.value) } ?? (raw == "String" ? .text(name) : .unknown(name))
            facts.declarations.enumCases[type, default: [:]][name] = value
        }
        return .skipChildren
    }

    func readVariable(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        let inFunction = frames.count > 1 && facts.contexts[current].name != "<top>"
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            recordType(binding, name: name, inFunction: inFunction)
            if let value = binding.initializer?.value {
                if inFunction {
                    if isLet { facts.contexts[current].locals[name] = expression(value) }
                } else if isLet || node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    let constant = Declarations.Constant(typeName: typeName, value: expression(value), place: place(binding))
                    facts.declarations.constants[name, default: []].append(constant)
                }
            }
            if let accessors = binding.accessorBlock, !inFunction, let value = computedValue(accessors) {
                let constant = Declarations.Constant(typeName: typeName, value: value, place: place(binding))
                facts.declarations.constants[name, default: []].append(constant)
            }
        }
        guard !inFunction, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        // A property's initialiser or accessor runs on its own: a context (at launch for the app
        // delegate's and the App's stored properties, unless lazy).
        let stored = binding.accessorBlock == nil && binding.initializer != nil
        var root = Roots.trigger(signature: name, role: role)
        if stored, !isLazy, role == .appDelegate || role == .swiftUIApp { root = .launch }
        open(node, Context(name: name, typeName: typeName, place: place(node), root: root, isProperty: true))
        return .visitChildren
    }

    /// What a computed property returns: its one expression (`{ "id" }`, `{ return "a" + b }`),
    /// or, after `guard let x = e else { … }`, its return with `x` standing for `e`.
    func computedValue(_ block: AccessorBlockSyntax) -> IdExpr? {
        let statements: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): statements = list
        case .accessors(let list):
            guard list.count == 1, let body = list.first?.body, list.first?.accessorSpecifier.tokenKind == .keyword(.get) else {
                return nil
            }
            statements = body.statements
        }
        let items = statements.map(\.item)
        guard let last = items.last, let result = returned(last) else { return nil }
        var bound: [String: IdExpr] = [:]
        for item in items.dropLast() {
            guard let guardStatement = item.as(GuardStmtSyntax.self) else { return nil }
            for condition in guardStatement.conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                bound[name] = binding.initializer.map { expression($0.value) } ?? .name(name)
            }
        }
        return expression(result).substituting(bound)
    }

    private func returned(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let expr = item.as(ExprSyntax.self) { return expr }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    func readReturn(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let frame = frames.last, frame.closures == 0 else { return .visitChildren }
        var before: [String] = []
        var nested = false
        var child = Syntax(node)
        while let parent = child.parent, parent.id != frame.node {
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for sibling in list {
                    if sibling.id == item.id { break }
                    before += CallNames.in(sibling)
                }
            }
            if parent.is(GuardStmtSyntax.self) || parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self)
                || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
            {
                nested = true
            }
            child = parent
        }
        if nested { facts.contexts[current].exits.append(Exit(place: place(node), calledBefore: before)) }
        return .visitChildren
    }
}

extension SwiftReader {
    /// A branch on the scene phase inside `.onChange(of: scenePhase)`: `.background` is
    /// enter-background, `.active` foreground.
    func scenePhase(_ condition: String, _ node: some SyntaxProtocol) -> Trigger? {
        let background = condition.contains(".background"), active = condition.contains(".active")
        guard background != active else { return nil }
        var parent = node.parent
        while let up = parent {
            if let call = up.as(FunctionCallExprSyntax.self), calledName(call) == "onChange",
                call.arguments.first?.expression.trimmedDescription.lowercased().contains("phase") == true
            {
                return background ? .enterBackground : .foreground
            }
            if up.is(FunctionDeclSyntax.self) { break }
            parent = up.parent
        }
        return nil
    }
}

/// The names called anywhere inside a node (`f()`, `x.f()`, `completion?(…)`).
final class CallNames: SyntaxVisitor {
    var names: [String] = []

    static func `in`(_ node: some SyntaxProtocol) -> [String] {
        let finder = CallNames(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = calledName(node) { names.append(name) }
        return .visitChildren
    }
}

/// The name a call calls: `f` in `f()`, `x.f()`, `f?()`, `Type` in `Type(…)`.
func calledName(_ call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    while true {
        if let optional = callee.as(OptionalChainingExprSyntax.self) {
            callee = optional.expression
        } else if let forced = callee.as(ForceUnwrapExprSyntax.self) {
            callee = forced.expression
        } else if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            callee = specialized.expression
        } else {
            break
        }
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
}
