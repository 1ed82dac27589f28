import Lifecycle

/// A method's body: message sends, C calls, blocks, assignments, returns.
extension ObjCReader {
    static let requestKinds: [String: BGTaskKind] = [
        "BGAppRefreshTaskRequest": .refresh, "BGProcessingTaskRequest": .processing, "BGContinuedProcessingTaskRequest": .continued,
    ]
    /// Selectors the findings look for, by the Swift name they look for.
    static let swiftNames: [String: String] = [
        "setTaskCompletedWithSuccess:": "setTaskCompleted", "endBackgroundTask:": "endBackgroundTask",
        "reportNewIncomingCallWithUUID:update:completion:": "reportNewIncomingCall",
        "reportNewIncomingVoIPPushPayload:completion:": "reportNewIncomingVoIPPushPayload",
    ]
    static let hops: Set<String> = ["dispatch_async", "dispatch_after", "dispatch_async_f"]

    mutating func scan(_ lo: Int, _ hi: Int, context: Int, hop: Bool, depth: Int) {
        var k = lo, braces = 0
        while k < hi {
            let token = tokens[k]
            switch (token.kind, token.text) {
            case (.punctuation, "^"):
                var open = k + 1
                if text(open) == "(" { open = closing(open) + 1 }
                while open < hi, text(open) != "{" { open += 1 }
                let end = min(closing(open), hi)
                switch claims[k] {
                case .handler(let index)?:
                    facts.contexts.append(Context(name: "<handler>", typeName: typeName, place: place(k), root: .handler(index)))
                    facts.registers[index].handler = facts.contexts.count - 1
                    scan(open + 1, end, context: facts.contexts.count - 1, hop: false, depth: 0)
                case .observer(let trigger)?:
                    facts.contexts.append(Context(name: "<observer>", typeName: typeName, place: place(k), root: trigger))
                    scan(open + 1, end, context: facts.contexts.count - 1, hop: false, depth: 0)
                case .hop?: scan(open + 1, end, context: context, hop: true, depth: depth + 1)
                case nil: scan(open + 1, end, context: context, hop: hop, depth: depth + 1)
                }
                k = end + 1
                continue
            case (.punctuation, "["): message(k, context: context, hop: hop)
            case (.punctuation, "{"): braces += 1
            case (.punctuation, "}"): braces -= 1
            case (.punctuation, "."): assignment(k, context: context)
            case (.identifier, "return") where braces > 0 || depth > 0:
                if depth == 0 {
                    let names = facts.contexts[context].calls.map(\.name)
                    facts.contexts[context].exits.append(Exit(place: place(k), calledBefore: names))
                }
            case (.identifier, let name):
                if text(k + 1) == "(", k == 0 || (tokens[k - 1].kind != .identifier && text(k - 1) != "]") {
                    call(name, k, context: context, hop: hop)
                } else if text(k + 1) == "=", text(k + 2) != "=", k > 0, text(k - 1) == "*" {
                    facts.contexts[context].locals[name] = expression(k + 2, statementEnd(k + 2))
                }
                protection(name, k)
            default: break
            }
            k += 1
        }
    }

    /// A C call `f(…)`: recorded by name; a dispatch's block is a hop.
    mutating func call(_ name: String, _ k: Int, context: Int, hop: Bool) {
        let end = closing(k + 1)
        if Self.hops.contains(name) {
            for i in (k + 1)..<end where text(i) == "^" { claims[i] = .hop }
        }
        let passes = (k + 2..<max(k + 2, end)).filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
        let call = Call(name: name, labels: [], hop: hop, place: place(k), arguments: [], passes: passes, receiver: .implicit)
        facts.contexts[context].calls.append(call)
        if !Roots.logging.contains(name) { facts.contexts[context].onlyLogs = false }
    }

    /// `x.property = value` for the properties the import reads.
    mutating func assignment(_ k: Int, context: Int) {
        guard text(k + 2) == "=", text(k + 3) != "=" else { return }
        let property = text(k + 1), variable = k > 0 ? text(k - 1) : ""
        let end = statementEnd(k + 3)
        switch property {
        case "expirationHandler": facts.contexts[context].expirationSets.append(place(k))
        case "earliestBeginDate":
            var value = IdExpr.unknown((k + 3..<end).map(text).joined(separator: " "))
            if text(k + 3) == "nil" {
                value = .name("nil")
            } else if text(k + 3) == "[", text(k + 4) == "NSDate", text(k + 5) == "dateWithTimeIntervalSinceNow", text(k + 6) == ":" {
                value = expression(k + 7, closing(k + 3))
            }
            let setting = Setting(value: value, place: place(k))
            update(variable, context) { $0.earliest = setting }
        case "requiresNetworkConnectivity", "requiresExternalPower":
            let word = text(k + 3)
            guard ["YES", "NO", "true", "false"].contains(word) else { return }
            let setting = Setting(value: word == "YES" || word == "true", place: place(k))
            update(variable, context) { request in
                if property == "requiresExternalPower" { request.power = setting } else { request.network = setting }
            }
        default: break
        }
    }

    mutating func update(_ variable: String, _ context: Int, _ change: (inout RequestSite) -> Void) {
        let candidates = facts.requests.indices.filter { facts.requests[$0].context == context }
        guard let index = candidates.last(where: { facts.requests[$0].variable == variable }) ?? candidates.last else { return }
        change(&facts.requests[index])
    }

    mutating func protection(_ name: String, _ k: Int) {
        if name == "NSFileProtectionComplete" || name == "NSDataWritingFileProtectionComplete" {
            facts.protections.append(ProtectionSite(place: place(k), fileClass: .complete, written: name))
        } else if name == "kSecAttrAccessibleWhenUnlocked" || name == "kSecAttrAccessibleWhenUnlockedThisDeviceOnly" {
            facts.protections.append(ProtectionSite(place: place(k), fileClass: nil, written: name))
        }
    }
}
