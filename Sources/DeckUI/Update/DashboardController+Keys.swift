import Lifecycle

/// Keys: looked up in the binding table for the active scopes, then carried out.
extension DashboardController {
    func handle(key: Key, atReal real: Double) {
        state.message = nil
        let scopes = state.activeScopes(device: engine.device)
        if let binding = KeyBinding.binding(for: key, in: scopes) {
            perform(binding.action, atReal: real)
        } else if scopes.contains(where: \.takesText), case .character(let character) = key {
            type(character)
        }
    }

    /// Carries out one action of the binding table.
    public func perform(_ action: Action, atReal real: Double) {
        switch action {
        case .quit: quitRequested = true
        case .help: state.overlay = .help; state.helpScroll = 0
        case .settings: state.overlay = .settings; state.settingsRow = 0
        case .palette: state.overlay = .palette; state.palette.input = ""; state.palette.historyIndex = nil
        case .filter: state.overlay = .filter; state.focus = .events
        case .toggleInspector: state.inspector.toggle(); persist()
        case .nextTheme: nextTheme()
        case .togglePause: clock.togglePause(atReal: real)
        case .faster: clock.faster(atReal: real); persist()
        case .slower: clock.slower(atReal: real); persist()
        case .nextRegion: moveFocus(by: 1)
        case .previousRegion: moveFocus(by: -1)
        case .home: apply(.home, atReal: real)
        case .lockOrUnlock: apply(engine.device.locked ? .unlock : .lock, atReal: real)
        case .call: apply(.call, atReal: real)
        case .answer: apply(.answer, atReal: real)
        case .decline: apply(.decline, atReal: real)
        case .hangUp: apply(.hangup, atReal: real)
        case .dismiss: apply(.dismiss, atReal: real)
        case .selectPrevious: moveSelection(by: -1)
        case .selectNext: moveSelection(by: 1)
        case .selectUp: moveSelection(rows: -1)
        case .selectDown: moveSelection(rows: 1)
        case .open: open(atReal: real)
        case .kill: kill(atReal: real)
        case .toggleRefresh:
            withSelectedApp { name in
                guard let app = engine.status(of: name) else { return }
                apply(.appRefresh(name, !app.refreshSwitch), atReal: real)
            }
        case .fetch: withSelectedApp { apply(.fetch($0), atReal: real) }
        case .push: withSelectedApp { apply(.push($0, silent: true), atReal: real) }
        case .scrollUp: scroll(by: -1)
        case .scrollDown: scroll(by: 1)
        case .pageUp: scroll(by: -eventPage)
        case .pageDown: scroll(by: eventPage)
        case .followNewest: state.eventAnchor = nil
        case .close: state.overlay = nil
        case .change(let step): changeSetting(step, atReal: real)
        case .toggle: changeSetting(1, atReal: real)
        case .run: runPalette(atReal: real)
        case .complete: completePalette()
        case .historyPrevious: state.palette.browse(-1)
        case .historyNext: state.palette.browse(1)
        case .deleteBackward: deleteBackward()
        case .clearFilter: state.eventFilter = ""; state.eventAnchor = nil; state.overlay = nil
        }
    }

    private func type(_ character: Character) {
        switch state.overlay {
        case .palette: state.palette.input.append(character); state.palette.historyIndex = nil
        case .filter: state.eventFilter.append(character); state.eventAnchor = nil
        default: break
        }
    }

    /// A paste is text for the palette or the filter; anywhere else it is ignored.
    func paste(_ text: String) {
        switch state.overlay {
        case .palette, .filter: text.forEach(type)
        default: break
        }
    }

    private func deleteBackward() {
        switch state.overlay {
        case .palette: if !state.palette.input.isEmpty { state.palette.input.removeLast() }
        case .filter: if !state.eventFilter.isEmpty { state.eventFilter.removeLast(); state.eventAnchor = nil }
        default: break
        }
    }

    private func withSelectedApp(_ body: (String) -> Void) {
        guard let name = selectedApp else {
            state.message = StatusMessage("no app selected: launch one from the home screen", isError: true)
            return
        }
        body(name)
    }

    private func moveFocus(by step: Int) {
        let regions = Region.allCases
        let index = regions.firstIndex(of: state.focus) ?? 0
        state.focus = regions[(index + step + regions.count) % regions.count]
    }

    private func moveSelection(by step: Int) {
        switch state.focus {
        case .switcher:
            let cards = engine.switcherCards
            guard !cards.isEmpty else { return }
            let index = state.selectedCard.flatMap { cards.firstIndex(of: $0) } ?? 0
            state.selectedCard = cards[min(max(0, index + step), cards.count - 1)]
        case .home:
            state.selectedHome = min(max(0, state.selectedHome + step), engine.catalog.count - 1)
        case .events:
            break
        }
    }

    private func moveSelection(rows step: Int) {
        switch state.overlay {
        case .settings:
            let rows = SettingsRow.rows(for: EngineSnapshot(engine))
            state.settingsRow = min(max(0, state.settingsRow + step), rows.count - 1)
        default:
            let layout = ScreenLayout(size: lastSize, appCount: engine.catalog.count)
            let columns = DashboardView.homeLayout(layout, EngineSnapshot(engine), state).columns
            let next = state.selectedHome + step * columns
            if next >= 0 && next < engine.catalog.count { state.selectedHome = next }
        }
    }

    /// Enter: the selected card comes to the front; on the home screen, the app launches.
    func open(atReal real: Double) {
        let command: Command
        switch state.focus {
        case .home:
            guard let app = engine.catalog[safe: state.selectedHome] else { return }
            command = .launch(app.name)
        case .switcher, .events:
            guard let name = state.selectedCard else {
                state.message = StatusMessage("the switcher is empty: launch an app from the home screen", isError: true)
                return
            }
            command = .tap(name)
        }
        if apply(command, atReal: real) {
            state.selectedCard = engine.device.frontApp ?? state.selectedCard
        }
    }

    /// ↑ on a card: swipe it away; the selection moves to the card that takes its place.
    func kill(atReal real: Double) {
        guard let name = state.selectedCard else { return }
        kill(name, atReal: real)
    }

    func kill(_ name: String, atReal real: Double) {
        let index = engine.switcherCards.firstIndex(of: name) ?? 0
        guard apply(.kill(name), atReal: real) else { return }
        let cards = engine.switcherCards
        state.selectedCard = cards.isEmpty ? nil : cards[min(index, cards.count - 1)]
    }

    private func scroll(by lines: Int) {
        if state.overlay == .help {
            let maxScroll = HelpOverlay.maxScroll(in: Rect(size: lastSize))
            state.helpScroll = min(max(0, state.helpScroll + lines), maxScroll)
            return
        }
        let query = EventQuery(filter: state.eventFilter)
        state.eventAnchor = query.scroll(in: engine.log, from: state.eventAnchor, by: lines, pageSize: eventPage)
    }

    private func nextTheme() {
        let warnings = themes.next()
        persist { $0.theme = themes.current }
        if let first = warnings.first {
            let more = warnings.count > 1 ? " (and \(warnings.count - 1) more)" : ""
            state.message = StatusMessage("theme \(themes.current): \(first)\(more)", isError: true)
        } else {
            state.message = StatusMessage("theme \(themes.current)")
        }
    }

    /// The settings overlay: ←/→ or Enter on the selected row.
    private func changeSetting(_ step: Int, atReal real: Double) {
        let rows = SettingsRow.rows(for: EngineSnapshot(engine))
        guard let row = rows[safe: state.settingsRow] else { return }
        let device = engine.device
        switch row {
        case .refresh:
            let all = RefreshSetting.allCases
            let index = all.firstIndex(of: device.refresh) ?? 0
            apply(.refresh(all[(index + step + all.count) % all.count]), atReal: real)
        case .lowPower:
            apply(.lowPower(!device.lowPower), atReal: real)
        case .app(let name):
            guard let app = engine.status(of: name) else { return }
            apply(.appRefresh(name, !app.refreshSwitch), atReal: real)
        }
    }
}
