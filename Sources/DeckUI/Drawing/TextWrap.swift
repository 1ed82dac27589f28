import Support

extension String {
    /// The text broken at spaces into lines of at most `width` cells; a word longer than a line
    /// is cut across lines. Nothing is lost but the spaces where lines break.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = [], line = ""
        for piece in split(separator: " ") {
            var word = String(piece)
            if !line.isEmpty && line.cellWidth + 1 + word.cellWidth > width {
                lines.append(line)
                line = ""
            }
            while line.isEmpty && word.cellWidth > width {
                let head = word.prefix(cells: width)
                let cut = head.isEmpty ? String(word.prefix(1)) : head
                lines.append(cut)
                word = String(word.dropFirst(cut.count))
            }
            if !word.isEmpty { line += (line.isEmpty ? "" : " ") + word }
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
