/// Whether a symbol is one narrow character: a single Unicode scalar that a plain terminal
/// draws in exactly one column (what `wcwidth` calls width 1). Decided from the Unicode
/// properties and the East Asian Wide/Fullwidth ranges, not from the process's locale, so a
/// manifest is judged the same everywhere.
enum SymbolWidth {
    /// Why a symbol is refused, for the error message; nil when it is fine.
    static func problem(with symbol: String) -> String? {
        let scalars = symbol.unicodeScalars
        guard let scalar = scalars.first else { return "it is empty" }
        guard scalars.count == 1 else {
            return symbol.count == 1
                ? "it is \(scalars.count) code points (emoji sequences and combined characters are too wide or vary between terminals)"
                : "it is \(symbol.count) characters"
        }
        if isWide(scalar) { return "it is two columns wide" }
        if !isPrintable(scalar) { return "it is not a visible character" }
        return nil
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
             .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark, .spaceSeparator:
            false
        default:
            true
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        let v = scalar.value
        return wideRanges.contains { $0.contains(v) }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, as terminals draw them in two columns.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
