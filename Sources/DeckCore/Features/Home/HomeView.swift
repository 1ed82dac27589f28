import Lifecycle
import Support

/// The home screen: every catalog app, launched from here. A grid of icons (the selected
/// app's summary in the region's title while it has the focus), or in a roomy screen a list
/// with each app's summary (and its state in inspector mode); the selected app's summary, when
/// it does not fit its row, is wrapped in full on the rows below it, under the name.
struct HomeView {
    var snapshot: EngineSnapshot
    var state: DeckState
    var layout: HomeLayout
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let focused = state.focus == .home && state.overlay == nil
        var note = snapshot.apps.count == 1 ? "1 app" : "\(snapshot.apps.count) apps"
        if focused && !layout.isList, let app = snapshot.apps[safe: state.selectedHome], !app.spec.summary.isEmpty {
            note = "\(app.name): \(app.spec.summary)"
        }
        let hint = ScrollHint.note(above: layout.first, below: max(0, snapshot.apps.count - layout.first - layout.cells.count))
        if !hint.isEmpty { note = hint + " · " + note }
        RegionTitle(title: "Home screen", focused: focused, note: note, theme: theme).draw(in: rect, into: &canvas)
        for (offset, cell) in layout.cells.enumerated() {
            let index = layout.first + offset
            let app = snapshot.apps[index]
            let selected = index == state.selectedHome
            let nameStyle = theme.style(selected && focused ? .cardSelected : .base, over: .base)
            let marker = selected ? "›" : " "
            var x = canvas.draw(marker, x: cell.x, y: cell.y, style: theme.style(selected ? .cardSelected : .muted, over: .base))
            x += canvas.put(app.spec.symbol.first ?? "•", x: x, y: cell.y, style: theme.style(.cardSymbol, over: .base))
            let nameWidth = layout.isList ? HomeLayout.nameWidth : cell.width - (x - cell.x) - 2
            x = canvas.draw(" " + app.name.padded(toWidth: nameWidth), x: x, y: cell.y, style: nameStyle)
            guard layout.isList else { continue }
            if state.inspector {
                x = canvas.draw(
                    " " + app.state.rawValue.padded(toWidth: 10), x: x, y: cell.y, style: theme.style(.state(app.state), over: .base))
            }
            let below = selected ? HomeLayout.summaryLines(of: app, listWidth: cell.width, inspector: state.inspector) : []
            if below.isEmpty {
                canvas.draw(" " + app.spec.summary, x: x, y: cell.y, width: cell.maxX - x, style: theme.style(.muted, over: .base))
            }
            for (i, line) in below.prefix(cell.height - 1).enumerated() {
                canvas.draw(line, x: cell.x + HomeLayout.wrapOffset, y: cell.y + 1 + i, style: theme.style(.muted, over: .base))
            }
        }
    }
}
