import Support

/// What a terminal below the minimum size shows (as btop and htop do), until it is resized.
struct TooSmallView {
    var size: Size
    var minimum: Size
    var theme: Theme

    static func message(size: Size, minimum: Size) -> String {
        "terminal too small: have \(size), need \(minimum)"
    }

    func draw(into canvas: inout Canvas) {
        let width = max(1, size.width)
        let message = Self.message(size: size, minimum: minimum)
        let parts = message.cellWidth <= width ? [message] : ["terminal too small:", "have \(size), need \(minimum)"]
        let lines = parts.flatMap { Self.wrap($0, width) }.map { ($0, Role.error) }
            + Self.wrap("enlarge the window, or press q to quit", width).map { ($0, Role.muted) }
        let top = max(0, (size.height - lines.count) / 2)
        for (i, (line, role)) in lines.enumerated() {
            canvas.draw(line, x: max(0, (size.width - line.cellWidth) / 2), y: top + i, style: theme.style(role, over: .base))
        }
    }

    /// Words of `text` in lines of at most `width` cells.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.cellWidth + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }
}
