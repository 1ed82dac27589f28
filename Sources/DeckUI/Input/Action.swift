/// What a key binding does. The dashboard turns each into a Command for the engine or a
/// change of its own view state.
public enum Action: Hashable, Sendable {
    // The dashboard itself.
    case quit, help, settings, palette, filter, toggleInspector, nextTheme
    case togglePause, faster, slower, nextRegion, previousRegion
    // The device (each becomes a Command).
    case home, lockOrUnlock, call
    // Selection and the selected app.
    case selectPrevious, selectNext, selectUp, selectDown
    case open, swipe, toggleRefresh, fetch, push
    // The event pane.
    case scrollUp, scrollDown, pageUp, pageDown, followNewest
    // Overlays.
    case close
    /// Settings: the previous (-1) or next (+1) choice of the selected row.
    case change(Int)
    case toggle
    case run, complete, historyPrevious, historyNext, deleteBackward
    case clearFilter
    case answer, decline, hangUp, dismiss
}
