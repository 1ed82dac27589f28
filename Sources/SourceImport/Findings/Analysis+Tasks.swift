import Catalog
import Lifecycle

/// Each BG task identifier's keys from the code: kind, register, submit, earliest,
/// constraints, expiration, resubmit; and the findings about them (M1-M6, M9, M10, M17).
extension Analysis {
    mutating func decideTasks() {
        var registered: [String: [Int]] = [:], requested: [String: [Int]] = [:]
        var order: [String] = app.permitted.filter { !$0.hasSuffix("*") }
        var undecidedRegister = false
        for (index, site) in facts.registers.enumerated() {
            let ids = identifiers(site.id, in: site.context)
            if ids.isEmpty {
                undecidedRegister = true
                note(
                    FindingToken.notRegistered, site.place,
                    "this registration's identifier (\(site.id.written)) is not decided from the code; the tasks' register keys stay as read"
                )
            }
            for id in ids {
                registered[id, default: []].append(index)
                if !order.contains(id) { order.append(id) }
            }
        }
        for (index, site) in facts.requests.enumerated() {
            for id in identifiers(site.id, in: site.context) {
                requested[id, default: []].append(index)
                if !order.contains(id) { order.append(id) }
            }
        }
        for id in order {
            code.tasks.append(task(id, registers: registered[id] ?? [], requests: requested[id] ?? [], undecided: undecidedRegister))
        }
        refreshTasks(requested)
        modesUnused()
    }

    private mutating func task(_ id: String, registers: [Int], requests: [Int], undecided: Bool) -> CodeFacts.Task {
        var task = CodeFacts.Task(id: id)
        let sites = requests.map { facts.requests[$0] }
        let first = registers.first.map { facts.registers[$0].place } ?? sites.first?.place ?? app.place(of: id)
        if !app.permits(id), registers.count + sites.count > 0 {
            warn(
                FindingToken.notPermitted, first,
                "'\(id)' is not in BGTaskSchedulerPermittedIdentifiers: registration is rejected and submit fails (notPermitted); add it to the Info.plist"
            )
        }
        let kinds = Set(sites.map(\.kind) + registers.compactMap { facts.registers[$0].swiftUIKind })
        if kinds.count == 1, let kind = kinds.first {
            task.kind = .init(kind, from: (sites.first?.place ?? first).description)
            modeNeeded(kind, id: id, at: sites.first?.place ?? first)
        } else if kinds.count > 1 {
            task.notes.append("both \(kinds.map(\.rawValue).sorted().joined(separator: " and ")) requests are built for it")
        }
        register(id, registers, requests: sites, undecided: undecided, into: &task)
        submit(id, requests, registers: registers, into: &task)
        handler(id, registers, into: &task)
        return task
    }

    private mutating func register(
        _ id: String, _ registers: [Int], requests: [RequestSite], undecided: Bool, into task: inout CodeFacts.Task
    ) {
        guard let index = registers.first else {
            let place = requests.first?.place ?? app.place(of: id)
            if undecided {
                task.notes.append("no registration folds to this identifier; one did not fold")
                note(FindingToken.notRegistered, place, "'\(id)' is not registered by any identifier the import could fold")
            } else {
                task.register = .init(.never, from: place.description)
                warn(
                    FindingToken.notRegistered, place,
                    "'\(id)' is \(requests.isEmpty ? "permitted" : "submitted") but never registered in this tree (a library outside it may register it): the app crashes when a request for it comes due (No launch handler registered); register it in didFinishLaunching"
                )
            }
            return
        }
        let site = facts.registers[index]
        let places = Set(registers.map { facts.registers[$0].place })
        if places.count > 1, let second = registers.map({ facts.registers[$0].place }).sorted().dropFirst().first {
            task.register = .init(.twice, from: second.description)
            warn(
                FindingToken.registeredTwice, second,
                "'\(id)' is registered again (first at \(site.place)): the second registration raises and the app crashes at launch; register it once"
            )
            return
        }
        if site.swiftUIKind != nil {
            task.register = .init(.atLaunch, from: site.place.description)
            return
        }
        let roots = self.roots(site.context)
        let late = roots.filter { root in
            switch root.trigger {
            case .launch: return root.hop
            case .sceneConnect, .view, .foreground, .enterBackground, .appDelegateBackground, .handler: return true
            }
        }
        if site.hop || (!late.isEmpty && !roots.contains { $0.trigger == .launch && !$0.hop }) {
            task.register = .init(.late, from: site.place.description)
            let why = site.hop || late.contains(where: \.hop) ? "after an async hop" : "in \(describe(late.first?.trigger))"
            warn(
                FindingToken.registeredLate, site.place,
                "'\(id)' is registered \(why), after launch has finished: the app crashes (All launch handlers must be registered before application finishes launching); register it in didFinishLaunching or App.init"
            )
        } else if roots.isEmpty {
            task.register = .init(.atLaunch, from: site.place.description)
            task.notes.append("its registration is reached from no launch callback the import can see")
            note(
                FindingToken.registeredLate, site.place,
                "'\(id)' is registered in code reached from no launch callback the import can follow; make sure it runs before didFinishLaunching returns"
            )
        } else {
            task.register = .init(.atLaunch, from: site.place.description)
        }
    }

    func describe(_ trigger: Trigger?) -> String {
        switch trigger {
        case .sceneConnect?: return "scene(_:willConnectTo:)"
        case .view?: return "a view's callback"
        case .foreground?: return "a foreground callback"
        case .enterBackground?, .appDelegateBackground?: return "an enter-background callback"
        case .handler?: return "another task's launch handler"
        case .launch?, nil: return "launch"
        }
    }
}
