import Lifecycle

extension Role: CaseIterable {
    /// Every role, in the order theme files list them. A role added to `Role` must be added
    /// here too: `themeKey` will not compile without it, and the bundled-theme tests fail until
    /// every theme file names it.
    public static let allCases: [Role] =
        [
            .base, .muted, .statusBar, .statusBarAccent, .border, .title,
            .card, .cardSelected, .cardLifted, .cardSymbol, .snapshot,
        ]
        + AppState.allCases.map(Role.state)
        + [.barFill, .barEmpty, .barWarning, .switchOn, .switchOff]
        + EventKind.allCases.map(Role.event)
        + [.eventTime, .overlay, .overlayTitle, .overlaySelected, .input, .footer, .footerKey, .error]
        + TimelineRole.allCases.map(Role.timeline)

    /// The key naming this role under `roles:` in a theme file: the case's name, or
    /// `state.<AppState>` / `event.<EventKind>` / `timeline.<TimelineRole>` (`cardSelected`,
    /// `state.suspended`, `event.task`, `timeline.asleep`).
    public var themeKey: String {
        switch self {
        case .base: "base"
        case .muted: "muted"
        case .statusBar: "statusBar"
        case .statusBarAccent: "statusBarAccent"
        case .border: "border"
        case .title: "title"
        case .card: "card"
        case .cardSelected: "cardSelected"
        case .cardLifted: "cardLifted"
        case .cardSymbol: "cardSymbol"
        case .snapshot: "snapshot"
        case .state(let state): "state.\(state.rawValue)"
        case .barFill: "barFill"
        case .barEmpty: "barEmpty"
        case .barWarning: "barWarning"
        case .switchOn: "switchOn"
        case .switchOff: "switchOff"
        case .event(let kind): "event.\(kind.rawValue)"
        case .eventTime: "eventTime"
        case .overlay: "overlay"
        case .overlayTitle: "overlayTitle"
        case .overlaySelected: "overlaySelected"
        case .input: "input"
        case .footer: "footer"
        case .footerKey: "footerKey"
        case .error: "error"
        case .timeline(let role): "timeline.\(role.rawValue)"
        }
    }

    /// The role a theme file's key names, or nil.
    public init?(themeKey: String) {
        guard let role = Role.byThemeKey[themeKey] else { return nil }
        self = role
    }

    private static let byThemeKey = Dictionary(uniqueKeysWithValues: allCases.map { ($0.themeKey, $0) })
}
