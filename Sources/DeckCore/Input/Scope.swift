/// Where a key binding applies: a region of the main screen or an open overlay.
public enum Scope: String, CaseIterable, Hashable, Sendable {
    /// Always, even over an overlay.
    case everywhere
    /// The main screen, whichever region has the focus, also while a call or SMS sheet shows.
    case main
    /// The main screen with nothing over it: no overlay, no call or SMS sheet.
    case mainScreen
    /// The main screen while the device is locked.
    case locked
    case switcher, home, events
    /// The timeline, shown (`T`) in place of the events while that region has the focus.
    case timeline
    /// A switcher card lifted by ↑, waiting for a second ↑.
    case lifted
    case help, settings, palette, filter
    /// The text fields: the palette's line, the filter and the help's search.
    case textField
    /// One event shown in full (Enter on an event).
    case event
    /// The call sheet while the phone rings, and during the call.
    case ringing, onCall
    /// The SMS alert sheet.
    case sms
    /// A script playing on stage (`appdeck play`).
    case play
    /// A playing script with the screen zoomed (`z`): `z` goes back.
    case zoomed
    /// `R` was pressed once: it waits for `R` again.
    case restarting
    /// `q` was pressed once while a script plays: it waits for `q` again.
    case quitting
    // MARK: - stage (issue 36)
    /// The help's search field (`/` in the help), while it is typed.
    case helpSearch
    // MARK: - the settings overlay's requests (issue 35)
    /// A BG task request or a held push selected in the settings overlay: Enter shows why it waits.
    case settingsRequest
    /// The list of what holds a request or a held push, opened from the settings overlay.
    case settingsWhy

    /// The heading of the scope's section in the help overlay.
    public var title: String {
        switch self {
        case .everywhere: "Everywhere"
        case .main: "Main screen"
        case .mainScreen: "Main screen, nothing over it"
        case .locked: "The device locked"
        case .switcher: "App switcher"
        case .home: "Home screen"
        case .events: "Events"
        case .timeline: "Timeline"
        case .lifted: "A lifted card"
        case .help: "Help"
        case .settings: "Background App Refresh settings"
        case .palette: "Command palette"
        case .filter: "Event filter"
        case .textField: "Typing (palette, filter, help search)"
        case .event: "An event in full"
        case .ringing: "Incoming call"
        case .onCall: "During a call"
        case .sms: "SMS alert"
        case .play: "A playing script (appdeck play, appdeck demo)"
        case .zoomed: "A playing script, zoomed"
        case .restarting: "Restarting the script"
        case .quitting: "Quitting while the script plays"
        case .helpSearch: "Searching the help"
        case .settingsRequest: "A request or a held push in the settings"
        case .settingsWhy: "Why a request or a held push waits"
        }
    }

    /// Scopes whose unbound printable keys are typed as text.
    public var takesText: Bool { self == .palette || self == .filter || self == .helpSearch }
}
