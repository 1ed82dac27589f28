import Lifecycle

/// One event in full (Enter on an event, or on the timeline's cursor): its app's state before
/// and after, the rules behind it.
enum EventDetailFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.escape, .enter, c("q")], .close, in: .event, "close the event", footer: "close")
    ]

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        overlay(state, snapshot)?.draw(in: Rect(size: state.size), into: &canvas)
    }

    static func cover(_ state: DeckState, _ snapshot: EngineSnapshot) -> Rect? {
        overlay(state, snapshot)?.rect(in: Rect(size: state.size))
    }

    private static func overlay(_ state: DeckState, _ snapshot: EngineSnapshot) -> EventOverlay? {
        guard case .event(let event, let before) = state.overlay else { return nil }
        return EventOverlay(
            event: event, before: before, start: state.stageStart.time,
            appDelegateCode: event.app.flatMap { snapshot.app($0) }?.appDelegateCodeIgnored ?? false, theme: state.theme)
    }
}
