import DeckCore

/// The theme the dashboard starts with — `--theme`, then APPDECK_THEME, then settings.yaml,
/// then the default — from the library `t` cycles through (bundled themes and the user's).
/// A theme that cannot be loaded is a status-line warning and the default is used.
struct ThemeSetup {
    var library: ThemeLibrary
    var theme: Theme
    var name: String
    var warning: String?

    init(requested: String?, saved: String?, environment: [String: String]) {
        library = ThemeLibrary(userDirectory: ConfigDirectory.userThemeDirectory(environment: environment))
        let resolved = library.resolve(ThemeSelection(option: requested, environment: environment["APPDECK_THEME"], settings: saved))
        warning = resolved.statusMessage
        theme = resolved.theme
        name = resolved.theme.name
    }
}
