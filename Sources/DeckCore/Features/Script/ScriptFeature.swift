import Lifecycle

/// A script playing on stage (`appdeck play`): its pane, its caption, and its keys (`n`, `N`,
/// `R` twice, `z`, `q` twice).
enum ScriptFeature: Feature {
    private static func c(_ character: Character) -> Key { .character(character) }

    static let keys: [KeyBinding] = [
        KeyBinding([c("n")], .playStep, in: .play, "run the script's next line now (a wait ends at once)", footer: "step"),
        KeyBinding([c("N")], .playToCaption, in: .play, "run the script now up to its next say or pause", footer: "to caption"),
        KeyBinding(
            [c("R")], .restart, in: .play, "restart the script from the top on a fresh device (asks first)",
            footer: "restart"),
        KeyBinding(
            [c("R")], .restart, in: .restarting, "restart: reset the device and play from the top",
            footer: "again to restart"),
        KeyBinding([.escape], .cancelConfirmation, in: .restarting, "keep playing (any other key does too)", footer: "cancel"),
        KeyBinding(
            [c("z")], .zoom, in: .play, "give the screen to the events and the script (apps as icons), or back",
            footer: "zoom"),
        KeyBinding([c("z")], .zoom, in: .zoomed, "back from the zoom: the home list and the events as before", footer: "unzoom"),
        KeyBinding([c("q")], .quitPlay, in: .play, "quit (asks first while the script plays)", footer: "quit"),
        KeyBinding([c("q")], .quit, in: .quitting, "quit: the play ends here", footer: "again to quit"),
        KeyBinding([.escape], .cancelConfirmation, in: .quitting, "keep playing (any other key does too)", footer: "cancel"),
    ]

    /// `z` where the zoom would give nothing (80×24: the play already gives the events the
    /// width and the home screen one row, and no script pane fits): it says so, and the footer
    /// does not offer it.
    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        guard action == .zoom else { return nil }
        guard !state.zoomed else { return .some(nil) }
        var zoomed = state
        zoomed.zoomed = true
        guard zoomed.layout(engine) == state.layout(engine) else { return .some(nil) }
        return "z gives nothing more at this size: the events have the width already"
    }

    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        switch action {
        case .playStep, .playToCaption, .restart, .quitPlay: return state.performPlay(action, context)
        case .zoom: state.zoomed.toggle()
        case .cancelConfirmation: state.cancelConfirmation()
        default: return nil
        }
        return []
    }

    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas) {
        let theme = state.theme
        if let play = state.play, let rect = layout.script {
            ScriptPane(play: play, now: snapshot.device.now, clock: state.clock, theme: theme).draw(in: rect, into: &canvas)
        }
        if let rect = layout.caption { CaptionView(lines: layout.captionLines, theme: theme).draw(in: rect, into: &canvas) }
    }
}
