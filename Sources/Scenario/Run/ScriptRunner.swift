import Lifecycle
import Support

/// Runs a script on an engine, line by line, on the virtual clock, handing every event to
/// the caller as soon as the line that caused it has run.
public struct ScriptRunner {
    public let script: Script
    public let engine: Engine
    /// The script's lines with app names in the catalog's spelling.
    private let lines: [ScriptLine]

    /// Prepares `script` for `engine`; throws every line that names an app the engine's
    /// catalog does not have, or a BG task identifier its app does not have.
    public init(script: Script, engine: Engine) throws(Problems) {
        self.script = script
        self.engine = engine
        self.lines = try Self.resolve(script, apps: engine.catalog)
    }

    /// The script's lines with app names in the catalog's spelling; throws every line that
    /// names an app not in `apps`, and every event REASON that is neither a reason of the
    /// event nor one of the app's BG task identifiers.
    public static func resolve(_ script: Script, apps: [AppSpec]) throws(Problems) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        var problems: [Problem] = []
        let names = AppNames(apps.map(\.name))
        for line in script.lines {
            do throws(UnknownApp) {
                var resolved = line
                resolved.command = try names.resolve(line.command)
                lines.append(resolved)
                if let problem = unknownIdentifier(resolved, apps) {
                    problems.append(Problem(file: script.file, line: line.number, column: line.reasonColumn ?? 1, message: problem))
                }
                if let problem = noLiveActivity(resolved, apps) {
                    problems.append(Problem(file: script.file, line: line.number, column: line.appColumn ?? 1, message: problem))
                }
            } catch {
                problems.append(
                    Problem(
                        file: script.file, line: line.number, column: line.appColumn ?? 1,
                        message: error.message + Script.semicolonHint(line.source)))
            }
        }
        guard problems.isEmpty else { throw Problems(problems) }
        return lines
    }

    /// Why the line's REASON can never come with its BG task event: neither a reason of the
    /// event nor one of the app's task identifiers.
    private static func unknownIdentifier(_ line: ScriptLine, _ apps: [AppSpec]) -> String? {
        guard let pattern = line.command.eventPattern, let reason = pattern.reason, pattern.event.carriesTaskIdentifier,
            !pattern.event.reasons.contains(reason), let app = apps.first(where: { $0.name == pattern.app })
        else { return nil }
        guard !app.bgTasks.contains(where: { $0.id == reason }) else { return nil }
        return CommandLanguage.reasonProblem(reason, pattern.event, app: app)
    }

    /// Runs every line in order, passing each event to `emit` as the engine logs it (so a
    /// long `wait` is never limited by the log's bound); stops at the first line that cannot
    /// be carried out or whose `expect` does not hold (with `keepGoing`, only at a line that
    /// cannot be carried out: every failed `expect` is reported). A command whose callbacks
    /// still wait behind a busy main thread when the script ends is a failure too (§2.1).
    /// `willApply` and `didApply` are told of each line's command before and after it runs
    /// (the why report's).
    public func run(
        keepGoing: Bool = false, emit: @escaping (Event) -> Void, willApply: (Command) -> Void = { _ in },
        didApply: () -> Void = {}
    ) throws(RunFailure) {
        for event in engine.log.events { emit(event) }
        engine.onEvent = emit
        defer { engine.onEvent = nil }
        var failures: [RunFailure] = []
        var waiting: [(line: ScriptLine, ticket: WaitingTicket)] = []
        for line in lines {
            willApply(line.command)
            let counts = engine.waitCounts
            do {
                try engine.apply(line.command)
            } catch {
                failures.append(RunFailure(file: script.file, line: line.number, error))
                if !keepGoing || failures.last?.kind == .cannotCarryOut { throw RunFailure(failures) }
            }
            didApply()
            if Self.mayBeLeftWaiting(line.command), let ticket = engine.tickets(since: counts).first {
                waiting.append((line, ticket))
            }
        }
        for (line, ticket) in waiting {
            guard let still = engine.stillWaiting(ticket) else { continue }
            let message = "\(CommandLanguage.format(line.command).quoted) had not applied when the script ended (\(still.sentence))"
            failures.append(RunFailure(kind: .notApplied, problem: Problem(file: script.file, line: line.number, message: message)))
        }
        if !failures.isEmpty { throw RunFailure(failures) }
    }

    /// A user's command, whose callbacks may wait behind a busy main thread; not the clock's
    /// own work during a `wait`.
    private static func mayBeLeftWaiting(_ command: Command) -> Bool {
        switch command {
        case .wait, .waitUntil: false
        default: true
        }
    }
}

/// Why a script stopped: a problem at its line (`FILE:LINE: message`) and its kind; with
/// `--keep-going`, every failed `expect` after it (`following`).
public struct RunFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A command could not be carried out.
        case cannotCarryOut
        /// An `expect` did not hold.
        case expectationFailed
        /// A command's callbacks still waited behind a busy main thread when the script ended.
        case notApplied
    }

    public var kind: Kind
    public var problem: Problem
    /// The failures after this one, in the script's order (with `--keep-going`, and the
    /// commands left waiting at the end).
    public var following: [RunFailure] = []

    public init(kind: Kind, problem: Problem) {
        self.kind = kind; self.problem = problem
    }

    /// The first of `failures`, followed by the others.
    init(_ failures: [RunFailure]) {
        self = failures[0]
        following = Array(failures.dropFirst())
    }

    init(file: String, line: Int, _ error: CommandError) {
        switch error {
        case .cannotCarryOut(let why):
            self.init(kind: .cannotCarryOut, problem: Problem(file: file, line: line, message: why))
        case .expectationFailed(let why):
            self.init(kind: .expectationFailed, problem: Problem(file: file, line: line, message: why))
        }
    }

    /// Every failure, this one first.
    public var all: [RunFailure] {
        var first = self
        first.following = []
        return [first] + following
    }

    /// One line per failure: `FILE:LINE: message`.
    public var description: String { all.map(\.problem.description).joined(separator: "\n") }
}
