import Lifecycle
import Support

/// The whole screen for one frame: status bar, app switcher, home screen, events and
/// footer, then the call or SMS sheet and any open overlay on top. A pure function of the
/// dashboard's state (its size, clock and theme included) and the engine snapshot.
public struct DashboardView {
    public var state: DeckState
    public var snapshot: EngineSnapshot

    public init(state: DeckState, snapshot: EngineSnapshot) {
        self.state = state; self.snapshot = snapshot
    }

    public func render() -> Canvas {
        let size = state.size, theme = state.theme
        var canvas = Canvas(size: size, style: theme.style(.base))
        let layout = state.layout(snapshot)
        guard layout.fits else {
            TooSmallView(size: size, minimum: ScreenLayout.minimum, theme: theme).draw(into: &canvas)
            return canvas
        }
        StatusBar(
            device: snapshot.device, clock: state.clock, catchingUp: state.catchingUp, inspector: state.inspector,
            themeName: state.themeName,
            log: state.files.log, recording: state.files.recording, savedRefresh: state.savedRefreshWarning(snapshot),
            factory: state.settings.factory,
            theme: theme, start: state.stageStart.time
        )
        .draw(in: layout.statusBar, into: &canvas)
        SwitcherView(snapshot: snapshot, state: state, layout: state.switcherLayout(layout, snapshot), theme: theme)
            .draw(in: layout.switcher, into: &canvas)
        HomeView(snapshot: snapshot, state: state, layout: state.homeLayout(layout, snapshot), theme: theme)
            .draw(in: layout.home, into: &canvas)
        if state.timelinePane.shown {
            TimelineView(state: state, now: snapshot.device.now, theme: theme).draw(
                in: state.timelineRect(layout, now: snapshot.device.now), into: &canvas)
        } else {
            EventPane(log: snapshot.log, state: state, appColumn: EventsLayout.appColumn(snapshot.apps), theme: theme)
                .draw(in: layout.events, into: &canvas)
        }
        if let play = state.play, let rect = layout.script {
            ScriptPane(play: play, now: snapshot.device.now, clock: state.clock, theme: theme).draw(in: rect, into: &canvas)
        }
        if let rect = layout.caption { CaptionView(lines: layout.captionLines, theme: theme).draw(in: rect, into: &canvas) }
        Footer(bindings: state.footerBindings(snapshot), message: state.message ?? state.timelineCursorLine, theme: theme)
            .draw(in: layout.footer, into: &canvas)
        let screen = Rect(size: size)
        let cards = state.switcherLayout(layout, snapshot).cards
        SheetView(device: snapshot.device, switcher: layout.switcher, cardsEnd: cards.last?.maxX ?? layout.switcher.x, theme: theme)
            .draw(in: screen, into: &canvas)
        switch state.overlay {
        case .help: HelpOverlay(scroll: state.helpScroll, theme: theme).draw(in: screen, into: &canvas)
        case .settings: SettingsOverlay(snapshot: snapshot, selectedRow: state.settingsRow, theme: theme).draw(in: screen, into: &canvas)
        case .palette:
            PaletteOverlay(field: state.palette.field, completions: state.paletteCompletions(snapshot), theme: theme)
                .draw(in: screen, into: &canvas)
        case .event(let event, let before):
            EventOverlay(
                event: event, before: before, start: state.stageStart.time,
                appDelegateCode: event.app.flatMap { snapshot.app($0) }?.appDelegateCodeIgnored ?? false, theme: theme
            )
            .draw(in: screen, into: &canvas)
        case .filter, nil: break
        }
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
