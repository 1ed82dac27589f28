import Lifecycle

/// Keys: looked up in the binding table for the active scopes, then carried out.
extension DeckState {
    mutating func handle(key: Key, _ context: UpdateContext) -> [Effect] {
        let scopes = activeScopes(device: context.engine.device)
        if let binding = KeyBinding.binding(for: key, in: scopes) {
            return perform(binding.action, context)
        }
        if scopes.contains(where: \.takesText), case .character(let character) = key {
            type(character)
        }
        return []
    }

    /// Carries out one action of the binding table.
    mutating func perform(_ action: Action, _ context: UpdateContext) -> [Effect] {
        let engine = context.engine, real = context.realTime
        switch action {
        case .quit: return [.quit]
        case .help: overlay = .help; helpScroll = 0
        case .settings: overlay = .settings; settingsRow = 0
        case .palette: overlay = .palette; palette.input = ""; palette.historyIndex = nil
        case .filter: overlay = .filter; focus = .events
        case .toggleInspector: inspector.toggle(); return persist(engine)
        case .nextTheme: return [.loadNextTheme(after: themeName)]
        case .togglePause: clock.togglePause(atReal: real)
        case .faster: clock.faster(atReal: real); return persist(engine)
        case .slower: clock.slower(atReal: real); return persist(engine)
        case .nextRegion: moveFocus(by: 1)
        case .previousRegion: moveFocus(by: -1)
        case .home: return [.apply(.home)]
        case .lockOrUnlock: return [.apply(engine.device.locked ? .unlock : .lock)]
        case .call: return [.apply(.call)]
        case .answer: return [.apply(.answer)]
        case .decline: return [.apply(.decline)]
        case .hangUp: return [.apply(.hangup)]
        case .dismiss: return [.apply(.dismiss)]
        case .selectPrevious: moveSelection(by: -1, engine)
        case .selectNext: moveSelection(by: 1, engine)
        case .selectUp: moveSelection(rows: -1, engine)
        case .selectDown: moveSelection(rows: 1, engine)
        case .open: return open(engine)
        case .swipe: return selectedCard.map { swipe($0, engine) } ?? []
        case .toggleRefresh:
            return withSelectedApp(engine) { name in
                guard let app = engine.app(name) else { return [] }
                return [.apply(.appRefresh(name, !app.refreshSwitch))]
            }
        case .fetch: return withSelectedApp(engine) { [.apply(.fetch($0))] }
        case .push: return withSelectedApp(engine) { [.apply(.push($0, silent: true))] }
        case .scrollUp: scroll(by: -1, engine)
        case .scrollDown: scroll(by: 1, engine)
        case .pageUp: scroll(by: -eventPage(engine), engine)
        case .pageDown: scroll(by: eventPage(engine), engine)
        case .followNewest: eventAnchor = nil
        case .close: overlay = nil
        case .change(let step): return changeSetting(step, engine)
        case .toggle: return changeSetting(1, engine)
        case .run: return runPalette(engine)
        case .complete: completePalette(engine)
        case .historyPrevious: palette.browse(-1)
        case .historyNext: palette.browse(1)
        case .deleteBackward: deleteBackward()
        case .clearFilter: eventFilter = ""; eventAnchor = nil; overlay = nil
        }
        return []
    }

    /// A paste is text for the palette or the filter; anywhere else it is ignored.
    mutating func paste(_ text: String) {
        switch overlay {
        case .palette, .filter: text.forEach { type($0) }
        default: break
        }
    }

    private mutating func type(_ character: Character) {
        switch overlay {
        case .palette: palette.input.append(character); palette.historyIndex = nil
        case .filter: eventFilter.append(character); eventAnchor = nil
        default: break
        }
    }

    private mutating func deleteBackward() {
        switch overlay {
        case .palette: if !palette.input.isEmpty { palette.input.removeLast() }
        case .filter: if !eventFilter.isEmpty { eventFilter.removeLast(); eventAnchor = nil }
        default: break
        }
    }

    private mutating func withSelectedApp(_ engine: EngineSnapshot, _ body: (String) -> [Effect]) -> [Effect] {
        guard let name = selectedApp(engine) else {
            message = StatusMessage("no app selected: launch one from the home screen", isError: true)
            return []
        }
        return body(name)
    }
}
