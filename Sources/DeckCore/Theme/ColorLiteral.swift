extension Color {
    /// The names of the 16 ANSI colours as theme files write them, by index.
    public static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow",
        "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
    ]

    /// What a colour literal may look like, for error messages.
    public static let literalForms = "#rrggbb, 256:N (0-255), ansi:N (0-15), an ANSI name such as red or bright-red, or default"

    /// A colour written in a theme file: `#rrggbb`, `256:N`, `ansi:N`, an ANSI name
    /// (`red`, `bright-red`, …) or `default`. Case does not matter. Nil if it is none of these.
    public init?(literal text: String) {
        let text = text.lowercased()
        if text == "default" {
            self = .default
        } else if let index = Color.ansiNames.firstIndex(of: text) {
            self = .ansi(UInt8(index))
        } else if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
            self = .rgb(UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
        } else if text.hasPrefix("ansi:") {
            guard let n = Color.decimal(text.dropFirst(5)), n < 16 else { return nil }
            self = .ansi(n)
        } else if text.hasPrefix("256:") {
            guard let n = Color.decimal(text.dropFirst(4)) else { return nil }
            self = .indexed(n)
        } else {
            return nil
        }
    }

    /// Digits only (no sign, no spaces), 0–255.
    private static func decimal(_ text: Substring) -> UInt8? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return UInt8(text)
    }

    /// The colour as a theme file writes it (ANSI colours by name); `Color(literal:)` reads it back.
    public var literal: String {
        switch self {
        case .default: "default"
        case .ansi(let n) where n < 16: Color.ansiNames[Int(n)]
        case .ansi(let n), .indexed(let n): "256:\(n)"
        case .rgb(let r, let g, let b): "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}
