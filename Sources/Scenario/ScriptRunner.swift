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
    /// catalog does not have.
    public init(script: Script, engine: Engine) throws(Problems) {
        self.script = script
        self.engine = engine
        self.lines = try Self.resolve(script, appNames: engine.catalog.map(\.name))
    }

    /// The script's lines with app names in the catalog's spelling; throws every line that
    /// names an app not in `appNames`.
    public static func resolve(_ script: Script, appNames: [String]) throws(Problems) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        var problems: [Problem] = []
        let names = AppNames(appNames)
        for line in script.lines {
            do throws(UnknownApp) {
                var resolved = line
                resolved.command = try names.resolve(line.command)
                lines.append(resolved)
            } catch {
                problems.append(Problem(file: script.file, line: line.number, column: line.appColumn ?? 1, message: error.message))
            }
        }
        guard problems.isEmpty else { throw Problems(problems) }
        return lines
    }

    /// Runs every line in order, passing each event to `emit` as the engine logs it (so a
    /// long `wait` is never limited by the log's bound); stops at the first line that cannot
    /// be carried out or whose `expect` does not hold. `willApply` and `didApply` are told of
    /// each line's command before and after it runs (the why report's).
    public func run(
        emit: @escaping (Event) -> Void, willApply: (Command) -> Void = { _ in }, didApply: () -> Void = {}
    ) throws(RunFailure) {
        for event in engine.log.events { emit(event) }
        engine.onEvent = emit
        defer { engine.onEvent = nil }
        for line in lines {
            willApply(line.command)
            do {
                try engine.apply(line.command)
            } catch {
                throw RunFailure(file: script.file, line: line.number, error)
            }
            didApply()
        }
    }
}

/// Why a script stopped: a problem at its line (`FILE:LINE: message`) and its kind.
public struct RunFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A command could not be carried out.
        case cannotCarryOut
        /// An `expect` did not hold.
        case expectationFailed
    }

    public var kind: Kind
    public var problem: Problem

    public init(kind: Kind, problem: Problem) {
        self.kind = kind; self.problem = problem
    }

    init(file: String, line: Int, _ error: CommandError) {
        switch error {
        case .cannotCarryOut(let why):
            self.init(kind: .cannotCarryOut, problem: Problem(file: file, line: line, message: why))
        case .expectationFailed(let why):
            self.init(kind: .expectationFailed, problem: Problem(file: file, line: line, message: why))
        }
    }

    public var description: String { problem.description }
}
