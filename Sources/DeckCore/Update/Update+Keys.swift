import Lifecycle
import Scenario

/// Keys: looked up in the binding table for the active scopes, then carried out.
extension DeckState {
    mutating func handle(key: Key, _ context: UpdateContext) -> [Effect] {
        let scopes = activeScopes(context.engine)
        let binding = KeyBinding.binding(for: key, in: scopes)
        // Any key but the lifted card's own puts the card back (and then does its job).
        if binding?.scope != .lifted { liftedCard = nil }
        // Any key but the second R or q cancels a restart or a quit, and does nothing else.
        if play?.confirming != nil && binding?.scope != .restarting && binding?.scope != .quitting
            || binding?.action == .cancelConfirmation
        {
            cancelConfirmation()
            return []
        }
        // A letter that is a key keeps its meaning, even within the type-ahead's window: it ends
        // the typed name, and the status line says why the name went no further.
        if let binding {
            let interrupted = interruptsTypeAhead(key, binding, scopes, atReal: context.realTime)
            let effects = attempt(binding.action, context)
            if let interrupted, message == nil { message = interrupted }
            return effects
        }
        if scopes.contains(.home), case .character(let character) = key, character.isLetter {
            return selectApp(typing: character, context)
        }
        if scopes.contains(where: \.takesText), case .character(let character) = key {
            var fitted = true
            edit { fitted = $0.insert(character) }
            if !fitted { message = Self.fullLine }
        }
        return []
    }

    /// Carries out one action of the binding table: the feature it belongs to (`Features`), or
    /// the dashboard's own.
    mutating func perform(_ action: Action, _ context: UpdateContext) -> [Effect] {
        if let effects = Features.perform(action, &self, context) { return effects }
        let engine = context.engine, real = context.realTime
        switch action {
        case .quit: return [.quit(status: 0)]
        case .interrupt: return [.quit(status: 130)]
        case .redraw: return [.redraw]
        case .toggleInspector: inspector.toggle(); return persist(engine)
        case .toggleEventNames: eventPane.names = eventPane.names == .xamarin ? .uikit : .xamarin; return persist(engine)
        case .nextTheme: return [.loadNextTheme(after: themeName)]
        case .togglePause where play?.readingUntil != nil:
            // The caption counts as read, and time runs again if it was paused.
            endReading(atReal: real)
            if clock.paused { clock.togglePause(atReal: real) }
            return runPlay(context)
        case .togglePause: clock.togglePause(atReal: real)
        case .faster: clock.faster(atReal: real)
        case .slower: clock.slower(atReal: real)
        case .nextRegion: moveFocus(by: 1)
        case .previousRegion: moveFocus(by: -1)
        case .home: return [.apply(.home)]
        case .lock: return [.apply(.lock)]
        case .unlock: return [.apply(.unlock)]
        case .call: return [.apply(.call)]
        case .answer: return [.apply(.answer)]
        case .decline: return [.apply(.decline)]
        case .hangUp: return [.apply(.hangup)]
        case .dismiss: return [.apply(.dismiss)]
        case .swipeUp: return selectedCard.map { swipeUp($0, engine) } ?? []
        case .toggleRefresh:
            return withSelectedApp(engine) { name in
                guard let app = engine.app(name) else { return [] }
                return [.apply(.appRefresh(name, !app.refreshSwitch))]
            }
        case .fetch: return withSelectedApp(engine) { [.apply(.fetch($0))] }
        case .push: return withSelectedApp(engine) { [.apply(.push($0, silent: true))] }
        case .close: overlay = nil
        case .cursorLeft: edit { $0.moveLeft() }
        case .cursorRight: edit { $0.moveRight() }
        case .cursorToStart: edit { $0.moveToStart() }
        case .cursorToEnd: edit { $0.moveToEnd() }
        case .deleteBackward: edit { $0.deleteBackward() }
        case .deleteForward: edit { $0.deleteForward() }
        case .deleteWordBackward: edit { $0.deleteWordBackward() }
        case .deleteToStart: edit { $0.deleteToStart() }
        default: break
        }
        return []
    }

    /// A paste is text for the palette or the filter; anywhere else it is ignored. What goes
    /// past `TextField.limit` is cut, and the status line says so.
    mutating func paste(_ text: String) {
        var fitted = true
        edit { fitted = $0.insert(contentsOf: text) }
        if !fitted { message = StatusMessage("paste cut: a line holds at most 4 096 characters", isError: true) }
    }

    /// What a key that does not fit says.
    static let fullLine = StatusMessage("the line is full: it holds at most 4 096 characters", isError: true)

    /// Changes the open text field; a changed filter starts the pane again from the newest match.
    private mutating func edit(_ change: (inout TextField) -> Void) {
        switch overlay {
        case .palette:
            change(&palette.field)
            palette.historyIndex = nil
        case .filter:
            let before = eventPane.filter.text
            change(&eventPane.filter)
            if eventPane.filter.text != before { resetEventSelection() }
        case .help where helpSearch.typing:
            let before = helpSearch.text
            change(&helpSearch.field)
            if helpSearch.text != before { showMatch(from: 0, forward: true) }
        default:
            break
        }
    }

    /// `body` for the selected app (`whyNot` says when there is none).
    private mutating func withSelectedApp(_ engine: EngineSnapshot, _ body: (String) -> [Effect]) -> [Effect] {
        selectedApp(engine).map(body) ?? []
    }
}
