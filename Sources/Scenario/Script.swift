import Lifecycle
import Support

/// A parsed script: its commands with their line numbers.
public struct Script: Sendable {
    /// The file name that messages about the script start with (`<stdin>` for standard input).
    public var file: String
    public var lines: [ScriptLine]

    /// Reads every line of `text`; throws every line that cannot be read.
    public init(parsing text: String, file: String) throws(Problems) {
        self.file = file
        var lines: [ScriptLine] = []
        var problems: [Problem] = []
        for (index, line) in Self.splitLines(text).enumerated() {
            do {
                if let parsed = try CommandLanguage.parseLine(line) {
                    lines.append(ScriptLine(number: index + 1, command: parsed.command, appColumn: parsed.appColumn))
                }
            } catch {
                problems.append(Problem(file: file, line: index + 1, column: error.column, message: error.message))
            }
        }
        guard problems.isEmpty else { throw Problems(problems) }
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
    /// Where the app name starts.
    public var appColumn: Int?
}
