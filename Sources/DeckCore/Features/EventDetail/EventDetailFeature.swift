import Lifecycle

/// One event in full (Enter on an event, or on the timeline's cursor): its app's state before
/// and after, the rules behind it.
enum EventDetailFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.escape, .enter, c("q")], .close, in: .event, "close the event", footer: "close")
    ]

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard case .event(let event, let before) = state.overlay else { return }
        EventOverlay(
            event: event, before: before, start: state.stageStart.time,
            appDelegateCode: event.app.flatMap { snapshot.app($0) }?.appDelegateCodeIgnored ?? false, theme: state.theme
        )
        .draw(in: Rect(size: state.size), into: &canvas)
    }
}
