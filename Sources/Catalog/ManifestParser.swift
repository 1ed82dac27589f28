import Lifecycle
import Yams

/// Reads one app manifest (one YAML document, one app) into an AppSpec. Every problem of the
/// file is reported, each with its line; nothing is returned unless the whole file is valid.
public enum ManifestParser {
    /// Parses manifest text; `file` names it in problems.
    public static func parse(text: String, file: String) throws(ManifestErrors) -> AppSpec {
        try manifest(text: text, file: file).spec
    }

    /// Parses the bytes of a manifest file, which must be UTF-8 text.
    public static func parse(bytes: [UInt8], file: String) throws(ManifestErrors) -> AppSpec {
        try manifest(bytes: bytes, file: file).spec
    }

    /// The app with the line of its name (for duplicate-name problems across files).
    static func manifest(bytes: [UInt8], file: String) throws(ManifestErrors) -> (spec: AppSpec, nameLine: Int) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let line = firstInvalidUTF8Line(bytes)
            throw ManifestErrors([ManifestProblem(file: file, line: line,
                                                  message: "not UTF-8 text (a truncated or binary file?)")])
        }
        return try manifest(text: text, file: file)
    }

    static func manifest(text: String, file: String) throws(ManifestErrors) -> (spec: AppSpec, nameLine: Int) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw ManifestErrors([problem(from: error, file: file)])
        }
        guard let root else {
            throw ManifestErrors([ManifestProblem(file: file, line: 1,
                                                  message: "empty manifest; expected a mapping with at least 'name'")])
        }
        var reader = ManifestReader(file: file)
        let app = reader.app(root)
        guard let app, reader.problems.isEmpty else { throw ManifestErrors(byLine(reader.problems)) }
        return app
    }

    /// Problems in line order; those on one line keep the order they were found in.
    private static func byLine(_ problems: [ManifestProblem]) -> [ManifestProblem] {
        problems.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }

    /// A YAML syntax error as a problem at its line.
    private static func problem(from error: any Error, file: String) -> ManifestProblem {
        func at(_ line: Int, _ message: String) -> ManifestProblem {
            ManifestProblem(file: file, line: max(line, 1), message: message)
        }
        guard let yaml = error as? YamlError else { return at(1, "unreadable YAML: \(error)") }
        switch yaml {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if problem == "but found another document" {
                return at(mark.line, "a second YAML document; a manifest holds one app")
            }
            let during = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return at(mark.line, "malformed YAML: \(problem)\(during)")
        case .reader(let problem, let offset, _, let text):
            let line = offset.map { text.prefix($0).reduce(1) { $1.isNewline ? $0 + 1 : $0 } } ?? 1
            return at(line, "unreadable text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return at(context.mark.line, "duplicate key \(keys) in one mapping")
        default:
            return at(1, "unreadable YAML: \(yaml)")
        }
    }

    /// The line holding the first byte that is not part of valid UTF-8.
    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int {
        var line = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput, .error: return line
            }
        }
    }
}
