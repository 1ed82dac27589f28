import Lifecycle

/// `--record FILE`: a session written as a script. The header says how the session started,
/// as commands that take a factory device there; then every command the user gave, with a
/// `wait` line for the virtual time between two of them, so that `appdeck run` on the file
/// logs the session's events again, in the same order at the same virtual times. A refused
/// command is a comment (the engine did nothing). The session's end is a last `wait`.
public struct RecordingScript: Hashable, Sendable {
    public private(set) var lines: [String] = []
    /// The virtual time the script has reached.
    private var reached = SimDuration.zero

    public init() {}

    /// The script as a file's text.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    public mutating func add(_ entry: SessionEntry) {
        switch entry {
        case .started(let start):
            lines += [
                "# Recorded by AppDeck \(start.version): `appdeck run FILE` logs the session's events again.",
                "# How the session started (profile \(start.profile.rawValue)"
                    + (start.device == .default ? "" : ", the \(start.device.rawValue)") + ", seed \(start.seed)"
                    + (start.settings.isEmpty ? ", factory settings), as commands:" : ", these settings), as commands:"),
            ]
            lines += start.commands.map(CommandLanguage.format)
            lines.append("")
        case .command(let command, let at, let to, let refused):
            waitUntil(at)
            if let refused {
                lines.append("# refused at \(at.secondsText)s: \(CommandLanguage.format(command)): \(refused)".visible)
            } else {
                lines.append(CommandLanguage.format(command))
                reached = max(to, at)
            }
        case .ended(let at):
            waitUntil(at)
            lines.append("# the session ended at \(at.clock)")
        }
    }

    /// A `wait` line up to `time`, unless the script is there already.
    private mutating func waitUntil(_ time: SimDuration) {
        guard time > reached else { return }
        lines.append(CommandLanguage.format(.wait(time - reached)))
        reached = time
    }
}
