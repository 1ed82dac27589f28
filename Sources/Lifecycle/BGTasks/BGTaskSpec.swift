/// An app's BGTaskScheduler tasks as its manifest declares them (the rule book's §11.2, §11.3).

/// BGAppRefreshTask, BGProcessingTask or BGContinuedProcessingTask.
public enum BGTaskKind: String, CaseIterable, Sendable, Codable {
    case refresh, processing, continued

    /// The background mode the kind needs; nil for continued tasks, which need none.
    public var mode: BackgroundMode? {
        switch self {
        case .refresh: .fetch
        case .processing: .processing
        case .continued: nil
        }
    }

    /// At most this many requests of the kind pending per app (§11.2); nil: no limit.
    public var pendingLimit: Int? {
        switch self {
        case .refresh: 1
        case .processing: 10
        case .continued: nil
        }
    }

    /// "refresh task".
    public var phrase: String { "\(rawValue) task" }
}

/// When the app registers the task's launch handler.
public enum BGTaskRegistration: String, CaseIterable, Sendable, Codable {
    /// In FinishedLaunching, as the rules ask.
    case atLaunch = "at-launch"
    /// After FinishedLaunching returned: the app crashes at launch.
    case late
    /// Never: the app crashes at its first submit, and at a launch for the task.
    case never
    /// Twice in FinishedLaunching (two SDKs registering one identifier): the second
    /// registration raises, so the app crashes at every launch.
    case twice
}

/// When the app submits a request for the task.
public enum BGTaskSubmission: String, CaseIterable, Sendable, Codable {
    /// In FinishedLaunching, at every launch.
    case launch
    /// Each time the app's did-enter-background code runs.
    case enterBackground = "enter-background"
    /// Each time the app comes to the front (WillEnterForeground, or SceneWillEnterForeground).
    case foreground
    /// Only when told (`submit APP ID`).
    case command
}

/// What the task's expiration handler does.
public enum BGTaskExpiration: Hashable, Sendable {
    /// An empty handler: the task is not completed and the app is terminated 5 s later.
    case nothing
    /// The handler calls setTaskCompleted(success: false) after the given time (zero: at once).
    case endTask(after: SimDuration)
    /// No handler set: the task is marked complete and unsuccessful when it would have run.
    case noHandler
}

/// A continued task's submission strategy (§11.3).
public enum ContinuedStrategy: String, CaseIterable, Sendable, Codable {
    /// Wait until it can start.
    case queue
    /// Fail with immediateRunIneligible when it cannot start now.
    case fail
}

/// One entry of the manifest's `bg-tasks`.
public struct BGTaskSpec: Hashable, Sendable {
    public var id: String
    public var kind: BGTaskKind
    public var register: BGTaskRegistration
    public var submit: BGTaskSubmission
    /// earliestBeginDate, after the submission; nil: none.
    public var earliest: SimDuration?
    /// The handler's work before setTaskCompleted(success: true); nil: it never completes.
    public var duration: SimDuration?
    public var expiration: BGTaskExpiration
    /// Submits the next request when its handler starts.
    public var resubmit: Bool
    /// requiresExternalPower (processing only).
    public var requiresPower: Bool
    /// requiresNetworkConnectivity (processing; a continued task's work needs the network).
    public var requiresNetwork: Bool
    /// The Live Activity's title (continued only).
    public var title: String?
    public var strategy: ContinuedStrategy
    /// How often a continued task reports progress; nil: never (it stalls).
    public var progressEvery: SimDuration?

    public init(
        id: String, kind: BGTaskKind, register: BGTaskRegistration = .atLaunch,
        submit: BGTaskSubmission = .command, earliest: SimDuration? = nil,
        duration: SimDuration? = .seconds(5), expiration: BGTaskExpiration = .endTask(after: .zero),
        resubmit: Bool = false, requiresPower: Bool = false, requiresNetwork: Bool = false,
        title: String? = nil, strategy: ContinuedStrategy = .queue, progressEvery: SimDuration? = .seconds(1)
    ) {
        self.id = id; self.kind = kind; self.register = register; self.submit = submit
        self.earliest = earliest; self.duration = duration; self.expiration = expiration
        self.resubmit = resubmit; self.requiresPower = requiresPower; self.requiresNetwork = requiresNetwork
        self.title = title; self.strategy = strategy; self.progressEvery = progressEvery
    }
}

/// The codes BG task events carry in `reason`.
public enum BGTaskCodes {
    /// BGTaskSubmitFailed: submit(_:)'s error.
    public static let submitErrors = ["not-permitted", "unavailable", "too-many-pending", "immediate-run-ineligible"]
    /// BGTaskExpired: why the expiration handler ran.
    public static let expirations = ["time", "device-in-use", "needs-power", "needs-network", "stalled", "stopped", "simulated"]
    /// BGTaskCompleted: setTaskCompleted(success:).
    public static let outcomes = ["success", "failure"]
    public static let all = submitErrors + expirations + outcomes
}

extension EventName {
    /// A BG task event: its label is the task's identifier, which a pattern's REASON may name.
    public var carriesTaskIdentifier: Bool {
        switch self {
        case .bgTaskSubmitted, .bgTaskSubmitFailed, .bgTaskLaunched, .bgTaskExpired, .bgTaskCompleted, .bgTaskProgress: true
        default: false
        }
    }
}

extension AppSpec {
    /// Whether BGTaskSchedulerPermittedIdentifiers permits `id`: listed, or matched by an
    /// entry ending in `*` (a prefix, §11.3).
    public func permits(_ id: String) -> Bool {
        permittedIdentifiers.contains { entry in
            entry.hasSuffix("*") ? id.hasPrefix(entry.dropLast()) : entry == id
        }
    }

    /// The BG task with this identifier.
    public func bgTask(_ id: String) -> BGTaskSpec? { bgTasks.first { $0.id == id } }

    /// Lists permitted identifiers: on ios13+ the legacy fetch is disabled (§11.2).
    public var listsPermittedIdentifiers: Bool { !permittedIdentifiers.isEmpty }
}
