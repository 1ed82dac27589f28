import Support
import Synchronization

extension String {
    /// The text broken at spaces into lines of at most `width` cells; a word longer than a line
    /// is cut across lines. Nothing is lost but the spaces where lines break. A frame wraps the
    /// sentences the last one did (the settings overlay's, a long caption's): each is wrapped
    /// once and kept while it is shown (`WrapMemo`).
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        return WrapMemo.lines(of: self, width: width) { $0.wrappedOnce(toWidth: width) }
    }

    private func wrappedOnce(toWidth width: Int) -> [String] {
        // Each character is measured once: a word longer than the line (a pasted megabyte
        // without a space) is cut in one pass, not measured again for every piece cut off.
        var lines: [String] = [], line = "", used = 0
        for piece in split(separator: " ") {
            let wordWidth = piece.reduce(0) { $0 + TextWidth.of($1) }
            if used > 0 && used + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                used = 0
            }
            if used == 0 && wordWidth > width {
                for character in piece {
                    let w = TextWidth.of(character)
                    if used + w > width && used > 0 {
                        lines.append(line)
                        line = ""
                        used = 0
                    }
                    line.append(character)
                    used += w
                }
                continue
            }
            if used > 0 {
                line += " "
                used += 1
            }
            line += piece
            used += wordWidth
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    /// The string cut to at most `width` cells after its last whole word that fits, ending in
    /// "…" (a separator left before the cut, `·`, `,` or `:`, is left out); a first word wider
    /// than that is cut inside it, as `truncated(toWidth:)` cuts: there is no word to keep.
    public func truncatedAtWord(toWidth width: Int) -> String {
        guard cellWidth > width else { return self }
        guard width > 1, let line = wrapped(toWidth: width - 1).first else { return truncated(toWidth: width) }
        var kept = Substring(line)
        while let last = kept.last, " ·,:".contains(last) { kept = kept.dropLast() }
        return kept.isEmpty ? truncated(toWidth: width) : kept + "…"
    }

    /// The longest start of the string that takes at most `cells` cells.
    func prefix(cells: Int) -> String {
        var result = "", used = 0
        for character in self {
            let w = TextWidth.of(character)
            if used + w > cells { break }
            result.append(character); used += w
        }
        return result
    }
}

/// The lines of the texts wrapped lately, by text and width. Bounded (at most `limit` texts,
/// none over `longest` bytes: a longer one is wrapped every time) and deterministic: a text's
/// lines are the same whether they were kept or not; the memo only spares the work.
struct WrapMemo {
    static let limit = 4_096
    static let longest = 16_384

    /// The one the dashboard's frames share.
    static let shared = Mutex(WrapMemo())

    private struct Key: Hashable {
        var text: String
        var width: Int
    }

    private var kept: [Key: [String]] = [:]

    static func lines(of text: String, width: Int, _ wrap: (String) -> [String]) -> [String] {
        guard text.utf8.count <= longest else { return wrap(text) }
        return shared.withLock { $0.lines(of: text, width: width, wrap) }
    }

    /// The text's lines at `width`, kept or wrapped by `wrap` now.
    mutating func lines(of text: String, width: Int, _ wrap: (String) -> [String]) -> [String] {
        guard text.utf8.count <= Self.longest else { return wrap(text) }
        let key = Key(text: text, width: width)
        if let lines = kept[key] { return lines }
        let lines = wrap(text)
        if kept.count >= Self.limit { kept.removeAll(keepingCapacity: true) }
        kept[key] = lines
        return lines
    }
}
