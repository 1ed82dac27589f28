/// What the system wakes or launches an app in the background for. The raw value is its name
/// on cards, in `expect APP can LAUNCH` and in `appdeck matrix`.
public enum BackgroundLaunch: String, CaseIterable, Sendable, Codable {
    /// Background fetch: PerformFetch.
    case fetch
    /// A silent (content-available) push: DidReceiveRemoteNotification.
    case silentPush = "push"
    /// The VoIP keep-alive handler.
    case voipKeepAlive = "voip"
    /// A significant location change: LocationsUpdated.
    case locationWake = "location"
    /// A finished background transfer: HandleEventsForBackgroundUrl.
    case transferWake = "transfer"
    /// A Newsstand issue: the push that starts its download and the download's end
    /// (FinishedDownloading).
    case newsstandDownload = "newsstand"

    /// The background mode the app must declare; nil when any app may get it.
    public var mode: BackgroundMode? {
        switch self {
        case .fetch: .fetch
        case .silentPush: .remoteNotification
        case .voipKeepAlive: .voip
        case .locationWake: .location
        case .transferWake: nil
        case .newsstandDownload: .newsstandContent
        }
    }

    /// The callback the app gets when the system wakes or launches it for this (for a
    /// Newsstand issue, the push that starts its download).
    public var callback: EventName {
        switch self {
        case .fetch: .performFetch
        case .silentPush, .newsstandDownload: .didReceiveRemoteNotification
        case .voipKeepAlive: .voipKeepAlive
        case .locationWake: .locationsUpdated
        case .transferWake: .handleEventsForBackgroundUrl
        }
    }

    /// Whether the profile has this kind of background launch at all.
    public func exists(on profile: Profile) -> Bool {
        switch self {
        case .fetch, .silentPush: profile.hasBackgroundFetch
        case .transferWake: profile.hasBackgroundTransfers
        case .voipKeepAlive, .locationWake: true
        case .newsstandDownload: !profile.hasBGTaskScheduler
        }
    }

    /// Whether it comes as a push, which cannot arrive while the device is offline.
    var arrivesByPush: Bool { self == .silentPush || self == .newsstandDownload }

    /// Whether a swipe stops it (from iOS 7; iOS 7.1 lets location relaunch a swiped app).
    public func isStoppedBySwipe(on profile: Profile) -> Bool {
        profile.forceQuitStopsBackgroundLaunches && self != .locationWake
    }

    /// The feature, as a profile has it or not: "background fetch".
    var feature: String {
        switch self {
        case .fetch: "background fetch"
        case .silentPush: "silent push"
        case .voipKeepAlive: "VoIP keep-alive"
        case .locationWake: "significant location changes"
        case .transferWake: "background transfers"
        case .newsstandDownload: "Newsstand"
        }
    }

    /// What an app declares to get it, besides its mode: "significant location changes".
    var declaration: String {
        switch self {
        case .voipKeepAlive: "VoIP keep-alive"
        case .locationWake: "significant location changes"
        case .transferWake: "background transfers"
        case .newsstandDownload: "Newsstand issues"
        case .fetch, .silentPush: feature
        }
    }

    /// How people call it in a sentence on `profile`: on a profile with PushKit the `voip`
    /// launch is a VoIP push (§11.5), elsewhere the keep-alive.
    func phrase(on profile: Profile) -> String {
        self == .voipKeepAlive && profile.hasBGTaskScheduler ? "a VoIP push" : phrase
    }

    /// How people call it in a sentence: "a background fetch".
    var phrase: String {
        switch self {
        case .fetch: "a background fetch"
        case .silentPush: "a silent push"
        case .voipKeepAlive: "its VoIP keep-alive"
        case .locationWake: "a significant location change"
        case .transferWake: "a finished transfer"
        case .newsstandDownload: "a Newsstand issue download"
        }
    }
}

extension AppSpec {
    /// The kinds of background launch the app declares, in `BackgroundLaunch` order: those
    /// whose background mode it declares, and for those the system brings on a schedule of the
    /// app's (a VoIP keep-alive, significant location changes, a Newsstand issue), that
    /// schedule; a transfer wake for an app with transfers. An app whose `fetch` mode is for
    /// its BGTaskScheduler refresh tasks (it lists identifiers and has no `fetch:`) declares
    /// no legacy fetch.
    public var backgroundLaunches: [BackgroundLaunch] {
        BackgroundLaunch.allCases.filter { launch in
            declares(launch) && (launch != .fetch || fetch != nil || !listsPermittedIdentifiers)
        }
    }

    /// Whether the app declares `launch`: a launch it does not declare never comes (`no-mode`).
    public func declares(_ launch: BackgroundLaunch) -> Bool {
        switch launch {
        case .fetch: modes.contains(.fetch)
        case .silentPush: modes.contains(.remoteNotification)
        case .voipKeepAlive: modes.contains(.voip) && (voip != nil || voipCall != nil)
        case .locationWake: modes.contains(.location) && location?.significantChanges != nil
        case .transferWake: !transfers.isEmpty
        case .newsstandDownload: modes.contains(.newsstandContent) && newsstand != nil
        }
    }
}

extension BackgroundLaunch {
    /// The launch's bit in a set of launches kept as one byte (`AppRuntime.declares`).
    var bit: UInt8 {
        switch self {
        case .fetch: 1
        case .silentPush: 2
        case .voipKeepAlive: 4
        case .locationWake: 8
        case .transferWake: 16
        case .newsstandDownload: 32
        }
    }
}

/// Whether an app may be launched or resumed in the background for one kind of launch now,
/// and why not.
public struct BackgroundLaunchAnswer: Hashable, Sendable {
    public var launch: BackgroundLaunch
    public var app: String
    /// Why the system would not launch or resume the app now; nil when it may.
    public var denial: HoldReason?
    /// One sentence for people: "on cellular, the setting is Wi-Fi only".
    public var explanation: String

    public var isAllowed: Bool { denial == nil }
}

extension Engine {
    /// Whether the system may launch or resume `app` in the background for `launch` now, and
    /// if not, why (the reason BackgroundLaunchDenied would log). Nil for an unknown app.
    /// An app in the foreground gets what it is sent directly; this answers for the
    /// background.
    public func backgroundLaunch(_ launch: BackgroundLaunch, for app: String) -> BackgroundLaunchAnswer? {
        indexByName[app.lowercased()].map { backgroundLaunch(launch, $0) }
    }

    func backgroundLaunch(_ launch: BackgroundLaunch, _ i: Int) -> BackgroundLaunchAnswer {
        let denial = backgroundLaunchDenial(launch, i)
        return BackgroundLaunchAnswer(
            launch: launch, app: catalog[i].name, denial: denial,
            explanation: explanation(launch, i, denial))
    }

    /// The rule: why the system would not launch or resume the app for `launch` now, if it
    /// would not. Every background launch the engine makes asks this, and nothing else.
    func backgroundLaunchDenial(_ launch: BackgroundLaunch, _ i: Int) -> HoldReason? {
        firstHold(.backgroundLaunch, i, .launch(launch))
    }

    /// `expect APP can|cannot LAUNCH [REASON]`: the answer, asked and compared; nothing runs.
    func expect(_ i: Int, _ launch: BackgroundLaunch, _ expected: LaunchExpectation) throws(CommandError) {
        let answer = backgroundLaunch(launch, i)
        let name = catalog[i].name
        // The reason's token before its sentence: what to write in the next `expect`.
        let why = answer.denial.map { "\($0.rawValue) (\(answer.explanation))" } ?? answer.explanation
        switch (expected, answer.denial) {
        case (.allowed, nil), (.denied(nil), .some):
            return
        case (.denied(let reason?), let denial?) where reason == denial:
            return
        case (.allowed, .some):
            throw .expectationFailed("expected \(name) can \(launch.rawValue), but it cannot: \(why)")
        case (.denied, nil):
            throw .expectationFailed("expected \(name) cannot \(launch.rawValue), but it can (\(why))")
        case (.denied(let reason?), .some):
            throw .expectationFailed("expected \(name) cannot \(launch.rawValue) for \(reason.rawValue), but the reason is \(why)")
        }
    }

    private func explanation(_ launch: BackgroundLaunch, _ i: Int, _ denial: HoldReason?) -> String {
        if let denial { return holdSentence(denial, i, .launch(launch)) }
        let how = apps[i].state == .notRunning ? "launch" : "wake"
        return "the system may \(how) \(catalog[i].name) for \(launch.phrase(on: profile)) now"
    }
}
