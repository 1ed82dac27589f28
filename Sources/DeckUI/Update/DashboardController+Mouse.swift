/// What a mouse press landed on.
enum MouseTarget: Hashable {
    case card(String)
    case home(Int)
    case events
    case nothing
}

/// The mouse: a click selects, a double-click opens, dragging a card up swipes it away,
/// the wheel scrolls the events (or the help).
extension DashboardController {
    /// Two presses on the same thing within this many seconds make a double-click.
    static let doubleClickInterval = 0.4
    /// A card dragged up by at least this many rows is swiped away.
    static let swipeRows = 2

    func handle(mouse: MouseEvent, atReal real: Double) {
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            let lines = mouse.kind == .wheelUp ? -3 : 3
            if state.overlay == .help || state.overlay == nil { perform(lines < 0 ? .scrollUp : .scrollDown, times: abs(lines), atReal: real) }
        case .press:
            guard state.overlay == nil else { return }
            press(at: mouse, atReal: real)
        case .release:
            guard let press = lastPress, case .card(let name) = press.target,
                  press.y - mouse.y >= Self.swipeRows else { return }
            lastPress = nil
            kill(name, atReal: real)
        }
    }

    private func perform(_ action: Action, times: Int, atReal real: Double) {
        for _ in 0..<times { perform(action, atReal: real) }
    }

    private func press(at mouse: MouseEvent, atReal real: Double) {
        state.message = nil
        let target = self.target(atX: mouse.x, y: mouse.y)
        let double = lastPress.map { $0.target == target && real - $0.time <= Self.doubleClickInterval } ?? false
        lastPress = double ? nil : Press(target: target, x: mouse.x, y: mouse.y, time: real)
        switch target {
        case .card(let name):
            state.focus = .switcher
            state.selectedCard = name
            if double { open(atReal: real) }
        case .home(let index):
            state.focus = .home
            state.selectedHome = index
            if double { open(atReal: real) }
        case .events:
            state.focus = .events
        case .nothing:
            break
        }
    }

    /// What is drawn at a cell of the last frame.
    func target(atX x: Int, y: Int) -> MouseTarget {
        let layout = ScreenLayout(size: lastSize, appCount: engine.catalog.count)
        guard layout.fits else { return .nothing }
        let snapshot = EngineSnapshot(engine)
        if let card = DashboardView.switcherLayout(layout, snapshot, state).card(atX: x, y: y) {
            return .card(snapshot.switcherCards[card])
        }
        if let app = DashboardView.homeLayout(layout, snapshot, state).app(atX: x, y: y) { return .home(app) }
        if layout.events.contains(x: x, y: y) { return .events }
        return .nothing
    }
}
