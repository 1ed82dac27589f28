/// What a terminal is given for one character (grapheme cluster), each piece with the cells it
/// takes. Most characters are drawn as they are. Two kinds are not:
///
/// - A control character (see `ControlCharacters`) is spelled out, `\e` or `\u{9b}`, so that
///   no text from a file or a script can drive the terminal.
/// - A cluster whose width terminals disagree on is replaced by one they agree on, so that a
///   row never moves: a flag (🇫🇷) by its two letters (`FR`); an emoji ZWJ sequence (👩‍👩‍👧) by
///   its first emoji (👩); variation selectors (❤️ → ❤), skin tones (👍🏽 → 👍), keycaps
///   (1️⃣ → 1) and tag sequences are dropped; a lone regional indicator becomes its letter; an
///   unassigned code point becomes U+FFFD; and a cluster wider than two cells is drawn one
///   spacing scalar at a time.
public enum Glyphs {
    /// Calls `body` with each character drawn for `character` and the cells it takes (1 or 2;
    /// a character that takes no cell is not drawn).
    public static func forEach(in character: Character, _ body: (Character, Int) -> Void) {
        switch GlyphTable.outcome(character) {
        case 1: return body(character, 1)
        case 2: return body(character, 2)
        case 3: return
        default: break
        }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            single(scalar, body)
            return
        }
        if scalars.contains(where: ControlCharacters.isControl) {
            for scalar in scalars { single(scalar, body) }
            return
        }
        let kept = String(String.UnicodeScalarView(stableScalars(of: scalars)))
        for piece in kept {
            let pieceScalars = piece.unicodeScalars
            if pieceScalars.count == 1, let scalar = pieceScalars.first {
                single(scalar, body)
                continue
            }
            let width = cells(piece)
            if width <= 2 {
                if width > 0 { body(piece, width) }
                continue
            }
            // Too wide for one cell pair: each spacing scalar with the marks that follow it.
            var part = String.UnicodeScalarView()
            for scalar in pieceScalars {
                if TextWidth.of(scalar) > 0 && !part.isEmpty {
                    emit(String(part), body)
                    part = String.UnicodeScalarView()
                }
                part.append(scalar)
            }
            emit(String(part), body)
        }
    }

    /// Hands on each character of `text` that takes a cell, with its width.
    private static func emit(_ text: String, _ body: (Character, Int) -> Void) {
        for character in text where cells(character) > 0 { body(character, cells(character)) }
    }

    /// The cells of a cluster every terminal draws alike: those of its scalars.
    private static func cells(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + TextWidth.of($1) }
    }

    /// The characters drawn for `text`, as one string.
    public static func drawn(_ text: String) -> String {
        var out = ""
        for character in text {
            if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                out.append(character)
            } else {
                forEach(in: character) { piece, _ in out.append(piece) }
            }
        }
        return out
    }

    /// Whether `character` is drawn as it is, in one glyph.
    public static func isDrawnAsItself(_ character: Character) -> Bool {
        var pieces: [Character] = []
        forEach(in: character) { piece, _ in pieces.append(piece) }
        return pieces == [character]
    }

    static func single(_ scalar: Unicode.Scalar, _ body: (Character, Int) -> Void) {
        if ControlCharacters.isControl(scalar) {
            for c in ControlCharacters.escape(scalar) { body(c, 1) }
        } else if let letter = regionalIndicatorLetter(scalar) {
            body(letter, 1)
        } else if scalar.properties.generalCategory == .unassigned {
            body("\u{FFFD}", 1)
        } else {
            let width = TextWidth.of(scalar)
            if width > 0 { body(Character(scalar), width) }
        }
    }

    /// The scalars of a cluster that every terminal draws alike: flags as letters, an emoji
    /// ZWJ sequence cut to its first emoji, presentation selectors, skin tones, keycaps and
    /// tags left out.
    private static func stableScalars(of scalars: Character.UnicodeScalarView) -> [Unicode.Scalar] {
        guard let first = scalars.first else { return [] }
        if regionalIndicatorLetter(first) != nil {
            return scalars.compactMap { regionalIndicatorLetter($0)?.unicodeScalars.first }
        }
        var kept: [Unicode.Scalar] = []
        let emoji = first.properties.isEmoji
        for scalar in scalars {
            let v = scalar.value
            if emoji && v == 0x200D { break }
            if v == 0xFE0E || v == 0xFE0F || (0xE0020...0xE007F).contains(v) { continue }
            if emoji && (0x1F3FB...0x1F3FF).contains(v) && !kept.isEmpty { continue }
            if v == 0x20E3 && (first.properties.numericType != nil || first == "#" || first == "*") { continue }
            kept.append(scalar.properties.generalCategory == .unassigned ? "\u{FFFD}" : scalar)
        }
        return kept
    }

    private static func regionalIndicatorLetter(_ scalar: Unicode.Scalar) -> Character? {
        guard (0x1F1E6...0x1F1FF).contains(scalar.value),
            let letter = Unicode.Scalar(scalar.value - 0x1F1E6 + 0x41)
        else { return nil }
        return Character(letter)
    }
}
