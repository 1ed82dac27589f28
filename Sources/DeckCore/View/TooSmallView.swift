import Support

/// What a terminal below the minimum size shows (as btop and htop do), until it is resized.
struct TooSmallView {
    var size: Size
    var minimum: Size
    /// A play holds until the window is large enough.
    var playing = false
    var theme: Theme

    static func message(size: Size, minimum: Size) -> String {
        "terminal too small: have \(size), need \(minimum)"
    }

    func draw(into canvas: inout Canvas) {
        let width = max(1, size.width)
        let message = Self.message(size: size, minimum: minimum)
        let parts = message.cellWidth <= width ? [message] : ["terminal too small:", "have \(size), need \(minimum)"]
        let lines =
            parts.flatMap { $0.wrapped(toWidth: width) }.map { ($0, Role.error) }
            + "enlarge the window, or press q to quit".wrapped(toWidth: width).map { ($0, Role.muted) }
            + (playing ? "the play holds until then".wrapped(toWidth: width).map { ($0, Role.muted) } : [])
        let top = max(0, (size.height - lines.count) / 2)
        for (i, (line, role)) in lines.enumerated() {
            canvas.draw(line, x: max(0, (size.width - line.cellWidth) / 2), y: top + i, style: theme.style(role, over: .base))
        }
    }
}
