/// Something wrong at a place in a file the user gave AppDeck (a script, a manifest, a theme,
/// the settings): `FILE:LINE:COLUMN: message`, `FILE:LINE: message` when the column is not
/// known, `FILE: message` about the whole file (it cannot be read), and `line LINE[:COLUMN]:
/// message` for text that has no file name.
public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`<stdin>` for standard input).
    public var file: String
    /// From 1; 0 when the problem is about the whole file.
    public var line: Int
    /// From 1, in characters; nil when not known.
    public var column: Int?
    /// What is wrong and what was expected.
    public var message: String

    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// The place and the message, with control characters spelled out (safe on a terminal).
    public var description: String {
        var place = file.isEmpty ? (line > 0 ? "line \(line)" : "") : file
        if !file.isEmpty && line > 0 { place += ":\(line)" }
        if line > 0, let column { place += ":\(column)" }
        return (place.isEmpty ? message : place + ": " + message).visible
    }
}

/// Every problem found in one or more files, in the order found.
public struct Problems: Error, Sendable, CustomStringConvertible {
    public var list: [Problem]

    public init(_ list: [Problem]) { self.list = list }

    /// One problem a line.
    public var description: String { list.map(\.description).joined(separator: "\n") }

    /// The problems ordered by line (those on one line keep their order).
    public var byLine: Problems {
        Problems(
            list.enumerated()
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
                .map(\.element))
    }
}
