import Lifecycle
import Timeline

/// The timeline (`T`), in place of the event pane: zoomed with `[` and `]`, its cursor moved
/// over the events with ← and →, a legend with `g`.
enum TimelineFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    // The legend first: the footer keeps it when a play's keys leave room for one more.
    static let keys: [KeyBinding] = [
        KeyBinding([c("g")], .toggleLegend, in: .timeline, "a legend of the glyphs and hold letters in view, or none", footer: "legend"),
        KeyBinding([.left, c("h")], .earlierEvent, in: .timeline, "the cursor to the earlier event", footer: "earlier"),
        KeyBinding([.right, c("l")], .laterEvent, in: .timeline, "the cursor to the later event", footer: "later"),
        KeyBinding([c("[")], .zoomIn, in: .timeline, "zoom in: less time a column (down to 1 s)", footer: "zoom in"),
        KeyBinding([c("]")], .zoomOut, in: .timeline, "zoom out: more time a column (up to 1 h)", footer: "zoom out"),
        KeyBinding([.end, c("G")], .scrollToEnd, in: .timeline, "no cursor: follow the clock", footer: "now"),
        KeyBinding([.enter], .open, in: .timeline, "show the cursor's event in full", footer: "details"),
    ]

    /// The timeline is shown and has the focus.
    private static func focused(_ state: DeckState) -> Bool { state.focus == .events && state.timelinePane.shown }

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        let pane = state.timelinePane, count = state.timeline.events.count
        switch action {
        case .open where focused(state):
            return .some(pane.cursor == nil ? "no event under the cursor: ← picks the newest" : nil)
        case .earlierEvent: return .some((pane.cursor ?? count) > state.firstStageEvent ? nil : "no earlier event")
        case .laterEvent: return .some(pane.cursor.map { $0 < count - 1 } ?? false ? nil : "no later event")
        case .zoomIn: return .some(pane.zoom > 0 ? nil : "the timeline is at its finest")
        case .zoomOut: return .some(pane.zoom < DeckState.timelineSteps.count - 1 ? nil : "the timeline is at its widest")
        case .scrollToEnd where state.overlay == nil && focused(state):
            return .some(pane.cursor != nil ? nil : "the timeline follows the clock")
        default: return nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        switch action {
        case .toggleTimeline: state.toggleTimeline()
        case .toggleLegend: state.timelinePane.legend.toggle()
        case .zoomIn: state.zoomTimeline(by: -1)
        case .zoomOut: state.zoomTimeline(by: 1)
        case .earlierEvent: state.moveTimelineCursor(by: -1)
        case .laterEvent: state.moveTimelineCursor(by: 1)
        case .open where focused(state):
            if let event = state.timelineCursorEvent { state.overlay = .event(event, before: state.stateBefore(event)) }
        case .scrollToEnd where focused(state): state.timelinePane.cursor = nil
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard state.timelinePane.shown else { return }
        let now = snapshot.device.now
        TimelineView(state: state, now: now, theme: state.theme).draw(in: state.timelineRect(layout, now: now), into: &canvas)
    }
}
