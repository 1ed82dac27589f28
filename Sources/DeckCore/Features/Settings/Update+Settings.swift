import Lifecycle

/// The settings file: whatever a person changes (refresh switches, Low Power Mode, theme,
/// profile, mode; not the speed) is saved by a `.saveSettings` effect.
extension DeckState {
    /// The settings as they are now: the view's own, and the device's where its profile has them.
    public func currentSettings(_ engine: EngineSnapshot) -> Settings {
        var next = settings.saved
        next.inspector = inspector
        next.eventNames = eventPane.names
        let device = engine.device
        if device.profile.hasLowPowerMode { next.lowPowerMode = device.lowPower }
        next.pushBudget = device.pushBudget
        if device.profile.hasWidgets { next.widgetBudget = device.widgetBudget }
        if device.profile.hasLiveActivities { next.activityBudget = device.activityBudget }
        if device.profile.hasBackgroundAppRefresh {
            if !settings.hiddenByProfile.contains(.backgroundAppRefresh) { next.backgroundAppRefresh = device.refresh }
            for app in engine.apps where app.spec.isListedInRefreshSettings {
                if !app.refreshSwitch || next.appRefresh[app.name] != nil { next.appRefresh[app.name] = app.refreshSwitch }
            }
        }
        return next
    }

    /// Saves the settings when something in them changed; `change` sets what the device does
    /// not show (the profile chosen, the theme chosen).
    mutating func persist(_ engine: EngineSnapshot, _ change: (inout Settings) -> Void = { _ in }) -> [Effect] {
        var next = currentSettings(engine)
        change(&next)
        guard next != settings.saved else { return [] }
        guard !settings.factory else {
            settings.saved = next
            return []
        }
        settings.unsaved.formUnion(next.changes(from: settings.saved))
        settings.saved = next
        return [.saveSettings(next, changed: settings.unsaved)]
    }

    /// The settings overlay: ←/→ or Enter on the selected row (Enter takes the next choice: a
    /// switch toggles, the battery and the push budget step up, wrapping to their lowest).
    func changeSetting(_ step: Int, _ engine: EngineSnapshot) -> [Effect] {
        let rows = SettingsRow.rows(for: engine)
        guard let row = rows[safe: settingsRow] else { return [] }
        let device = engine.device
        switch row {
        case .refresh:
            let all = device.profile.refreshChoices.isEmpty ? [device.refresh] : device.profile.refreshChoices
            let index = all.firstIndex(of: device.refresh) ?? 0
            return [.apply(.refresh(all[(index + step + all.count) % all.count]))]
        case .lowPower:
            return [.apply(.lowPower(!device.lowPower))]
        case .network:
            let all = Network.allCases
            let index = all.firstIndex(of: device.network) ?? 0
            return [.apply(.network(all[(index + step + all.count) % all.count]))]
        case .charger:
            return [.apply(.charger(!device.charging))]
        case .battery:
            return [.apply(.battery(SettingsRow.batteryLevel(after: device.battery, step: step)))]
        case .app(let name):
            guard let app = engine.app(name) else { return [] }
            return [.apply(.appRefresh(name, !app.refreshSwitch))]
        case .pushBudget:
            return [.apply(.pushBudget(SettingsRow.pushBudget(after: device.pushBudget, step: step)))]
        case .widgetBudget:
            return [.apply(.widgetBudget(SettingsRow.widgetBudget(after: device.widgetBudget, step: step)))]
        case .widgetDevMode:
            return [.apply(.widgetDevMode(!device.widgetDevMode))]
        case .activityBudget:
            return [.apply(.activityBudget(SettingsRow.pushBudget(after: device.activityBudget, step: step)))]
        case .liveActivities(let name):
            let on = engine.app(name)?.liveActivity?.enabled ?? true
            return [.apply(.liveActivities(name, frequent: false, on: !on))]
        case .frequentUpdates(let name):
            let on = engine.app(name)?.liveActivity?.frequent ?? true
            return [.apply(.liveActivities(name, frequent: true, on: !on))]
        case .request, .heldPush, .widget, .activity:
            return []
        }
    }
}
