/// The one sanitizer: control characters from files and scripts are never written to a
/// terminal as they are, but spelled out. The convention, as in a Swift string literal:
/// `\t` `\n` `\r` for tab, line feed and carriage return, `\e` for escape, and `\u{HEX}`
/// (lowercase, no leading zeros) for every other one: the rest of C0, DEL (`\u{7f}`), C1
/// (`\u{9b}` is the one-byte CSI) and the line and paragraph separators (`\u{2028}`,
/// `\u{2029}`). Backslashes are left as they are: the spelled-out form is for reading, not
/// for pasting back.
public enum ControlCharacters {
    /// Whether `scalar` is a control character: general category Cc (C0, DEL, C1), Zl or Zp.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }

    /// How a control character is shown: `\e`, `\n`, `\u{9b}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": "\\t"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\u{1B}": "\\e"
        default: "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
}

extension String {
    /// The string with every control character spelled out (`\e`, `\n`, `\u{9b}`): what may be
    /// written to a terminal, in messages and listings.
    public var visible: String {
        guard unicodeScalars.contains(where: ControlCharacters.isControl) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if ControlCharacters.isControl(scalar) {
                out += ControlCharacters.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The string as a message quotes a word from input: in single quotes, control characters
    /// spelled out, and cut after 40 characters with "…", however long the word.
    public var quoted: String { "'" + excerpt + "'" }

    /// The string as a message shows a word from input without quotes (a key path): control
    /// characters spelled out, cut after 40 characters with "…".
    public var excerpt: String {
        let limit = 40
        let head = prefix(limit + 1)
        return (head.count > limit ? String(head.prefix(limit)) + "…" : String(head)).visible
    }
}
