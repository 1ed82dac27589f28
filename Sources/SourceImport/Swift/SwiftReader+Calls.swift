import Lifecycle
import SwiftSyntax

/// Calls: each recorded by name for the call graph; BG task registrations and requests, their
/// settings, and the life-cycle calls the findings look for.
extension SwiftReader {
    static let requestKinds: [String: BGTaskKind] = [
        "BGAppRefreshTaskRequest": .refresh, "BGProcessingTaskRequest": .processing, "BGContinuedProcessingTaskRequest": .continued,
    ]

    func readCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = calledName(node) else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        var qualifier: String?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true
        {
            qualifier = base
        }
        let isInit = name.first?.isUppercase == true && node.calledExpression.is(DeclReferenceExprSyntax.self)
        let passes = node.arguments.compactMap { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text }
        let call = Call(
            name: isInit ? "init" : name, labels: labels, typeName: isInit ? name : qualifier, hop: inHop(node), place: place(node),
            arguments: node.arguments.map { expression($0.expression) }, passes: passes, receiver: receiver(node))
        facts.contexts[current].calls.append(call)
        if !Roots.logging.contains(name) { facts.contexts[current].onlyLogs = false }
        if let kind = Self.requestKinds[name] {
            request(node, kind: kind)
        } else if name == "register", labels.first == "forTaskWithIdentifier" {
            register(node)
        } else if name == "backgroundTask", let argument = node.arguments.first?.expression {
            swiftUITask(argument, node)
        } else if name == "cancelAllTaskRequests" {
            facts.cancelAlls.append((place(node), current))
        } else if name == "beginBackgroundTask" {
            backgroundTask(node)
        } else if name == "setMinimumBackgroundFetchInterval", let argument = node.arguments.first?.expression {
            facts.fetchIntervals.append(Setting(value: expression(argument), place: place(node)))
        } else if name == "addObserver" {
            observer(node)
        }
        return .visitChildren
    }

    /// Whether `node` runs after an async hop: inside `Task {}`, a dispatch `async`, or after an
    /// `await` in its context.
    func inHop(_ node: some SyntaxProtocol) -> Bool {
        guard let frame = frames.last else { return false }
        if frame.awaited { return true }
        var parent = node.parent
        while let up = parent, up.id != frame.node {
            if let closure = up.as(ClosureExprSyntax.self), let call = enclosingCall(of: closure),
                let name = calledName(call), Roots.hops.contains(name)
            {
                return true
            }
            parent = up.parent
        }
        return false
    }

    /// The call a closure is an argument of (trailing or labelled).
    func enclosingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        return nil
    }

    /// A closure that runs on its own: a launch handler, a notification observer.
    func closureContext(_ closure: ClosureExprSyntax) -> Context? {
        guard let call = enclosingCall(of: closure), let name = calledName(call) else { return nil }
        if name == "addObserver" || name == "sink" || name == "onReceive" || name == "publisher" {
            if let trigger = Roots.notification(notificationName(call)) {
                return Context(name: "<observer>", typeName: typeName, place: place(closure), root: trigger)
            }
        }
        return nil
    }

    /// The notification a call (or the publisher it is chained on) observes, as written.
    func notificationName(_ call: FunctionCallExprSyntax) -> String {
        if let argument = call.arguments.first(where: { $0.label?.text == "forName" || $0.label?.text == "name" }) {
            return argument.expression.trimmedDescription
        }
        if let first = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) { return notificationName(first) }
        if let argument = call.arguments.first(where: { $0.label?.text == "for" }) { return argument.expression.trimmedDescription }
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let expr = base {
            if let inner = expr.as(FunctionCallExprSyntax.self) { return notificationName(inner) }
            base = expr.as(MemberAccessExprSyntax.self)?.base
        }
        return ""
    }

    func register(_ node: FunctionCallExprSyntax) {
        // A wrapper with the scheduler's own signature hands on: its callers are the registrations.
        let context = facts.contexts[current]
        if context.name == "register", context.labels.first == "forTaskWithIdentifier" { return }
        guard let id = node.arguments.first?.expression else { return }
        let handlerArgument = node.arguments.first { $0.label?.text == "launchHandler" }?.expression
        var handler: Int?
        if let closure = node.trailingClosure ?? handlerArgument?.as(ClosureExprSyntax.self) {
            handlerClosures[closure.id] = facts.registers.count
        } else if let reference = handlerArgument,
            let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? reference.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            var named = Context(name: "<handler>", typeName: typeName, place: place(reference), root: .handler(facts.registers.count))
            named.calls.append(Call(name: name, labels: [], hop: false, place: place(reference), arguments: [], passes: ["task"]))
            named.onlyLogs = false
            facts.contexts.append(named)
            handler = facts.contexts.count - 1
        }
        facts.registers.append(
            RegisterSite(id: expression(id), place: place(node), context: current, hop: inHop(node), handler: handler))
    }

    /// SwiftUI's `.backgroundTask(.appRefresh(id))` / `.urlSession(id)`.
    func swiftUITask(_ argument: ExprSyntax, _ node: FunctionCallExprSyntax) {
        guard let call = argument.as(FunctionCallExprSyntax.self), let kind = calledName(call),
            kind == "appRefresh" || kind == "urlSession", let id = call.arguments.first?.expression
        else { return }
        if let closure = node.trailingClosure { handlerClosures[closure.id] = facts.registers.count }
        facts.registers.append(
            RegisterSite(
                id: expression(id), place: place(node), context: current, hop: false, handler: nil,
                swiftUIKind: kind == "appRefresh" ? .refresh : nil))
    }

    func request(_ node: FunctionCallExprSyntax, kind: BGTaskKind) {
        guard let id = node.arguments.first(where: { $0.label?.text == "identifier" })?.expression else { return }
        var variable: String?
        if let binding = node.parent?.parent?.as(PatternBindingSyntax.self) {
            variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        facts.requests.append(RequestSite(id: expression(id), kind: kind, place: place(node), context: current, variable: variable))
    }

    func backgroundTask(_ node: FunctionCallExprSyntax) {
        let argument = node.arguments.first { $0.label?.text == "expirationHandler" }?.expression
        var body: BackgroundTaskSite.HandlerBody?
        if let closure = node.trailingClosure ?? argument?.as(ClosureExprSyntax.self) {
            let names = CallNames.in(closure)
            body = names.contains("endBackgroundTask") ? .ends : names.isEmpty ? .nothing : .callsOthers
        } else if let argument, !argument.is(NilLiteralExprSyntax.self) {
            body = .callsOthers
        }
        facts.backgroundTasks.append(BackgroundTaskSite(place: place(node), handler: body))
    }

    /// `addObserver(self, selector: #selector(f), name: UIApplication.didEnterBackgroundNotification, …)`.
    func observer(_ node: FunctionCallExprSyntax) {
        guard let selector = node.arguments.first(where: { $0.label?.text == "selector" })?.expression,
            let trigger = Roots.notification(notificationName(node))
        else { return }
        var target = selector.as(MacroExpansionExprSyntax.self)?.arguments.first?.expression
        if let member = target?.as(MemberAccessExprSyntax.self) { target = ExprSyntax(member.declName) }
        guard let name = target?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        facts.selectorObservers.append((name, trigger, place(node)))
    }
}
