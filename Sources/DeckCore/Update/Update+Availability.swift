import Lifecycle
import Timeline

/// Whether an action would work now, and if not why: one answer, which the footer reads (it
/// shows only the keys that would work) and a key reads (it says why instead of acting).
extension DeckState {
    /// The footer's bindings: those of the active scopes that have a footer word and would
    /// work in the current state.
    public func footerBindings(_ engine: EngineSnapshot) -> [KeyBinding] {
        KeyBinding.footer(for: activeScopes(device: engine.device)).filter { whyNot($0.action, engine) == nil }
    }

    /// Why `action` would not work now, in words for the status line; nil when it would (a
    /// command the engine may still refuse for a reason of its own counts: that refusal is
    /// worth seeing). The device's own reasons (a call, an SMS alert, the lock) are the
    /// engine's words.
    public func whyNot(_ action: Action, _ engine: EngineSnapshot) -> String? {
        if let answer = Features.whyNot(action, self, engine) { return answer }
        let device = engine.device
        switch action {
        case .open:
            switch focus {
            case .home:
                guard let app = engine.apps[safe: selectedHome] else { return "no app selected" }
                if let why = device.screenObstruction { return why }
                return device.frontApp == app.name && !device.switcherOpen ? "\(app.name) is already in front" : nil
            case .events:
                guard selectedEvent(engine) == nil else { return nil }
                return eventFilter.isEmpty ? "no events yet" : "no event matches the filter"
            case .switcher:
                return selectedCard == nil ? Self.emptySwitcher : device.screenObstruction
            }
        case .lift, .swipeUp: return selectedCard == nil ? Self.emptySwitcher : device.screenObstruction
        case .home:
            if let why = device.screenObstruction { return why }
            return device.frontApp != nil || device.switcherOpen ? nil : "the home screen is in front already"
        case .lock: return device.screenObstruction
        case .unlock: return device.unlockObstruction
        case .call:
            switch device.call {
            case .ringing: return "a call is already ringing"
            case .inProgress: return "a call is already in progress"
            case .none: return device.smsShowing ? "an SMS alert is showing: dismiss it first" : nil
            }
        case .toggleRefresh, .fetch, .push:
            guard let app = selectedApp(engine).flatMap(engine.app) else { return "no app selected: launch one from the home screen" }
            switch action {
            case .toggleRefresh where !device.profile.hasBackgroundAppRefresh:
                return "\(device.profile.rawValue) has no Background App Refresh setting"
            case .toggleRefresh where !app.spec.isListedInRefreshSettings:
                return "\(app.name) has no background modes, so it is not listed in Background App Refresh"
            case .fetch where !app.spec.modes.contains(.fetch): return "\(app.name) declares no background fetch"
            case .fetch where app.state.isForeground:
                return "\(app.name) is in the foreground: background fetch goes to apps in the background"
            case .push where !app.spec.modes.contains(.remoteNotification): return "\(app.name) declares no remote notifications"
            default: return nil
            }
        case .quitPlay: return Self.sheetScope(device) == nil ? nil : "q does not quit while a call or an SMS alert shows"
        default: return nil
        }
    }

    /// Carries out `action`, or says why it would not work now.
    mutating func attempt(_ action: Action, _ context: UpdateContext) -> [Effect] {
        if let why = whyNot(action, context.engine) {
            message = StatusMessage(why, isError: true)
            return []
        }
        return perform(action, context)
    }

    static let emptySwitcher = "the switcher is empty: launch an app from the home screen"
}
