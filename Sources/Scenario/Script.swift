import Lifecycle

/// A parsed script: its commands with their line numbers.
public struct Script: Sendable {
    /// The file name that messages about the script start with (`<stdin>` for standard input).
    public var file: String
    public var lines: [ScriptLine]

    /// Reads every line of `text`; throws every line that cannot be read.
    public init(parsing text: String, file: String) throws(ScriptErrors) {
        self.file = file
        var lines: [ScriptLine] = []
        var problems: [ScriptError] = []
        for (index, line) in Self.splitLines(text).enumerated() {
            do {
                if let parsed = try CommandLanguage.parseLine(line) {
                    lines.append(ScriptLine(number: index + 1, command: parsed.command,
                                            appName: parsed.appName, appColumn: parsed.appColumn))
                }
            } catch {
                problems.append(ScriptError(file: file, line: index + 1, column: error.column, message: error.message))
            }
        }
        guard problems.isEmpty else { throw ScriptErrors(problems) }
        self.lines = lines
    }

    /// Lines end at `\n`, with an optional `\r` before it; nothing else breaks a line.
    static func splitLines(_ text: String) -> [String] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

/// One command of a script.
public struct ScriptLine: Hashable, Sendable {
    /// 1-based line number in the script.
    public var number: Int
    public var command: Command
    /// The app the command names, as written.
    public var appName: String?
    /// Where the app name starts.
    public var appColumn: Int?
}

/// A problem at a place in a script: `FILE:LINE:COLUMN: message`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Every problem found in a script, one `FILE:LINE:COLUMN: message` per line.
public struct ScriptErrors: Error, Sendable, CustomStringConvertible {
    public var problems: [ScriptError]
    public init(_ problems: [ScriptError]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
