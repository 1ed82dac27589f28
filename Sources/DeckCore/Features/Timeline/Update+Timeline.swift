import Lifecycle
import Scenario
import Timeline

/// The timeline (`T`): shown in place of the event pane, zoomed with `[` and `]` from 1 s to
/// 1 h a column, its cursor moved over the timeline's events with ← and →.
extension DeckState {
    /// The zoom levels: time a column.
    public static let timelineSteps: [SimDuration] = [
        .seconds(1), .seconds(2), .seconds(5), .seconds(10), .seconds(30),
        .minutes(1), .minutes(2), .minutes(5), .minutes(10), .minutes(30), .hours(1),
    ]

    /// Time a column at the current zoom.
    public var timelineStep: SimDuration { Self.timelineSteps[min(max(0, timelinePane.zoom), Self.timelineSteps.count - 1)] }

    /// Shows the timeline (with the focus, so that its keys work at once) or the events again.
    mutating func toggleTimeline() {
        timelinePane.shown.toggle()
        timelinePane.cursor = nil
        if timelinePane.shown { focus = .events }
    }

    mutating func zoomTimeline(by step: Int) {
        timelinePane.zoom = min(max(0, timelinePane.zoom + step), Self.timelineSteps.count - 1)
    }

    /// Moves the cursor `steps` events later (positive) or earlier; from no cursor, ← picks
    /// the newest event. Past the newest, the cursor stays there.
    mutating func moveTimelineCursor(by steps: Int) {
        let count = timeline.events.count
        let first = firstStageEvent
        guard count > first else { return }
        let from = timelinePane.cursor ?? count
        timelinePane.cursor = min(max(first, from + steps), count - 1)
    }

    /// The index of the timeline's first event since the stage started (a restarted play's
    /// start): the cursor walks no further back, as the event pane shows nothing before it.
    var firstStageEvent: Int {
        let events = timeline.events, start = stageStart.time
        guard start > .zero else { return 0 }
        // The events are in time order: halve to the first at or after the start.
        var low = 0, high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].time < start { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The cursor's event, if there is a cursor.
    public var timelineCursorEvent: Event? {
        timelinePane.cursor.flatMap { timeline.events.indices.contains($0) ? timeline.events[$0] : nil }
    }

    /// The footer's line while the cursor is on an event: the event as the event pane shows it.
    public var timelineCursorLine: StatusMessage? {
        guard timelinePane.shown, let event = timelineCursorEvent else { return nil }
        let parts = [
            stageStart.time(of: event.time).timestamp, event.app ?? "—", eventPane.names.name(of: event.name),
            event.state?.rawValue, EventsLayout.details(of: event),
        ]
        return StatusMessage(parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "  "))
    }

    /// Where the timeline goes: the event pane's place when its rows (and its legend, when on)
    /// fit there, otherwise over the lower half of the screen; during a play the script pane
    /// and the caption keep their places, and the timeline grows up from the events' place
    /// (in their columns beside the script pane, across the screen without it) at most to the
    /// caption.
    public func timelineRect(_ layout: ScreenLayout, now: SimDuration) -> Rect {
        var needed = 3 + timeline.rows.count + 1
        // Room for the whole legend, whichever glyphs the window shows: the window is drawn
        // once a frame, in the rect this answers, never to measure it.
        if timelinePane.legend {
            needed += TimelineLegend.lines(TimelineLegend.entries(ascii: asciiOnly), width: layout.events.width - 2).count
        }
        let events = layout.events
        if events.height >= needed { return events }
        let height = min(max(events.height, (layout.size.height - 2) / 2), max(events.height, needed))
        // Never over the caption: its box stays whole, and the timeline's title and axis with it.
        let top = max(layout.statusBar.maxY, layout.caption?.maxY ?? 0)
        guard layout.script != nil else {
            let grown = max(events.height, min(height, layout.footer.y - top))
            return Rect(x: 0, y: layout.footer.y - grown, width: layout.size.width, height: grown)
        }
        let grown = min(height, events.maxY - top)
        return Rect(x: events.x, y: events.maxY - grown, width: events.width, height: grown)
    }
}
