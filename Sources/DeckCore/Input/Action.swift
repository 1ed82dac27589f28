/// What a key binding does. The dashboard turns each into a Command for the engine or a
/// change of its own view state.
public enum Action: Hashable, Sendable {
    // The dashboard itself.
    case quit, help, settings, palette, filter, toggleInspector, toggleEventNames, nextTheme
    /// Ctrl-C: quit at once with status 130, as shells expect of an interrupted program.
    case interrupt
    /// Ctrl-L: clear the terminal and draw every cell again.
    case redraw
    case togglePause, faster, slower, nextRegion, previousRegion
    // The timeline: show or hide it, zoom in (finer) or out, move its cursor, show or hide its legend.
    case toggleTimeline, zoomIn, zoomOut, earlierEvent, laterEvent, toggleLegend
    // The device (each becomes a Command).
    case home, lock, unlock, call
    // Selection and the selected app.
    case selectPrevious, selectNext, selectUp, selectDown
    /// Enter: open the selected card or app, or the selected event in full.
    case open
    /// ↑ on a card: lift it (a second ↑ swipes it away); putBack lowers it again.
    case lift, putBack
    case swipeUp, toggleRefresh, fetch, push
    // Scrolling: the event pane, or the help.
    case scrollUp, scrollDown, pageUp, pageDown, scrollToTop, scrollToEnd
    // Overlays.
    case close
    /// Settings: the previous (-1) or next (+1) choice of the selected row.
    case change(Int)
    case toggle
    case run, complete, historyPrevious, historyNext
    // Text fields (the palette and the filter): shell line editing.
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd
    case deleteBackward, deleteForward, deleteWordBackward, deleteToStart
    case clearFilter
    case answer, decline, hangUp, dismiss
    // A playing script: run the next line now, run to the next say or pause, restart (twice),
    // give the screen to the events and the script (or back), quit (twice); keep playing.
    case playStep, playToCaption, restart, zoom, quitPlay, cancelConfirmation
    // MARK: - stage (issue 36)
    /// Home and End on the home screen and in the switcher: the first or the last app or card.
    case selectFirst, selectLast
    /// The help's search: open its field, the next or previous match, keep the text typed, clear it.
    case searchHelp, nextMatch, previousMatch, keepSearch, clearSearch
    // MARK: - the settings overlay's requests (issue 35)
    /// Enter on a request in the settings: every condition that holds it; back to the settings.
    case showWhy, closeWhy
}
