import Lifecycle

/// What the readers saw: one file's facts as a reader (Swift or Objective-C) returns them, with
/// contexts and registrations numbered within the file, or the whole tree's once `merge` has
/// added each file's, renumbered (Graph/Facts+Merge.swift).
struct Facts: Sendable {
    var contexts: [Context] = []
    var registers: [RegisterSite] = []
    var requests: [RequestSite] = []
    var declarations = Declarations()
    /// `cancelAllTaskRequests()`.
    var cancelAlls: [(place: Place, context: Int)] = []
    /// `beginBackgroundTask…` with or without an expiration handler that ends it.
    var backgroundTasks: [BackgroundTaskSite] = []
    /// Data protection classes and keychain accessibility written as literals.
    var protections: [ProtectionSite] = []
    /// `setMinimumBackgroundFetchInterval(…)`.
    var fetchIntervals: [Setting<IdExpr>] = []
    /// `#selector(f)` observers of a life-cycle notification: the method and its trigger.
    var selectorObservers: [(selector: String, trigger: Trigger, place: Place)] = []
    /// A `@main` type conforming to `App` (SwiftUI): a scene app.
    var swiftUIApp: Place?
}

struct BackgroundTaskSite: Sendable {
    var place: Place
    /// nil: no expiration handler; else whether it ends the task, calls only other code
    /// (not decided) or does nothing.
    var handler: HandlerBody?

    enum HandlerBody: Sendable { case ends, callsOthers, nothing }
}

struct ProtectionSite: Sendable {
    var place: Place
    /// A file protection class, or nil for keychain `WhenUnlocked` accessibility.
    var fileClass: DataProtection?
    var written: String
}
