import Lifecycle

/// What a person changes in the dashboard and expects to find again next time
/// (DESIGN.md "State on disk"). Kept in `settings.yaml`.
public struct Settings: Hashable, Sendable {
    /// The profile to start with; nil: the default (ios7). `--profile` wins over it.
    public var profile: Profile?
    /// The theme's name or path; nil: the default. `--theme` and APPDECK_THEME win over it.
    public var theme: String?
    /// Inspector mode (states, tasks, budgets) rather than faithful mode.
    public var inspector: Bool
    /// The virtual clock's speed, one of SimClock.speeds.
    public var speed: Int64
    public var lowPowerMode: Bool
    /// The global Background App Refresh setting.
    public var backgroundAppRefresh: RefreshSetting
    /// Each app's own Background App Refresh switch, by app name.
    public var appRefresh: [String: Bool]

    public init(profile: Profile? = nil, theme: String? = nil, inspector: Bool = true, speed: Int64 = 1,
                lowPowerMode: Bool = false, backgroundAppRefresh: RefreshSetting = .on,
                appRefresh: [String: Bool] = [:]) {
        self.profile = profile; self.theme = theme; self.inspector = inspector; self.speed = speed
        self.lowPowerMode = lowPowerMode; self.backgroundAppRefresh = backgroundAppRefresh
        self.appRefresh = appRefresh
    }

    /// A fresh install's settings.
    public static let defaults = Settings()
}
