/// The help (`?`): its keys scroll it, `/` searches it (`HelpSearch`); Esc closes it.
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
        KeyBinding([c("/")], .searchHelp, in: .help, "search the help (scrolls to the first match)", footer: "search"),
        KeyBinding([c("n")], .nextMatch, in: .help, "the next match of the search", footer: "next match"),
        KeyBinding([c("N")], .previousMatch, in: .help, "the previous match of the search"),
        KeyBinding([.enter], .keepSearch, in: .helpSearch, "keep the search: n and N go to its matches", footer: "keep"),
        KeyBinding([.escape], .clearSearch, in: .helpSearch, "clear the search", footer: "clear"),
    ]

    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        guard state.overlay?.isHelp == true else { return nil }
        switch action {
        case .scrollUp, .pageUp: return .some(state.helpScroll > 0 ? nil : "the top of the help")
        case .scrollDown, .pageDown: return .some(state.helpScroll < state.helpMaxScroll ? nil : "the end of the help")
        case .scrollToEnd: return .some(nil)
        case .nextMatch, .previousMatch: return .some(state.helpSearch.text.isEmpty ? "no search: / searches the help" : nil)
        default: return nil
        }
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        if action == .help {
            state.overlay = .help(scroll: 0)
            state.helpSearch = HelpSearch()
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
        case .searchHelp: state.helpSearch = HelpSearch(typing: true)
        case .keepSearch: state.helpSearch.typing = false
        case .clearSearch: state.helpSearch = HelpSearch()
        case .nextMatch: state.showMatch(from: state.helpScroll + 1, forward: true)
        case .previousMatch: state.showMatch(from: state.helpScroll - 1, forward: false)
        default: return nil
        }
        return []
    }

    private static func scroll(_ state: inout DeckState, by lines: Int) {
        state.helpScroll = min(max(0, state.helpScroll + lines), state.helpMaxScroll)
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        guard state.overlay?.isHelp == true else { return }
        let screen = Rect(size: state.size)
        HelpOverlay(scroll: state.helpScroll, theme: state.theme).draw(in: screen, into: &canvas)
        HelpSearchView(search: state.helpSearch, theme: state.theme).draw(in: HelpLayout.box(in: screen).rect, into: &canvas)
    }
}
