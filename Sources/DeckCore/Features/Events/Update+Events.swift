import Lifecycle

/// The event pane's selection: ↑/↓ move it, PgUp/PgDn by a page, Home to the oldest, End
/// back to following the newest; the pane scrolls so that the selected event, with its
/// details wrapped below it, stays in view.
extension DeckState {
    /// The pane's query; while a play with captions runs, its caption band shows the Caption
    /// events, so the pane leaves them out.
    var eventQuery: EventQuery {
        EventQuery(
            filter: eventFilter, from: stageStart.firstEvent, names: eventPane.names, hidesCaptions: play?.hasCaptions == true)
    }

    /// The selected event: the cursor's, or the newest that matches the filter.
    func selectedEvent(_ engine: EngineSnapshot) -> (sequence: Int, event: Event)? {
        if let cursor = eventPane.cursor, let event = engine.log[sequence: cursor] { return (cursor, event) }
        return eventQuery.page(in: engine.log, endingAt: nil, count: 1).first
    }

    /// Back to following the newest event (the filter changed, or End).
    mutating func resetEventSelection() {
        eventPane.cursor = nil
        eventPane.anchor = nil
    }

    /// Moves the selection `steps` matching events older (negative) or newer (positive).
    mutating func moveEventCursor(by steps: Int, _ engine: EngineSnapshot) {
        let query = eventQuery
        guard let start = selectedEvent(engine)?.sequence else { return }
        let position = query.step(from: start, by: steps, in: engine.log)
        eventPane.cursor = position == query.newest(in: engine.log) ? nil : position
        keepSelectedEventInView(engine)
    }

    mutating func scrollToTop(_ engine: EngineSnapshot) {
        guard let oldest = eventQuery.oldest(in: engine.log) else { return }
        eventPane.cursor = oldest == eventQuery.newest(in: engine.log) ? nil : oldest
        keepSelectedEventInView(engine)
    }

    /// Holds the pane still while an event is selected, scrolled so that the selection and its
    /// wrapped details fit: the anchor (the newest event shown) moves up to the selection, or
    /// down far enough that the selection is the top row.
    mutating func keepSelectedEventInView(_ engine: EngineSnapshot) {
        guard let cursor = eventPane.cursor, let event = engine.log[sequence: cursor] else {
            resetEventSelection()
            return
        }
        let query = eventQuery
        let rows = eventPage(engine)
        let pane = layout(engine).events
        let extra = EventsLayout.detailLines(
            of: event, paneWidth: pane.width, appColumn: EventsLayout.appColumn(engine.apps),
            timeWidth: EventsLayout.timeWidth(engine.log, start: stageStart)
        ).count
        let fit = max(1, rows - extra)
        var bottom = eventPane.anchor ?? query.newest(in: engine.log) ?? cursor
        if cursor > bottom {
            bottom = cursor
        } else if query.page(in: engine.log, endingAt: bottom, count: fit).first.map({ cursor < $0.sequence }) ?? false {
            bottom = query.step(from: cursor, by: fit - 1, in: engine.log)
        }
        eventPane.anchor = bottom
    }

    /// Rows of one page of the event pane.
    func eventPage(_ engine: EngineSnapshot) -> Int {
        max(1, EventsLayout.pageSize(of: layout(engine).events))
    }
}
