import Lifecycle
import Support

extension JSONLFormatter {
    /// The `--log` line of a session entry, in the shape of an event's (`t`, `app` and
    /// `state` null, `event`): `SessionStarted` with the version, profile, seed and settings
    /// (as command lines), or `Command` with the command line (and why, when it was
    /// refused). A session's end has no line.
    public func line(for entry: SessionEntry) -> String? {
        switch entry {
        case .started(let start):
            let settings = start.settings.map { Self.string(CommandLanguage.format($0)) }.joined(separator: ",")
            return "{\"t\":0.0,\"app\":null,\"event\":\"SessionStarted\",\"state\":null,\"version\":" + Self.string(start.version)
                + ",\"profile\":" + Self.string(start.profile.rawValue)
                + (start.device == .default ? "" : ",\"device\":" + Self.string(start.device.rawValue))
                + ",\"seed\":\(start.seed),\"settings\":[" + settings + "]}"
        case .command(let command, let at, _, let refused):
            var out =
                "{\"t\":" + at.secondsText + ",\"app\":null,\"event\":\"Command\",\"state\":null,\"command\":"
                + Self.string(CommandLanguage.format(command))
            if let refused { out += ",\"refused\":" + Self.string(refused) }
            return out + "}"
        case .ended:
            return nil
        }
    }
}

/// One session read back from a `--log` file: how it started, the commands the user gave
/// that were carried out (refused ones did nothing), and the time of its last line.
public struct LoggedSession: Sendable {
    public struct LoggedCommand: Sendable {
        /// The log's line.
        public var line: Int
        public var at: SimDuration
        public var command: Command
    }

    /// The log file's name, for messages.
    public var file: String
    /// The line of its SessionStarted.
    public var line: Int
    public var start: SessionStart
    public var commands: [LoggedCommand] = []
    /// The time of the session's last line: the replay runs up to it.
    public var end = SimDuration.zero

    /// Plays the session again on `engine` (a factory device with the session's seed): its
    /// start commands, then each command at its virtual time, then up to the time of the
    /// last line; `emit` gets every event. Stops at a command the engine refuses.
    public func replay(
        on engine: Engine, emit: @escaping (Event) -> Void, willApply: (Command) -> Void = { _ in }, didApply: () -> Void = {}
    ) throws(RunFailure) {
        engine.onEvent = emit
        defer { engine.onEvent = nil }
        for command in start.commands {
            willApply(command)
            do { try engine.apply(command) } catch { throw RunFailure(file: file, line: line, error) }
            didApply()
        }
        for logged in commands {
            engine.advance(to: logged.at)
            didApply()
            willApply(logged.command)
            do { try engine.apply(logged.command) } catch { throw RunFailure(file: file, line: logged.line, error) }
            didApply()
        }
        engine.advance(to: end)
        didApply()
    }

    /// Every command with its app in the catalog's spelling; a problem for each app the
    /// catalog does not have.
    public func resolving(apps names: [String]) throws(Problems) -> LoggedSession {
        let names = AppNames(names)
        var resolved = self
        var problems: [Problem] = []
        for k in resolved.commands.indices {
            do throws(UnknownApp) {
                resolved.commands[k].command = try names.resolve(resolved.commands[k].command)
            } catch {
                problems.append(Problem(file: file, line: resolved.commands[k].line, message: error.message))
            }
        }
        guard problems.isEmpty else { throw Problems(problems) }
        return resolved
    }
}

/// Reading a `--log` file back (`appdeck run --from-log`): a log appended by several
/// sessions holds each from its SessionStarted line to the next.
public enum SessionLog {
    /// Session `number` (from 1) of the log, or its last one.
    public static func session(_ number: Int?, in text: String, file: String) throws(Problem) -> LoggedSession {
        let sessions = try sessions(in: text, file: file)
        guard let last = sessions.last else {
            throw Problem(
                file: file, line: 0,
                message:
                    "no SessionStarted line: not a log written by `appdeck --log` (expected one JSON object a line, the first of each session a SessionStarted)"
            )
        }
        guard let number else { return last }
        guard (1...sessions.count).contains(number) else {
            let has = sessions.count == 1 ? "1 session" : "\(sessions.count) sessions"
            throw Problem(file: file, line: 0, message: "no session \(number): the log has \(has) (--session 1 to \(sessions.count))")
        }
        return sessions[number - 1]
    }

    /// Every session of the log, in order. Lines before the first SessionStarted (a log
    /// written by an older AppDeck) are skipped.
    public static func sessions(in text: String, file: String) throws(Problem) -> [LoggedSession] {
        var sessions: [LoggedSession] = []
        for (index, line) in Script.splitLines(text).enumerated() where !line.allSatisfy(\.isWhitespace) {
            let number = index + 1
            func problem(_ message: String) -> Problem { Problem(file: file, line: number, message: message) }
            let value: JSONValue
            do {
                value = try JSONValue(parsing: line)
            } catch {
                throw Problem(file: file, line: number, column: error.column, message: "not JSON: \(error.message)")
            }
            guard let time = value["t"]?.number, time >= 0, let event = value["event"]?.string else {
                throw problem("expected an object with \"t\" (seconds) and \"event\", as `appdeck --log` writes")
            }
            let ms = (time * 1000).rounded()
            // Checked before it becomes a whole number of milliseconds (1e16 seconds would not fit).
            guard ms <= Double(SimDuration.maximum.milliseconds) else {
                let written = value["t"]?.numberText ?? ""
                throw problem("\"t\": \(written) seconds is past the limit, \(SimDuration.maximum) (100 years)")
            }
            let at = SimDuration.ms(Int64(ms))
            if event == "SessionStarted" {
                sessions.append(LoggedSession(file: file, line: number, start: try start(value, problem)))
                continue
            }
            guard !sessions.isEmpty else { continue }
            sessions[sessions.count - 1].end = max(sessions[sessions.count - 1].end, at)
            guard event == "Command", value["refused"] == nil else { continue }
            guard let written = value["command"]?.string else { throw problem("a Command line needs \"command\"") }
            sessions[sessions.count - 1].commands.append(.init(line: number, at: at, command: try command(written, problem)))
        }
        return sessions
    }

    private static func start(_ value: JSONValue, _ problem: (String) -> Problem) throws(Problem) -> SessionStart {
        guard let name = value["profile"]?.string, let profile = Profile(rawValue: name) else {
            throw problem("SessionStarted needs \"profile\": \(Profile.namesInASentence)")
        }
        var device = DeviceKind.default
        if let written = value["device"] {
            guard let name = written.string, let kind = DeviceKind(rawValue: name) else {
                throw problem("SessionStarted's \"device\" is \(DeviceKind.namesInASentence)")
            }
            device = kind
        }
        guard let seed = value["seed"]?.unsigned else { throw problem("SessionStarted needs \"seed\": a whole number from 0") }
        guard let lines = value["settings"]?.array else { throw problem("SessionStarted needs \"settings\": a list of command lines") }
        var settings: [Command] = []
        for line in lines {
            guard let text = line.string else { throw problem("\"settings\" holds command lines in quotes") }
            settings.append(try command(text, problem))
        }
        return SessionStart(version: value["version"]?.string ?? "", profile: profile, device: device, seed: seed, settings: settings)
    }

    private static func command(_ text: String, _ problem: (String) -> Problem) throws(Problem) -> Command {
        let parsed: Command?
        do {
            parsed = try CommandLanguage.parse(text)
        } catch {
            throw problem("the command '\(text.prefix(40))' cannot be read: \(error.message)")
        }
        guard let parsed else { throw problem("an empty command") }
        return parsed
    }
}
