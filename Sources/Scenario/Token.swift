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
/// Columns count Unicode scalars, so that a combining mark can never glue two words together.
enum Tokenizer {
    /// The characters a quoted word may escape, and what each stands for.
    static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
        "\\": "\\", "\"": "\"", "n": "\n", "r": "\r", "t": "\t",
    ]

    static func tokens(in line: String) throws(LineError) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(line.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if isSpace(c) { i += 1; continue }
            if c == "#" { break }
            if c == "\"" {
                tokens.append(try quotedWord(chars, from: &i))
                if i < chars.count, !isSpace(chars[i]), chars[i] != "#" {
                    throw LineError(column: i + 1, message: "expected a space after the closing quote")
                }
            } else {
                let start = i
                var text = String.UnicodeScalarView()
                while i < chars.count, !isSpace(chars[i]), chars[i] != "#" {
                    if chars[i] == "\"" {
                        throw LineError(column: i + 1, message: "a quote can only start a word")
                    }
                    text.append(chars[i])
                    i += 1
                }
                tokens.append(Token(text: String(text), column: start + 1, end: i + 1))
            }
        }
        return tokens
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

    /// Reads a quoted word starting at the opening quote `chars[i]`; leaves `i` past the closing quote.
    private static func quotedWord(_ chars: [Unicode.Scalar], from i: inout Int) throws(LineError) -> Token {
        let start = i
        var text = String.UnicodeScalarView()
        i += 1
        while i < chars.count {
            let c = chars[i]
            if c == "\"" {
                i += 1
                return Token(text: String(text), column: start + 1, end: i + 1)
            }
            if c == "\\", i + 1 < chars.count {
                guard let escaped = escapes[chars[i + 1]] else {
                    throw LineError(column: i + 1, message:
                        "unknown escape '\\\(chars[i + 1])' (use \\\\, \\\", \\n, \\r or \\t)")
                }
                text.append(escaped)
                i += 2
                continue
            }
            text.append(c)
            i += 1
        }
        throw LineError(column: start + 1, message: "unterminated quote (expected a closing \")")
    }

    /// The word as the formatter writes it: bare when it reads back as itself, quoted otherwise.
    static func word(_ text: String) -> String {
        let needsQuotes = text.isEmpty || text.unicodeScalars.contains { c in
            c == "\"" || c == "#" || c.properties.isWhitespace || c.value < 0x20 || c.value == 0x7F
        }
        guard needsQuotes else { return text }
        var out = String.UnicodeScalarView(["\""])
        for c in text.unicodeScalars {
            switch c {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default: out.append(c)
            }
        }
        out.append("\"")
        return String(out)
    }
}
