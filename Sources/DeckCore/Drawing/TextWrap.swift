import Support

extension String {
    /// The text broken at spaces into lines of at most `width` cells; a word longer than a line
    /// is cut across lines. Nothing is lost but the spaces where lines break.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
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
