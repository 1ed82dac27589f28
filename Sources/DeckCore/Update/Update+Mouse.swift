import Lifecycle

/// The mouse: a click selects (a card, an app, an event), a double-click opens, dragging a
/// card up swipes it away, the wheel moves through the events (or scrolls the help).
extension DeckState {
    /// Two presses on the same thing within this many seconds make a double-click.
    static let doubleClickInterval = 0.4
    /// A card dragged up by at least this many rows is swiped away.
    static let swipeRows = 2

    mutating func handle(mouse: MouseEvent, _ context: UpdateContext) -> [Effect] {
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            guard overlay == nil || overlay?.isHelp == true else { return [] }
            let action: Action = mouse.kind == .wheelUp ? .scrollUp : .scrollDown
            return (0..<3).flatMap { _ in perform(action, context) }
        case .press:
            guard overlay == nil else { return [] }
            return press(at: mouse, context)
        case .release:
            guard let press = lastPress, case .card(let name) = press.target,
                press.y - mouse.y >= Self.swipeRows
            else { return [] }
            lastPress = nil
            selectedCard = name
            return attempt(.swipeUp, context)
        }
    }

    private mutating func press(at mouse: MouseEvent, _ context: UpdateContext) -> [Effect] {
        message = nil
        let target = self.target(atX: mouse.x, y: mouse.y, context.engine)
        let double = lastPress.map { $0.target == target && context.realTime - $0.time <= Self.doubleClickInterval } ?? false
        lastPress = double ? nil : MousePress(target: target, x: mouse.x, y: mouse.y, time: context.realTime)
        switch target {
        case .card(let name):
            focus = .switcher
            selectedCard = name
            return double ? attempt(.open, context) : []
        case .home(let index):
            focus = .home
            selectedHome = index
            return double ? attempt(.open, context) : []
        case .event(let sequence):
            focus = .events
            eventPane.cursor = sequence == eventQuery.newest(in: context.engine.log) ? nil : sequence
            keepSelectedEventInView(context.engine)
            return double ? attempt(.open, context) : []
        case .events:
            focus = .events
        case .nothing:
            break
        }
        return []
    }

    /// What is drawn at a cell, at the state's size.
    func target(atX x: Int, y: Int, _ engine: EngineSnapshot) -> MouseTarget {
        if timelinePane.shown && timelineRect(layout(engine), now: engine.device.now).contains(x: x, y: y) { return .nothing }
        let layout = layout(engine)
        guard layout.fits else { return .nothing }
        if let card = switcherLayout(layout, engine).card(atX: x, y: y) {
            return .card(engine.switcherCards[card])
        }
        if let app = homeLayout(layout, engine).app(atX: x, y: y) { return .home(app) }
        guard layout.events.contains(x: x, y: y) else { return .nothing }
        let rows = EventsLayout.rows(log: engine.log, state: self, appColumn: EventsLayout.appColumn(engine.apps), in: layout.events)
        if let row = rows.first(where: { y >= $0.y && y <= $0.y + $0.detailLines.count }) { return .event(row.sequence) }
        return .events
    }
}
