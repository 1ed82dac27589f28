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
                    lines.append(
                        ScriptLine(
                            number: index + 1, command: parsed.command, appColumn: parsed.appColumn,
                            reasonColumn: parsed.reasonColumn, source: Self.trimmed(line)))
                }
            } catch {
                problems.append(
                    Problem(file: file, line: index + 1, column: error.column, message: error.message + Self.semicolonHint(line)))
            }
        }
        guard problems.isEmpty else { throw Problems(problems) }
        self.lines = lines
    }

    /// ` (one command per line)` for a line with a `;`, as if commands were joined as a shell
    /// joins them (`launch Mail; home`): the language has one command per line.
    static func semicolonHint(_ line: String) -> String {
        line.contains(";") ? " (one command per line)" : ""
    }

    /// The line without the spaces and tabs around it.
    static func trimmed(_ line: String) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(line.drop(while: blank).reversed().drop(while: blank).reversed())
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
    /// Where an event's REASON starts (`expect APP had EVENT REASON`, `wait until`).
    public var reasonColumn: Int?
    /// The line as written, without the spaces around it (the script pane of `appdeck play`).
    public var source: String = ""
}
