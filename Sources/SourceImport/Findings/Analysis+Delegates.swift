import Catalog
import Lifecycle

/// The app delegate's completion handlers (M13), legacy fetch (M18), background tasks (M14) and
/// data protection (M15).
extension Analysis {
    mutating func delegateCompletions() {
        for context in facts.contexts {
            if isSilentPush(context) {
                code.silentPush = code.silentPush ?? .init(true, from: context.place.description)
                completionCalled(context, label: "fetchCompletionHandler", what: "silent push")
            } else if isPerformFetch(context) {
                let interval = facts.fetchIntervals.first
                let seconds = interval.flatMap { folding.number($0.value, in: 0) }
                code.fetch = code.fetch ?? .init(seconds.map { .seconds(Int64($0)) }, from: context.place.description)
                completionCalled(context, label: "performFetchWithCompletionHandler", what: "background fetch")
                legacyFetch(context, interval: interval)
            }
        }
    }

    /// M13: the completion handler of a silent push or a fetch, called on every path.
    private mutating func completionCalled(_ context: Context, label: String, what: String) {
        guard let name = context.parameters.first(where: { $0.value.label == label })?.key else { return }
        let called = context.calls.contains { $0.name == name }
        let passed = context.calls.contains { $0.passes.contains(name) }
        if !called && !passed {
            warn(
                FindingToken.fetchCompletionNotCalled, context.place,
                "this \(what) handler never calls \(name): the system waits, logs that the completion handler was never called, and throttles later launches; call it on every path"
            )
            return
        }
        if !called {
            note(
                FindingToken.fetchCompletionNotCalled, context.place,
                "this \(what) handler hands \(name) to other code: whether every path calls it is not known")
        }
        for exit in context.exits where !exit.calledBefore.contains(name) {
            warn(
                FindingToken.fetchCompletionNotCalled, exit.place,
                "this return leaves the \(what) handler without calling \(name): the system throttles the app's later launches; call it before returning"
            )
        }
    }

    /// M18: legacy fetch never scheduled, or kept beside BG task identifiers.
    private mutating func legacyFetch(_ context: Context, interval: Setting<IdExpr>?) {
        if interval == nil {
            warn(
                FindingToken.legacyFetch, context.place,
                "performFetch is implemented but setMinimumBackgroundFetchInterval is never called: the interval stays Never and it never runs; schedule a BGAppRefreshTask instead"
            )
        } else if case .member(_, "backgroundFetchIntervalNever")? = interval?.value, let interval {
            warn(
                FindingToken.legacyFetch, interval.place,
                "the minimum background fetch interval is set to Never: performFetch never runs; schedule a BGAppRefreshTask instead")
        } else if !app.permitted.isEmpty {
            warn(
                FindingToken.legacyFetch, context.place,
                "performFetch is kept beside BGTaskSchedulerPermittedIdentifiers: on iOS 13 and later the system does not call it for such an app; move its work to the refresh task"
            )
        }
    }

    /// M14: beginBackgroundTask without an expiration handler, or one that does not end it.
    mutating func backgroundTasks() {
        for site in facts.backgroundTasks {
            switch site.handler {
            case nil:
                warn(
                    FindingToken.backgroundTaskNoExpiration, site.place,
                    "beginBackgroundTask has no expiration handler: when the time runs out the app is killed for holding the task; pass one that calls endBackgroundTask"
                )
            case .nothing?:
                warn(
                    FindingToken.backgroundTaskNoExpiration, site.place,
                    "this background task's expiration handler does not end it: the app is killed when the time runs out; call endBackgroundTask in it"
                )
            case .callsOthers?:
                note(
                    FindingToken.backgroundTaskNoExpiration, site.place,
                    "this background task's expiration handler calls other code: whether it ends the task is not known")
            case .ends?: break
            }
        }
    }

    /// M15: complete protection, or keychain items readable only when unlocked, in an app that
    /// runs in the background.
    mutating func protection() {
        let background = !app.modes.isEmpty || !code.tasks.isEmpty
        var strongest: (DataProtection, Place)? = app.entitlementProtection.map { ($0.value, $0.place) }
        let rank: [DataProtection: Int] = [.complete: 3, .completeUnlessOpen: 2, .untilFirstUnlock: 1, .none: 0]
        for site in facts.protections {
            if let file = site.fileClass, (rank[file] ?? 0) > (strongest.map { rank[$0.0] ?? 0 } ?? -1) {
                strongest = (file, site.place)
            }
            guard background, site.fileClass == .complete || site.fileClass == nil else { continue }
            let what =
                site.fileClass == nil
                ? "keychain items readable only while unlocked (\(site.written))" : "complete file protection (\(site.written))"
            warn(
                FindingToken.completeProtectionInBackground, site.place,
                "\(what) in an app that runs in the background: reads and writes fail while the device is locked (a background launch sees errors or logs out); use completeUntilFirstUserAuthentication / AfterFirstUnlock"
            )
        }
        if let entitlement = app.entitlementProtection, entitlement.value == .complete, background {
            warn(
                FindingToken.completeProtectionInBackground, entitlement.place,
                "the default data protection is NSFileProtectionComplete in an app that runs in the background: its files cannot be read while the device is locked; use NSFileProtectionCompleteUntilFirstUserAuthentication"
            )
        }
        if let strongest { code.dataProtection = .init(strongest.0, from: strongest.1.description) }
    }
}
