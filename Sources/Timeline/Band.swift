import Lifecycle

/// What a row of the timeline shows over a stretch of time: an app's state, the device's
/// sleep and lock, the network, Low Power Mode, or an app's budget. A row holds a run of one
/// band from each change to the next.
///
/// Each band has a glyph that tells it from the other bands of its row without colour
/// (`█ ▓ ▒ ░ ·` for the app states), and an ASCII stand-in for terminals without UTF-8.
public enum Band: UInt8, CaseIterable, Sendable {
    // An app's state (the rule book's §1), background split by whether a task is open (§3).
    case notRunning, active, inactive, backgroundTask, background, suspended
    // The device: unlocked (and so awake), locked but awake, asleep (§5), or in a call.
    case unlocked, lockedAwake, asleep, call
    // The connection.
    case wifi, cellular, offline
    // Low Power Mode.
    case lowPowerOff, lowPowerOn
    // The budget of a background app with open tasks (§3, §5, §7): none (in front, or no
    // task), running down, standing still while the device sleeps, held by a continuous mode.
    case budgetNone, budgetRunning, budgetAsleep, budgetHeld
    // A BG task request (§11.2, §11.3): none, pending (submitted, or a continued one queued),
    // running (its launch handler called), expired (its expiration handler ran, not yet
    // completed).
    case taskNone, taskPending, taskRunning, taskExpired
    // The device restarted and not yet unlocked (§11.6), asleep or not.
    case lockedSinceBoot
    // An app's notification service extension (§11.5): not running, or running.
    case extensionNone, extensionRunning
    // An app's widget (§11.7): not on the Home Screen, showing its timeline, a reload deferred
    // by the budget, its placeholder.
    case widgetNone, widgetShown, widgetPending, widgetPlaceholder
    // An app's Live Activity (§11.8): none shown, active, stale, ended (still on the Lock
    // Screen until it is dismissed), and an update held: `throttled` (the priority-10 budget)
    // or `opportunistic` (a priority-5 one, until the device wakes), lettered T and Z.
    case activityNone, activityActive, activityStale, activityEnded, activityThrottled, activityOpportunistic

    /// The band an app in `state` shows, with or without an open background task.
    public init(_ state: AppState, taskOpen: Bool) {
        switch state {
        case .notRunning: self = .notRunning
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = taskOpen ? .backgroundTask : .background
        case .suspended: self = .suspended
        }
    }

    /// The glyph of a run of this band (a space for "nothing to show").
    public var glyph: Character {
        switch self {
        case .notRunning, .lowPowerOff, .budgetNone, .taskNone, .extensionNone, .widgetNone, .activityNone: " "
        case .active, .unlocked: "█"
        case .inactive, .call: "▓"
        case .backgroundTask, .lockedAwake, .lowPowerOn: "▒"
        case .background: "░"
        case .suspended, .asleep: "·"
        case .wifi: "≈"
        case .cellular: "┄"
        case .offline: "×"
        case .budgetRunning: "━"
        case .budgetAsleep: "┈"
        case .budgetHeld: "∞"
        case .taskPending: "╌"
        case .taskRunning: "═"
        case .taskExpired: "╳"
        case .lockedSinceBoot: "░"
        case .extensionRunning: "▬"
        case .widgetShown: "▁"
        case .widgetPending: "╍"
        case .widgetPlaceholder: "▚"
        case .activityActive: "▰"
        case .activityStale: "▱"
        case .activityEnded: "┉"
        case .activityThrottled: "T"
        case .activityOpportunistic: "Z"
        }
    }

    /// The glyph's ASCII stand-in, distinct within the row as the glyph is.
    public var asciiGlyph: Character {
        switch self {
        case .notRunning, .lowPowerOff, .budgetNone, .taskNone, .extensionNone, .widgetNone, .activityNone: " "
        case .active, .unlocked: "#"
        case .inactive, .call: "="
        case .backgroundTask, .lockedAwake, .lowPowerOn: "+"
        case .background: ":"
        case .suspended, .asleep: "."
        case .wifi: "~"
        case .cellular: "-"
        case .offline: "x"
        case .budgetRunning: "="
        case .budgetAsleep: "-"
        case .budgetHeld: "o"
        case .taskPending: "-"
        case .taskRunning: "="
        case .taskExpired: "x"
        case .lockedSinceBoot: ":"
        case .extensionRunning: "e"
        case .widgetShown: "_"
        case .widgetPending: "-"
        case .widgetPlaceholder: "?"
        case .activityActive: "="
        case .activityStale: "-"
        case .activityEnded: "."
        case .activityThrottled: "T"
        case .activityOpportunistic: "Z"
        }
    }

    /// What the band means, for legends.
    public var meaning: String {
        switch self {
        case .notRunning: "not running"
        case .active: "active"
        case .inactive: "inactive"
        case .backgroundTask: "background, task open"
        case .background: "background"
        case .suspended: "suspended"
        case .unlocked: "unlocked"
        case .lockedAwake: "locked, awake"
        case .asleep: "asleep"
        case .call: "call"
        case .wifi: "Wi-Fi"
        case .cellular: "cellular"
        case .offline: "offline"
        case .lowPowerOff: "off"
        case .lowPowerOn: "Low Power on"
        case .budgetNone: "no budget"
        case .budgetRunning: "budget running"
        case .budgetAsleep: "budget still (asleep)"
        case .budgetHeld: "budget held (continuous mode)"
        case .taskNone: "no request"
        case .taskPending: "request pending"
        case .taskRunning: "task running"
        case .taskExpired: "expired, completing"
        case .lockedSinceBoot: "locked since boot"
        case .extensionNone: "no extension running"
        case .extensionRunning: "notification service extension running"
        case .widgetNone: "no widget on the Home Screen"
        case .widgetShown: "widget showing its timeline"
        case .widgetPending: "widget reload deferred"
        case .widgetPlaceholder: "widget placeholder"
        case .activityNone: "no Live Activity"
        case .activityActive: "Live Activity active"
        case .activityStale: "Live Activity stale"
        case .activityEnded: "Live Activity ended, on the Lock Screen"
        case .activityThrottled: "activity update held: throttled"
        case .activityOpportunistic: "activity update held: opportunistic"
        }
    }

    /// Whether a run of this band is worth a legend entry (the blank bands are not).
    public var isShown: Bool { glyph != " " }

    /// How telling the band is when several share a column: activity (2) over suspension
    /// or sleep (1) over nothing (0).
    var weight: Int {
        switch self {
        case .notRunning, .lowPowerOff, .budgetNone, .wifi, .taskNone, .extensionNone, .widgetNone, .activityNone: 0
        case .suspended, .asleep, .budgetAsleep, .taskPending, .widgetShown, .activityEnded: 1
        default: 2
        }
    }
}
