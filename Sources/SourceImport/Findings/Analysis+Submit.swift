import Catalog
import Lifecycle

/// When a task's request is submitted, and what its launch handler does (M6, M8, M9, M10).
extension Analysis {
    mutating func submit(_ id: String, _ requests: [Int], registers: [Int], into task: inout CodeFacts.Task) {
        guard let first = requests.first.map({ facts.requests[$0] }) else { return }
        var launch: Place?, background: Place?, delegateOnly: Place?, foreground: Place?, resubmit: Place?
        var byNameOnly: [(site: RequestSite, trigger: Trigger)] = []
        for index in requests {
            let site = facts.requests[index]
            let all = self.roots(site.context)
            // Roots reached only through a call matched by name alone count when nothing else does.
            let verified = all.filter(\.verified)
            let roots = verified.isEmpty ? all : verified
            for root in all where !root.verified && !verified.contains(where: { $0.trigger == root.trigger }) {
                byNameOnly.append((site, root.trigger))
            }
            var warned = false // a root reached both directly and after a hop is one finding
            for root in roots {
                switch root.trigger {
                case .launch, .sceneConnect, .view: launch = launch ?? site.place
                case .enterBackground: background = background ?? site.place
                case .appDelegateBackground: delegateOnly = delegateOnly ?? site.place
                case .foreground:
                    foreground = foreground ?? site.place
                    if !warned, site.earliest?.value != .name("nil") {
                        warned = true
                        resubmitted(id, site.place, verified: root.verified)
                    }
                case .handler(let register): if registers.contains(register) { resubmit = resubmit ?? site.place }
                }
            }
        }
        if let foregroundByName = byNameOnly.first(where: { $0.trigger == .foreground && $0.site.earliest?.value != .name("nil") }),
            foreground == nil
        {
            resubmitted(id, foregroundByName.site.place, verified: false)
        }
        if let foreground {
            task.submit = .init(.foreground, from: foreground.description)
        } else if let place = background ?? delegateOnly {
            task.submit = .init(.enterBackground, from: place.description)
            if background == nil, app.scenes || facts.swiftUIApp != nil, let delegateOnly {
                code.lifecycleCode = code.lifecycleCode ?? .init(.appDelegate, from: delegateOnly.description)
                warn(
                    FindingToken.submittedInAppDelegate, delegateOnly,
                    "'\(id)' is submitted only from applicationDidEnterBackground, which UIKit does not call in a scene app: the request is never made; submit it from sceneDidEnterBackground (or on scenePhase .background)"
                )
            }
        } else if let launch {
            task.submit = .init(.launch, from: launch.description)
        } else {
            task.notes.append("its submit (\(first.place)) is reached from no life-cycle callback the import can follow")
        }
        if let resubmit {
            task.resubmit = .init(true, from: resubmit.description)
        } else if let register = registers.first, facts.registers[register].handler != nil {
            task.resubmit = .init(false, from: facts.registers[register].place.description)
        }
        earliest(requests.map { facts.requests[$0] }, into: &task)
        let sites = requests.map { facts.requests[$0] }
        if let network = sites.compactMap(\.network).first {
            task.requiresNetwork = .init(network.value, from: network.place.description)
        }
        if let power = sites.compactMap(\.power).first {
            task.requiresPower = .init(power.value, from: power.place.description)
        }
    }

    /// M10: a warning when every call on the way to the foreground callback was decided by its
    /// receiver's type, else a not-verified note.
    private mutating func resubmitted(_ id: String, _ place: Place, verified: Bool) {
        if verified {
            warn(
                FindingToken.resubmittedOnForeground, place,
                "'\(id)' is submitted again each time the app comes to the foreground: the new request replaces the pending one and pushes its earliest date back, so an active user's task may never run; submit it when the app enters the background"
            )
        } else {
            note(
                FindingToken.resubmittedOnForeground, place,
                "'\(id)' may be submitted again when the app comes to the foreground: a call on the way there is matched by its name alone (its receiver's type is not written); if it is, the new request pushes the pending one's earliest date back"
            )
        }
    }

    private func earliest(_ sites: [RequestSite], into task: inout CodeFacts.Task) {
        guard let first = sites.first else { return }
        guard let setting = sites.lazy.compactMap(\.earliest).first else {
            task.earliest = .init(nil, from: first.place.description)
            return
        }
        if setting.value == .name("nil") {
            task.earliest = .init(nil, from: setting.place.description)
        } else if case .unknown(let written) = setting.value {
            task.notes.append(
                "earliestBeginDate = \(written) (\(setting.place)) is not Date(timeIntervalSinceNow: N); earliest is the default")
        } else if let seconds = folding.number(setting.value, in: first.context), seconds >= 0, seconds < 1e9 {
            task.earliest = .init(.seconds(Int64(seconds.rounded())), from: setting.place.description)
        } else {
            task.notes.append(
                "earliestBeginDate's interval \(setting.value.written) (\(setting.place)) is not folded; earliest is the default")
        }
    }

    /// The launch handler: an expiration handler set (M9), setTaskCompleted on every path (M6).
    mutating func handler(_ id: String, _ registers: [Int], into task: inout CodeFacts.Task) {
        guard let index = registers.first, let handler = facts.registers[index].handler else { return }
        let site = facts.registers[index]
        let reached = graph.reach(from: handler)
        let names: Set<String> = ["task", "$0", "bgTask", "backgroundTask", "refreshTask", "processingTask"]
        let handsOn = reached.contains { graph.handsOn($0.context, names) }
        if site.swiftUIKind == nil {
            if reached.contains(where: { !facts.contexts[$0.context].expirationSets.isEmpty }) {
            } else if handsOn {
                task.notes.append("its launch handler hands the task to code the import cannot read; expiration as read")
                note(
                    FindingToken.noExpirationHandler, site.place,
                    "the handler of '\(id)' passes the task on to code outside the tree: whether it sets expirationHandler is not known")
            } else {
                task.expirationNoHandler = .init(true, from: site.place.description)
                warn(
                    FindingToken.noExpirationHandler, site.place,
                    "the launch handler of '\(id)' never sets task.expirationHandler: at expiry the system marks the task failed with no chance to stop or save; set one that cancels the work and calls setTaskCompleted(success: false)"
                )
            }
        }
        completion(id, site, handler: handler, reached: reached, handsOn: handsOn)
    }

    private mutating func completion(_ id: String, _ site: RegisterSite, handler: Int, reached: [(context: Int, depth: Int)], handsOn: Bool)
    {
        guard site.swiftUIKind == nil else { return }
        let completes = reached.filter { entry in facts.contexts[entry.context].calls.contains { $0.name == "setTaskCompleted" } }
        guard !completes.isEmpty else {
            note(
                FindingToken.notCompleted, site.place,
                "no setTaskCompleted(success:) is found on the paths of the launch handler of '\(id)'"
                    + (handsOn ? " (it hands the task to code outside the tree)" : "") + ": the task may run until it expires")
            return
        }
        for entry in reached where entry.depth <= 1 {
            let context = facts.contexts[entry.context]
            guard entry.context == handler || completes.contains(where: { $0.context == entry.context }) else { continue }
            for exit in context.exits where !exit.calledBefore.contains("setTaskCompleted") {
                warn(
                    FindingToken.notCompleted, exit.place,
                    "this return leaves the launch handler of '\(id)' without calling setTaskCompleted(success:): the task runs until it expires and the system may stop scheduling it; complete it before returning"
                )
            }
        }
    }
}
