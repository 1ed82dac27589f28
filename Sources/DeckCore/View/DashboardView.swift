import Lifecycle
import Support

/// The whole screen for one frame: status bar, app switcher, home screen, events and
/// footer, then the call or SMS sheet and any open overlay on top. A pure function of the
/// dashboard's state (its size, clock and theme included) and the engine snapshot.
public struct DashboardView {
    public var state: DeckState
    public var snapshot: EngineSnapshot
    /// Nothing is drawn under an overlay that says ahead what it fills (off: every pane is
    /// drawn whole, then covered; the frame is the same, a test compares them).
    var skipsWhatOverlaysHide = true

    public init(state: DeckState, snapshot: EngineSnapshot) {
        self.state = state; self.snapshot = snapshot
    }

    public func render() -> Canvas {
        let size = state.size, theme = state.theme
        var canvas = Canvas(size: size, style: theme.style(.base))
        let layout = state.layout(snapshot)
        let held = state.playHeldBySize(snapshot)
        // Below the minimum, or too short for a play's captions: what size it needs.
        guard layout.fits, layout.captionsFit || !held else {
            let minimum = layout.fits ? state.sizeForCaptions(snapshot) : ScreenLayout.minimum
            TooSmallView(size: size, minimum: minimum, playing: held, theme: theme).draw(into: &canvas)
            return canvas
        }
        // Nothing is drawn under an overlay that hides it: the overlay fills its rectangle first.
        if skipsWhatOverlaysHide {
            canvas.covered = Features.cover(state, snapshot).map {
                Rect(x: $0.x + 1, y: $0.y, width: max(0, $0.width - 2), height: $0.height)
            }
        }
        StatusBar(
            device: snapshot.device, clock: state.clock, catchingUp: state.catchingUp, inspector: state.inspector,
            themeName: state.themeName,
            log: state.files.log, recording: state.files.recording, savedRefresh: state.savedRefreshWarning(snapshot),
            factory: state.settings.factory,
            theme: theme, start: state.stageStart.time, skipped: state.skipped?.text, playEnd: state.play?.endText,
            heldBySize: state.playHeldBySize(snapshot)
        )
        .draw(in: layout.statusBar, into: &canvas)
        for pane in Features.panes { pane.draw(state, snapshot, layout, into: &canvas) }
        Footer(bindings: state.footerBindings(snapshot), message: state.message ?? state.timelineCursorLine, theme: theme)
            .draw(in: layout.footer, into: &canvas)
        let screen = Rect(size: size)
        let cards = state.switcherLayout(layout, snapshot).cards
        SheetView(device: snapshot.device, switcher: layout.switcher, cardsEnd: cards.last?.maxX ?? layout.switcher.x, theme: theme)
            .draw(in: screen, into: &canvas)
        canvas.covered = nil
        for overlay in Features.overlays { overlay.draw(state, snapshot, layout, into: &canvas) }
        return canvas
    }

    // The layouts under the view's name (the tests read them so).
    public static func switcherLayout(_ layout: ScreenLayout, _ snapshot: EngineSnapshot, _ state: DeckState) -> SwitcherLayout {
        state.switcherLayout(layout, snapshot)
    }

    public static func homeLayout(_ layout: ScreenLayout, _ snapshot: EngineSnapshot, _ state: DeckState) -> HomeLayout {
        state.homeLayout(layout, snapshot)
    }
}
