/// The command palette (`:`): a line of the command language, completed with Tab, run with
/// Enter, with a history.
enum PaletteFeature: Feature {
    static let keys: [KeyBinding] = [
        KeyBinding([.enter], .run, in: .palette, "run the command", footer: "run"),
        KeyBinding([.tab], .complete, in: .palette, "complete the command, app name or value", footer: "complete"),
        KeyBinding([.up], .historyPrevious, in: .palette, "previous command in the history", footer: "history"),
        KeyBinding([.down], .historyNext, in: .palette, "next command in the history"),
        KeyBinding([.escape], .close, in: .palette, "close the palette", footer: "cancel"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        switch action {
        case .historyPrevious: .some(state.palette.history.isEmpty ? "no commands in the history yet" : nil)
        case .complete: .some(state.paletteCompletions(engine).isEmpty ? "nothing to complete" : nil)
        default: nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        switch action {
        case .palette:
            state.overlay = .palette
            state.palette.field = TextField()
            state.palette.historyIndex = nil
        case .run: return state.runPalette(context.engine)
        case .complete: state.completePalette(context.engine)
        case .historyPrevious: state.palette.browse(-1)
        case .historyNext: state.palette.browse(1)
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard state.overlay == .palette else { return }
        PaletteOverlay(field: state.palette.field, completions: state.paletteCompletions(snapshot), theme: state.theme)
            .draw(in: Rect(size: state.size), into: &canvas)
    }
}
