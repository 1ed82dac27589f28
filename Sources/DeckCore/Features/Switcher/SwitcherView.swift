import Lifecycle

/// The app switcher: one card per switcher entry, most recent first, scrolled so that the
/// selected card is in view; a lifted card rises one row, over the region's title.
struct SwitcherView {
    var snapshot: EngineSnapshot
    var state: DeckState
    var layout: SwitcherLayout
    var theme: Theme

    func draw(in rect: Rect, into canvas: inout Canvas) {
        let cards = snapshot.switcherCards
        var note = cards.isEmpty ? "" : "\(cards.count) card\(cards.count == 1 ? "" : "s")"
        if layout.hiddenBefore > 0 { note = "◀ \(layout.hiddenBefore)  " + note }
        if layout.hiddenAfter > 0 { note += "  \(layout.hiddenAfter) ▶" }
        RegionTitle(
            title: "App switcher", focused: state.focus == .switcher && state.overlay == nil,
            note: note, theme: theme
        ).draw(in: rect, into: &canvas)
        let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        let ghosts = state.inspector ? state.ghosts.filter { !cards.contains($0.app) } : []
        guard !cards.isEmpty || !ghosts.isEmpty else {
            // Wrapped, not cut: at 80 columns the hint takes two lines. During a play the
            // audience is told nothing to do: the script launches the apps.
            let words =
                state.play == nil
                ? "No apps in the switcher. Tab to the home screen and press Enter to launch one." : "No apps in the switcher."
            let hint = words.wrapped(toWidth: body.width - 4)
            for (k, line) in hint.enumerated() {
                canvas.draw(
                    line, x: body.x + 2, y: body.y + body.height / 2 - (hint.count - 1) / 2 + k, width: body.width - 4,
                    style: theme.style(.muted, over: .base))
            }
            return
        }
        for (offset, cardRect) in layout.cards.enumerated() {
            let name = cards[layout.first + offset]
            guard var app = snapshot.app(name) else { continue }
            // Its snapshot's time on the screen's clock, which a play's restart starts again.
            app.snapshot = app.snapshot(countingFrom: state.stageStart.time)
            let lifted = name == state.liftedCard
            if lifted {
                canvas.fill(Rect(x: cardRect.x, y: cardRect.maxY - 1, width: cardRect.width, height: 1), style: theme.style(.base))
            }
            let ended = state.inspector && app.state == .notRunning ? state.ghosts.first { $0.app == name }?.why : nil
            CardView(
                app: app, device: snapshot.device, selected: name == state.selectedCard, lifted: lifted,
                inspector: state.inspector, ended: ended, theme: theme
            )
            .draw(
                in: lifted ? Rect(x: cardRect.x, y: cardRect.y - 1, width: cardRect.width, height: cardRect.height) : cardRect,
                into: &canvas)
        }
        drawGhosts(ghosts, after: layout, in: body, into: &canvas)
    }

    /// Ghost cards in the free places after the last card (only while every card after the
    /// first shown is in view, so that a ghost never stands where a card would be).
    private func drawGhosts(_ ghosts: [Ghost], after layout: SwitcherLayout, in body: Rect, into canvas: inout Canvas) {
        guard layout.hiddenAfter == 0 else { return }
        let size = layout.cardSize
        for (k, ghost) in ghosts.enumerated() {
            let x = body.x + (layout.cards.count + k) * (size.width + 1)
            guard x + size.width <= body.maxX, let app = snapshot.app(ghost.app) else { return }
            GhostCardView(app: app, why: ghost.why, theme: theme)
                .draw(in: Rect(x: x, y: body.y, width: size.width, height: size.height), into: &canvas)
        }
    }
}
