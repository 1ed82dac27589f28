import Lifecycle
import Scenario

/// How a dashboard session starts, besides its settings and theme (which make the first
/// state): what `Msg.start` carries.
public struct DeckStart: Hashable, Sendable {
    /// AppDeck's version and the engine's seed, for the session's start in the log and the recording.
    public var version: String
    public var seed: UInt64
    /// For the status line: a settings or theme problem, manifest warnings, a play's or
    /// factory settings' note.
    public var message: StatusMessage?
    /// `--log FILE`, `--record FILE`, `--cast FILE`: the files the session writes.
    public var logging: Bool
    public var recording: Bool
    public var casting: Bool
    /// `--factory`: no setting is ever saved.
    public var factory: Bool
    /// The script to play from the first tick (`appdeck play`, `appdeck demo NAME`).
    public var play: PlayState?
    /// The terminal takes ASCII only.
    public var ascii: Bool

    public init(
        version: String = "", seed: UInt64 = 0, message: StatusMessage? = nil, logging: Bool = false,
        recording: Bool = false, casting: Bool = false, factory: Bool = false, play: PlayState? = nil,
        ascii: Bool = false
    ) {
        self.version = version; self.seed = seed; self.message = message; self.logging = logging
        self.recording = recording; self.casting = casting; self.factory = factory; self.play = play
        self.ascii = ascii
    }
}

/// The dashboard's start, in two messages: `.start` takes the session's options and applies
/// the saved settings; once all of that has come back, `.startSession` starts the session.
extension DeckState {
    mutating func start(_ start: DeckStart, _ context: UpdateContext) -> [Effect] {
        message = start.message
        files.log = start.logging ? .writing : .off
        files.recording = start.recording ? .writing : .off
        files.casting = start.casting
        settings.factory = start.factory
        play = start.play
        if let fixed = start.play?.fixedSpeed { clock.setSpeed(fixed, atReal: context.realTime) }
        asciiOnly = start.ascii
        files.version = start.version
        files.seed = start.seed
        return applySavedSettings(context.engine)
    }

    /// The saved settings are applied: the session's start goes to the log and the recording,
    /// and the status line says which apps the saved settings left without refresh.
    mutating func startSession(_ context: UpdateContext) -> [Effect] {
        let effects = logSessionStart(version: files.version, seed: files.seed, context.engine)
        noteRefreshOff(context.engine)
        return effects
    }

    /// `--cast`: each `say` caption among `events` becomes a marker in the cast.
    func captionMarkers(_ events: [Event]) -> [Effect] {
        guard files.casting else { return [] }
        return events.compactMap { $0.name == .caption ? $0.detail.map(Effect.markCaption) : nil }
    }
}
