import Lifecycle
import Support

/// The home screen: every catalog app, launched from here. A grid of icons, or in a roomy
/// screen a list with each app's summary (and its state in inspector mode).
struct HomeView {
    var snapshot: EngineSnapshot
    var state: DeckState
    var layout: HomeLayout
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let focused = state.focus == .home && state.overlay == nil
        RegionTitle(title: "Home screen", focused: focused, note: "\(snapshot.apps.count) apps", theme: theme)
            .draw(in: rect, into: &canvas)
        for (offset, cell) in layout.cells.enumerated() {
            let index = layout.first + offset
            let app = snapshot.apps[index]
            let selected = index == state.selectedHome
            let nameStyle = theme.style(selected && focused ? .cardSelected : .base, over: .base)
            let marker = selected ? "›" : " "
            var x = canvas.draw(marker, x: cell.x, y: cell.y, style: theme.style(selected ? .cardSelected : .muted, over: .base))
            x += canvas.put(app.spec.symbol.first ?? "•", x: x, y: cell.y, style: theme.style(.cardSymbol, over: .base))
            let nameWidth = layout.isList ? 10 : cell.width - (x - cell.x) - 2
            x = canvas.draw(" " + app.name.padded(toWidth: nameWidth), x: x, y: cell.y, style: nameStyle)
            guard layout.isList else { continue }
            if state.inspector {
                x = canvas.draw(" " + app.state.rawValue.padded(toWidth: 10), x: x, y: cell.y, style: theme.style(.state(app.state), over: .base))
            }
            canvas.draw(" " + app.spec.summary, x: x, y: cell.y, width: cell.maxX - x, style: theme.style(.muted, over: .base))
        }
    }
}
