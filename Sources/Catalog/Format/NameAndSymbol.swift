import Support

/// The two manifest values that identify an app on screen and in scripts: its name and its
/// symbol.
extension ManifestReader {
    /// The name: one word of visible characters, since scripts name an app in one word
    /// (`launch NAME`).
    mutating func name(_ top: Fields) -> String? {
        guard let name = singleLine(top, "name") else { return nil }
        if name.allSatisfy(\.isWhitespace) {
            report(top.line(of: "name"), "name is empty; every app needs a name")
            return nil
        }
        if name.unicodeScalars.contains(where: ControlCharacters.isControl) {
            report(top.line(of: "name"), "name: \(name.quoted) contains a control character; a name is one word of visible characters")
            return nil
        }
        if name.contains(where: \.isWhitespace) {
            report(top.line(of: "name"), "name: \(name.quoted) contains whitespace; scripts name an app in one word (launch NAME)")
            return nil
        }
        return name
    }

    /// The symbol: one visible character that every terminal draws, as it is, in one column.
    mutating func symbol(_ top: Fields) -> String? {
        guard top.has("symbol"), let symbol = text(top, "symbol", expected: "one character") else { return nil }
        if let why = Self.symbolProblem(symbol) {
            report(
                top.line(of: "symbol"),
                "symbol: \(symbol.quoted) is not one narrow character (\(why)); expected one character one column wide, such as ✉ ♪ ☀ ✎")
            return nil
        }
        return symbol
    }

    /// Why a symbol is refused, for the message; nil when it is fine. Judged with the width
    /// the dashboard draws with (`TextWidth`), not the process's locale, so a manifest is
    /// judged the same everywhere.
    static func symbolProblem(_ symbol: String) -> String? {
        guard let character = symbol.first else { return "it is empty" }
        guard symbol.count == 1 else { return "it is \(symbol.count) characters" }
        if character.unicodeScalars.contains(where: ControlCharacters.isControl) { return "it is a control character" }
        guard isVisible(character) else { return "it is not a visible character" }
        guard Glyphs.isDrawnAsItself(character) else {
            let plain = Glyphs.drawn(symbol)
            let hint = plain.count == 1 && plain.cellWidth == 1 ? "; \(plain.quoted) alone would do" : ""
            return "terminals draw emoji sequences, flags, skin tones and variation selectors at different widths\(hint)"
        }
        return TextWidth.of(character) == 1 ? nil : "it is two columns wide"
    }

    private static func isVisible(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .nonspacingMark, .enclosingMark, .spaceSeparator:
            return false
        default:
            return true
        }
    }
}
