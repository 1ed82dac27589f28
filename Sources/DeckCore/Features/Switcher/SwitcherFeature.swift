import Lifecycle

/// The app switcher: a card selected with ←/→ comes to the front with Enter; ↑ lifts it and a
/// second ↑ swipes it away.
enum SwitcherFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.left, c("h")], .selectPrevious, in: .switcher, "select the previous card", footer: "prev"),
        KeyBinding([.right, c("l")], .selectNext, in: .switcher, "select the next card", footer: "next"),
        KeyBinding([.enter], .open, in: .switcher, "bring the selected app to the front", footer: "open"),
        KeyBinding([.up], .lift, in: .switcher, "lift the card (↑ again swipes it up; k never does)", footer: "lift"),
        KeyBinding([c("x"), .delete], .swipeUp, in: .switcher, "swipe the card up at once (ends the app)", footer: "swipe"),

        KeyBinding([.up], .swipeUp, in: .lifted, "swipe the lifted card up (ends the app)", footer: "again to swipe"),
        KeyBinding([.escape], .putBack, in: .lifted, "put the card back (any other key does too)", footer: "put back"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        guard action == .selectPrevious || action == .selectNext, state.focus == .switcher else { return nil }
        let cards = engine.switcherCards
        guard let index = state.selectedCard.flatMap(cards.firstIndex) else { return .some(DeckState.emptySwitcher) }
        let step = action == .selectPrevious ? -1 : 1
        return .some(cards.indices.contains(index + step) ? nil : "the \(step < 0 ? "first" : "last") card is selected")
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        switch action {
        case .selectPrevious where state.focus == .switcher, .selectNext where state.focus == .switcher:
            let cards = context.engine.switcherCards
            guard !cards.isEmpty else { return [] }
            let index = state.selectedCard.flatMap { cards.firstIndex(of: $0) } ?? 0
            state.selectedCard = cards[min(max(0, index + (action == .selectPrevious ? -1 : 1)), cards.count - 1)]
        case .selectFirst where state.focus == .switcher, .selectLast where state.focus == .switcher:
            let cards = context.engine.switcherCards
            state.selectedCard = action == .selectFirst ? cards.first : cards.last
        case .open where state.focus == .switcher:
            guard let name = state.selectedCard else { return [] }
            return [.apply(.tap(name), then: .selectFront)]
        case .lift: state.liftedCard = state.selectedCard
        case .putBack: state.liftedCard = nil
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        SwitcherView(snapshot: snapshot, state: state, layout: state.switcherLayout(layout, snapshot), theme: state.theme)
            .draw(in: layout.switcher, into: &canvas)
    }
}
