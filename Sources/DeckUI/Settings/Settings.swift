import Lifecycle

/// What a person changes in the dashboard and expects to find again next time
/// (DESIGN.md "State on disk"). Kept in `settings.yaml`. The speed is not among them: each
/// session starts at 1× (or `--speed N`).
public struct Settings: Hashable, Sendable {
    /// The profile to start with; nil: the default (ios7). `--profile` wins over it.
    public var profile: Profile?
    /// The theme's name or path; nil: the default. `--theme` and APPDECK_THEME win over it.
    public var theme: String?
    /// Inspector mode (states, tasks, budgets) rather than faithful mode.
    public var inspector: Bool
    public var lowPowerMode: Bool
    /// The global Background App Refresh setting.
    public var backgroundAppRefresh: RefreshSetting
    /// Each app's own Background App Refresh switch, by app name.
    public var appRefresh: [String: Bool]

    public init(profile: Profile? = nil, theme: String? = nil, inspector: Bool = true,
                lowPowerMode: Bool = false, backgroundAppRefresh: RefreshSetting = .on,
                appRefresh: [String: Bool] = [:]) {
        self.profile = profile; self.theme = theme; self.inspector = inspector
        self.lowPowerMode = lowPowerMode; self.backgroundAppRefresh = backgroundAppRefresh
        self.appRefresh = appRefresh
    }

    /// A fresh install's settings.
    public static let defaults = Settings()
}
