/// The help (`?`): its keys scroll it; Esc closes it.
enum HelpFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([.up, c("k")], .scrollUp, in: .help, "scroll up"),
        KeyBinding([.down, c("j")], .scrollDown, in: .help, "scroll down"),
        KeyBinding([.pageUp], .pageUp, in: .help, "a page up"),
        KeyBinding([.pageDown, .space], .pageDown, in: .help, "a page down"),
        KeyBinding([.home], .scrollToTop, in: .help, "the top"),
        KeyBinding([.end], .scrollToEnd, in: .help, "the end"),
        KeyBinding([.escape, c("?"), c("q"), .function(1)], .close, in: .help, "close the help", footer: "close"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        guard state.overlay?.isHelp == true else { return nil }
        switch action {
        case .scrollUp, .pageUp: return .some(state.helpScroll > 0 ? nil : "the top of the help")
        case .scrollDown, .pageDown: return .some(state.helpScroll < state.helpMaxScroll ? nil : "the end of the help")
        case .scrollToEnd: return .some(nil)
        default: return nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        if action == .help {
            state.overlay = .help(scroll: 0)
            return []
        }
        guard state.overlay?.isHelp == true else { return nil }
        let page = max(1, HelpLayout.visibleRows(in: Rect(size: state.size)))
        switch action {
        case .scrollUp: scroll(&state, by: -1)
        case .scrollDown: scroll(&state, by: 1)
        case .pageUp: scroll(&state, by: -page)
        case .pageDown: scroll(&state, by: page)
        case .scrollToTop: state.helpScroll = 0
        case .scrollToEnd: state.helpScroll = state.helpMaxScroll
        default: return nil
        }
        return []
    }

    private static func scroll(_ state: inout DeckState, by lines: Int) {
        state.helpScroll = min(max(0, state.helpScroll + lines), state.helpMaxScroll)
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard state.overlay?.isHelp == true else { return }
        HelpOverlay(scroll: state.helpScroll, theme: state.theme).draw(in: Rect(size: state.size), into: &canvas)
    }
}
