import Lifecycle

/// The whole tree's facts in one numbering.
extension Facts {
    /// Adds one file's facts, renumbering its contexts and registrations.
    mutating func merge(_ file: Facts) {
        let offset = contexts.count, registerOffset = registers.count
        for var context in file.contexts {
            if case .handler(let index)? = context.root { context.root = .handler(index + registerOffset) }
            contexts.append(context)
        }
        for var site in file.registers {
            site.context += offset
            site.handler = site.handler.map { $0 + offset }
            registers.append(site)
        }
        for var site in file.requests {
            site.context += offset
            requests.append(site)
        }
        declarations.merge(file.declarations)
        cancelAlls += file.cancelAlls.map { ($0.place, $0.context + offset) }
        backgroundTasks += file.backgroundTasks
        protections += file.protections
        fetchIntervals += file.fetchIntervals
        selectorObservers += file.selectorObservers
        if swiftUIApp == nil { swiftUIApp = file.swiftUIApp }
    }

    /// A `#selector` observer of a life-cycle notification is that moment's root, whatever its
    /// method is called (an observer named `applicationDidEnterBackground` is not the delegate's).
    mutating func applyObservers() {
        let observed = Dictionary(selectorObservers.map { ($0.selector, $0.trigger) }, uniquingKeysWith: { first, _ in first })
        for index in contexts.indices {
            if let trigger = observed[contexts[index].name], !contexts[index].name.hasPrefix("<") {
                contexts[index].root = trigger
            }
        }
    }
}
