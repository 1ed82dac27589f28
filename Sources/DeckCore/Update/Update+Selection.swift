import Lifecycle
import Support
import Timeline

/// Moving around what no one feature owns: the focus between the regions, the state an event's
/// app was in before it (the events and the timeline open it), and swiping a card away. Each
/// pane's own selection and scrolling are its feature's (`Features/`).
extension DeckState {
    mutating func moveFocus(by step: Int) {
        let regions = Region.allCases
        let index = regions.firstIndex(of: focus) ?? 0
        focus = regions[(index + step + regions.count) % regions.count]
    }

    /// The state `event`'s app was in just before it: the state after the app's last event
    /// before it in the session, notRunning when it had none since the start or the last reset;
    /// nil for a device event.
    func stateBefore(_ event: Event) -> AppState? {
        guard let app = event.app else { return nil }
        let events = timeline.events
        guard let index = events.lastIndex(of: event) else { return nil }
        for earlier in events[..<index].reversed() {
            if earlier.name == .deviceReset || earlier.name == .deviceRebooted { return .notRunning }
            if earlier.app == app, let state = earlier.state { return state }
        }
        return .notRunning
    }

    /// Swipes a card away; the selection moves to the card that takes its place.
    func swipeUp(_ name: String, _ engine: EngineSnapshot) -> [Effect] {
        let index = engine.switcherCards.firstIndex(of: name) ?? 0
        return [.apply(.swipeUp(name), then: .selectCard(at: index))]
    }
}
