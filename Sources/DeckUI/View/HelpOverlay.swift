import Support

/// The `?` overlay: every key binding of the table, grouped by where it works, then the
/// mouse. Two columns when the screen is wide enough; scrolls when it is too short.
struct HelpOverlay {
    var scroll: Int
    var theme: Theme

    enum Line: Hashable {
        case heading(String)
        case binding(KeyBinding)
        case text(String)
        case blank
    }

    /// The sections, in order: a title and the scopes whose bindings it lists.
    static let sections: [(title: String, scopes: [Scope])] =
        [Scope.switcher, .home, .events, .main, .everywhere, .settings, .palette, .filter].map { ($0.title, [$0]) }
        + [("Call and SMS sheets", [.ringing, .onCall, .sms]), (Scope.help.title, [.help])]
    static let mouse = ["click a card or an app: select it", "double-click: open it", "drag a card up: swipe it away",
                        "wheel: scroll the events"]
    static let keyColumn = 14

    /// The help's content as blocks, one per section; `spaced` puts a blank line after each.
    static func blocks(spaced: Bool) -> [[Line]] {
        var blocks = sections.map { section -> [Line] in
            [.heading(section.title)]
                + section.scopes.flatMap { scope in KeyBinding.table.filter { $0.scope == scope }.map { .binding($0) } }
                + (spaced ? [.blank] : [])
        }
        blocks.append([.heading("Mouse")] + mouse.map { .text($0) })
        return blocks
    }

    /// The content split into columns at section boundaries (two columns leave out the
    /// blank lines between sections, so that the help fits a 120×40 screen).
    static func columns(_ count: Int) -> [[Line]] {
        let blocks = Self.blocks(spaced: count == 1)
        guard count == 2 else { return [blocks.flatMap { $0 }] }
        let sizes = blocks.map(\.count)
        let total = sizes.reduce(0, +)
        var best = blocks.count, bestHeight = total, before = 0
        for split in 1..<blocks.count {
            before += sizes[split - 1]
            let height = max(before, total - before)
            if height < bestHeight { best = split; bestHeight = height }
        }
        return [blocks[..<best].flatMap { $0 }, blocks[best...].flatMap { $0 }]
    }

    static func box(in screen: Rect) -> (rect: Rect, columns: Int) {
        let two = screen.width >= 104
        let width = min(screen.width - 4, two ? 116 : 64)
        let lines = columns(two ? 2 : 1).map(\.count).max() ?? 0
        return (screen.centered(Size(width: width, height: min(screen.height - 2, lines + 2))), two ? 2 : 1)
    }

    /// The furthest the help scrolls on a screen.
    static func maxScroll(in screen: Rect) -> Int {
        let (rect, count) = box(in: screen)
        let lines = columns(count).map(\.count).max() ?? 0
        return max(0, lines - (rect.height - 2))
    }

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let (rect, count) = Self.box(in: screen)
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(rect: rect, style: theme.style(.overlay), title: "Help: keys", titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        let offset = min(max(0, scroll), Self.maxScroll(in: screen))
        if offset < Self.maxScroll(in: screen) {
            canvas.draw(" ↓ more ", x: rect.maxX - 10, y: rect.maxY - 1, style: theme.style(.overlayTitle, over: .overlay))
        }
        if offset > 0 { canvas.draw(" ↑ more ", x: rect.maxX - 10, y: rect.y, style: theme.style(.overlayTitle, over: .overlay)) }
        let columnWidth = (inner.width - 1) / count
        for (c, lines) in Self.columns(count).enumerated() {
            let x = inner.x + 1 + c * (columnWidth + 1)
            for (row, line) in lines.dropFirst(offset).prefix(inner.height).enumerated() {
                draw(line, x: x, y: inner.y + row, width: columnWidth - 1, into: &canvas)
            }
        }
    }

    private func draw(_ line: Line, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        switch line {
        case .heading(let title):
            canvas.draw(title, x: x, y: y, width: width, style: theme.style(.overlayTitle, over: .overlay))
        case .binding(let binding):
            canvas.draw(binding.keyLabel.padded(toWidth: Self.keyColumn - 1), x: x, y: y, style: theme.style(.footerKey, over: .overlay))
            canvas.draw(binding.description, x: x + Self.keyColumn, y: y, width: width - Self.keyColumn, style: theme.style(.overlay))
        case .text(let text):
            canvas.draw(text, x: x + 2, y: y, width: width - 2, style: theme.style(.overlay))
        case .blank:
            break
        }
    }
}
