/// How many colours the terminal can show, from none (attributes only) to 24-bit.
public enum ColorDepth: Int, Comparable, CaseIterable, Sendable {
    /// No colour: NO_COLOR, `--no-color`, or a terminal without colours. Attributes only.
    case none
    /// The 8 normal ANSI colours.
    case ansi8
    /// The 16 ANSI colours (8 normal, 8 bright).
    case ansi16
    /// The xterm 256-colour palette.
    case indexed256
    /// 24-bit colour.
    case truecolor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The depth to draw with.
    ///
    /// In order: `NO_COLOR` set and non-empty gives `.none`; `COLORTERM` of `truecolor` or
    /// `24bit` gives `.truecolor`; otherwise the terminal's colour count as ncurses reports it
    /// (more than 256, 256, 16, 8; fewer means no colour); when that is unknown (nil), `TERM`
    /// decides (`*-direct`, `*256color*`, `*16color*`; `dumb`, `vt100`/`vt220` or unset mean
    /// no colour; any other terminal is assumed to have the 8 ANSI colours).
    public static func detect(environment: [String: String], terminalColors: Int?) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .truecolor
        }
        if let colors = terminalColors {
            switch colors {
            case 257...: return .truecolor
            case 256: return .indexed256
            case 16...: return .ansi16
            case 8...: return .ansi8
            default: return .none
            }
        }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.isEmpty || term == "dumb" || term.hasPrefix("vt100") || term.hasPrefix("vt220") { return .none }
        if term.hasSuffix("-direct") || term.contains("truecolor") { return .truecolor }
        if term.contains("256color") { return .indexed256 }
        if term.contains("16color") { return .ansi16 }
        return .ansi8
    }
}
