import Lifecycle
import Timeline

/// Whether an action would work now, and if not why: one answer, which the footer reads (it
/// shows only the keys that would work) and a key reads (it says why instead of acting).
extension DeckState {
    /// The footer's bindings: those of the active scopes that have a footer word and would
    /// work in the current state.
    /// While time is paused, space's word is `resume` and it comes first: the one key that
    /// matters then is never cut off the footer's end.
    public func footerBindings(_ engine: EngineSnapshot) -> [KeyBinding] {
        let bindings = KeyBinding.footer(for: activeScopes(engine)).filter { whyNot($0.action, engine) == nil }
        guard clock.paused, let k = bindings.firstIndex(where: { $0.action == .togglePause }) else { return bindings }
        var resume = bindings[k]
        resume.footer = "resume"
        var rest = bindings
        rest.remove(at: k)
        return [resume] + rest
    }

    /// Why `action` would not work now, in words for the status line; nil when it would. A
    /// device key's command is asked of the engine (`EngineSnapshot.refusal(of:)`: its words,
    /// its rules); what is left here is the dashboard's own (the selection, the overlays).
    public func whyNot(_ action: Action, _ engine: EngineSnapshot) -> String? {
        if let answer = Features.whyNot(action, self, engine) { return answer }
        let device = engine.device
        switch action {
        case .open:
            switch focus {
            case .home:
                guard let app = engine.apps[safe: selectedHome] else { return "no app selected" }
                return engine.refusal(of: .launch(app.name))
            case .events:
                guard selectedEvent(engine) == nil else { return nil }
                return eventFilter.isEmpty ? "no events yet" : "no event matches the filter"
            case .switcher:
                return selectedCard.map { engine.refusal(of: .tap($0)) } ?? Self.emptySwitcher
            }
        case .lift, .swipeUp: return selectedCard.map { engine.refusal(of: .swipeUp($0)) } ?? Self.emptySwitcher
        case .home:
            if let why = engine.refusal(of: .home) { return why }
            return device.frontApp != nil || device.switcherOpen ? nil : "the home screen is in front already"
        case .lock: return engine.refusal(of: .lock)
        case .unlock: return engine.refusal(of: .unlock)
        case .call: return engine.refusal(of: .call)
        case .toggleRefresh, .fetch, .push:
            guard let app = selectedApp(engine).flatMap(engine.app) else { return "no app selected: launch one from the home screen" }
            switch action {
            case .toggleRefresh: return engine.refusal(of: .appRefresh(app.name, !app.refreshSwitch))
            case .fetch where !app.spec.modes.contains(.fetch): return "\(app.name) declares no background fetch"
            case .fetch: return engine.refusal(of: .fetch(app.name))
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
