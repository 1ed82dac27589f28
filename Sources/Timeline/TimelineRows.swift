import Lifecycle

/// An app's rows: its state, its budget once it had open tasks in the background, its BG
/// task identifiers, and its notification service extension once it ran.
public struct AppLane: Hashable, Sendable {
    public let name: String
    public internal(set) var state = Lane(.notRunning)
    public internal(set) var budget: Lane?
    /// A row per BG task identifier the app submitted, in the order of their first event.
    public internal(set) var bgTasks: [BGTaskLane] = []
    /// The app's notification service extension, a process of its own (§11.5): running from
    /// ServiceExtensionDidReceive to NotificationShown or ServiceExtensionTerminated.
    public internal(set) var serviceExtension: Lane?
    /// The app's widget on the Home Screen (§11.7), once it was placed, and the reason its
    /// pending reload waits for.
    public internal(set) var widget: Lane?
    public internal(set) var widgetHolds: HoldLane?
    /// The app's Live Activity (§11.8), once one started: its phase, and the update it holds.
    public internal(set) var activity: Lane?
    var activityPhase: Band = .activityNone
    var activityHeld: Band?
    var openTasks: [Int] = []
    var held = false
    var lastState: AppState = .notRunning
    /// Whether the app has run (its process lived) at some point.
    public internal(set) var hasLived = false

    init(name: String) { self.name = name }

    /// Its rows: its state, its budget, its BG tasks.
    var rowCount: Int {
        1 + (budget == nil ? 0 : 1) + bgTasks.count + (serviceExtension == nil ? 0 : 1) + (widget == nil ? 0 : 1)
            + (activity == nil ? 0 : 1)
    }

    /// The index in `bgTasks` of the row a BG task event belongs to.
    func bgTaskIndex(of event: Event) -> Int? {
        guard event.name.carriesTaskIdentifier, let id = event.label else { return nil }
        return bgTasks.firstIndex { $0.id == id }
    }
}

/// One row as drawn: its title, what it is, and its lane.
public struct TimelineRow: Sendable {
    public enum Kind: Hashable, Sendable {
        case device, network, lowPower
        case app(String)
        case budget(String)
        /// An app's BG task identifier: the app, the identifier.
        case bgTask(String, String)
        /// An app's notification service extension, a process of its own (§11.5).
        case serviceExtension(String)
        /// An app's widget (§11.7).
        case widget(String)
        /// An app's Live Activity (§11.8).
        case activity(String)

        /// A row drawn under its app's, its title indented.
        public var isUnderApp: Bool {
            switch self {
            case .budget, .bgTask, .serviceExtension, .widget, .activity: true
            default: false
            }
        }
    }

    public var title: String
    public var kind: Kind
    public var lane: Lane
    /// A BG task row's: which reason holds its pending request over time.
    public var holds: HoldLane?
}

extension AppLane {
    /// Whether an event of the app is its extension's: one of the extension's own, or the
    /// NotificationShown that ends its run. Never the app's state.
    func isServiceExtensions(_ event: Event) -> Bool {
        event.process == .serviceExtension || (event.name == .notificationShown && serviceExtension?.current == .extensionRunning)
    }

    /// Takes in one of the extension's events; returns whether its band changed. Its row is
    /// blank from `since` (where the timeline's memory starts) to its first run.
    mutating func addToServiceExtension(_ event: Event, since: SimDuration) -> Bool {
        switch event.name {
        case .serviceExtensionDidReceive:
            if serviceExtension == nil { serviceExtension = Lane(.extensionNone, from: since) }
            return serviceExtension?.set(.extensionRunning, at: event.time) ?? false
        case .serviceExtensionTerminated, .notificationShown:
            return serviceExtension?.set(.extensionNone, at: event.time) ?? false
        default:
            return false
        }
    }
}

extension Timeline {
    /// The rows in the order they are drawn: device, network, Low Power, then each app with
    /// its budget row and its BG task rows under it.
    public var rows: [TimelineRow] {
        var rows = [TimelineRow(title: "Device", kind: .device, lane: device)]
        if let network { rows.append(TimelineRow(title: "Network", kind: .network, lane: network)) }
        if let lowPower { rows.append(TimelineRow(title: "Low Power", kind: .lowPower, lane: lowPower)) }
        for app in apps {
            rows.append(TimelineRow(title: app.name, kind: .app(app.name), lane: app.state))
            if let budget = app.budget { rows.append(TimelineRow(title: "budget", kind: .budget(app.name), lane: budget)) }
            for task in app.bgTasks {
                rows.append(TimelineRow(title: task.title, kind: .bgTask(app.name, task.id), lane: task.lane, holds: task.holds))
            }
            if let lane = app.serviceExtension {
                rows.append(TimelineRow(title: "extension", kind: .serviceExtension(app.name), lane: lane))
            }
            if let lane = app.widget {
                rows.append(TimelineRow(title: "widget", kind: .widget(app.name), lane: lane, holds: app.widgetHolds))
            }
            if let lane = app.activity {
                rows.append(TimelineRow(title: "activity", kind: .activity(app.name), lane: lane))
            }
        }
        return rows
    }

    /// The index in `rows` of the row an event of `events` belongs to.
    public func rowIndex(of event: Event) -> Int {
        guard let app = event.app, let i = appIndex[app] else {
            switch event.name {
            case .networkChanged where network != nil: return 1
            case .lowPowerChanged where lowPower != nil: return network == nil ? 1 : 2
            default: return 0
            }
        }
        var row = 1 + (network == nil ? 0 : 1) + (lowPower == nil ? 0 : 1)
        for k in 0..<i { row += apps[k].rowCount }
        if event.name == .budgetHeld || event.name == .budgetReleased { return row + 1 }
        if let k = apps[i].bgTaskIndex(of: event) { return row + (apps[i].budget == nil ? 1 : 2) + k }
        let activityRow = apps[i].activity == nil ? 0 : 1
        if event.process == .activity, activityRow == 1 { return row + apps[i].rowCount - 1 }
        if event.process == .widget, apps[i].widget != nil { return row + apps[i].rowCount - 1 - activityRow }
        if apps[i].isServiceExtensions(event) {
            return row + apps[i].rowCount - 1 - activityRow - (apps[i].widget == nil ? 0 : 1)
        }
        return row
    }
}
