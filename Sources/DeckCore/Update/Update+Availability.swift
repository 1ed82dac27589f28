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

    /// Why `action` would not work now, in words for the status line; nil when it would. A
    /// device key's command is asked of the engine (`EngineSnapshot.refusal(of:)`: its words,
    /// its rules); what is left here is the dashboard's own (the selection, the overlays).
    public func whyNot(_ action: Action, _ engine: EngineSnapshot) -> String? {
        let device = engine.device
        switch action {
        case .selectPrevious, .selectNext:
            let step = action == .selectPrevious ? -1 : 1
            let edge = step < 0 ? "first" : "last"
            switch focus {
            case .switcher:
                guard let index = selectedCard.flatMap(engine.switcherCards.firstIndex) else { return Self.emptySwitcher }
                return engine.switcherCards.indices.contains(index + step) ? nil : "the \(edge) card is selected"
            case .home: return engine.apps.indices.contains(selectedHome + step) ? nil : "the \(edge) app is selected"
            case .events: return "← and → move in the switcher and the home screen"
            }
        case .selectUp where overlay?.isSettings == true:
            return settingsRow > 0 ? nil : "the first setting is selected"
        case .selectDown where overlay?.isSettings == true:
            return settingsRow < SettingsRow.rows(for: engine).count - 1 ? nil : "the last setting is selected"
        case .open where focus == .events && timelinePane.shown:
            return timelinePane.cursor == nil ? "no event under the cursor: ← picks the newest" : nil
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
        case .earlierEvent: return (timelinePane.cursor ?? timeline.events.count) > 0 ? nil : "no earlier event"
        case .laterEvent: return timelinePane.cursor.map { $0 < timeline.events.count - 1 } ?? false ? nil : "no later event"
        case .zoomIn: return timelinePane.zoom > 0 ? nil : "the timeline is at its finest"
        case .zoomOut: return timelinePane.zoom < Self.timelineSteps.count - 1 ? nil : "the timeline is at its widest"
        case .scrollUp, .pageUp:
            if overlay?.isHelp == true { return helpScroll > 0 ? nil : "the top of the help" }
            guard let selected = selectedEvent(engine) else { return "no events yet" }
            return eventQuery.step(from: selected.sequence, by: -1, in: engine.log) != selected.sequence
                ? nil : "the oldest event is selected"
        case .scrollDown, .pageDown:
            if overlay?.isHelp == true { return helpScroll < HelpOverlay.maxScroll(in: Rect(size: size)) ? nil : "the end of the help" }
            return eventPane.cursor != nil ? nil : "the newest event is selected"
        case .scrollToEnd where overlay == nil && focus == .events && timelinePane.shown:
            return timelinePane.cursor != nil ? nil : "the timeline follows the clock"
        case .scrollToEnd: return overlay?.isHelp == true || eventPane.cursor != nil ? nil : "the pane follows the newest events"
        case .quitPlay: return Self.sheetScope(device) == nil ? nil : "q does not quit while a call or an SMS alert shows"
        case .historyPrevious: return palette.history.isEmpty ? "no commands in the history yet" : nil
        case .complete: return paletteCompletions(engine).isEmpty ? "nothing to complete" : nil
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
