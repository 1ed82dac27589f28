import Lifecycle

/// An app's widget row (§11.7): from WidgetAdded to WidgetRemoved, the timeline it shows, the
/// pending reload the budget defers (its band lettered with `budget`'s letter), and the
/// placeholder as a span; its reloads are moments, counted (`policy`, `background`) and free
/// apart.
extension AppLane {
    /// Takes in one of the widget extension's events; returns whether its band changed. Its row
    /// is blank from `since` (where the timeline's memory starts) to the first placement.
    mutating func addToWidget(_ event: Event, since: SimDuration) -> Bool {
        if widget == nil {
            guard event.name == .widgetAdded else { return false }
            widget = Lane(.widgetNone, from: since)
            widgetHolds = HoldLane()
        }
        let band: Band
        switch event.name {
        case .widgetAdded, .widgetEntryShown: band = .widgetShown
        case .widgetReloadDeferred: band = .widgetPending
        case .widgetGetTimeline where widget?.current == .widgetPending: band = .widgetShown
        case .widgetPlaceholderShown: band = .widgetPlaceholder
        case .widgetRemoved: band = .widgetNone
        default: return false
        }
        widgetHolds?.set(band == .widgetPending ? .budget : nil, at: event.time)
        return widget?.set(band, at: event.time) ?? false
    }

    /// A reset or a restart of the timeline's device: a reset takes every widget off the Home Screen.
    mutating func removeWidget(at time: SimDuration) {
        widget?.set(.widgetNone, at: time)
        widgetHolds?.set(nil, at: time)
    }
}
