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

/// An overlay that takes the keys while it is open.
public enum Overlay: Hashable, Sendable {
    case help
    case settings
    case palette
    case filter

    var scope: Scope {
        switch self {
        case .help: .help
        case .settings: .settings
        case .palette: .palette
        case .filter: .filter
        }
    }
}

/// A line for the status line (shown in the footer until the next key).
public struct StatusMessage: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) { self.text = text; self.isError = isError }
}

/// The dashboard's own state: what is selected, scrolled, open. Everything about the
/// simulated device lives in the engine; this holds only how it is being looked at.
public struct DeckState: Hashable, Sendable {
    public var focus: Region = .switcher
    /// The selected switcher card, by app name (so it follows the app as cards reorder).
    public var selectedCard: String?
    /// The selected app of the home screen, as an index into the catalog.
    public var selectedHome = 0
    public var overlay: Overlay?
    public var inspector = true
    public var message: StatusMessage?
    /// The event pane: the sequence number of the newest event shown while scrolled back;
    /// nil while it follows the newest.
    public var eventAnchor: Int?
    /// Events shown are those whose app or name contains this (ignoring case).
    public var eventFilter = ""
    public var helpScroll = 0
    public var settingsRow = 0
    public var palette = PaletteState()

    public init() {}
}
