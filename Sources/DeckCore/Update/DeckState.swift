import Lifecycle
import Scenario
import Timeline

/// A region of the main screen; Tab moves the focus between them.
public enum Region: String, CaseIterable, Hashable, Sendable {
    case switcher, home, events

    var scope: Scope {
        switch self {
        case .switcher: .switcher
        case .home: .home
        case .events: .events
        }
    }
}

/// A line for the status line (shown in the footer until the next key).
public struct StatusMessage: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) { self.text = text; self.isError = isError }
}

/// A file the session writes (`--log FILE`, `--record FILE`): whether it is being written, and
/// why not when writing failed.
public enum FileStatus: Hashable, Sendable {
    /// No such option.
    case off
    case writing
    /// A write failed (why): the status bar says so (the status line gives the reason when it
    /// happens). The log stops for the rest of the session; the recording tries again, with
    /// everything, at the next command.
    case failed(String)
}

/// The event pane's own state (Update+Events.swift keeps it): where it is scrolled, the
/// selected event, the filter, and how it names events.
public struct EventPaneState: Hashable, Sendable {
    /// The sequence number of the newest event shown while scrolled back; nil while it follows
    /// the newest.
    public var anchor: Int?
    /// The selected event's sequence number; nil: the newest that matches the filter.
    public var cursor: Int?
    /// The event filter (`EventQuery` reads it).
    public var filter = TextField()
    /// How the pane names events (`u`): Xamarin.iOS's names or UIKit's.
    public var names: EventNames = .xamarin

    public init() {}
}

/// The timeline pane (`T`; Update+Timeline.swift keeps it): whether it is shown, its zoom, its
/// cursor and its legend.
public struct TimelinePane: Hashable, Sendable {
    /// `T`: the timeline is drawn in place of the event pane.
    public var shown = false
    /// `g` in the timeline: its last rows are a legend of the glyphs in view.
    public var legend = false
    /// The timeline's zoom: an index into `DeckState.timelineSteps`; 10 s a column at first
    /// (a quarter of an hour in view at 80 columns, a new column every 10 s at 1×).
    public var zoom = 3
    /// The timeline's cursor: an index into `timeline.events`; nil: no cursor, the timeline
    /// follows the clock.
    public var cursor: Int?

    public init() {}
}

/// The settings as the dashboard keeps them (Update+Settings.swift saves them): as last saved
/// or loaded, what is still to save, what the profile cannot show, whether they are saved at all.
public struct SettingsState: Hashable, Sendable {
    /// The settings as last saved (or loaded): a change is saved when the current ones differ.
    public var saved: Settings
    /// Settings changed in this session whose save has not succeeded yet: the next save
    /// writes them too.
    public var unsaved: Set<Settings.Key> = []
    /// `--factory`: the session started from factory settings and never writes settings.yaml.
    public var factory = false
    /// Saved settings this profile cannot show (Wi-Fi only on ios7), kept in settings.yaml as
    /// they are until the person changes that setting.
    public var hiddenByProfile: Set<Settings.Key> = []
    /// Apps whose Background App Refresh the saved settings turned off at the start; the
    /// status bar says so until a refresh setting is changed.
    public var refreshOff = 0

    public init(saved: Settings) { self.saved = saved }
}

/// The files the session writes and how the session began, for them: the `--log` and
/// `--record` files' status, the `--cast` markers, and the session's start (AppDeck's version,
/// the seed, the saved settings applied before it began). Update+Session.swift keeps them.
public struct SessionFiles: Hashable, Sendable {
    /// `--log FILE`: whether events are being appended.
    public var log: FileStatus = .off
    /// `--record FILE`: whether the session is being recorded, and why the last write failed.
    public var recording: FileStatus = .off
    /// `--cast FILE`: each `say` caption is marked in the cast.
    public var casting = false
    /// The session has started (its SessionStarted line is written): events go to the log from then.
    public var sessionStarted = false
    /// The saved settings applied at the start, as commands (the session's start, for the log
    /// and the recording).
    public var startSettings: [Command] = []
    /// AppDeck's version and the engine's seed, for the session's start.
    public var version = ""
    public var seed: UInt64 = 0

    public init() {}
}

/// Where the mouse button went down, and when (for double-clicks and drags).
public struct MousePress: Hashable, Sendable {
    var target: MouseTarget
    var x: Int
    var y: Int
    var time: Double
}

/// What a mouse press landed on.
public enum MouseTarget: Hashable, Sendable {
    case card(String)
    case home(Int)
    /// An event's row (or the rows of its details), by sequence number.
    case event(Int)
    /// The event pane elsewhere.
    case events
    case nothing
}

/// Everything the dashboard knows besides the simulated device: what is selected, scrolled
/// and open, the virtual clock, the screen size, the theme and the settings last saved.
/// The device itself lives in the engine; `update` reads it through an `EngineSnapshot` and
/// changes it only by returning `.apply` effects.
public struct DeckState: Hashable, Sendable {
    public var focus: Region = .switcher
    /// The selected switcher card, by app name (so it follows the app as cards reorder).
    public var selectedCard: String?
    /// The selected app of the home screen, as an index into the catalog.
    public var selectedHome = 0
    /// The card lifted by ↑: a second ↑ swipes it away, any other key puts it back.
    public var liftedCard: String?
    public var overlay: Overlay?
    public var inspector = true
    /// The event pane: where it is scrolled, the selected event, the filter, the names (`u`).
    public var eventPane = EventPaneState()
    /// The status line's message: shown until the next key.
    public var message: StatusMessage?
    public var palette = PaletteState()
    public var clock: SimClock
    /// The engine did not get where the clock is within the last frame's work: the clock
    /// holds, and the status bar says it is catching up.
    public var catchingUp = false
    /// The terminal's size, as last reported: layout, page sizes and hit-testing use it.
    public var size = Size(width: 80, height: 24)
    public var theme: Theme
    /// The theme's name (or the path it was loaded from), for the status bar and `t`.
    public var themeName: String
    /// The settings as last saved, what is left to save, and why some are not shown or saved.
    public var settings: SettingsState
    /// The files the session writes (`--log`, `--record`, `--cast`) and how it began.
    public var files = SessionFiles()
    /// Cards kept for a moment after the system ended their app (inspector mode draws them).
    public var ghosts: [Ghost] = []
    /// The caption of the last `say`, shown large until the next one (or a restart).
    public var caption: String?
    /// The script playing on stage (`appdeck play`), if any.
    public var play: PlayState?
    /// The last `skip`, shown in the status bar for a second of real time.
    public var skipped: SkipNote?
    /// Where the screen's time and events begin: the start, or the last `R` (restart); the
    /// log and the recording keep the session's one clock.
    public var stageStart = StageStart()
    /// Caption events logged since the stage started: the event pane of a play with captions
    /// leaves them out, and out of its count.
    var stageCaptions = 0
    /// `z` while a script plays: the events and the script pane get the screen, the home
    /// screen shrinks to a row of icons.
    public var zoomed = false
    var lastPress: MousePress?
    /// The dashboard's own trace of the session since it started: every event, compactly,
    /// however long the session (the engine's log keeps only the newest); the timeline `T`
    /// shows and `:export trace` writes come from it.
    public var trace = SessionTrace(limit: SessionTrace.dashboardLimit)
    /// The session as rows over time, built from every event since the start (`T` shows it).
    public var timeline: Timeline { trace.timeline }
    /// `T`: the timeline in place of the event pane, its zoom, cursor and legend.
    public var timelinePane = TimelinePane()
    /// The help's search (`/` in the help).
    public var helpSearch = HelpSearch()
    /// The letters typed on the home screen that select an app by its name's start.
    public var typeAhead = TypeAhead()
    /// The terminal takes ASCII only (`--ascii`, or a locale that is not UTF-8): the timeline
    /// draws its own ASCII glyphs, distinct for each run.
    public var asciiOnly = false
    /// The settings overlay's selected row as it was last seen: the selection stays on it when
    /// rows before it come or go (a request submitted or run meanwhile).
    public var settingsSelection: SettingsRow?

    /// `speed`: the clock's speed at the start (`--speed`; it is not saved).
    public init(
        settings: Settings, theme: Theme, themeName: String, realTime: Double, virtualTime: SimDuration,
        speed: Double = 1
    ) {
        self.settings = SettingsState(saved: settings)
        self.theme = theme
        self.themeName = themeName
        inspector = settings.inspector
        eventPane.names = settings.eventNames
        clock = SimClock(speed: speed, real: realTime, virtual: virtualTime)
    }

    /// The event filter's text.
    public var eventFilter: String { eventPane.filter.text }
}

extension DeckState {
    /// How far the help is scrolled: 0 unless it is open (setting it does nothing then).
    public internal(set) var helpScroll: Int {
        get { if case .help(let scroll) = overlay { scroll } else { 0 } }
        set { if overlay?.isHelp == true { overlay = .help(scroll: newValue) } }
    }

    /// The selected row of the settings: 0 unless they are open (setting it does nothing then).
    public internal(set) var settingsRow: Int {
        get { if case .settings(let row, _) = overlay { row } else { 0 } }
        set { if overlay?.isSettings == true { overlay = .settings(row: newValue) } }
    }
}

/// The moment the screen counts from: its clock shows the time since then, and the event pane
/// shows the events logged from then. Zero until `R` restarts a play.
public struct StageStart: Hashable, Sendable {
    /// The engine's time at the restart.
    public var time: SimDuration = .zero
    /// The sequence number of the first event logged from then.
    public var firstEvent = 0

    public init(time: SimDuration = .zero, firstEvent: Int = 0) { self.time = time; self.firstEvent = firstEvent }

    /// An engine time as the screen shows it.
    public func time(of engineTime: SimDuration) -> SimDuration { engineTime > time ? engineTime - time : .zero }
}
