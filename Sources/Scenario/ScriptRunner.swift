import Lifecycle

/// Runs a script on an engine, line by line, on the virtual clock, handing every event to
/// the caller as soon as the line that caused it has run.
public struct ScriptRunner {
    public let script: Script
    public let engine: Engine
    /// The script's lines with app names in the catalog's spelling.
    private let lines: [ScriptLine]

    /// Prepares `script` for `engine`; throws every line that names an app the engine's
    /// catalog does not have.
    public init(script: Script, engine: Engine) throws(ScriptErrors) {
        self.script = script
        self.engine = engine
        var lines: [ScriptLine] = []
        var problems: [ScriptError] = []
        let known = engine.catalog.map(\.name)
        for line in script.lines {
            guard let written = line.appName else {
                lines.append(line)
                continue
            }
            guard let name = engine.appName(matching: written) else {
                problems.append(ScriptError(file: script.file, line: line.number, column: line.appColumn ?? 1,
                    message: "unknown app '\(written)'" + Suggestion.hint(for: written, in: known)))
                continue
            }
            var resolved = line
            if name != written {
                resolved.command = CommandLanguage.replacingAppName(in: line.command, with: name)
                resolved.appName = name
            }
            lines.append(resolved)
        }
        guard problems.isEmpty else { throw ScriptErrors(problems) }
        self.lines = lines
    }

    /// Runs every line in order, passing each event to `emit` as the engine logs it (so a
    /// long `wait` is never limited by the log's bound); stops at the first line that cannot
    /// be carried out or whose `expect` does not hold.
    public func run(emit: @escaping (Event) -> Void) throws(RunFailure) {
        for event in engine.log.events { emit(event) }
        engine.onEvent = emit
        defer { engine.onEvent = nil }
        for line in lines {
            do {
                try engine.apply(line.command)
            } catch {
                throw RunFailure(file: script.file, line: line.number, error)
            }
        }
    }
}

/// Why a script stopped: `FILE:LINE: message`.
public struct RunFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A command could not be carried out.
        case cannotCarryOut
        /// An `expect` did not hold.
        case expectationFailed
    }

    public var file: String
    public var line: Int
    public var kind: Kind
    public var message: String

    public init(file: String, line: Int, kind: Kind, message: String) {
        self.file = file; self.line = line; self.kind = kind; self.message = message
    }

    init(file: String, line: Int, _ error: CommandError) {
        switch error {
        case .cannotCarryOut(let why): self.init(file: file, line: line, kind: .cannotCarryOut, message: why)
        case .expectationFailed(let why): self.init(file: file, line: line, kind: .expectationFailed, message: why)
        }
    }

    public var description: String { "\(file):\(line): \(message)" }
}
