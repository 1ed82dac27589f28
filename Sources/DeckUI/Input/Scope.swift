/// Where a key binding applies: a region of the main screen or an open overlay.
public enum Scope: String, CaseIterable, Hashable, Sendable {
    /// Always, even over an overlay.
    case everywhere
    /// The main screen, whichever region has the focus.
    case main
    case switcher, home, events
    case help, settings, palette, filter
    /// The call sheet while the phone rings, and during the call.
    case ringing, onCall
    /// The SMS alert sheet.
    case sms

    /// The heading of the scope's section in the help overlay.
    public var title: String {
        switch self {
        case .everywhere: "Everywhere"
        case .main: "Main screen"
        case .switcher: "App switcher"
        case .home: "Home screen"
        case .events: "Events"
        case .help: "Help"
        case .settings: "Background App Refresh settings"
        case .palette: "Command palette"
        case .filter: "Event filter"
        case .ringing: "Incoming call"
        case .onCall: "During a call"
        case .sms: "SMS alert"
        }
    }

    /// Scopes whose unbound printable keys are typed as text.
    public var takesText: Bool { self == .palette || self == .filter }
}
