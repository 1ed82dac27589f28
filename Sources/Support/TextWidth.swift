/// How many terminal cells text takes, as AppDeck draws it: the one width used by the
/// dashboard's Canvas, the manifest symbol check and the aligned columns of `appdeck run`,
/// `appdeck apps` and `appdeck themes`. A scalar's width is the C library's `wcwidth` (2 for
/// East Asian wide and emoji presentation characters, 0 for combining marks and format
/// characters, 1 otherwise), built in so that it does not depend on the locale. A character
/// (grapheme cluster) takes the cells of what is drawn for it (see `Glyphs`).
public enum TextWidth {
    /// Cells taken by one character as drawn.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        var cells = 0
        Glyphs.forEach(in: character) { _, width in cells += width }
        return cells
    }

    /// Cells taken by a string as drawn.
    public static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

    /// Cells a terminal gives one printable scalar; control characters, which AppDeck never
    /// writes as they are (see `Glyphs`), count 0.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        case .format: return prependedConcatenationMarks.contains(v) ? 1 : 0
        case .lineSeparator, .paragraphSeparator: return 0
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        if v == 0x200B { return 0 }
        // Regional indicators are wide only in pairs (flags), which `Glyphs` replaces.
        if (0x1F1E6...0x1F1FF).contains(v) { return 1 }
        return isWide(v) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    /// Format characters that are drawn (Arabic number signs and the like).
    private static let prependedConcatenationMarks: Set<UInt32> =
        [0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD]

    /// Whether `v` is in the ranges the C library (glibc, Unicode 14) draws two columns wide;
    /// emoji presentation characters of later Unicode versions are caught by their property.
    private static func isWide(_ v: UInt32) -> Bool {
        guard v >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if v < range.lowerBound {
                high = middle - 1
            } else if v > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Generated from glibc's wcwidth in C.UTF-8 (gaps of unassigned code points closed; the
    /// CJK planes 2 and 3 taken whole).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x3029, 0x302E...0x303E, 0x3041...0x3096, 0x309B...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAD9, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE3, 0x16FF0...0x1B2FB, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320,
        0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA,
        0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
        0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
        0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4,
        0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0,
        0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAF6,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension String {
    /// What a terminal is given for the string (see `Glyphs`): control characters spelled
    /// out, clusters whose width terminals disagree on replaced.
    public var drawn: String { Glyphs.drawn(self) }

    /// Whether every character is printable ASCII (a space to a tilde): one byte, one cell.
    /// Most of what a frame draws is, and is then measured and cut by its bytes.
    public var isPrintableASCII: Bool { utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    /// Cells the string takes on screen.
    public var cellWidth: Int { isPrintableASCII ? utf8.count : TextWidth.of(self) }

    /// The string cut to at most `width` cells, ending in "…" when something was cut.
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if isPrintableASCII {
            return utf8.count <= width ? self : String(decoding: utf8.prefix(width - 1), as: UTF8.self) + "…"
        }
        var result = "", used = 0
        for character in self {
            let w = TextWidth.of(character)
            if used + w > width {
                while used > width - 1, let last = result.popLast() { used -= TextWidth.of(last) }
                return result + "…"
            }
            result.append(character); used += w
        }
        return result
    }

    /// The string cut or padded with spaces to exactly `width` cells.
    public func padded(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.cellWidth))
    }
}
