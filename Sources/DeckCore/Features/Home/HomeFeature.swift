import Lifecycle

/// The home screen: an app selected with the arrows, Home and End, or the start of its name
/// typed (`TypeAhead`) launches with Enter.
enum HomeFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.left, c("h")], .selectPrevious, in: .home, "select the previous app", footer: "prev"),
        KeyBinding([.right, c("l")], .selectNext, in: .home, "select the next app", footer: "next"),
        KeyBinding([.up, c("k")], .selectUp, in: .home, "select the app above"),
        KeyBinding([.down, c("j")], .selectDown, in: .home, "select the app below"),
        KeyBinding([.enter], .open, in: .home, "launch the selected app", footer: "launch"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        if action == .selectFirst || action == .selectLast, state.focus == .events {
            return .some("Home and End go to the first and the last card or app in the switcher and the home screen")
        }
        guard action == .selectPrevious || action == .selectNext, state.focus == .home else { return nil }
        let step = action == .selectPrevious ? -1 : 1
        return .some(
            engine.apps.indices.contains(state.selectedHome + step) ? nil : "the \(step < 0 ? "first" : "last") app is selected")
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        let engine = context.engine
        switch action {
        case .selectPrevious where state.focus == .home, .selectNext where state.focus == .home:
            state.selectedHome = min(max(0, state.selectedHome + (action == .selectPrevious ? -1 : 1)), engine.apps.count - 1)
        case .selectUp, .selectDown:
            let columns = state.homeLayout(state.layout(engine), engine).columns
            let next = state.selectedHome + (action == .selectUp ? -1 : 1) * columns
            if next >= 0 && next < engine.apps.count { state.selectedHome = next }
        case .selectFirst where state.focus == .home: state.selectedHome = 0
        case .selectLast where state.focus == .home: state.selectedHome = max(0, engine.apps.count - 1)
        case .open where state.focus == .home:
            guard let app = engine.apps[safe: state.selectedHome] else { return [] }
            return [.apply(.launch(app.name), then: .selectFront)]
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        HomeView(snapshot: snapshot, state: state, layout: state.homeLayout(layout, snapshot), theme: state.theme)
            .draw(in: layout.home, into: &canvas)
    }
}
