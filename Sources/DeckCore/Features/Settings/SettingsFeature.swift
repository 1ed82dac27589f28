/// The Background App Refresh settings (`s`): a row selected with ↑/↓, its choice changed
/// with ←/→ or Enter; on a BG task request's or a held push's row, Enter shows every
/// condition that holds it (`SettingsWhyView`) and Esc comes back.
enum SettingsFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.up, c("k")], .selectUp, in: .settings, "previous setting", footer: "up"),
        KeyBinding([.down, c("j")], .selectDown, in: .settings, "next setting", footer: "down"),
        KeyBinding([.left, c("h")], .change(-1), in: .settings, "previous choice", footer: "previous"),
        KeyBinding([.right, c("l")], .change(1), in: .settings, "next choice", footer: "next"),
        KeyBinding([.enter, .space], .toggle, in: .settings, "toggle the switch or take the next choice", footer: "toggle"),
        KeyBinding([.escape, c("s"), c("q")], .close, in: .settings, "close the settings", footer: "close"),
        // MARK: - the settings overlay's requests (issue 35)
        KeyBinding(
            [.enter], .showWhy, in: .settingsRequest, "every condition that holds the request or push, in the hold order",
            footer: "why"),
        KeyBinding([.escape, .enter, c("q")], .closeWhy, in: .settingsWhy, "back to the settings", footer: "back"),
    ]

    /// What ←/→ and Enter say on a request's row.
    static let requestHasNoChoice = "a request or a held push has no choice to change: Enter shows what holds it"

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        guard case .settings(let row, let why) = state.overlay else { return nil }
        let rows = SettingsRow.rows(for: engine)
        switch action {
        case .selectUp: return .some(why == nil && row > 0 ? nil : "the first setting is selected")
        case .selectDown: return .some(why == nil && row < rows.count - 1 ? nil : "the last setting is selected")
        case .change, .toggle:
            return .some(rows[safe: row]?.hasKeysOfItsOwn == true ? requestHasNoChoice : nil)
        case .showWhy:
            return .some(rows[safe: row]?.hasKeysOfItsOwn == true ? nil : "only a request or a held push has conditions to show")
        default: return nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        let engine = context.engine
        switch action {
        case .settings:
            state.overlay = .settings(row: 0)
            state.settingsSelection = nil
        case .change(let step): return state.changeSetting(step, engine)
        case .toggle: return state.changeSetting(1, engine)
        case .selectUp, .selectDown:
            guard state.overlay?.isSettings == true else { return nil }
            let rows = SettingsRow.rows(for: engine)
            state.settingsRow = min(max(0, state.settingsRow + (action == .selectUp ? -1 : 1)), rows.count - 1)
            state.settingsSelection = rows[safe: state.settingsRow]
        case .showWhy:
            guard case .settings(let row, nil) = state.overlay, let selected = SettingsRow.rows(for: engine)[safe: row] else { return nil }
            state.overlay = .settings(row: row, why: selected)
        case .closeWhy:
            guard case .settings(let row, let why?) = state.overlay else { return nil }
            state.overlay = .settings(row: SettingsRow.rows(for: engine).firstIndex(of: why) ?? row)
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard case .settings(_, let why) = state.overlay else { return }
        if let why {
            SettingsWhyView(snapshot: snapshot, row: why, theme: state.theme).draw(in: Rect(size: state.size), into: &canvas)
            return
        }
        SettingsOverlay(snapshot: snapshot, selectedRow: state.settingsRow, theme: state.theme)
            .draw(in: Rect(size: state.size), into: &canvas)
    }

    static func cover(_ state: DeckState, _ snapshot: EngineSnapshot) -> Rect? {
        guard case .settings(_, nil) = state.overlay else { return nil }
        return SettingsOverlay(snapshot: snapshot, selectedRow: state.settingsRow, theme: state.theme).rect(in: Rect(size: state.size))
    }
}

extension DeckState {
    /// The scope of the settings overlay's selected row, when it has keys of its own (a
    /// request's: Enter shows why it waits).
    func settingsRowScope(_ engine: EngineSnapshot) -> Scope? {
        guard case .settings(let row, nil) = overlay, SettingsRow.rows(for: engine)[safe: row]?.hasKeysOfItsOwn == true else {
            return nil
        }
        return .settingsRequest
    }

    /// After every message: the selection stays on the row it was on when rows before it came
    /// or went (a request submitted, run or dropped meanwhile), and within the rows.
    mutating func keepSettingsSelection(_ engine: EngineSnapshot) {
        guard case .settings(let row, let why) = overlay else {
            settingsSelection = nil
            return
        }
        let rows = SettingsRow.rows(for: engine)
        if let kept = settingsSelection, rows[safe: row] != kept, let index = rows.firstIndex(of: kept) {
            overlay = .settings(row: index, why: why)
        } else if row >= rows.count {
            overlay = .settings(row: max(0, rows.count - 1), why: why)
        }
        settingsSelection = rows[safe: settingsRow]
    }
}
