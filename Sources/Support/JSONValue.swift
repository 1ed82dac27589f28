/// A JSON value, read by a small strict parser (RFC 8259): enough to read back the JSON
/// Lines AppDeck writes (`--log` files) without Foundation.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written (so that a 64-bit seed keeps every digit).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses one JSON text; throws what is wrong and at which character (from 1).
    public init(parsing text: String) throws(JSONError) {
        var parser = JSONParser(Array(text.unicodeScalars))
        parser.skipSpace()
        self = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected text after the value") }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var number: Double? { if case .number(let n) = self { return Double(n) }; return nil }
    /// A number as it was written.
    public var numberText: String? { if case .number(let n) = self { return n }; return nil }
    /// A whole number from 0 to UInt64.max, written without a fraction or exponent.
    public var unsigned: UInt64? { if case .number(let n) = self { return UInt64(n) }; return nil }
    public var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
}

/// Why a text is not JSON, and where (a character position from 1).
public struct JSONError: Error, Hashable, Sendable {
    public var column: Int
    public var message: String
}

private struct JSONParser {
    let scalars: [Unicode.Scalar]
    var i = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { i >= scalars.count }

    func error(_ message: String) -> JSONError { JSONError(column: i + 1, message: message) }

    mutating func skipSpace() {
        while !atEnd, [" ", "\t", "\n", "\r"].contains(scalars[i]) { i += 1 }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < 64 else { throw error("nested too deeply") }
        guard !atEnd else { throw error("expected a value") }
        switch scalars[i] {
        case "{": return try object(depth: depth)
        case "[": return try array(depth: depth)
        case "\"": return .string(try string())
        case "t": try word("true"); return .bool(true)
        case "f": try word("false"); return .bool(false)
        case "n": try word("null"); return .null
        default: return .number(try number())
        }
    }

    mutating func word(_ word: String) throws(JSONError) {
        for scalar in word.unicodeScalars {
            guard !atEnd, scalars[i] == scalar else { throw error("expected \(word)") }
            i += 1
        }
    }

    mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        i += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if !atEnd, scalars[i] == "}" { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard !atEnd, scalars[i] == "\"" else { throw error("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard !atEnd, scalars[i] == ":" else { throw error("expected : after a key") }
            i += 1
            skipSpace()
            members[key] = try value(depth: depth + 1)
            skipSpace()
            guard !atEnd else { throw error("expected , or }") }
            if scalars[i] == "}" { i += 1; return .object(members) }
            guard scalars[i] == "," else { throw error("expected , or }") }
            i += 1
        }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if !atEnd, scalars[i] == "]" { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard !atEnd else { throw error("expected , or ]") }
            if scalars[i] == "]" { i += 1; return .array(items) }
            guard scalars[i] == "," else { throw error("expected , or ]") }
            i += 1
        }
    }

    mutating func string() throws(JSONError) -> String {
        i += 1
        var out = String.UnicodeScalarView()
        while true {
            guard !atEnd else { throw error("unterminated string") }
            let c = scalars[i]
            i += 1
            if c == "\"" { return String(out) }
            guard c.value >= 0x20 else { throw error("control character in a string") }
            guard c == "\\" else { out.append(c); continue }
            guard !atEnd else { throw error("unterminated string") }
            let e = scalars[i]
            i += 1
            switch e {
            case "\"", "\\", "/": out.append(e)
            case "b": out.append("\u{8}")
            case "f": out.append("\u{C}")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u":
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), i + 1 < scalars.count, scalars[i] == "\\", scalars[i + 1] == "u" {
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate") }
                out.append(scalar)
            default: throw error("unknown escape \\\(e)")
            }
        }
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard i + 4 <= scalars.count else { throw error("expected four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = UInt32(String(scalars[i]), radix: 16) else { throw error("expected four hex digits") }
            code = code << 4 | digit
            i += 1
        }
        return code
    }

    mutating func number() throws(JSONError) -> String {
        let start = i
        while !atEnd, "+-0123456789.eE".unicodeScalars.contains(scalars[i]) { i += 1 }
        let text = String(String.UnicodeScalarView(scalars[start..<i]))
        guard let value = Double(text), value.isFinite, text.first != "+" else {
            i = start
            throw error("expected a value")
        }
        return text
    }
}
