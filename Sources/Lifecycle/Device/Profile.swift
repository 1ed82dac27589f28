/// The iOS generation being simulated (the rule book's §10, §11.4).
public enum Profile: String, CaseIterable, Sendable, Codable {
    case ios6, ios7, ios13, ios26

    public static let `default` = Profile.ios7

    /// Background time an app gets after entering the background, shared by all its tasks (§3).
    public var backgroundTaskBudget: SimDuration {
        switch self {
        case .ios6: .seconds(600)
        case .ios7: .seconds(180)
        case .ios13, .ios26: .seconds(30)
        }
    }

    /// Before iOS 7 an open background task keeps the device awake; from iOS 7 background
    /// work runs only in chunks while the device is awake (§5).
    public var backgroundTasksKeepDeviceAwake: Bool { self == .ios6 }
    /// Background fetch and silent push (§8).
    public var hasBackgroundFetch: Bool { self != .ios6 }
    /// NSURLSession background transfers (§6); iOS 6 falls back to a background task.
    public var hasBackgroundTransfers: Bool { self != .ios6 }
    /// The Background App Refresh setting (§9).
    public var hasBackgroundAppRefresh: Bool { !refreshChoices.isEmpty }
    /// The choices of the global Background App Refresh setting, in the order Settings lists
    /// them: none on iOS 6, Off / On on iOS 7, Off / Wi-Fi / Wi-Fi & Cellular Data from iOS 11.
    public var refreshChoices: [RefreshSetting] {
        switch self {
        case .ios6: []
        case .ios7: [.off, .on]
        case .ios13, .ios26: [.off, .wifi, .on]
        }
    }
    /// Low Power Mode (§10: iOS 13 column).
    public var hasLowPowerMode: Bool { isModern }
    /// From iOS 7 a swipe stops the app's background launches until the user opens it (§9).
    public var forceQuitStopsBackgroundLaunches: Bool { self != .ios6 }
    /// Up to iOS 12 a running app ended for memory gets WillTerminate; from iOS 13 memory
    /// kills are jetsam kills, without it (§2).
    public var memoryKillsCallWillTerminate: Bool { !isModern }
    /// From iOS 13 the switcher lists recently used apps, whose cards outlive a purge.
    public var switcherIsRecentlyUsed: Bool { isModern }
    /// iOS 13 or later: ios26 has everything ios13 has (§11.4).
    public var isModern: Bool { self == .ios13 || self == .ios26 }
    /// The scene life cycle, for apps that declare a scene manifest (§11.1).
    public var hasScenes: Bool { isModern }
    /// BGTaskScheduler's refresh and processing tasks (§11.2).
    public var hasBGTaskScheduler: Bool { isModern }
    /// BGContinuedProcessingTask (§11.3).
    public var hasContinuedProcessing: Bool { self == .ios26 }
    /// UIKit warns that an app without a scene manifest will soon need one (§11.1).
    public var warnsWithoutScenes: Bool { self == .ios26 }
    /// The profiles' names in a sentence: "ios6, ios7, ios13 or ios26".
    public static var namesInASentence: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
    /// iOS 6 terminates an app that updates its UI from the background (§6).
    public var terminatesBackgroundUIUpdates: Bool { self == .ios6 }
}

/// Fixed limits of the rule book's §3 and §4, the same on every profile.
public enum Limits {
    /// The expiration handler runs this long before the budget reaches zero.
    public static let expirationWarning = SimDuration.seconds(5)
    /// Background time left at or below this is short: the expiration handler is near
    /// (the card's bar turns to its warning style).
    public static let shortBackgroundTime = expirationWarning * 2
    /// DidEnterBackground must return within this.
    public static let didEnterBackground = SimDuration.seconds(5)
    /// FinishedLaunching must return within this.
    public static let launch = SimDuration.seconds(20)
    /// WillTerminate must return within this, or the app is killed anyway.
    public static let willTerminate = SimDuration.seconds(5)
    /// A background fetch or silent push must complete within this.
    public static let backgroundFetch = SimDuration.seconds(30)
    /// How long the device stays awake after a wake-up (a call, a notification, a push, a
    /// fetch) while it is locked: the chunk of time iOS 7 gives background tasks (§5).
    public static let wakeChunk = SimDuration.seconds(10)
    /// How long an app woken to handle a finished transfer runs before it is suspended.
    public static let handleEventsDuration = SimDuration.ms(500)
    /// How long `wait until` waits for its event when the script gives no `within`.
    public static let waitUntil = SimDuration.hours(24)
}

/// The device's connection (§6: transfers move at the network's bandwidth).
public enum Network: String, CaseIterable, Sendable, Codable {
    case wifi, cellular, off

    /// What a transfer waiting for a connection is, on cards and in `appdeck matrix`.
    public static let pausedTransfer = "paused (no network)"
    /// What a push sent while the device is offline is, in `appdeck matrix`: APNs keeps it.
    public static let waitingPush = "waiting for network"

    /// Bytes per millisecond (the built-in catalog's Podcasts: Wi-Fi 1 MB/s, cellular 0.25 MB/s; 1 MB = 10^6 bytes).
    public var bytesPerMillisecond: Int64 {
        switch self {
        case .wifi: 1000
        case .cellular: 250
        case .off: 0
        }
    }
}

/// The global Background App Refresh setting (§9).
public enum RefreshSetting: String, CaseIterable, Sendable, Codable {
    /// Off.
    case off
    /// Wi-Fi only.
    case wifi
    /// Wi-Fi & Cellular Data.
    case on

    /// The choice as Settings shows it on the profile: On is "Wi-Fi & Cellular Data" where
    /// there is a Wi-Fi only choice beside it.
    public func title(on profile: Profile) -> String {
        switch self {
        case .off: "Off"
        case .wifi: "Wi-Fi"
        case .on: profile.refreshChoices.contains(.wifi) ? "Wi-Fi & Cellular Data" : "On"
        }
    }

    /// The choice the profile offers that comes closest to this one: itself where the profile
    /// has it; On for Wi-Fi only where there is no Wi-Fi only choice (iOS 7: both refresh on
    /// Wi-Fi); nil where the profile has no Background App Refresh.
    public func nearest(on profile: Profile) -> RefreshSetting? {
        guard profile.hasBackgroundAppRefresh else { return nil }
        return profile.refreshChoices.contains(self) ? self : .on
    }

    /// The title where room is short (the dashboard's status bar): `Wi-Fi+Cell` for Wi-Fi &
    /// Cellular Data; the others as `title(on:)`.
    public func shortTitle(on profile: Profile) -> String {
        self == .on && profile.refreshChoices.contains(.wifi) ? "Wi-Fi+Cell" : title(on: profile)
    }

    /// The choice in a sentence: "Wi-Fi only".
    public var name: String {
        switch self {
        case .off: "Off"
        case .wifi: "Wi-Fi only"
        case .on: "Wi-Fi & Cellular Data"
        }
    }
}

/// UIApplication.backgroundRefreshStatus for one app (§9).
public enum BackgroundRefreshStatus: String, Sendable, Codable {
    case available, denied, restricted
}
