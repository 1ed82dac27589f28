/// Everything a user, a script or the `:` palette can do to the simulated device. The
/// command language (module Scenario) parses and formats exactly these; keys in the
/// dashboard map to them too.
public enum Command: Hashable, Sendable {
    case profile(Profile)
    /// A phone or the Simulator (only before the first app starts, as the profile).
    case device(DeviceKind)
    case launch(String)
    case switcher
    case tap(String)
    case home
    /// Swipes the app's card up in the switcher (the language's `kill`): the app is
    /// force-quit (§9).
    case swipeUp(String)
    /// The system disconnects the app's scene while its process lives (§11.1).
    case disconnect(String)
    case wait(SimDuration)
    case lock
    case unlock
    case call
    case answer
    case decline
    case hangup
    case sms
    case dismiss
    case network(Network)
    case lowPower(Bool)
    case refresh(RefreshSetting)
    case appRefresh(String, Bool)
    case fetch(String)
    /// A remote notification (§8, §11.5): an alert push (no flag), a background push
    /// (`silent`) or a PushKit push (`voip`); `priority` as sent (nil: 5 for a background push,
    /// 10 otherwise); `mutable` runs the app's notification service extension (alert pushes).
    case push(String, silent: Bool = false, voip: Bool = false, priority: Int? = nil, mutable: Bool = false)
    case memoryWarning
    /// The system reclaims memory: with `free` (bytes), until that much is free; without,
    /// by purging every suspended app and warning the running ones.
    case memoryPressure(free: Int64?)
    case expect(String, AppState)
    /// Fails unless the system may (or may not, and for the reason given) launch or resume the
    /// app in the background for `launch` now, as `Engine.backgroundLaunch(_:for:)` answers;
    /// triggers nothing.
    case expectLaunch(String, BackgroundLaunch, LaunchExpectation)
    /// Fails unless the app had (`happened`) or did not have the event since the engine
    /// started or was last reset (`expect APP had [no] EVENT [REASON]`).
    case expectEvent(EventPattern, happened: Bool)
    /// Lets virtual time pass until the event happens, at most `within` (nil: the default
    /// limit, `Limits.waitUntil`); past the limit it fails. Only events after the command count.
    case waitUntil(EventPattern, within: SimDuration?)
    /// The running app submits a request for its BG task now (`submit APP ID`, §11.2).
    case submit(String, String)
    /// The charger is plugged in or not.
    case charger(Bool)
    /// The battery's level, 0 to 100 (%).
    case battery(Int)
    /// Attaches (true) or detaches the debugger to the app's process.
    case debugger(String, attach: Bool)
    /// The debugger's `_simulateLaunchForTaskWithIdentifier:` for a pending request.
    case simulateLaunch(String, String)
    /// The debugger's `_simulateExpirationForTaskWithIdentifier:` for a running task.
    case simulateExpire(String, String)
    /// The user stops a continued task from its Live Activity.
    case stop(String, String)
    /// Fails unless the app's request for the BG task runs in some time (allowed), or is held
    /// (for the reason given), as `Engine.backgroundLaunch(task:for:)` answers; triggers nothing.
    case expectRun(String, String, LaunchExpectation)
    /// A caption for the audience: logged as a `Caption` device event.
    case say(String)
    /// The dashboard stops time here until space; the engine ignores it.
    case pause
    /// The dashboard's speed from here; the engine ignores it.
    case speed(Speed)
    /// The random seed (for fetch timing) from here.
    case seed(UInt64)
    /// A fresh device: every app not running, factory settings, the clock kept running; with
    /// a profile, that profile. Logged as a `DeviceReset` device event.
    case reset(Profile?)
    // MARK: - The why report (issue 35)
    /// Logs a Why event for the app's request for a BG task, a kind of background launch, or
    /// (nil) each of its requests (`why APP [ID|LAUNCH]`); changes nothing.
    case why(String, String?)
    /// Runs the pending request now only if nothing holds it, else logs a Why event (`simulate
    /// launch APP ID if-allowed`; needs the debugger).
    case simulateLaunchIfAllowed(String, String)

    // MARK: - stage pacing (#36)

    /// Lets virtual time pass as `wait` does; on stage at once (a stretch the audience need
    /// not watch), with `⏩ 7m` in the status bar.
    case skip(SimDuration)

    // MARK: - The locked device (§11.6)

    /// The device restarts: every process ends without a callback (DeviceRebooted) and the
    /// device is locked since boot until the first unlock.
    case reboot
    /// The system prewarms the app's process (ios26): up to UIApplicationMain, no callbacks.
    case prewarm(String)
    // MARK: - Pushes (§11.5)
    /// How many background pushes may wake each app per rolling hour (0 to 60; nil: no
    /// budget). A reset restores `Limits.pushBudget`.
    case pushBudget(Int?)
    // MARK: - Widgets (§11.7)
    /// The user places or removes the app's widget, or the app's code asks for a reload.
    case widget(String, WidgetAction)
    /// Counted reloads per widget per rolling 24 hours (0 to 200; nil: no budget). A reset
    /// restores `Limits.widgetBudget`.
    case widgetBudget(Int?)
    /// WidgetKit Developer Mode (Settings › Developer): on, every reload is free.
    case widgetDevMode(Bool)
    /// Fails unless a reload the app asked for now would (or would not, for the reason given)
    /// be carried out now; triggers nothing.
    case expectWidgetReload(String, LaunchExpectation)
    // MARK: - Live Activities (§11.8)
    /// The app's code (`start`, `update`, `end`) or the user (`dismiss`, `allow`) acting on
    /// its Live Activity (`activity start|update|end|dismiss|allow APP`).
    case activity(String, ActivityAction)
    /// An ActivityKit push (`push APP activity [start|end] [priority 5|10] [stale D] [size S]`).
    case activityPush(String, ActivityPush)
    /// The user's switches in Settings › APP › Live Activities (`frequent`: More Frequent Updates).
    case liveActivities(String, frequent: Bool, on: Bool)
    /// Priority-10 ActivityKit pushes per app per rolling hour (0 to 60; nil: no budget).
    case activityBudget(Int?)
    /// `expect APP can|cannot activity-start|activity-update [REASON]`; triggers nothing.
    case expectActivity(String, ActivityQuestion, ActivityExpectation)
}

/// An app's event, as `expect APP had EVENT [REASON]` and `wait until APP EVENT [REASON]` name it.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    public var app: String
    public var event: EventName
    /// The event's reason must be this one; nil: any reason.
    public var reason: String?

    public init(app: String, event: EventName, reason: String? = nil) {
        self.app = app; self.event = event; self.reason = reason
    }

    /// Whether `event` is one this pattern names (app names compared ignoring case). A BG
    /// task event's REASON may be its code or its task's identifier.
    public func matches(_ event: Event) -> Bool {
        event.name == self.event
            && (reason == nil || event.reason == reason || (event.name.carriesTaskIdentifier && event.label == reason))
            && event.app.map { $0.lowercased() == app.lowercased() } == true
    }

    /// `Leaky Terminated (reason: watchdog)`.
    public var description: String {
        "\(app) \(event.rawValue)" + (reason.map { " (reason: \($0))" } ?? "")
    }

    /// The event names a pattern can name: the events of an app (not the device's).
    public static let eventNames = EventName.allCases.filter { $0.kind != .device }
    /// The reasons events carry (`EventName.reasons`, each once): why an app was terminated,
    /// why a background launch was denied or a push held, a BG task's submit error,
    /// expiration reason and outcome. (A BG task event's REASON may also be its task's identifier.)
    public static let reasons: [String] = EventName.reasonTable.flatMap(\.reasons).reduce(into: []) { all, reason in
        if !all.contains(reason) { all.append(reason) }
    }
}

/// A speed of the dashboard's clock (`speed N` in a script, `--speed N`): from 0.25× to
/// 3600×, as `--speed` takes it; `allCases` are the steps of `+` and `-`, slowest first.
public struct Speed: Hashable, Sendable {
    /// As written: `0.25`, `300`, `1200`.
    public let rawValue: String
    /// Virtual seconds per real second.
    public let factor: Double

    /// The speeds `speed N` and `--speed N` take.
    public static let range: ClosedRange<Double> = 0.25...3600

    /// A speed written as a number from 0.25 to 3600; nil for anything else.
    public init?(rawValue: String) {
        guard rawValue.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let factor = Double(rawValue),
            Self.range.contains(factor)
        else { return nil }
        self.rawValue = rawValue
        self.factor = factor
    }

    private init(_ step: String) {
        rawValue = step
        factor = Double(step) ?? 1
    }

    public static let quarter = Speed("0.25"), half = Speed("0.5"), x1 = Speed("1"), x2 = Speed("2"), x5 = Speed("5")
    public static let x10 = Speed("10"), x30 = Speed("30"), x60 = Speed("60"), x300 = Speed("300")
    /// The steps of `+` and `-`, slowest first.
    public static let allCases = [quarter, half, x1, x2, x5, x10, x30, x60, x300]
}

/// What `expect APP can|cannot LAUNCH [REASON]` expects of the engine's answer.
public enum LaunchExpectation: Hashable, Sendable {
    case allowed
    /// Denied; for this reason when one is given.
    case denied(HoldReason?)
}

/// Why a command could not be carried out (an error in a script, a status-line message in
/// the dashboard).
public enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command makes no sense now: `tap Notes` when Notes is not in the app switcher.
    case cannotCarryOut(String)
    /// An `expect` did not hold.
    case expectationFailed(String)

    public var description: String {
        switch self {
        case .cannotCarryOut(let why): why
        case .expectationFailed(let why): why
        }
    }
}
