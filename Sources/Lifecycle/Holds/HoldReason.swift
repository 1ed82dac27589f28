/// Holds: why the system does not run an app in the background now (the rule book's name).
/// Every hold reason is one row of `Hold.table` (HoldTable.swift): its token, the kinds of
/// request it holds (its place in each kind's order is its place in the table), its
/// sentence and its rule-book sections, with its predicate beside it in the same file
/// (`HoldReason.holds`). The why answer, the `expect` checks,
/// the matrix, the cards and the overlays read the table.

/// Why a background launch, a resume or a BG task request does not happen now (the `reason`
/// key of BackgroundLaunchDenied, PushHeld and the why answer). The raw value is the token in
/// events, JSONL and scripts; the order of the cases is the order the command language lists
/// them in.
public enum HoldReason: String, CaseIterable, Sendable {
    case refreshOff = "refresh-off"
    case appRefreshOff = "app-refresh-off"
    case wifiOnly = "wifi-only"
    case lowPower = "low-power"
    case noMode = "no-mode"
    case forceQuit = "force-quit"
    case unsupported = "unsupported"
    case noNetwork = "no-network"
    case fetchDisabled = "fetch-disabled"
    case notPending = "not-pending"
    case batteryLow = "battery-low"
    case notUsed = "not-used"
    case needsPower = "needs-power"
    case needsNetwork = "needs-network"
    case deviceInUse = "device-in-use"
    case simulator
    // MARK: - Pushes (§11.5)
    case throttled
    case voipBlocked = "voip-blocked"
    // MARK: - Widgets (§11.7)
    case noWidget = "no-widget"
    case notAdded = "not-added"
    case budget

    /// The reasons a background launch of `BackgroundLaunch` is denied (BackgroundLaunchDenied,
    /// `expect APP cannot LAUNCH REASON`), as the command language lists them; BG task
    /// requests are held for `Engine.bgTaskHoldOrder`.
    public static let launchReasons = allCases.filter { Hold.byReason[$0]?.kinds.contains(.backgroundLaunch) == true }

    /// The rule behind this reason, in one sentence, citing its sections of the rule book.
    public var rule: String {
        guard let row = Hold.byReason[self] else { return rawValue }
        return row.rule + " (" + row.sections.map { "§" + $0 }.joined(separator: ", ") + ")."
    }

    /// The numbers of the rule book's sections that state this reason's rule (`9`, `11.2`).
    public var sections: [String] { Hold.byReason[self]?.sections ?? [] }

    /// The reasons that hold `kind`, in the order they are checked: the first that holds is
    /// the answer.
    public static func order(for kind: HoldKind) -> [HoldReason] { Hold.rows(kind).map(\.reason) }
}

/// The kinds of request a hold reason holds; each kind checks its reasons in table order.
public enum HoldKind: Hashable, Sendable, CaseIterable {
    /// A BG task request (BGTaskScheduler, §11.2).
    case bgTask
    /// A background launch or resume (`BackgroundLaunch`: fetch, push, VoIP, location,
    /// transfer, Newsstand).
    case backgroundLaunch
    /// Background App Refresh off for the app (§9), part of both above.
    case backgroundRefresh
    /// A reload of the app's widget the app asks for now (§11.7).
    case widgetReload
}

/// What a hold's predicate and sentence are asked about.
enum HoldQuestion {
    /// A BG task request (its task's place in the app's `bgTasks` and its kind), due at
    /// `due` if nothing holds it.
    case bgTask(task: Int, kind: BGTaskKind, due: SimDuration)
    case launch(BackgroundLaunch)
    /// Background App Refresh for the app, whatever asks.
    case refresh
    /// A reload of the app's widget the app asks for now (§11.7).
    case widgetReload
}

/// What the predicates of the holds read, read once from the engine per question: plain
/// values, so that a predicate is a pure function of them.
struct HoldFacts {
    var question: HoldQuestion
    var now: SimDuration
    var profile: Profile
    var simulator: Bool
    var locked, lowPower, charging: Bool
    var battery: Int
    var network: Network
    var refresh: RefreshSetting
    var forceQuit, refreshSwitch: Bool
    var lastOpened: SimDuration?
    // MARK: - Pushes (§11.5)
    /// For a background push: the budget (nil: none), the wakes of the rolling hour (counted
    /// up to the budget) and whether a debugger is attached.
    var pushBudget: Int?
    var pushesInHour = 0
    var debuggerAttached = false
    /// The question is a VoIP push (the `voip` launch on a profile with PushKit); the app's
    /// VoIP pushes are dropped.
    var voipPush = false
    var voipBlocked = false
    var listsPermittedIdentifiers = false
    /// For a launch: whether the app declares it.
    var declaresLaunch = true
    /// For a processing task: what it requires (false for anything else).
    var requiresPower = false
    var requiresNetwork = false
    // MARK: - Widgets (§11.7)
    /// The app declares a widget; it is on the Home Screen; a reload it asked for now would
    /// count and find the rolling 24 hours full (or a pending reload).
    var hasWidget = false
    var widgetPlaced = false
    var widgetReloadHeld = false
    var isWidgetReload: Bool { if case .widgetReload = question { true } else { false } }

    var launch: BackgroundLaunch? { question.launch }
    var isProcessingTask: Bool { question.processingTask != nil }
    /// When what is asked about would run: a request's due time, anything else now.
    var due: SimDuration { question.due(now: now) }
}

/// One row of the table of holds. A class: a row looked up (`byReason`) is then a
/// reference, not a copy of its fields.
final class Hold: Sendable {
    let reason: HoldReason
    /// The kinds of request it holds.
    let kinds: Set<HoldKind>
    /// The rule, one sentence without its final dot or sections (`HoldReason.rule` adds them).
    let rule: String
    /// The rule book's sections that state it (`9`, `11.2`).
    let sections: [String]
    /// Why, for people: "Background App Refresh is off".
    let sentence: @Sendable (Engine, Int, HoldQuestion) -> String

    init(
        reason: HoldReason, kinds: Set<HoldKind>, rule: String, sections: [String],
        sentence: @escaping @Sendable (Engine, Int, HoldQuestion) -> String
    ) {
        self.reason = reason
        self.kinds = kinds
        self.rule = rule
        self.sections = sections
        self.sentence = sentence
    }

    static let byReason = Dictionary(table.map { ($0.reason, $0) }, uniquingKeysWith: { first, _ in first })

    static let bgTaskRows = table.filter { $0.kinds.contains(.bgTask) }
    static let launchRows = table.filter { $0.kinds.contains(.backgroundLaunch) }
    static let refreshRows = table.filter { $0.kinds.contains(.backgroundRefresh) }
    static let widgetReloadRows = table.filter { $0.kinds.contains(.widgetReload) }

    /// The rows that hold `kind`, in table order.
    static func rows(_ kind: HoldKind) -> [Hold] {
        switch kind {
        case .bgTask: bgTaskRows
        case .backgroundLaunch: launchRows
        case .backgroundRefresh: refreshRows
        case .widgetReload: widgetReloadRows
        }
    }

    /// The reasons of each kind, in table order: what the clock walks (a row's predicate is
    /// its reason's case of `HoldReason.holds`).
    static let bgTaskOrder = bgTaskRows.map(\.reason)
    static let launchOrder = launchRows.map(\.reason)
    static let refreshOrder = refreshRows.map(\.reason)
    static let widgetReloadOrder = widgetReloadRows.map(\.reason)

    /// The reasons that hold `kind`, in table order.
    static func order(_ kind: HoldKind) -> [HoldReason] {
        switch kind {
        case .bgTask: bgTaskOrder
        case .backgroundLaunch: launchOrder
        case .backgroundRefresh: refreshOrder
        case .widgetReload: widgetReloadOrder
        }
    }
}

extension Engine {
    /// The first reason of `kind` that holds app `i` for the question, if any.
    func firstHold(_ kind: HoldKind, _ i: Int, _ question: HoldQuestion) -> HoldReason? {
        let facts = holdFacts(i, question)
        for reason in Hold.order(kind) where reason.holds(facts) { return reason }
        return nil
    }

    /// What the holds' predicates read for app `i` and the question, read once.
    func holdFacts(_ i: Int, _ question: HoldQuestion) -> HoldFacts {
        // Field by field, not `let app = apps[i]`: copying the app's runtime (some 60 fields)
        // for every question retains and releases each of them, and shows in the benchmark.
        var facts = HoldFacts(
            question: question, now: now, profile: profile, simulator: bgTasksUnavailableOnSimulator,
            locked: deviceState.locked, lowPower: deviceState.lowPower, charging: deviceState.charging,
            battery: deviceState.battery, network: deviceState.network, refresh: deviceState.refresh,
            forceQuit: apps[i].forceQuit, refreshSwitch: apps[i].refreshSwitch, lastOpened: apps[i].lastOpened)
        if let task = question.processingTask {
            facts.requiresPower = catalog[i].bgTasks[task].requiresPower
            facts.requiresNetwork = catalog[i].bgTasks[task].requiresNetwork
        }
        if let launch = question.launch {
            facts.declaresLaunch = apps[i].declares(launch)
            facts.listsPermittedIdentifiers = apps[i].listsPermittedIdentifiers
            addPushFacts(&facts, i, launch)
        }
        if case .widgetReload = question { addWidgetFacts(&facts, i) }
        return facts
    }

    /// The sentence of `reason` for app `i` and the question.
    func holdSentence(_ reason: HoldReason, _ i: Int, _ question: HoldQuestion) -> String {
        Hold.byReason[reason].map { $0.sentence(self, i, question) } ?? reason.rawValue
    }
}
