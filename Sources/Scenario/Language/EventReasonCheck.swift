import Lifecycle
import Support

extension CommandLanguage {
    /// `expect APP had [no] EVENT REASON` and `wait until APP EVENT REASON`: a REASON that
    /// can never come with EVENT is an error at its column, listing the reasons EVENT can
    /// carry (`EventName.reasons`); a BG task event's REASON may also be an identifier,
    /// checked against the app's tasks when the script runs (`ScriptRunner.resolve`).
    /// Returns the REASON's column, if the line has one.
    static func checkReason(_ instruction: Instruction, _ tokens: [Token]) throws(LineError) -> Int? {
        guard case .command(let command) = instruction, let pattern = command.eventPattern, let reason = pattern.reason else {
            return nil
        }
        let eventName = pattern.event.rawValue.lowercased()
        let eventToken = tokens.indices.dropFirst(2).first { tokens[$0].text.lowercased() == eventName } ?? 0
        let column = tokens.indices.contains(eventToken + 1) ? tokens[eventToken + 1].column : 1
        guard pattern.event.reasons.contains(reason) || pattern.event.carriesTaskIdentifier else {
            throw LineError(column: column, message: reasonProblem(reason, pattern.event))
        }
        return column
    }

    /// Why `reason` cannot come with `event`, and the reasons it can carry; for a BG task
    /// event of a known app (`app`), that app's task identifiers too.
    static func reasonProblem(_ reason: String, _ event: EventName, app: AppSpec? = nil) -> String {
        var carried: [String] = []
        if !event.reasons.isEmpty { carried.append(Parameter.list(event.reasons, conjunction: "or")) }
        var candidates = event.reasons
        if event.carriesTaskIdentifier {
            if let app {
                let ids = app.bgTasks.map(\.id)
                candidates += ids
                carried.append(
                    ids.isEmpty
                        ? "no identifier: \(app.name) has no BG tasks"
                        : "an identifier of \(app.name)'s BG tasks: " + Parameter.list(ids, conjunction: "or"))
            } else {
                carried.append("an identifier of the app's BG tasks")
            }
        }
        guard !carried.isEmpty else { return "\(event.rawValue) carries no reason, not \(reason.quoted)" }
        return "\(event.rawValue) never comes with \(reason.quoted): it carries " + carried.joined(separator: ", or ")
            + Suggestion.hint(for: reason, in: candidates)
    }
}

extension Command {
    /// The event an `expect APP had [no] EVENT [REASON]` or a `wait until` names.
    var eventPattern: EventPattern? {
        switch self {
        case .expectEvent(let p, _), .waitUntil(let p, _): p
        default: nil
        }
    }
}
