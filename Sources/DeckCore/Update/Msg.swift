import Lifecycle
import Scenario

/// Everything that can happen to the dashboard: input from the terminal, time passing, and
/// the results of effects the run loop performed.
public enum Msg: Equatable, Sendable {
    /// The dashboard starts (`DeckProgram` sends it once, first): the state takes the
    /// session's options, and the saved settings the engine's profile has are applied.
    case start(DeckStart)
    /// What `.start` asked for has come back: the session starts (in the log and the recording).
    case startSession
    case key(Key)
    case mouse(MouseEvent)
    /// Text pasted into the terminal (bracketed paste): never keys.
    case paste(String)
    case resized(Size)
    /// Real time has passed (seconds on a monotonic clock).
    case tick
    /// The engine's clock moved (an `.advance` or `.advanceUntil` effect).
    case advanced
    /// The engine did not get where the clock is within a frame's work (or a command waits
    /// behind a passing wait): the clock holds at the engine's time, and the status bar says
    /// it is catching up.
    case fellBehind
    /// The engine carried out (or refused) a command an `.apply` effect gave it, from virtual
    /// time `at` to `to` (a `wait` lets time pass).
    case applied(Command, AfterApply, CommandError?, at: SimDuration, to: SimDuration)
    /// The engine logged these events since the last such message, in order.
    case events([Event])
    /// A theme was loaded for `t`.
    case themeLoaded(name: String, theme: Theme, warnings: [String])
    /// Appending to the `--log` file failed: why.
    case logFailed(String)
    /// The `--record` file was written (with everything recorded so far).
    case recordingWritten
    /// Writing the `--record` file failed: why (what it held before is kept; the next
    /// command tries again with everything recorded).
    case recordingFailed(String)
    /// The session is over (the run loop ended): the recording gets its last `wait`.
    case finished
    /// settings.yaml was saved; a note for the status line, if any (a corrupt file set aside).
    case settingsSaved(note: String?)
    /// Saving settings.yaml failed: why.
    case saveFailed(String)
    /// Reading or saving the palette's history failed: why.
    case historyFailed(String)
    /// The palette's history as the history file holds it, oldest first.
    case historyLoaded([String])
    /// `:export trace FILE` wrote the file (`replaced`: a file was there before).
    case exported(path: String, replaced: Bool)
    /// `:export trace FILE` could not write the file: why.
    case exportFailed(String)
}

/// What the dashboard asks the outside world to do. Only the run loop (`DeckProgram`)
/// performs effects; `update` never touches a file, a clock or the engine.
public enum Effect: Hashable, Sendable {
    /// Carry out a command on the engine; the result comes back as `.applied`.
    case apply(Command, then: AfterApply = .nothing)
    /// Let the engine's virtual time run up to this instant.
    case advance(to: SimDuration)
    /// The same, stopping early once the event has happened (a playing `wait until`).
    case advanceUntil(SimDuration, EventPattern)
    /// Save the `changed` settings (over what the file holds then: another dashboard may have
    /// saved meanwhile); the result comes back as `.settingsSaved` or `.saveFailed`.
    case saveSettings(Settings, changed: Set<Settings.Key>)
    case appendLog([Event])
    /// Append a session's SessionStarted or Command line to the `--log` file.
    case logSession(SessionEntry)
    /// Add a session entry to the `--record` file; the result comes back as `.recordingWritten` or
    /// `.recordingFailed`.
    case addToRecording(SessionEntry)
    /// Load the theme after this one in the library; the result comes back as `.themeLoaded`.
    case loadNextTheme(after: String)
    /// Read the palette's history file; the lines come back as `.historyLoaded`.
    case loadHistory
    /// Add a command line to the palette's history file.
    case saveHistory(String)
    /// Write the session as a trace (Chrome Trace Event JSON) to the file; the result comes
    /// back as `.exported` or `.exportFailed`.
    case exportTrace(SessionTrace, to: String)
    /// `--cast`: mark a `say` caption in the cast, so that players can jump to it.
    case markCaption(String)
    /// Clear the terminal and write every cell again (Ctrl-L).
    case redraw
    /// Leave the run loop; the program exits with `status` (0, or 130 for Ctrl-C).
    case quit(status: Int32)
}

/// What the dashboard does once a command it asked for has been carried out.
public enum AfterApply: Hashable, Sendable {
    case nothing
    /// Select the card of the app now in front.
    case selectFront
    /// A palette line: say `done: LINE` and select the front app.
    case paletteDone
    /// A swipe: select the card that took the swiped one's place.
    case selectCard(at: Int)
    /// A saved setting applied at start: a refusal is a settings.yaml problem, and nothing is saved.
    case savedSetting
    /// A line of the playing script: a refusal stops the play there.
    case played
}

/// What `update` may read besides its state and the message: the engine as it is now, and
/// the real time (for the virtual clock and double-clicks).
public struct UpdateContext {
    public var engine: EngineSnapshot
    public var realTime: Double

    public init(engine: EngineSnapshot, realTime: Double) {
        self.engine = engine; self.realTime = realTime
    }
}
