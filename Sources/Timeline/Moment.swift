import Lifecycle

/// Something that happens at one instant on a row of the timeline: a launch, an expiration
/// handler, a kill, a background launch or wake, a purge. Drawn as a glyph over the row's run.
public struct Moment: Hashable, Sendable {
    public var time: SimDuration
    public var kind: MomentKind
    /// The event it comes from: an index into `Timeline.events`.
    public var event: Int
    /// A denial's reason, when it is a hold reason (`force-quit`): drawn as its letter.
    public var reason: HoldReason?

    public init(time: SimDuration, kind: MomentKind, event: Int, reason: HoldReason? = nil) {
        self.time = time; self.kind = kind; self.event = event; self.reason = reason
    }
}

/// The kinds of moment, most important first: when several fall in one column, the first
/// in this order is drawn.
public enum MomentKind: UInt8, CaseIterable, Sendable, Comparable {
    /// The system ended the app: the watchdog (§4), time that ran out with tasks open (§3), a
    /// fetch that did not complete, a UI update from the background on iOS 6.
    case watchdogKill
    /// The user swiped the app away.
    case userKill
    /// Memory: a suspended app purged, or a running one ended.
    case purge
    case expiration
    case launch
    /// A scene app's scene connected (SceneWillConnect) or was disconnected (SceneDidDisconnect) (§11.1).
    case sceneConnect
    case sceneDisconnect
    /// A transfer finished (HandleEventsForBackgroundUrl, FinishedDownloading, TransferCompleted).
    case transferDone
    /// A BG task completed successfully (BGTaskCompleted success); its row's band ends.
    case taskDone
    case push
    case fetch
    /// The system did not launch or resume the app in the background, refused a BG task
    /// request (BGTaskSubmitFailed) or a push at the send (PushRejected).
    case denied
    /// A push the device dropped (PushDropped: coalesced by a newer one, VoIP blocked).
    case pushDropped
    /// A push the device holds (PushHeld: the budget, no network), delivered later (↓).
    case pushHeld
    /// A widget reload that counts against its budget (`policy`, `background`), or a free one (§11.7).
    case widgetCounted
    case widgetFree
    /// An ActivityKit push to a Live Activity, shown or held (§11.8): priority 10, or 5.
    case activityPriority10
    case activityPriority5
    case memoryWarning
    /// Another background callback: location, VoIP keep-alive, accessory data, a UI update.
    case wake
    /// A device event that is a moment: a reset, memory pressure, a profile change.
    case device

    /// The moment an event is, if it is one.
    public init?(_ event: Event) {
        switch event.name {
        case .finishedLaunching: self = .launch
        case .sceneWillConnect: self = .sceneConnect
        case .sceneDidDisconnect: self = .sceneDisconnect
        case .expirationHandler, .bgTaskExpired, .serviceExtensionTimeWillExpire: self = .expiration
        case .bgTaskCompleted where event.reason == "success": self = .taskDone
        case .performFetch: self = .fetch
        case .didReceiveRemoteNotification, .didReceiveIncomingPush, .serviceExtensionDidReceive: self = .push
        case .handleEventsForBackgroundUrl, .finishedDownloading, .transferCompleted: self = .transferDone
        case .backgroundLaunchDenied, .bgTaskSubmitFailed, .pushRejected: self = .denied
        case .pushDropped: self = .pushDropped
        case .pushHeld: self = .pushHeld
        case .receiveMemoryWarning: self = .memoryWarning
        case .serviceExtensionTerminated, .widgetExtensionTerminated: self = .purge
        case .widgetGetTimeline:
            self = event.reason.flatMap(WidgetReloadReason.init(rawValue:))?.counts == true ? .widgetCounted : .widgetFree
        case .activityUpdated where event.reason == "push", .activityUpdateHeld:
            let five = event.detail?.hasPrefix("priority 5") == true || event.reason == "opportunistic"
            self = five ? .activityPriority5 : .activityPriority10
        case .locationsUpdated, .voipKeepAlive, .accessoryData, .backgroundUIUpdate: self = .wake
        case .memoryPressure, .profileChanged, .deviceChanged, .deviceReset, .deviceRebooted: self = .device
        case .terminated:
            switch event.reason.flatMap(TerminationReason.init(rawValue:)) {
            case .user: self = .userKill
            case .memory: self = .purge
            default: self = .watchdogKill
            }
        default: return nil
        }
    }

    public var glyph: Character {
        switch self {
        case .watchdogKill: "✕"
        case .userKill: "×"
        case .purge: "▼"
        case .expiration: "!"
        case .launch: "▲"
        case .sceneConnect: "⊕"
        case .sceneDisconnect: "⊖"
        case .transferDone: "✓"
        case .taskDone: "◆"
        case .push: "↓"
        case .fetch: "↻"
        case .denied: "⊘"
        case .pushDropped: "⊗"
        case .pushHeld: "○"
        case .widgetCounted: "●"
        case .widgetFree: "◇"
        case .activityPriority10: "◉"
        case .activityPriority5: "◌"
        case .memoryWarning: "≋"
        case .wake: "•"
        case .device: "┃"
        }
    }

    public var asciiGlyph: Character {
        switch self {
        case .watchdogKill: "X"
        case .userKill: "x"
        case .purge: "v"
        case .expiration: "!"
        case .launch: "^"
        case .sceneConnect: "c"
        case .sceneDisconnect: "d"
        case .transferDone: "t"
        case .taskDone: "@"
        case .push: "p"
        case .fetch: "f"
        case .denied: "/"
        case .pushDropped: "%"
        case .pushHeld: "o"
        case .widgetCounted: "$"
        case .widgetFree: "&"
        case .activityPriority10: "O"
        case .activityPriority5: ","
        case .memoryWarning: "m"
        case .wake: "*"
        case .device: "|"
        }
    }

    public var meaning: String {
        switch self {
        case .watchdogKill: "killed (watchdog, time ran out)"
        case .userKill: "swiped away"
        case .purge: "purged (memory)"
        case .expiration: "expiration handler"
        case .launch: "launch"
        case .sceneConnect: "scene connected"
        case .sceneDisconnect: "scene disconnected"
        case .transferDone: "transfer done"
        case .taskDone: "BG task done"
        case .push: "push"
        case .fetch: "fetch"
        case .denied: "denied"
        case .pushDropped: "push dropped"
        case .pushHeld: "push held"
        case .widgetCounted: "widget reload, counted"
        case .widgetFree: "widget reload, free"
        case .activityPriority10: "activity push, priority 10"
        case .activityPriority5: "activity push, priority 5"
        case .memoryWarning: "memory warning"
        case .wake: "woken (location, VoIP, accessory, UI)"
        case .device: "reset, profile, memory pressure"
        }
    }

    public static func < (a: MomentKind, b: MomentKind) -> Bool { a.rawValue < b.rawValue }
}
