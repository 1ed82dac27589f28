/// One word of a command line, with the column it starts at.
struct Token: Hashable, Sendable {
    /// The word's value: for a quoted word, without the quotes and with escapes resolved.
    var text: String
    /// 1-based column of the word's first character (its opening quote when quoted).
    var column: Int
    /// 1-based column just past the word's last character.
    var end: Int
}

/// Splits one line of the command language into words. Words are separated by spaces or
/// tabs; `#` outside quotes starts a comment; a word that starts with `"` runs to the next
/// unescaped `"` and may hold spaces, `#` and the escapes `\\`, `\"`, `\n`, `\r` and `\t`.
/// After a keyword that takes text (`say`), the rest of the line is one word as written
/// (see `text(_:)`).
/// Columns count Unicode scalars, so that a combining mark can never glue two words together.
/// (It reads UTF-8 bytes: every character it looks for is ASCII.)
enum Tokenizer {
    /// The characters a quoted word may escape, and what each stands for.
    static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""),
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    /// Reads a line's bytes, keeping count of the column (in scalars) of the next byte.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var column = 1

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8 { bytes[index] }
        /// The scalar starting at the current byte, for messages.
        var currentScalar: String {
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }

        mutating func advance() {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// The words of `line`; when `restIsText` holds for the first word, the rest of the line
    /// is one more word, read by `text(_:)`.
    static func tokens(in line: String, restIsText: (String) -> Bool = { _ in false }) throws(LineError) -> [Token] {
        var tokens: [Token] = []
        var r = Reader(bytes: Array(line.utf8))
        while !r.atEnd {
            if tokens.count == 1, restIsText(tokens[0].text) {
                if let rest = text(&r) { tokens.append(rest) }
                break
            }
            let c = r.current
            if isSpace(c) { r.advance(); continue }
            if c == hash { break }
            if c == quote {
                tokens.append(try quotedWord(&r))
                if !r.atEnd, !isSpace(r.current), r.current != hash {
                    throw LineError(column: r.column, message: "expected a space after the closing quote")
                }
            } else {
                let start = r.index, column = r.column
                while !r.atEnd, !isSpace(r.current), r.current != hash {
                    if r.current == quote {
                        throw LineError(column: r.column, message: "a quote can only start a word")
                    }
                    r.advance()
                }
                tokens.append(
                    Token(
                        text: String(decoding: r.bytes[start..<r.index], as: UTF8.self),
                        column: column, end: r.column))
            }
        }
        return tokens
    }

    /// The rest of a line as written (quotes and runs of spaces kept), up to a `#`, which
    /// starts a comment unless written `\#`; a line break (`\r`, `\n`) is a space, and the
    /// spaces at either end are not part of it. `""` alone is the empty text. Nil when nothing
    /// but spaces or a comment is left.
    private static func text(_ r: inout Reader) -> Token? {
        while !r.atEnd, isSpace(r.current) || r.current == 0x0A || r.current == 0x0D { r.advance() }
        let column = r.column
        var text: [UInt8] = [], kept = 0, end = column
        while !r.atEnd, r.current != hash {
            let escaped = r.current == backslash && r.index + 1 < r.bytes.count && r.bytes[r.index + 1] == hash
            if escaped { r.advance() }
            let start = r.index
            r.advance()
            let c = r.bytes[start]
            if c == 0x0A || c == 0x0D { text.append(space) } else { text += r.bytes[start..<r.index] }
            if !isSpace(text[text.count - 1]) { kept = text.count; end = r.column }
        }
        guard kept > 0 else { return nil }
        let written = String(decoding: text[..<kept], as: UTF8.self)
        return Token(text: written == "\"\"" ? "" : written, column: column, end: end)
    }

    /// Text written so that `text(_:)` reads it back: each `#` written `\#`, the empty text
    /// `""`. It holds what one line can: a line break becomes a space, the spaces at the ends go.
    static func text(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        let start = scalars.firstIndex { $0 != " " && $0 != "\t" } ?? scalars.endIndex
        var out = String.UnicodeScalarView()
        for c in scalars[start...] {
            if c == "#" { out.append("\\") }
            out.append(c)
        }
        return out.isEmpty ? "\"\"" : String(out)
    }

    /// Reads a quoted word starting at its opening quote; leaves the reader past the closing quote.
    private static func quotedWord(_ r: inout Reader) throws(LineError) -> Token {
        let column = r.column
        var text: [UInt8] = []
        r.advance()
        while !r.atEnd {
            let c = r.current
            if c == quote {
                r.advance()
                return Token(text: String(decoding: text, as: UTF8.self), column: column, end: r.column)
            }
            if c == backslash, r.index + 1 < r.bytes.count {
                let escapeColumn = r.column
                r.advance()
                guard let escaped = escapes[r.current] else {
                    throw LineError(
                        column: escapeColumn,
                        message:
                            "unknown escape '\\\(r.currentScalar)' (use \\\\, \\\", \\n, \\r or \\t)")
                }
                text.append(escaped)
                r.advance()
                continue
            }
            let start = r.index
            r.advance()
            text += r.bytes[start..<r.index]
        }
        throw LineError(column: column, message: "unterminated quote (expected a closing \")")
    }

    /// The word as the formatter writes it: bare when it reads back as itself, quoted otherwise.
    static func word(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty
            || text.unicodeScalars.contains { c in
                c == "\"" || c == "#" || c.properties.isWhitespace || c.value < 0x20 || c.value == 0x7F
            }
        return needsQuotes ? quoted(text) : text
    }

    /// `text` in double quotes with `\\`, `\"`, `\n`, `\r` and `\t` escaped, as both the
    /// command language and JSON write them; `escape` spells any other scalar that needs it.
    static func quoted(_ text: String, escaping escape: (Unicode.Scalar) -> String? = { _ in nil }) -> String {
        var out = String.UnicodeScalarView(["\""])
        for c in text.unicodeScalars {
            switch c {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default:
                if let spelled = escape(c) { out.append(contentsOf: spelled.unicodeScalars) } else { out.append(c) }
            }
        }
        out.append("\"")
        return String(out)
    }
}
