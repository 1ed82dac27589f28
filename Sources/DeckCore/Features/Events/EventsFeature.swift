/// The event pane: ↑/↓ move the selection, PgUp/PgDn by a page, Home to the oldest, End (or
/// Esc) back to following the newest, Enter shows the selected event in full; `/` filters it.
enum EventsFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.up, c("k")], .scrollUp, in: .events, "select the older event", footer: "older"),
        KeyBinding([.down, c("j")], .scrollDown, in: .events, "select the newer event", footer: "newer"),
        KeyBinding([.pageUp], .pageUp, in: .events, "a page of older events"),
        KeyBinding([.pageDown], .pageDown, in: .events, "a page of newer events"),
        KeyBinding([.home], .scrollToTop, in: .events, "the oldest event"),
        KeyBinding([.end, c("G"), .escape], .scrollToEnd, in: .events, "follow the newest events", footer: "newest"),
        KeyBinding([.enter], .open, in: .events, "show the selected event in full", footer: "details"),

        KeyBinding([.enter], .close, in: .filter, "keep the filter and go back", footer: "keep"),
        KeyBinding([.escape], .clearFilter, in: .filter, "clear the filter", footer: "clear"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        switch action {
        case .selectPrevious where state.focus == .events, .selectNext where state.focus == .events:
            return .some("← and → move in the switcher and the home screen")
        case .scrollUp, .pageUp:
            guard let selected = state.selectedEvent(engine) else { return .some("no events yet") }
            return .some(
                state.eventQuery.step(from: selected.sequence, by: -1, in: engine.log) != selected.sequence
                    ? nil : "the oldest event is selected")
        case .scrollDown, .pageDown: return .some(state.eventPane.cursor != nil ? nil : "the newest event is selected")
        case .scrollToEnd: return .some(state.eventPane.cursor != nil ? nil : "the pane follows the newest events")
        default: return nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        let engine = context.engine
        switch action {
        case .filter:
            state.overlay = .filter
            state.focus = .events
            state.eventPane.filter.moveToEnd()
        case .clearFilter:
            state.eventPane.filter = TextField()
            state.resetEventSelection()
            state.overlay = nil
        case .scrollUp: state.moveEventCursor(by: -1, engine)
        case .scrollDown: state.moveEventCursor(by: 1, engine)
        case .pageUp: state.moveEventCursor(by: -state.eventPage(engine), engine)
        case .pageDown: state.moveEventCursor(by: state.eventPage(engine), engine)
        case .scrollToTop: state.scrollToTop(engine)
        case .scrollToEnd: state.resetEventSelection()
        case .open where state.focus == .events:
            if let selected = state.selectedEvent(engine) {
                state.overlay = .event(selected.event, before: state.stateBefore(selected.event))
            }
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard !state.timelinePane.shown else { return }
        EventPane(log: snapshot.log, state: state, appColumn: EventsLayout.appColumn(snapshot.apps), theme: state.theme)
            .draw(in: layout.events, into: &canvas)
    }
}
