/// Objective-C as tokens, for the lexical reader: identifiers, string literals (`@"…"` and
/// `"…"`), numbers and single punctuation characters, each with its line. Comments are
/// skipped; a preprocessor line is one token (`#define NAME VALUE` is kept for constants).
struct ObjCToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case identifier, string, number, punctuation, directive }
    var kind: Kind
    var text: String
    var line: Int
}

enum ObjCLexer {
    static func tokens(_ text: String) -> [ObjCToken] {
        let bytes = Array(text.utf8)
        var tokens: [ObjCToken] = []
        var i = 0, line = 1
        func isLetter(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || b == 95 || b == 36 }
        func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        func word(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        var lineStart = true
        while i < bytes.count {
            let b = bytes[i]
            if b == 10 {
                line += 1
                i += 1
                lineStart = true
                continue
            }
            if b == 32 || b == 9 || b == 13 {
                i += 1
                continue
            }
            if b == 47, i + 1 < bytes.count, bytes[i + 1] == 47 { // line comment
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                continue
            }
            if b == 47, i + 1 < bytes.count, bytes[i + 1] == 42 { // block comment
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 42 && bytes[i + 1] == 47) {
                    if bytes[i] == 10 { line += 1 }
                    i += 1
                }
                i += 2
                continue
            }
            if b == 35, lineStart { // a preprocessor line, with its continuations
                let start = i, first = line
                while i < bytes.count, bytes[i] != 10 || (i > 0 && bytes[i - 1] == 92) {
                    if bytes[i] == 10 { line += 1 }
                    i += 1
                }
                tokens.append(ObjCToken(kind: .directive, text: word(start, i), line: first))
                continue
            }
            lineStart = false
            if b == 34 || (b == 64 && i + 1 < bytes.count && bytes[i + 1] == 34) { // "…" or @"…"
                i += b == 64 ? 2 : 1
                var value: [UInt8] = []
                while i < bytes.count, bytes[i] != 34, bytes[i] != 10 {
                    if bytes[i] == 92, i + 1 < bytes.count { i += 1 }
                    value.append(bytes[i])
                    i += 1
                }
                i += 1
                tokens.append(ObjCToken(kind: .string, text: String(decoding: value, as: UTF8.self), line: line))
                continue
            }
            if isLetter(b) {
                let start = i
                while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) { i += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: word(start, i), line: line))
                continue
            }
            if isDigit(b) {
                let start = i
                while i < bytes.count, isDigit(bytes[i]) || bytes[i] == 46 || isLetter(bytes[i]) { i += 1 }
                tokens.append(ObjCToken(kind: .number, text: word(start, i), line: line))
                continue
            }
            if b >= 128 { // a byte of a UTF-8 character outside a string: not Objective-C syntax
                i += 1
                continue
            }
            tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(b)), line: line))
            i += 1
        }
        return tokens
    }
}
