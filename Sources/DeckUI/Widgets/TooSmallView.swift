/// What a terminal below the minimum size shows (as btop and htop do), until it is resized.
struct TooSmallView {
    var size: Size
    var minimum: Size
    var theme: Theme

    static func message(size: Size, minimum: Size) -> String {
        "terminal too small: have \(size), need \(minimum)"
    }

    func draw(into canvas: inout Canvas) {
        let lines = [Self.message(size: size, minimum: minimum), "enlarge the window, or press q to quit"]
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = max(0, (size.width - line.cellWidth) / 2)
            canvas.draw(line, x: x, y: top + i, style: theme.style(i == 0 ? .error : .muted))
        }
    }
}
