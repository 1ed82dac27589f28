/// The theme the dashboard starts with — `--theme`, then APPDECK_THEME, then settings.yaml,
/// then the default — and the themes `t` cycles through: the library's, bundled and the
/// user's. A theme that cannot be loaded is a status-line warning and the default is used.
struct ThemeSetup {
    var cycle: ThemeCycle
    var warning: String?

    init(requested: String?, saved: String?, environment: [String: String]) {
        let library = ThemeLibrary(userDirectory: ConfigDirectory.userThemeDirectory(environment: environment))
        let resolved = library.resolve(ThemeSelection(option: requested, environment: environment["APPDECK_THEME"], settings: saved))
        warning = resolved.statusMessage
        cycle = ThemeCycle(names: { library.entries.map(\.name) }, current: resolved.theme.name, theme: resolved.theme) { name in
            do {
                let (theme, warnings) = try library.load(name)
                return (theme, warnings.map(\.description))
            } catch {
                return (.standard, ["\(error)"])
            }
        }
    }
}
