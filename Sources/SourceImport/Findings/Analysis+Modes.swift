import Catalog
import Lifecycle

/// The background modes against the requests (M5) and the refresh requests (M17).
extension Analysis {
    /// M5: a request whose kind needs a mode the plist does not list.
    mutating func modeNeeded(_ kind: BGTaskKind, id: String, at place: Place) {
        guard let mode = kind.mode?.rawValue, !app.modes.contains(mode) else { return }
        warn(
            FindingToken.modeMissing, place,
            "'\(id)' is a \(kind.rawValue) task, but UIBackgroundModes has no '\(mode)': submit fails with notPermitted; add the mode '\(mode)'"
        )
    }

    /// M5, the converse: a mode the plist lists that no code uses.
    mutating func modesUnused() {
        let kinds = Set(code.tasks.compactMap { $0.kind?.value })
        let performFetch = facts.contexts.contains { isPerformFetch($0) }
        if app.modes.contains("processing"), !kinds.contains(.processing) {
            warn(
                FindingToken.modeUnused, app.place(of: "processing"),
                "UIBackgroundModes lists 'processing', but the code builds no BGProcessingTaskRequest: stale configuration; remove the mode processing or use it"
            )
        }
        if app.modes.contains("fetch"), !kinds.contains(.refresh), !performFetch {
            warn(
                FindingToken.modeUnused, app.place(of: "fetch"),
                "UIBackgroundModes lists 'fetch', but the code builds no BGAppRefreshTaskRequest and has no performFetch: stale configuration; remove the mode fetch or use it"
            )
        }
    }

    /// M17: more than one refresh identifier submitted: one refresh request may be pending.
    mutating func refreshTasks(_ requested: [String: [Int]]) {
        let refresh = requested.compactMap { id, sites -> (String, Place)? in
            let places = sites.map { facts.requests[$0] }.filter { $0.kind == .refresh }.map(\.place).sorted()
            return places.first.map { (id, $0) }
        }.sorted { $0.1 < $1.1 }
        guard refresh.count > 1, let first = refresh.first else { return }
        for (id, place) in refresh.dropFirst() {
            warn(
                FindingToken.twoRefreshTasks, place,
                "'\(id)' is a second refresh task beside '\(first.0)': there can be one refresh request pending per app, so one submit fails (tooManyPendingTaskRequests); use one refresh task that does both"
            )
        }
    }

    func isPerformFetch(_ context: Context) -> Bool {
        (context.name == "application" && context.labels.contains("performFetchWithCompletionHandler"))
            || context.name == "application:performFetchWithCompletionHandler:"
    }

    func isSilentPush(_ context: Context) -> Bool {
        (context.name == "application" && context.labels.contains("didReceiveRemoteNotification")
            && context.labels.contains("fetchCompletionHandler"))
            || context.name == "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    }
}
