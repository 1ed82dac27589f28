import Yams

/// The one YAML loader, for manifests, themes and settings: the node tree of a file that holds
/// one YAML document (Yams' compose, so every node keeps its line; read as `YAMLNode`s, so
/// that no other module sees Yams), with every syntax error as
/// a `Problem` at its line and column. Each duplicate key is reported at its own line. Lines
/// end at `\n` (or `\r\n`), as in scripts and editors: the other characters YAML takes for
/// line breaks (a lone `\r`, U+0085, U+2028, U+2029) are refused, since they would put every
/// line number after them out of step with the file as an editor shows it.
public enum YAMLDocument {
    /// The root node of `text` (nil when it holds no document). Throws the problems that stop
    /// it from being read: a stray line break, malformed YAML, a second document, duplicate keys.
    public static func compose(_ text: String, file: String) throws(Problems) -> YAMLNode? {
        if let stray = strayLineBreak(in: text, file: file) { throw Problems([stray]) }
        do {
            return try Yams.compose(yaml: text).map(YAMLNode.init)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            throw Problems(duplicateKeys(in: text, file: file, first: context.mark, spelling: duplicates.first ?? ""))
        } catch {
            throw Problems([problem(from: error, in: text, file: file)])
        }
    }

    /// The first line break other than `\n` and `\r\n`, as a problem at its place.
    private static func strayLineBreak(in text: String, file: String) -> Problem? {
        var line = 1, column = 1
        var scalars = text.unicodeScalars.makeIterator()
        var current = scalars.next()
        while let scalar = current {
            let following = scalars.next()
            switch scalar {
            case "\n":
                line += 1; column = 0
            case "\r" where following != "\n", "\u{85}", "\u{2028}", "\u{2029}":
                return Problem(
                    file: file, line: line, column: column,
                    message:
                        "\(String(scalar).quoted) is a line break to YAML but not to editors; end lines with \\n or \\r\\n")
            default:
                break
            }
            column += 1
            current = following
        }
        return nil
    }

    /// A problem with the node's line and column.
    private static func problem(at node: Node, file: String, _ message: String) -> Problem {
        Problem(file: file, line: node.mark?.line ?? 1, column: node.mark?.column, message: message)
    }

    /// What the parser's most common complaints mean a newcomer should write instead.
    private static let expected = [
        "mapping values are not allowed in this context":
            "each key at the indent of the keys beside it, and a value that holds ': ' in quotes",
        "did not find expected key": "each key at the indent of the keys beside it",
        "found a tab character that violates indentation": "spaces to indent, never tabs",
        "found character that cannot start any token": "a value that starts with @, ` or a tab in quotes, and spaces to indent",
    ]

    /// A Yams error as a problem at its place.
    private static func problem(from error: any Error, in text: String, file: String) -> Problem {
        func at(_ mark: Mark?, _ message: String) -> Problem {
            Problem(file: file, line: max(mark?.line ?? 1, 1), column: mark.map { max($0.column, 1) }, message: message)
        }
        guard let yaml = error as? YamlError else { return at(nil, "unreadable YAML: \(error)") }
        switch yaml {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem == "but found another document" {
                return at(mark, "a second YAML document; the file holds one")
            }
            let during = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return at(mark, "malformed YAML: \(problem)\(during)" + (expected[problem].map { ": expected \($0)" } ?? ""))
        case .reader(let problem, let offset, _, _):
            let line = offset.map { text.utf8.prefix($0).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } } ?? 1
            return Problem(file: file, line: line, message: "unreadable text: \(problem)")
        default:
            return at(nil, "unreadable YAML: \(yaml)")
        }
    }
}

extension YAMLDocument {
    /// How many mappings with repeated keys are looked for before the rest is reported as one
    /// problem.
    static let duplicateSearchLimit = 20

    /// A key whose first character was replaced, where, and how it was spelled.
    private struct Renamed {
        var line: Int
        var column: Int
        var spelling: String
    }

    /// Every key that repeats one before it in its mapping, each at its own place. Yams stops
    /// at the first mapping with a repeat and names the first of its repeated keys; that key
    /// is renamed in the text (its first character replaced by a private-use one, so no column
    /// moves) and the text read again, until it reads: then the keys of each mapping, renamed
    /// ones under their old spelling, show every repeat.
    static func duplicateKeys(in text: String, file: String, first: Mark, spelling: String) -> [Problem] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        var renamed: [Renamed] = []
        var next = (mark: first, spelling: spelling)
        while renamed.count < duplicateSearchLimit {
            guard rename(&lines, at: next.mark, index: renamed.count) else { break }
            renamed.append(Renamed(line: next.mark.line, column: next.mark.column, spelling: next.spelling))
            let changed = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
            do {
                let found = try Yams.compose(yaml: changed).map { repeats(in: $0, renamed: renamed, file: file) } ?? []
                if !found.isEmpty { return found }
                break
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                next = (context.mark, duplicates.first ?? "")
            } catch {
                break
            }
        }
        return [
            Problem(
                file: file, line: first.line, column: first.column,
                message: "duplicate key \(spelling.quoted) in a mapping (a key may appear once)")
        ]
    }

    /// Replaces the first character of the key at `mark` (inside its quotes when quoted).
    private static func rename(_ lines: inout [[Unicode.Scalar]], at mark: Mark, index: Int) -> Bool {
        let row = mark.line - 1
        guard lines.indices.contains(row), let tag = Unicode.Scalar(0xE000 + UInt32(index)) else { return false }
        var column = mark.column - 1
        if lines[row].indices.contains(column), lines[row][column] == "\"" || lines[row][column] == "'" { column += 1 }
        guard lines[row].indices.contains(column) else { return false }
        lines[row][column] = tag
        return true
    }

    /// The keys that repeat an earlier key of their mapping, in `node`.
    private static func repeats(in node: Node, renamed: [Renamed], file: String) -> [Problem] {
        var problems: [Problem] = []
        func spelling(_ key: Node) -> String? {
            let place = key.mark.map { mark in renamed.first { $0.line == mark.line && $0.column == mark.column } }
            return place??.spelling ?? key.scalar?.string
        }
        func visit(_ node: Node) {
            switch node {
            case .mapping(let mapping):
                var first: [String: Node] = [:]
                for (key, _) in mapping {
                    guard let name = spelling(key) else { continue }
                    if let earlier = first[name] {
                        problems.append(
                            problem(
                                at: key, file: file,
                                "duplicate key \(name.quoted); line \(earlier.mark?.line ?? 1) has it already in this mapping"))
                    } else {
                        first[name] = key
                    }
                }
                for (key, value) in mapping { visit(key); visit(value) }
            case .sequence(let sequence):
                sequence.forEach(visit)
            case .scalar, .alias:
                break
            }
        }
        visit(node)
        return Problems(problems).byLine.list
    }
}
