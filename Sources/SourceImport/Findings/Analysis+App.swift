import Catalog
import Lifecycle

/// The app's keys and findings outside BG tasks: scenes, VoIP pushes (M11), the service
/// extension (M12), silent pushes and legacy fetch (M13, M18), background tasks (M14), data
/// protection (M15).
extension Analysis {
    mutating func decideApp() {
        if let main = facts.swiftUIApp { code.scenes = .init(true, from: main.description) }
        voip()
        serviceExtensions()
        delegateCompletions()
        backgroundTasks()
        protection()
    }

    /// M11: a PushKit handler that reaches no CallKit report.
    mutating func voip() {
        let reports: Set<String> = ["reportNewIncomingCall", "reportNewIncomingVoIPPushPayload", "reportNewIncomingCallWithUUID"]
        for (index, context) in facts.contexts.enumerated() where isPushKitHandler(context) {
            let reached = graph.reach(from: index)
            let reporting = reached.filter { entry in facts.contexts[entry.context].calls.contains { reports.contains($0.name) } }
            if reporting.contains(where: { $0.depth == 0 || facts.contexts[$0.context].place.file == context.place.file }) {
                code.voipCall = code.voipCall ?? .init(.reported, from: context.place.description)
            } else if let far = reporting.first {
                code.voipCall = code.voipCall ?? .init(.reported, from: context.place.description)
                note(
                    FindingToken.voipNotReported, context.place,
                    "this PushKit handler reaches a CallKit report only in another file (\(facts.contexts[far.context].place)); make sure every path reports the call"
                )
            } else {
                code.voipCall = .init(.notReported, from: context.place.description)
                warn(
                    FindingToken.voipNotReported, context.place,
                    "this PushKit handler never reports an incoming call to CallKit: the system kills the app and, after repeats, stops delivering VoIP pushes; call reportNewIncomingCall(with:update:completion:) on every path"
                )
            }
        }
    }

    func isPushKitHandler(_ context: Context) -> Bool {
        (context.name == "pushRegistry" && context.labels.contains("didReceiveIncomingPushWith"))
            || context.name.hasPrefix("pushRegistry:didReceiveIncomingPushWithPayload:forType:")
    }

    /// M12: the service extension's principal class has no serviceExtensionTimeWillExpire, or
    /// one that only logs.
    mutating func serviceExtensions() {
        for (plist, principal) in app.serviceExtensions {
            code.notificationService = code.notificationService ?? .init(true, from: "\(plist):1")
            guard let principal else { continue }
            let members = facts.contexts.filter { $0.typeName == principal }
            let place = Place(file: plist, line: 1)
            guard !members.isEmpty else {
                note(
                    FindingToken.serviceExtensionNoTimeWillExpire, place,
                    "the extension's principal class \(principal) is not found in the tree: its serviceExtensionTimeWillExpire is not checked"
                )
                continue
            }
            let overrides = members.filter { $0.name == "serviceExtensionTimeWillExpire" }
            guard let override = overrides.first else {
                let at = members.first(where: { $0.name == "didReceive" })?.place ?? members[0].place
                warn(
                    FindingToken.serviceExtensionNoTimeWillExpire, at,
                    "\(principal) has no serviceExtensionTimeWillExpire(): when its time runs out the original push is shown as sent (often a placeholder); override it and deliver the best attempt with contentHandler"
                )
                continue
            }
            let calls = override.calls.map(\.name)
            if override.isEmpty || override.onlyLogs {
                warn(
                    FindingToken.serviceExtensionNoTimeWillExpire, override.place,
                    "\(principal).serviceExtensionTimeWillExpire() \(override.isEmpty ? "is empty" : "only logs"): the original push is shown as sent; call contentHandler with the best attempt there"
                )
            } else if !calls.contains(where: { $0.lowercased().contains("contenthandler") }) {
                note(
                    FindingToken.serviceExtensionNoTimeWillExpire, override.place,
                    "\(principal).serviceExtensionTimeWillExpire() hands on to other code: whether it delivers the best attempt is not known"
                )
            }
        }
    }
}
