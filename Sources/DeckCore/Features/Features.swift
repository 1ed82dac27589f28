import Lifecycle

/// A feature of the dashboard, an overlay or a pane, as one slice: its key rows, when its
/// actions would not work, what they do, and how it draws. `Features` registers them; the
/// binding table, the key dispatch (`whyNot`, `perform`) and `DashboardView` go through them.
/// Each answers only for what is its own in the current state (an overlay while it is open, a
/// pane while it has the focus) and nil otherwise, so the first answer is the one.
protocol Feature {
    /// The rows of its own scopes, in the order the help and the footer list them.
    static var keys: [KeyBinding] { get }
    /// Why `action` would not work now, when the answer is this feature's (the outer nil: it
    /// is not; `.some(nil)`: it would work).
    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String??
    /// Carries out `action` when it is this feature's; nil when it is not.
    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]?
    /// Draws it where the layout puts it, when it shows.
    static func draw(_ state: DeckState, _ snapshot: EngineSnapshot, _ layout: ScreenLayout, into canvas: inout Canvas)
    /// The rectangle an open overlay fills whole before it draws, when it is known ahead:
    /// nothing under it is drawn (`Canvas.covered`). Nil: not this feature's, or not known.
    static func cover(_ state: DeckState, _ snapshot: EngineSnapshot) -> Rect?
}

extension Feature {
    static var keys: [KeyBinding] { [] }
    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? { nil }
    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? { nil }
    static func cover(_ state: DeckState, _ snapshot: EngineSnapshot) -> Rect? { nil }
}

/// The registry: every feature, once. A new overlay or pane is one line here.
enum Features {
    /// The panes, in the order they are drawn (the timeline and the events share a place:
    /// one of them draws, and the timeline answers first for the keys they share).
    static var panes: [any Feature.Type] {
        [SwitcherFeature.self, HomeFeature.self, TimelineFeature.self, EventsFeature.self, ScriptFeature.self]
    }

    /// The overlays, drawn over everything (at most one is open) and asked first.
    static var overlays: [any Feature.Type] {
        [HelpFeature.self, SettingsFeature.self, PaletteFeature.self, EventDetailFeature.self]
    }

    static var all: [any Feature.Type] { overlays + panes }

    /// What the open overlay fills whole, if it says ahead.
    static func cover(_ state: DeckState, _ snapshot: EngineSnapshot) -> Rect? {
        for overlay in overlays { if let rect = overlay.cover(state, snapshot) { return rect } }
        return nil
    }

    /// The first feature's answer to `whyNot`, if one answers.
    static func whyNot(_ action: Action, _ state: DeckState, _ engine: EngineSnapshot) -> String?? {
        for feature in all { if let answer = feature.whyNot(action, state, engine) { return answer } }
        return nil
    }

    /// The first feature that carries out `action`, its effects.
    static func perform(_ action: Action, _ state: inout DeckState, _ context: UpdateContext) -> [Effect]? {
        for feature in all { if let effects = feature.perform(action, &state, context) { return effects } }
        return nil
    }
}

/// An overlay that takes the keys while it is open, with what is its own: where the help is
/// scrolled, which setting is selected (both start at 0 each time it opens).
public enum Overlay: Hashable, Sendable {
    /// The help, scrolled this many lines down.
    case help(scroll: Int)
    /// The settings, with this row selected; `why`: the request whose holds are shown over
    /// them (Enter on a request's row), nil while the rows show.
    case settings(row: Int, why: SettingsRow? = nil)
    case palette
    case filter
    /// One event in full, with its app's state before it (nil for a device event).
    case event(Event, before: AppState?)

    var scope: Scope {
        switch self {
        case .help: .help
        case .settings(_, let why): why == nil ? .settings : .settingsWhy
        case .palette: .palette
        case .filter: .filter
        case .event: .event
        }
    }

    /// A text field is open: its keys are typed, and time stands still meanwhile.
    var takesText: Bool { scope.takesText }

    public var isHelp: Bool { if case .help = self { true } else { false } }
    public var isSettings: Bool { if case .settings = self { true } else { false } }
}
