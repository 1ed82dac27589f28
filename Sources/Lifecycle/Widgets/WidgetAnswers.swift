/// The answers of §11.7's last row: `expect APP can|cannot widget-reload [REASON]` and
/// `why APP widget` (the reasons `no-widget`, `unsupported`, `not-added`, `budget`, rows of
/// the table of holds), and what the screens show of a widget.

extension Engine {
    /// Facts the widget rows of the table of holds read: a reload the app asked for now.
    func addWidgetFacts(_ facts: inout HoldFacts, _ i: Int) {
        facts.hasWidget = catalog[i].widget != nil
        facts.widgetPlaced = apps[i].widget.placed
        facts.widgetReloadHeld =
            freeWidgetReason(i, .request) == nil && (apps[i].widget.pending != nil || widgetBudgetFull(i))
    }

    /// `expect APP can|cannot widget-reload [REASON]`: the answer, asked and compared; nothing runs.
    func expectWidgetReload(_ i: Int, _ expected: LaunchExpectation) throws(CommandError) {
        let answer = why(i, .widgetReload)
        let first = answer.reasons.first
        let name = catalog[i].name
        let why = first.map { "\($0.rawValue) (\(answer.sentences[0]))" } ?? answer.summary
        switch (expected, first) {
        case (.allowed, nil), (.denied(nil), .some):
            return
        case (.denied(let reason?), let denial?) where reason == denial:
            return
        case (.allowed, .some):
            throw .expectationFailed("expected \(name) can widget-reload, but it cannot: \(why)")
        case (.denied, nil):
            throw .expectationFailed("expected \(name) cannot widget-reload, but it can (\(why))")
        case (.denied(let reason?), .some):
            throw .expectationFailed("expected \(name) cannot widget-reload for \(reason.rawValue), but the reason is \(why)")
        }
    }

    /// What the why answer says when nothing holds the reload: how it would run now.
    func widgetReloadSummary(_ i: Int) -> String {
        let name = catalog[i].name
        if let free = freeWidgetReason(i, .request) {
            return "a reload \(name) asks for now runs now, free (\(free.rawValue))"
        }
        let used = apps[i].widget.reloads.used(before: now, upTo: Limits.maxWidgetBudget)
        return "a reload \(name) asks for now runs now and counts: "
            + (deviceState.widgetBudget.map { "\(used + 1) of \($0) in the last 24h" } ?? "no budget")
    }

    /// The `budget` hold's sentence for app `i`.
    func widgetBudgetSentence(_ i: Int) -> String {
        let name = catalog[i].name
        guard let budget = deviceState.widgetBudget else { return "\(name)'s widget has no budget" }
        let used = apps[i].widget.reloads.used(before: now, upTo: budget)
        return "\(name)'s widget had \(used) counted reload\(used == 1 ? "" : "s") in the last 24h "
            + "(widget-budget \(budget)): a reload it asks for from the background waits, " + widgetSlotWhen(i)
    }

    /// The reason a reload the app asked for now would run with (free or counted); nil when
    /// it would not run now (`why APP widget` says why) or for an unknown app.
    public func widgetReloadReason(of app: String) -> WidgetReloadReason? {
        guard let i = indexByName[app.lowercased()], why(i, .widgetReload).reasons.isEmpty else { return nil }
        return freeWidgetReason(i, .request) ?? .background
    }

    // MARK: - What the screens show

    /// Counted reloads per widget per rolling 24 hours; nil: no budget (`widget-budget off`).
    public var widgetBudget: Int? { deviceState.widgetBudget }
    /// WidgetKit Developer Mode (Settings › Developer).
    public var widgetDevMode: Bool { deviceState.widgetDevMode }

    /// The app's widget on ios26; nil elsewhere or for an app without `widget:`.
    public func widgetStatus(of app: String) -> WidgetStatus? {
        indexByName[app.lowercased()].flatMap(widgetStatus)
    }

    func widgetStatus(_ i: Int) -> WidgetStatus? {
        guard profile.hasWidgets, catalog[i].widget != nil else { return nil }
        let w = apps[i].widget
        var status = WidgetStatus(
            placed: w.placed, used: w.reloads.used(before: now, upTo: Limits.maxWidgetBudget),
            budget: deviceState.widgetBudget, devMode: deviceState.widgetDevMode,
            nextReloadIn: w.nextPolicyReload.map { $0 - now }, policy: w.policyShown ?? catalog[i].widget?.policy,
            placeholder: w.placeholder, building: w.building != nil)
        let answer = why(i, .widgetReload)
        status.holds = zip(answer.reasons, answer.sentences).map { BGTaskAnswer.Unmet(reason: $0, sentence: $1) }
        status.deferred = w.pending != nil
        if status.deferred || answer.reasons.contains(.budget) {
            let at = deviceState.widgetBudget.map { w.reloads.slotFrees(budget: $0, after: now) } ?? now
            status.slotIn = at.map { $0 - now }
        }
        return status
    }
}

/// An app's widget, for its card and the settings overlay.
public struct WidgetStatus: Hashable, Sendable {
    public var placed: Bool
    /// Counted reloads in the rolling 24 hours.
    public var used: Int
    public var budget: Int?
    public var devMode: Bool
    /// In how long the timeline's policy reload falls due; nil: none.
    public var nextReloadIn: SimDuration?
    public var policy: WidgetPolicy?
    /// Why it shows its placeholder, if it does.
    public var placeholder: String?
    /// The extension is building a timeline.
    public var building: Bool
    /// A reload waits for the budget; and, while one does or the budget is spent, in how long
    /// a slot frees (nil: not while the budget stays).
    public var deferred = false
    public var slotIn: SimDuration?
    /// Every unmet condition of a reload the app would ask for now (`why APP widget`).
    public var holds: [BGTaskAnswer.Unmet] = []

    public init(
        placed: Bool, used: Int, budget: Int?, devMode: Bool, nextReloadIn: SimDuration?, policy: WidgetPolicy?,
        placeholder: String?, building: Bool
    ) {
        self.placed = placed; self.used = used; self.budget = budget; self.devMode = devMode
        self.nextReloadIn = nextReloadIn; self.policy = policy; self.placeholder = placeholder; self.building = building
    }
}
