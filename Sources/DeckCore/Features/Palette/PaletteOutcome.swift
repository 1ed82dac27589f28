import Lifecycle
import Scenario

/// What the status line says once a palette line has run: `done: LINE`, or for a push the
/// system did not deliver, what became of it and why (`denied: push Chat silent
/// (force-quit: …)`, `held: …`, `dropped: …`, `rejected: …`), as its event says.
extension DeckState {
    /// The most events looked at, newest first, for the push's outcome.
    static let pushOutcomeLookBack = 64

    func paletteOutcome(_ command: Command, since time: SimDuration, _ engine: EngineSnapshot) -> String {
        let line = CommandLanguage.format(command)
        guard case .push(let app, _, _, _, _) = command, let event = Self.undelivered(app, since: time, engine.log) else {
            return "done: \(line)"
        }
        let word =
            switch event.name {
            case .pushHeld: "held"
            case .pushDropped: "dropped"
            case .pushRejected: "rejected"
            default: "denied"
            }
        let why = [event.reason, event.detail].compactMap { $0 }.joined(separator: ": ")
        return "\(word): \(line)" + (why.isEmpty ? "" : " (\(why))")
    }

    /// The event that says the push to `app` sent at `time` was not delivered, if one does.
    static func undelivered(_ app: String, since time: SimDuration, _ log: EventLog) -> Event? {
        let names: Set<EventName> = [.pushHeld, .pushDropped, .pushRejected, .backgroundLaunchDenied]
        var sequence = log.totalCount - 1
        while sequence >= max(log.firstSequence, log.totalCount - pushOutcomeLookBack) {
            guard let event = log[sequence: sequence], event.time >= time else { return nil }
            if event.app == app, names.contains(event.name) { return event }
            sequence -= 1
        }
        return nil
    }
}
