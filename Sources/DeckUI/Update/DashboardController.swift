import Lifecycle

/// The dashboard's update side: turns input into Commands for the engine or changes of its
/// own view state, moves the engine along the virtual clock, keeps the settings file up to
/// date, and hands the run loop a view to draw. It holds no lifecycle rule: every change to
/// the simulated device goes through `engine.apply`.
public final class DashboardController {
    public let engine: Engine
    public internal(set) var state = DeckState()
    public internal(set) var clock: SimClock
    public internal(set) var settings: Settings
    public var themes: ThemeCycle
    /// Set by q, Ctrl-C or the quit action.
    public internal(set) var quitRequested = false

    let store: SettingsStore?
    /// Receives every event the engine logs, in order, in batches (for `--log FILE`).
    let eventSink: (([Event]) -> Void)?
    /// Events logged since the sink was last given any (the engine's bounded log may drop
    /// old events; these are kept until handed on).
    var unsentEvents: [Event] = []
    /// The last size drawn, for finding what the mouse points at.
    var lastSize = Size(width: 80, height: 24)
    var lastPress: Press?
    /// The size of one page of the event pane, as last drawn.
    var eventPage = 10

    /// Where the mouse button went down, and when (for double-clicks and drags).
    struct Press {
        var target: MouseTarget
        var x: Int
        var y: Int
        var time: Double
    }

    /// Starts the dashboard over `engine`: applies the saved settings the engine's profile
    /// supports, and shows `message` (a settings or theme problem) in the status line.
    public init(engine: Engine, settings: Settings, store: SettingsStore?, themes: ThemeCycle,
                realTime: Double, message: StatusMessage? = nil, eventSink: (([Event]) -> Void)? = nil) {
        self.engine = engine
        self.settings = settings
        self.store = store
        self.themes = themes
        self.eventSink = eventSink
        clock = SimClock(speed: settings.speed, real: realTime, virtual: engine.now)
        state.inspector = settings.inspector
        state.message = message
        if eventSink != nil { engine.onEvent = { [unowned self] event in unsentEvents.append(event) } }
        applySavedSettings()
        reconcileSelection()
        flushEvents()
    }

    /// Moves the engine to the virtual clock's time.
    public func tick(atReal real: Double) {
        let target = clock.virtualTime(atReal: real)
        if target > engine.now { engine.advance(to: target) }
        reconcileSelection()
        flushEvents()
    }

    /// Real seconds the run loop may wait for input before it must draw again; nil while
    /// time is paused (nothing changes until a key). At most ten frames a second.
    public func nextWake(atReal real: Double) -> Double? {
        clock.realDelayToNextSecond(atReal: real).map { max(0.1, $0) }
    }

    /// What the screen shows now.
    public func view() -> DashboardView {
        let snapshot = EngineSnapshot(engine)
        return DashboardView(snapshot: snapshot, state: state, clock: clock, theme: themes.theme,
                             themeName: themes.current, completions: paletteCompletions())
    }

    /// The frame for a terminal of `size`.
    public func render(size: Size) -> Canvas {
        lastSize = size
        let layout = ScreenLayout(size: size, appCount: engine.catalog.count)
        eventPage = max(1, EventPane.pageSize(of: layout.events))
        return view().render(size: size)
    }

    /// Handles one input event at a real instant.
    public func handle(_ event: InputEvent, atReal real: Double) {
        switch event {
        case .key(let key): handle(key: key, atReal: real)
        case .mouse(let mouse): handle(mouse: mouse, atReal: real)
        case .resize: break
        case .paste(let text): paste(text)
        }
        reconcileSelection()
        flushEvents()
    }

    /// Applies a command to the engine; a refusal goes to the status line. True when it
    /// was carried out.
    @discardableResult
    func apply(_ command: Command, atReal real: Double) -> Bool {
        do {
            try engine.apply(command)
        } catch {
            state.message = StatusMessage(error.description, isError: true)
            return false
        }
        clock.catchUp(to: engine.now, atReal: real)
        if case .profile(let profile) = command { persist { $0.profile = profile } } else { persist() }
        return true
    }

    /// Keeps the selected card on a card that exists.
    func reconcileSelection() {
        let cards = engine.switcherCards
        if let selected = state.selectedCard, cards.contains(selected) { return }
        state.selectedCard = cards.first
    }

    /// Hands new events to the sink.
    func flushEvents() {
        guard let eventSink, !unsentEvents.isEmpty else { return }
        eventSink(unsentEvents)
        unsentEvents.removeAll(keepingCapacity: true)
    }

    /// The app the app keys (r, f, p) act on: the home screen's selection when it has the
    /// focus, otherwise the selected card.
    var selectedApp: String? {
        state.focus == .home ? engine.catalog[safe: state.selectedHome]?.name : state.selectedCard
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
