import SwiftParser
import SwiftSyntax

/// Reads one Swift file with SwiftParser and a SyntaxVisitor into `Facts`: its functions
/// (contexts) and the calls each makes, its BG task registrations and requests, its
/// constants, and the life-cycle facts the findings need. Never a regular expression.
final class SwiftReader: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var facts = Facts()
    /// The contexts being read, innermost last.
    var frames: [Frame] = []
    /// The types being read, innermost last.
    var types: [(name: String, role: Roots.TypeRole)] = []
    /// Launch-handler closures met as arguments, and their registration's index.
    var handlerClosures: [SyntaxIdentifier: Int] = [:]
    /// Closures entered that are not contexts of their own, per frame depth.
    struct Frame {
        var context: Int
        var node: SyntaxIdentifier
        var awaited = false
        var closures = 0
    }

    /// Reads `text` (the file `file`, relative to the folder): its facts, and where the parser
    /// first found an error, if it did (the reader reads what it could all the same).
    static func read(_ text: String, file: String) -> (facts: Facts, error: (line: Int, column: Int)?) {
        let tree = Parser.parse(source: text)
        let reader = SwiftReader(file: file, tree: tree)
        reader.walk(tree)
        guard tree.hasError else { return (reader.facts, nil) }
        let first = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
        }
        guard let first else { return (reader.facts, (1, 1)) }
        let location = reader.converter.location(for: first.positionAfterSkippingLeadingTrivia)
        return (reader.facts, (location.line, location.column))
    }

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
        let isMain = file == "main.swift" || file.hasSuffix("/main.swift")
        facts.contexts.append(Context(name: "<top>", place: Place(file: file, line: 1), root: isMain ? .launch : nil))
        frames.append(Frame(context: 0, node: tree.id))
    }

    func place(_ node: some SyntaxProtocol) -> Place {
        Place(file: file, line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    var current: Int { frames.last?.context ?? 0 }
    var typeName: String? { types.last?.name }
    var role: Roots.TypeRole { types.last?.role ?? .other }

    /// Opens a context for `node`; closed by `close(node)`.
    func open(_ node: some SyntaxProtocol, _ context: Context) {
        facts.contexts.append(context)
        frames.append(Frame(context: facts.contexts.count - 1, node: node.id))
    }

    func close(_ node: some SyntaxProtocol) {
        if frames.count > 1, frames.last?.node == node.id { frames.removeLast() }
    }

    // MARK: The visits (each hands on to its reader in an extension)

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { readCall(node) }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { readEnumCase(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { readVariable(node) }
    override func visitPost(_ node: VariableDeclSyntax) { close(node) }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { readReturn(node) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { readSequence(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { readMember(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { readReference(node) }

    // MARK: Types

    func enterType(_ name: String, inherits: InheritanceClauseSyntax?, attributes: AttributeListSyntax) {
        let inherited = inherits?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let names = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        types.append((name, Roots.role(name: name, inherits: inherited, attributes: names)))
        if !inherited.isEmpty { facts.declarations.inheritance[name, default: []] += inherited }
    }

    /// A class, struct, enum or actor: its name, what it inherits and its attributes.
    func enterType(_ node: some DeclGroupSyntax & NamedDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inherits: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        defer { if types.last?.role == .swiftUIApp { facts.swiftUIApp = place(node) } }
        return enterType(node)
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        enterType(name, inherits: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Functions

    /// A function or an initialiser's context: its labels, its parameters, its root.
    func function(_ node: some SyntaxProtocol, name: String, _ parameters: FunctionParameterListSyntax) -> Context {
        let labels = parameters.map { $0.firstName.text }
        let signature = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        var context = Context(
            name: name, labels: labels, typeName: typeName, place: place(node), root: Roots.trigger(signature: signature, role: role))
        for (index, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            context.parameters[name] = (parameter.firstName.text, index)
            if let type = Self.typeName(parameter.type) { context.types[name] = type }
        }
        return context
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        var context = function(node, name: node.name.text, node.signature.parameterClause.parameters)
        context.isEmpty = node.body?.statements.isEmpty ?? true
        open(node, context)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { close(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, function(node, name: "init", node.signature.parameterClause.parameters))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { close(node) }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        if let last = frames.indices.last, frames[last].closures == 0 { frames[last].awaited = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if let index = handlerClosures[node.id] {
            open(node, Context(name: "<handler>", typeName: typeName, place: place(node), root: .handler(index)))
            facts.registers[index].handler = current
        } else if let observer = closureContext(node) {
            open(node, observer)
        } else if let last = frames.indices.last {
            frames[last].closures += 1
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        if frames.count > 1, frames.last?.node == node.id {
            frames.removeLast()
        } else if let last = frames.indices.last {
            frames[last].closures -= 1
        }
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if let trigger = scenePhase(node.label.trimmedDescription, node) {
            open(node, Context(name: "<scenePhase>", typeName: typeName, place: place(node), root: trigger))
        }
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) { close(node) }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let trigger = scenePhase(node.conditions.trimmedDescription, node) {
            open(node, Context(name: "<scenePhase>", typeName: typeName, place: place(node), root: trigger))
        }
        return .visitChildren
    }
    override func visitPost(_ node: IfExprSyntax) { close(node) }
}
