/// The Background App Refresh settings (`s`): a row selected with ↑/↓, its choice changed
/// with ←/→ or Enter.
enum SettingsFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.up, c("k")], .selectUp, in: .settings, "previous setting", footer: "up"),
        KeyBinding([.down, c("j")], .selectDown, in: .settings, "next setting", footer: "down"),
        KeyBinding([.left, c("h")], .change(-1), in: .settings, "previous choice"),
        KeyBinding([.right, c("l")], .change(1), in: .settings, "next choice"),
        KeyBinding([.enter, .space], .toggle, in: .settings, "toggle the switch or take the next choice", footer: "toggle"),
        KeyBinding([.escape, c("s"), c("q")], .close, in: .settings, "close the settings", footer: "close"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        guard state.overlay?.isSettings == true else { return nil }
        switch action {
        case .selectUp: return .some(state.settingsRow > 0 ? nil : "the first setting is selected")
        case .selectDown:
            return .some(state.settingsRow < SettingsRow.rows(for: engine).count - 1 ? nil : "the last setting is selected")
        default: return nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        let engine = context.engine
        switch action {
        case .settings: state.overlay = .settings(row: 0)
        case .change(let step): return state.changeSetting(step, engine)
        case .toggle: return state.changeSetting(1, engine)
        case .selectUp, .selectDown:
            guard state.overlay?.isSettings == true else { return nil }
            let rows = SettingsRow.rows(for: engine)
            state.settingsRow = min(max(0, state.settingsRow + (action == .selectUp ? -1 : 1)), rows.count - 1)
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard state.overlay?.isSettings == true else { return }
        SettingsOverlay(snapshot: snapshot, selectedRow: state.settingsRow, theme: state.theme)
            .draw(in: Rect(size: state.size), into: &canvas)
    }
}
