import Lifecycle
import Scenario

/// What a person changes in the dashboard and expects to find again next time
/// (DeckUI.docc/FilesOnDisk.md). Kept in `settings.yaml`. The speed is not among them: each
/// session starts at 1× (or `--speed N`).
public struct Settings: Hashable, Sendable {
    /// The profile to start with; nil: the default (ios7). `--profile` wins over it.
    public var profile: Profile?
    /// The theme's name or path; nil: the default. `--theme` and APPDECK_THEME win over it.
    public var theme: String?
    /// Inspector mode (states, tasks, budgets) rather than faithful mode.
    public var inspector: Bool
    /// The event pane names events as Xamarin.iOS does or as UIKit does (`u`).
    public var eventNames: EventNames
    public var lowPowerMode: Bool
    /// The global Background App Refresh setting.
    public var backgroundAppRefresh: RefreshSetting
    /// Each app's own Background App Refresh switch, by app name.
    public var appRefresh: [String: Bool]
    /// The device's push budget (§11.5, `push-budget N|off`): background pushes per app per
    /// rolling hour; nil: off.
    public var pushBudget: Int?
    /// The device's widget budget (§11.7, `widget-budget N|off`): counted reloads per widget per
    /// rolling 24 hours; nil: off.
    public var widgetBudget: Int? = Limits.widgetBudget
    /// The device's Live Activity budget (§11.8, `activity-budget N|off`): priority-10
    /// ActivityKit pushes per app per rolling hour; nil: off.
    public var activityBudget: Int? = Limits.activityBudget

    public init(
        profile: Profile? = nil, theme: String? = nil, inspector: Bool = true, eventNames: EventNames = .xamarin,
        lowPowerMode: Bool = false, backgroundAppRefresh: RefreshSetting = .on,
        appRefresh: [String: Bool] = [:], pushBudget: Int? = Limits.pushBudget
    ) {
        self.profile = profile; self.theme = theme; self.inspector = inspector; self.eventNames = eventNames
        self.lowPowerMode = lowPowerMode; self.backgroundAppRefresh = backgroundAppRefresh
        self.appRefresh = appRefresh
        self.pushBudget = pushBudget
    }

    /// A fresh install's settings.
    public static let defaults = Settings()
}

extension Settings {
    /// One setting as the file keeps it: a key, or one app's refresh switch. A save writes
    /// the keys a session changed over what is on disk, so that two dashboards open at once
    /// keep each other's changes.
    public enum Key: Hashable, Sendable {
        case profile, theme, inspector, eventNames, lowPowerMode, backgroundAppRefresh
        case appRefresh(String)
        case pushBudget
        case widgetBudget
        case activityBudget
    }

    /// The keys whose values differ between these settings and `other`.
    public func changes(from other: Settings) -> Set<Key> {
        var keys: Set<Key> = []
        if profile != other.profile { keys.insert(.profile) }
        if theme != other.theme { keys.insert(.theme) }
        if inspector != other.inspector { keys.insert(.inspector) }
        if eventNames != other.eventNames { keys.insert(.eventNames) }
        if lowPowerMode != other.lowPowerMode { keys.insert(.lowPowerMode) }
        if backgroundAppRefresh != other.backgroundAppRefresh { keys.insert(.backgroundAppRefresh) }
        if pushBudget != other.pushBudget { keys.insert(.pushBudget) }
        if widgetBudget != other.widgetBudget { keys.insert(.widgetBudget) }
        if activityBudget != other.activityBudget { keys.insert(.activityBudget) }
        for app in Set(appRefresh.keys).union(other.appRefresh.keys) where appRefresh[app] != other.appRefresh[app] {
            keys.insert(.appRefresh(app))
        }
        return keys
    }

    /// These settings with the values of `keys` taken from `other`.
    public func taking(_ keys: Set<Key>, from other: Settings) -> Settings {
        var merged = self
        for key in keys {
            switch key {
            case .profile: merged.profile = other.profile
            case .theme: merged.theme = other.theme
            case .inspector: merged.inspector = other.inspector
            case .eventNames: merged.eventNames = other.eventNames
            case .lowPowerMode: merged.lowPowerMode = other.lowPowerMode
            case .backgroundAppRefresh: merged.backgroundAppRefresh = other.backgroundAppRefresh
            case .appRefresh(let app): merged.appRefresh[app] = other.appRefresh[app]
            case .pushBudget: merged.pushBudget = other.pushBudget
            case .widgetBudget: merged.widgetBudget = other.widgetBudget
            case .activityBudget: merged.activityBudget = other.activityBudget
            }
        }
        return merged
    }
}
