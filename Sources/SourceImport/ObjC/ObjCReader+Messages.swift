import Lifecycle

/// Message sends `[receiver piece:arg piece:arg]`, and expressions for folding.
extension ObjCReader {
    /// The selector of the message opened at `k`, its pieces' argument ranges and its receiver.
    func parts(_ k: Int) -> (selector: String, arguments: [Range<Int>], receiver: Range<Int>) {
        let end = closing(k)
        var pieces: [(name: String, at: Int)] = []
        var i = k + 1, lastIdentifier: Int?
        while i < end {
            if ["[", "(", "{"].contains(text(i)) {
                i = closing(i) + 1
                continue
            }
            if tokens[i].kind == .identifier {
                if text(i + 1) == ":", i > k + 1 { pieces.append((tokens[i].text, i)) }
                lastIdentifier = i
            }
            i += 1
        }
        guard let first = pieces.first else {
            let at = lastIdentifier ?? end
            return (lastIdentifier.map(text) ?? "", [], (k + 1)..<at)
        }
        var arguments: [Range<Int>] = []
        for (index, piece) in pieces.enumerated() {
            let stop = index + 1 < pieces.count ? pieces[index + 1].at : end
            arguments.append((piece.at + 2)..<max(piece.at + 2, stop))
        }
        return (pieces.map { $0.name + ":" }.joined(), arguments, (k + 1)..<first.at)
    }

    mutating func message(_ k: Int, context: Int, hop: Bool) {
        let (selector, arguments, receiver) = parts(k)
        guard !selector.isEmpty else { return }
        let name = Self.swiftNames[selector] ?? selector
        let passes = arguments.flatMap { range in range.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text } }
        let folded = arguments.map { expression($0.lowerBound, $0.upperBound) }
        facts.contexts[context].calls.append(
            Call(
                name: name, labels: [], hop: hop, place: place(k), arguments: folded, passes: passes,
                receiver: receiver.count == 1 ? SwiftReader.receiver(named: text(receiver.lowerBound)) : .unknown))
        if !Roots.logging.contains(name) { facts.contexts[context].onlyLogs = false }
        func block(_ range: Range<Int>?) -> Int? { range.flatMap { r in r.first { text($0) == "^" } } }
        switch selector {
        case "registerForTaskWithIdentifier:usingQueue:launchHandler:":
            if let handler = block(arguments.last) { claims[handler] = .handler(facts.registers.count) }
            facts.registers.append(RegisterSite(id: folded[0], place: place(k), context: context, hop: hop, handler: nil))
        case "initWithIdentifier:":
            guard let kind = receiver.map(text).compactMap({ Self.requestKinds[$0] }).first else { break }
            let variable = k >= 2 && text(k - 1) == "=" ? text(k - 2) : nil
            facts.requests.append(RequestSite(id: folded[0], kind: kind, place: place(k), context: context, variable: variable))
        case "beginBackgroundTaskWithExpirationHandler:", "beginBackgroundTaskWithName:expirationHandler:":
            let argument = arguments.last ?? k..<k
            var body: BackgroundTaskSite.HandlerBody?
            if let start = block(argument) {
                let inside = argument.filter { $0 > start }.map(text)
                body = inside.contains("endBackgroundTask") ? .ends : inside.contains("[") || inside.contains("(") ? .callsOthers : .nothing
            } else if text(argument.lowerBound) != "nil" {
                body = .callsOthers
            }
            facts.backgroundTasks.append(BackgroundTaskSite(place: place(k), handler: body))
        case "addObserver:selector:name:object:":
            guard arguments.count >= 3, let trigger = Roots.notification(arguments[2].map(text).joined()) else { break }
            let method = arguments[1].filter { tokens[$0].kind == .identifier && text($0) != "selector" }.map(text)
            let pieces = arguments[1].filter { text($0) == ":" }.count
            let selectorName = pieces == 0 ? method.joined() : method.map { $0 + ":" }.joined()
            facts.selectorObservers.append((selectorName, trigger, place(k)))
        case "addObserverForName:object:queue:usingBlock:":
            guard let first = arguments.first, let trigger = Roots.notification(first.map(text).joined()),
                let start = block(arguments.last)
            else { break }
            claims[start] = .observer(trigger)
        case "setMinimumBackgroundFetchInterval:": facts.fetchIntervals.append(Setting(value: folded[0], place: place(k)))
        case "cancelAllTaskRequests": facts.cancelAlls.append((place(k), context))
        case "setExpirationHandler:": facts.contexts[context].expirationSets.append(place(k))
        default: break
        }
    }

    /// The tokens `lo..<hi` as an `IdExpr`: a string, a number, a name, the bundle identifier,
    /// `stringWithFormat:` with `%@`, `stringByAppendingString:`, `a * b`, `a + b`, a cast.
    func expression(_ lo: Int, _ hi: Int) -> IdExpr {
        var lo = lo
        let hi = min(hi, tokens.count)
        while lo < hi, text(lo) == "(", closing(lo) < hi - 1, tokens[lo + 1].kind == .identifier,
            tokens[lo + 1].text.first?.isUppercase == true
        {
            lo = closing(lo) + 1 // a cast: (NSTimeInterval)
        }
        guard lo < hi else { return .unknown("") }
        let written = (lo..<hi).map(text).joined(separator: " ")
        if hi - lo == 1 {
            switch tokens[lo].kind {
            case .string: return .text(tokens[lo].text)
            case .number: return Double(tokens[lo].text.filter { $0.isNumber || $0 == "." }).map(IdExpr.number) ?? .unknown(written)
            case .identifier: return .name(tokens[lo].text)
            default: return .unknown(written)
            }
        }
        if text(lo) == "[", closing(lo) == hi - 1 {
            let (selector, arguments, receiver) = parts(lo)
            if selector == "bundleIdentifier", receiver.map(text).contains("mainBundle") { return .bundleIdentifier }
            if selector == "stringByAppendingString:", let argument = arguments.first {
                return .sum(expression(receiver.lowerBound, receiver.upperBound), expression(argument.lowerBound, argument.upperBound))
            }
            if selector == "stringWithFormat:", let argument = arguments.first { return format(argument) }
            return .unknown(written)
        }
        for symbol in ["+", "*"] {
            var depth = 0
            for i in (lo..<hi).reversed() {
                if [")", "]"].contains(text(i)) { depth += 1 } else if ["(", "["].contains(text(i)) { depth -= 1 }
                if depth == 0, text(i) == symbol, i > lo {
                    let a = expression(lo, i), b = expression(i + 1, hi)
                    return symbol == "+" ? .sum(a, b) : .product(a, b)
                }
            }
        }
        if text(lo) == "(", closing(lo) == hi - 1 { return expression(lo + 1, hi - 1) }
        return .unknown(written)
    }

    /// `@"%@.refresh", x`: the format's pieces with each `%@` replaced by its argument.
    func format(_ range: Range<Int>) -> IdExpr {
        guard let first = range.first, tokens[first].kind == .string else { return .unknown("") }
        var values: [Range<Int>] = []
        var start = first + 1, i = first + 1
        while i < range.upperBound {
            if ["[", "("].contains(text(i)) { i = closing(i) }
            if text(i) == "," {
                if i > start { values.append(start..<i) }
                start = i + 1
            }
            i += 1
        }
        if range.upperBound > start { values.append(start..<range.upperBound) }
        let pieces = tokens[first].text.split(separator: "%@", omittingEmptySubsequences: false).map(String.init)
        var parts: [IdExpr] = []
        for (index, piece) in pieces.enumerated() {
            if !piece.isEmpty { parts.append(.text(piece)) }
            if index + 1 < pieces.count {
                guard index < values.count else { return .unknown(tokens[first].text) }
                parts.append(expression(values[index].lowerBound, values[index].upperBound))
            }
        }
        return .concat(parts)
    }
}
