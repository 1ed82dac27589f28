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
    // MARK: - Pushes (§11.5)
    /// How many background pushes may wake each app per rolling hour (0 to 60; nil: no
    /// budget). A reset restores `Limits.pushBudget`.
    case pushBudget(Int?)
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
    /// The reasons events carry: why an app was terminated, why a background launch was
    /// denied, a BG task's submit error, expiration reason and outcome. (A BG task event's
    /// REASON may also be its task's identifier.)
    public static let reasons: [String] = {
        var all = TerminationReason.allCases.map(\.rawValue) + HoldReason.launchReasons.map(\.rawValue)
        for code in BGTaskCodes.all where !all.contains(code) { all.append(code) }
        return all
    }()
}

/// The speeds the dashboard's clock runs at (`speed N`, `+` and `-`), slowest first.
public enum Speed: String, CaseIterable, Hashable, Sendable {
    case quarter = "0.25"
    case half = "0.5"
    case x1 = "1"
    case x2 = "2"
    case x5 = "5"
    case x10 = "10"
    case x30 = "30"
    case x60 = "60"
    case x300 = "300"

    /// Virtual seconds per real second.
    public var factor: Double { Double(rawValue) ?? 1 }
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
