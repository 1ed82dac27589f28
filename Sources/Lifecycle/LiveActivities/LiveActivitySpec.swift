/// The rule book's §11.8: Live Activities (ios26 only). An app whose manifest has
/// `live-activity:` may show one activity at a time, outside the app: active for at most 8
/// hours, then ended on the Lock Screen up to 4 more; updated by the app's code or by
/// ActivityKit pushes, whose priority-10 ones come out of an hourly budget (our model).

/// What the manifest's `live-activity:` declares (NSSupportsLiveActivities).
public struct LiveActivitySpec: Hashable, Sendable {
    /// NSSupportsLiveActivitiesFrequentUpdates: six times the priority-10 budget (our model).
    public var frequentUpdates = false
    /// The app takes a push-to-start token at each launch.
    public var pushToStart = false
    /// The static attributes and the first content; over 4 KB every start fails.
    public var attributesBytes: Int64 = 1000
    /// The app's code updates the activity this often while it runs; nil: never.
    public var updateEvery: SimDuration?
    /// A start or a local update sets the stale date this far ahead; nil: none.
    public var staleAfter: SimDuration?

    public init(
        frequentUpdates: Bool = false, pushToStart: Bool = false, attributesBytes: Int64 = 1000,
        updateEvery: SimDuration? = nil, staleAfter: SimDuration? = nil
    ) {
        self.frequentUpdates = frequentUpdates; self.pushToStart = pushToStart
        self.attributesBytes = attributesBytes; self.updateEvery = updateEvery; self.staleAfter = staleAfter
    }
}

extension Limits {
    /// How long an activity is active before the system ends it (`max-duration`).
    public static let activityLifetime = SimDuration.hours(8)
    /// How long an ended activity stays on the Lock Screen (`lock-screen-limit`).
    public static let activityLockScreen = SimDuration.hours(4)
    /// Priority-10 ActivityKit pushes shown per app per rolling hour, by default (our model).
    public static let activityBudget = 10
    /// The largest `activity-budget N`.
    public static let maxActivityBudget = 60
    /// The budget's factor for an app with frequent updates on (our model).
    public static let frequentUpdatesFactor = 6
    /// Push-to-starts per app per rolling hour (our model; fixed on the device).
    public static let pushToStartBudget = 10
    /// APNs's payload limit, and ActivityKit's limit for the attributes and content.
    public static let activityPayloadLimit: Int64 = 4096
    /// The rolling window of both budgets.
    public static let activityWindow = SimDuration.hours(1)
    /// The shortest `update-every`.
    public static let shortestActivityUpdate = SimDuration.seconds(1)
}

extension Profile {
    /// ActivityKit came with iOS 16.1: only the ios26 profile has Live Activities.
    public var hasLiveActivities: Bool { self == .ios26 }
}

/// What an `expect` or `why` asks about an app's Live Activity.
public enum ActivityQuestion: String, CaseIterable, Hashable, Sendable {
    /// Could the app's code start an activity now?
    case start = "activity-start"
    /// Would a priority-10 push sent now be shown now?
    case update = "activity-update"

    /// `why APP activity` is `activity-update`.
    public init?(whyWord word: String) {
        if word.lowercased() == "activity" { self = .update; return }
        self.init(rawValue: word.lowercased())
    }

    /// The unmet conditions this question can name, in the rule book's order.
    public var reasons: [ActivityReason] {
        switch self {
        case .start: [.noLiveActivity, .unsupported, .disabled, .visibility, .tooMany, .attributesTooLarge]
        case .update: [.noLiveActivity, .unsupported, .disabled, .noActivity, .ended, .noToken, .noNetwork, .throttled]
        }
    }
}

/// An unmet condition of a Live Activity's start or update (`expect … cannot activity-start
/// REASON`, `why APP activity`).
public enum ActivityReason: String, CaseIterable, Hashable, Sendable {
    case noLiveActivity = "no-live-activity"
    case unsupported
    case disabled
    case visibility
    case tooMany = "too-many"
    case attributesTooLarge = "attributes-too-large"
    case noActivity = "no-activity"
    case ended
    case noToken = "no-token"
    case noNetwork = "no-network"
    case throttled
}

/// What `expect APP can|cannot activity-start|activity-update [REASON]` expects.
public enum ActivityExpectation: Hashable, Sendable {
    case allowed
    /// Not now; for this reason (the first unmet condition) when one is given.
    case denied(ActivityReason?)
}

/// The app's code, or the user, acting on the app's Live Activity (`activity … APP`).
public enum ActivityAction: Hashable, Sendable {
    /// `Activity.request`: only from the front.
    case start
    /// `activity.update(_:)`: a local update.
    case update
    /// `activity.end(_:dismissalPolicy:)`; `immediate`: dismissed at once.
    case end(immediate: Bool)
    /// The user swipes the activity off the Lock Screen.
    case dismiss
    /// The user taps Allow on the prompt of an activity started by push.
    case allow
}

/// An ActivityKit push as sent (`push APP activity [start|end] [priority 5|10] [stale D] [size S]`).
public struct ActivityPush: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case update, start, end
    }
    public var kind: Kind = .update
    public var priority = 10
    /// The stale date, this long after delivery; nil: none.
    public var stale: SimDuration?
    /// The payload's size.
    public var bytes: Int64 = 1000

    public init(kind: Kind = .update, priority: Int = 10, stale: SimDuration? = nil, bytes: Int64 = 1000) {
        self.kind = kind; self.priority = priority; self.stale = stale; self.bytes = bytes
    }
}
