import Lifecycle

/// A row of the Background App Refresh settings overlay.
public enum SettingsRow: Hashable, Sendable {
    /// The global setting: Off, Wi-Fi, Wi-Fi & Cellular Data.
    case refresh
    case lowPower
    /// One app's switch (apps registered for background modes only, §9).
    case app(String)

    public static func rows(for snapshot: EngineSnapshot) -> [SettingsRow] {
        [.refresh, .lowPower] + snapshot.apps.filter(\.spec.isListedInRefreshSettings).map { .app($0.name) }
    }
}

/// The `s` overlay: Settings › General › Background App Refresh, with Low Power Mode.
struct SettingsOverlay {
    var snapshot: EngineSnapshot
    var selectedRow: Int
    var theme: Theme

    func draw(in screen: Rect, into canvas: inout Canvas) {
        let rows = SettingsRow.rows(for: snapshot)
        let note = note
        let height = min(screen.height - 2, rows.count + 5 + (note == nil ? 0 : 2))
        let rect = screen.centered(Size(width: min(screen.width - 4, 60), height: height))
        canvas.fill(rect, style: theme.style(.overlay))
        let box = Box(rect: rect, style: theme.style(.overlay), title: "Background App Refresh",
                      titleStyle: theme.style(.overlayTitle, over: .overlay))
        box.draw(into: &canvas)
        let inner = box.inside
        var lines: [(SettingsRow?, String)] = []
        for (i, row) in rows.enumerated() {
            if i == 2 { lines.append((nil, "")); lines.append((nil, "Apps with background modes")) }
            lines.append((row, ""))
        }
        let visible = inner.height - 1 - (note == nil ? 0 : 2)
        let selectedLine = lines.firstIndex { $0.0 == rows[min(selectedRow, rows.count - 1)] } ?? 0
        let first = max(0, min(selectedLine - visible + 1, lines.count - visible))
        for (offset, line) in lines.dropFirst(first).prefix(max(0, visible)).enumerated() {
            let y = inner.y + 1 + offset
            guard let row = line.0 else {
                canvas.draw(line.1, x: inner.x + 2, y: y, width: inner.width - 3, style: theme.style(.overlayTitle, over: .overlay))
                continue
            }
            let selected = rows.firstIndex(of: row) == selectedRow
            let rowRect = Rect(x: inner.x + 1, y: y, width: inner.width - 2, height: 1)
            if selected { canvas.fill(rowRect, style: theme.style(.overlaySelected, over: .overlay)) }
            drawRow(row, in: rowRect, selected: selected, into: &canvas)
        }
        if let note {
            canvas.draw(note, x: inner.x + 2, y: inner.maxY - 1, width: inner.width - 3, style: theme.style(.muted, over: .overlay))
        }
    }

    private var note: String? { snapshot.device.refreshSettingsNote }

    private func drawRow(_ row: SettingsRow, in rect: Rect, selected: Bool, into canvas: inout Canvas) {
        let base = theme.style(selected ? .overlaySelected : .overlay, over: .overlay)
        let valueX = rect.x + 27
        switch row {
        case .refresh:
            canvas.draw(" Background App Refresh", x: rect.x, y: rect.y, style: base)
            canvas.draw("‹ \(snapshot.device.refresh.title(on: snapshot.profile)) ›", x: valueX, y: rect.y, width: rect.maxX - valueX, style: base)
        case .lowPower:
            canvas.draw(" Low Power Mode", x: rect.x, y: rect.y, style: base)
            drawSwitch(snapshot.device.lowPower, x: valueX, y: rect.y, selected: selected, into: &canvas)
        case .app(let name):
            guard let app = snapshot.app(name) else { return }
            var x = canvas.draw(" ", x: rect.x, y: rect.y, style: base)
            x += canvas.put(app.spec.symbol.first ?? "•", x: x, y: rect.y, style: selected ? base : theme.style(.cardSymbol, over: .overlay))
            canvas.draw(" " + name, x: x, y: rect.y, width: valueX - x - 1, style: base)
            let end = drawSwitch(app.refreshSwitch, x: valueX, y: rect.y, selected: selected, into: &canvas)
            if let status = app.refreshStatus {
                canvas.draw("  " + status.rawValue, x: end, y: rect.y, width: rect.maxX - end,
                            style: selected ? base : theme.style(status == .available ? .muted : .error, over: .overlay))
            }
        }
    }

    @discardableResult
    private func drawSwitch(_ on: Bool, x: Int, y: Int, selected: Bool, into canvas: inout Canvas) -> Int {
        let style = selected ? theme.style(.overlaySelected, over: .overlay) : theme.style(on ? .switchOn : .switchOff, over: .overlay)
        return canvas.draw(on ? "● on " : "○ off", x: x, y: y, style: style)
    }
}
