import Lifecycle

/// Which keys would do something now: the footer shows only those.
extension DeckState {
    /// The footer's bindings: those of the active scopes that have a footer word and would
    /// do something in the current state.
    public func footerBindings(_ engine: EngineSnapshot) -> [KeyBinding] {
        KeyBinding.footer(for: activeScopes(device: engine.device)).filter { wouldWork($0.action, engine) }
    }

    /// Whether the action would change something (a command the engine may still refuse for
    /// a reason of its own counts: that refusal is worth seeing).
    public func wouldWork(_ action: Action, _ engine: EngineSnapshot) -> Bool {
        let device = engine.device
        let app = selectedApp(engine).flatMap(engine.app)
        switch action {
        case .selectPrevious, .selectNext:
            let step = action == .selectPrevious ? -1 : 1
            switch focus {
            case .switcher:
                guard let index = selectedCard.flatMap(engine.switcherCards.firstIndex) else { return false }
                return engine.switcherCards.indices.contains(index + step)
            case .home: return engine.apps.indices.contains(selectedHome + step)
            case .events: return false
            }
        case .open where focus == .events && timelineShown: return timelineCursor != nil
        case .open: return focus == .home || (focus == .events ? selectedEvent(engine) != nil : selectedCard != nil)
        case .earlierEvent: return (timelineCursor ?? timeline.events.count) > 0
        case .laterEvent: return timelineCursor.map { $0 < timeline.events.count - 1 } ?? false
        case .zoomIn: return timelineZoom > 0
        case .zoomOut: return timelineZoom < Self.timelineSteps.count - 1
        case .lift, .swipe: return selectedCard != nil
        case .toggleRefresh:
            return app.map { $0.spec.isListedInRefreshSettings && device.profile.hasBackgroundAppRefresh } ?? false
        case .fetch: return app?.spec.modes.contains(.fetch) ?? false
        case .push: return app?.spec.modes.contains(.remoteNotification) ?? false
        case .home: return device.frontApp != nil || device.switcherOpen
        case .call: return device.call == .none
        case .scrollUp, .pageUp:
            if overlay == .help { return helpScroll > 0 }
            guard let selected = selectedEvent(engine) else { return false }
            return eventQuery.step(from: selected.sequence, by: -1, in: engine.log) != selected.sequence
        case .scrollDown, .pageDown:
            if overlay == .help { return helpScroll < HelpOverlay.maxScroll(in: Rect(size: size)) }
            return eventCursor != nil
        case .scrollToEnd where overlay == nil && focus == .events && timelineShown: return timelineCursor != nil
        case .scrollToEnd: return overlay == .help || eventCursor != nil
        case .historyPrevious: return !palette.history.isEmpty
        case .complete: return !paletteCompletions(engine).isEmpty
        default: return true
        }
    }
}
