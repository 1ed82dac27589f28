import Lifecycle
import Support
import Timeline

/// Moving around: the focus, the selections, opening and swiping the selected app, and
/// scrolling. Layouts come from the size the state holds, never from the last frame drawn.
extension DeckState {
    mutating func moveFocus(by step: Int) {
        let regions = Region.allCases
        let index = regions.firstIndex(of: focus) ?? 0
        focus = regions[(index + step + regions.count) % regions.count]
    }

    mutating func moveSelection(by step: Int, _ engine: EngineSnapshot) {
        switch focus {
        case .switcher:
            let cards = engine.switcherCards
            guard !cards.isEmpty else { return }
            let index = selectedCard.flatMap { cards.firstIndex(of: $0) } ?? 0
            selectedCard = cards[min(max(0, index + step), cards.count - 1)]
        case .home:
            selectedHome = min(max(0, selectedHome + step), engine.apps.count - 1)
        case .events:
            break
        }
    }

    mutating func moveSelection(rows step: Int, _ engine: EngineSnapshot) {
        switch overlay {
        case .settings:
            let rows = SettingsRow.rows(for: engine)
            settingsRow = min(max(0, settingsRow + step), rows.count - 1)
        default:
            let columns = homeLayout(layout(engine), engine).columns
            let next = selectedHome + step * columns
            if next >= 0 && next < engine.apps.count { selectedHome = next }
        }
    }

    /// Enter: the selected card comes to the front; on the home screen, the app launches; in
    /// the events, the selected event opens in full (`whyNot` says when there is nothing to open).
    mutating func open(_ engine: EngineSnapshot) -> [Effect] {
        switch focus {
        case .home:
            guard let app = engine.apps[safe: selectedHome] else { return [] }
            return [.apply(.launch(app.name), then: .selectFront)]
        case .events where timelinePane.shown:
            if let event = timelineCursorEvent { overlay = .event(event, before: stateBefore(event)) }
            return []
        case .events:
            if let selected = selectedEvent(engine) { overlay = .event(selected.event, before: stateBefore(selected.event)) }
            return []
        case .switcher:
            guard let name = selectedCard else { return [] }
            return [.apply(.tap(name), then: .selectFront)]
        }
    }

    /// The state `event`'s app was in just before it: the state after the app's last event
    /// before it in the session, notRunning when it had none since the start or the last reset;
    /// nil for a device event.
    func stateBefore(_ event: Event) -> AppState? {
        guard let app = event.app else { return nil }
        let events = timeline.events
        guard let index = events.lastIndex(of: event) else { return nil }
        for earlier in events[..<index].reversed() {
            if earlier.name == .deviceReset { return .notRunning }
            if earlier.app == app, let state = earlier.state { return state }
        }
        return .notRunning
    }

    /// Swipes a card away; the selection moves to the card that takes its place.
    func swipeUp(_ name: String, _ engine: EngineSnapshot) -> [Effect] {
        let index = engine.switcherCards.firstIndex(of: name) ?? 0
        return [.apply(.swipeUp(name), then: .selectCard(at: index))]
    }

    /// Scrolls the help, or moves the selected event.
    mutating func scroll(by lines: Int, _ engine: EngineSnapshot) {
        if overlay?.isHelp == true {
            let maxScroll = helpMaxScroll
            helpScroll = min(max(0, helpScroll + lines), maxScroll)
            return
        }
        moveEventCursor(by: lines, engine)
    }

    /// What PgUp and PgDn move by: the help's visible rows, or the event pane's.
    func scrollPage(_ engine: EngineSnapshot) -> Int {
        overlay?.isHelp == true ? max(1, HelpLayout.visibleRows(in: Rect(size: size))) : eventPage(engine)
    }
}
