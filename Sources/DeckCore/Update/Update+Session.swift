import Lifecycle
import Scenario

/// The session as the `--log` and `--record` files keep it: how it started (the profile,
/// the seed and the saved settings, as commands), then each command the user gave, by key,
/// mouse or palette, at the virtual time the engine carried it out.
extension DeckState {
    /// Once the saved settings are applied: the session's start goes to the log (before any
    /// event, so its first line is SessionStarted, followed by the events of the start) and to
    /// the recording.
    mutating func logSessionStart(version: String, seed: UInt64, _ engine: EngineSnapshot) -> [Effect] {
        files.sessionStarted = true
        let startSettings = files.startSettings
        let start = SessionEntry.started(
            SessionStart(version: version, profile: engine.profile, device: engine.device.kind, seed: seed, settings: startSettings))
        var effects: [Effect] = []
        if files.log == .writing {
            effects.append(.logSession(start))
            if !engine.log.events.isEmpty { effects.append(.appendLog(engine.log.events)) }
        }
        if files.recording != .off { effects.append(.addToRecording(start)) }
        return effects
    }

    /// A command came back from the engine: a saved setting applied at the start belongs to
    /// the session's start; any other is a command the user gave, for the log and the recording.
    mutating func logAndRecord(
        _ command: Command, _ after: AfterApply, _ error: CommandError?,
        at: SimDuration, to: SimDuration
    ) -> [Effect] {
        if after == .savedSetting {
            if error == nil && !files.sessionStarted { files.startSettings.append(command) }
            return []
        }
        let entry = SessionEntry.command(command, at: at, to: to, refused: error?.description)
        return (files.log == .writing ? [.logSession(entry)] : []) + (files.recording != .off ? [.addToRecording(entry)] : [])
    }

    /// Whether the recording was written, and the session's end (the recording's last entry).
    mutating func recordingResult(_ msg: Msg, _ context: UpdateContext) -> [Effect] {
        switch msg {
        case .recordingWritten:
            if case .failed = files.recording { message = StatusMessage("the recording is written again, with everything") }
            files.recording = files.recording == .off ? .off : .writing
        case .recordingFailed(let why):
            files.recording = .failed(why)
            message = StatusMessage(why, isError: true)
        case .finished:
            return files.recording != .off ? [.addToRecording(.ended(at: context.engine.device.now))] : []
        default:
            break
        }
        return []
    }
}
