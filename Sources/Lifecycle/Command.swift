/// Everything a user, a script or the `:` palette can do to the simulated device. The
/// command language (module Scenario) parses and formats exactly these; keys in the
/// dashboard map to them too.
public enum Command: Hashable, Sendable {
    case profile(Profile)
    case launch(String)
    case switcher
    case tap(String)
    case home
    /// Swipes the app's card up in the switcher (the language's `kill`): the app is
    /// force-quit (§9).
    case swipeUp(String)
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
    case push(String, silent: Bool)
    case memoryWarning
    /// The system reclaims memory: with `free` (bytes), until that much is free; without,
    /// by purging every suspended app and warning the running ones.
    case memoryPressure(free: Int64?)
    case expect(String, AppState)
    /// Fails unless the system may (or may not, and for the reason given) launch or resume the
    /// app in the background for `launch` now, as `Engine.backgroundLaunch(_:for:)` answers;
    /// triggers nothing.
    case expectLaunch(String, BackgroundLaunch, LaunchExpectation)
}

/// What `expect APP can|cannot LAUNCH [REASON]` expects of the engine's answer.
public enum LaunchExpectation: Hashable, Sendable {
    case allowed
    /// Denied; for this reason when one is given.
    case denied(DenialReason?)
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
