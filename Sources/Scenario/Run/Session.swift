import Lifecycle

/// How a dashboard session started: what a `--log` file's SessionStarted line and a
/// recording's header say, so that the session can be played again from factory state.
public struct SessionStart: Hashable, Sendable {
    /// AppDeck's version.
    public var version: String
    /// The profile the session started with.
    public var profile: Profile
    /// A phone or the Simulator (`--device`).
    public var device: DeviceKind
    /// The seed of the simulation's randomness (automatic fetch times).
    public var seed: UInt64
    /// The settings the session started from, as the commands that set them on a factory
    /// device, in the order they were applied (`bar Mail off`, `lowpower on`).
    public var settings: [Command]

    public init(version: String, profile: Profile, device: DeviceKind = .default, seed: UInt64, settings: [Command]) {
        self.version = version; self.profile = profile; self.device = device; self.seed = seed; self.settings = settings
    }

    /// The commands that take a factory device (the default profile, a phone, seed 0) to where
    /// the session started: `profile P` unless P is the default, `device simulator` on the
    /// Simulator, `seed N`, then the settings.
    public var commands: [Command] {
        (profile == .default ? [] : [.profile(profile)]) + (device == .default ? [] : [.device(device)]) + [.seed(seed)] + settings
    }
}

/// What happened in a session, besides the events: how it started, each command the user
/// gave (by key, mouse or palette) at the virtual time it was carried out, or refused, and
/// the virtual time it ended at.
public enum SessionEntry: Hashable, Sendable {
    case started(SessionStart)
    /// A command carried out from virtual time `at` to `to` (a `wait` lets time pass; other
    /// commands take none), or refused at `at` (why).
    case command(Command, at: SimDuration, to: SimDuration, refused: String?)
    case ended(at: SimDuration)
}
