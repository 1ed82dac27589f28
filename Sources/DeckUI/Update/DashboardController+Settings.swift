import Lifecycle

/// The settings file: what was saved is applied at start, and whatever a person changes
/// (refresh switches, Low Power Mode, theme, profile, mode, speed) is written back.
extension DashboardController {
    /// Applies the saved settings that differ from the engine's fresh state and that its
    /// profile has (iOS 6 has no Background App Refresh; only iOS 13 has Low Power Mode).
    func applySavedSettings() {
        let profile = engine.profile
        var problems: [String] = []
        func run(_ command: Command) {
            do { try engine.apply(command) } catch { problems.append(error.description) }
        }
        if profile.hasBackgroundAppRefresh {
            if settings.backgroundAppRefresh != engine.device.refresh { run(.refresh(settings.backgroundAppRefresh)) }
            for (name, on) in settings.appRefresh.sorted(by: { $0.key < $1.key }) {
                guard let app = engine.status(of: name), app.spec.isListedInRefreshSettings, app.refreshSwitch != on else { continue }
                run(.appRefresh(app.name, on))
            }
        }
        if profile.hasLowPowerMode && settings.lowPowerMode != engine.device.lowPower { run(.lowPower(settings.lowPowerMode)) }
        if let first = problems.first, state.message == nil {
            state.message = StatusMessage("settings.yaml: \(first)", isError: true)
        }
    }

    /// The settings as they are now: the view's own, and the device's where its profile has them.
    func currentSettings() -> Settings {
        var next = settings
        next.inspector = state.inspector
        next.speed = clock.speed
        let device = engine.device
        if device.profile.hasLowPowerMode { next.lowPowerMode = device.lowPower }
        if device.profile.hasBackgroundAppRefresh {
            next.backgroundAppRefresh = device.refresh
            for app in engine.appStatuses where app.spec.isListedInRefreshSettings {
                if !app.refreshSwitch || next.appRefresh[app.name] != nil { next.appRefresh[app.name] = app.refreshSwitch }
            }
        }
        return next
    }

    /// Writes the settings file when something in it changed; `change` sets what the
    /// device does not show (the profile chosen, the theme chosen).
    func persist(_ change: (inout Settings) -> Void = { _ in }) {
        var next = currentSettings()
        change(&next)
        guard next != settings else { return }
        let changed = next.changes(from: settings)
        settings = next
        guard let store else { return }
        do {
            if let message = try store.save(next, changed: changed).message { state.message = StatusMessage(message, isError: true) }
        } catch {
            state.message = StatusMessage(error.description, isError: true)
        }
    }
}
