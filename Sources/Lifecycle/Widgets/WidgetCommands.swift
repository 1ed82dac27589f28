/// The widget commands of §11.7: the user places or removes the app's widget, the app's code
/// asks for a reload, and the device's settings (the budget, WidgetKit Developer Mode). On a
/// profile before ios26 every one is refused `unsupported`.

/// What `widget APP …` does.
public enum WidgetAction: String, CaseIterable, Hashable, Sendable {
    /// The user places the widget on the Home Screen.
    case add
    /// The user removes it.
    case remove
    /// The app's code calls `WidgetCenter.reloadTimelines(ofKind:)`.
    case reload
}

extension Engine {
    /// `widget APP add|remove|reload`.
    func widgetCommand(_ i: Int, _ action: WidgetAction) throws(CommandError) {
        try refuse(widgetRefusal(i, action))
        let app = apps[i]
        switch action {
        case .add:
            app.widget = .newPlacement
            emitWidget(.widgetAdded, app, detail: "on the Home Screen: its first timeline is free")
            reloadWidget(i, .added)
        case .remove:
            let dropped = app.widget.pending != nil
            app.widget = AppWidget()
            emitWidget(.widgetRemoved, app, detail: dropped ? "its pending reload is dropped" : nil)
        case .reload:
            requestWidgetReload(i)
        }
    }

    /// Why `widget APP ACTION` would be refused now: the profile first, then the app.
    func widgetRefusal(_ i: Int, _ action: WidgetAction) -> String? {
        if let why = widgetProfileRefusal { return why }
        let name = catalog[i].name
        guard catalog[i].widget != nil else { return "\(name) has no widget: its manifest declares no widget:" }
        switch action {
        case .add: return apps[i].widget.placed ? "\(name)'s widget is already on the Home Screen" : nil
        case .remove: return apps[i].widget.placed ? nil : "\(name)'s widget is not on the Home Screen"
        case .reload:
            return apps[i].state.isRunning ? nil : "\(name) is not running: only a running app's code asks for a reload"
        }
    }

    /// Every widget command before ios26: `unsupported: ios13 has no WidgetKit widgets (…)`.
    var widgetProfileRefusal: String? {
        profile.hasWidgets ? nil : "unsupported: " + Engine.noWidgetKitSentence(profile)
    }

    /// `ios13 has no WidgetKit widgets (iOS 14 and later; the ios26 profile has them)`.
    public static func noWidgetKitSentence(_ profile: Profile) -> String {
        "\(profile.rawValue) has no WidgetKit widgets (iOS 14 and later; the ios26 profile has them)"
    }

    /// `widget-budget N|off`: from now on, for every widget; a pending reload runs at once if
    /// a slot is free.
    func setWidgetBudget(_ budget: Int?) throws(CommandError) {
        try refuse(widgetProfileRefusal)
        if let budget, !(0...Limits.maxWidgetBudget).contains(budget) {
            throw .cannotCarryOut("the widget budget is 0 to \(Limits.maxWidgetBudget) reloads per widget per 24 hours, or off")
        }
        deviceState.widgetBudget = budget
        runPendingWidgetReloads()
    }

    /// `widget-dev-mode on|off` (WidgetDevModeChanged): on, every reload is free.
    func setWidgetDevMode(_ on: Bool) throws(CommandError) {
        try refuse(widgetProfileRefusal)
        deviceState.widgetDevMode = on
        emit(.widgetDevModeChanged, detail: on ? "on" : "off")
        runPendingWidgetReloads()
    }

    private func runPendingWidgetReloads() {
        for app in apps where app.widget.pending != nil { runPendingWidgetReload(app.index) }
    }

    /// The app's code reached a `reload-from` point: it asks for a reload if its manifest says so.
    func widgetReloadPoint(_ i: Int, _ point: WidgetReloadPoint) {
        guard profile.hasWidgets, catalog[i].widget?.reloadFrom.contains(point) == true else { return }
        requestWidgetReload(i)
    }

    /// A touched app settles: a pending reload runs if it became free (the app came to the
    /// front, started a session, the debugger attached).
    func settleWidget(_ i: Int) {
        if apps[i].widget.pending != nil, freeWidgetReason(i, .request) != nil { runPendingWidgetReload(i) }
    }

    /// A restart ends every widget extension's process: a timeline being built is lost; the
    /// timelines shown, their policy reloads, the pending reloads and the budgets stay.
    func endWidgetExtensions() {
        for app in apps where app.widget.building != nil {
            app.widget.building = nil
            app.widget.buildRun += 1
            app.widget.requestedWhileBuilding = false
        }
    }
}
