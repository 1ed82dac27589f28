import Lifecycle
import Scenario
import Support

/// Where things are at the state's size: the regions of the main screen, the cards, the home
/// screen's apps, the help's scroll. Pure geometry, from the size the state holds (never from
/// the last frame drawn): the update (selection, scrolling, the mouse's hit-testing) and the
/// view read the same answers.
extension DeckState {
    /// Where the regions of the main screen are at the state's size.
    func layout(_ engine: EngineSnapshot) -> ScreenLayout {
        ScreenLayout(
            size: size, appCount: engine.apps.count,
            longestSummary: engine.apps.map(\.spec.summary.cellWidth).max() ?? 0,
            script: play != nil, scriptWidth: play?.widestLine ?? 0, captions: play?.hasCaptions ?? false,
            caption: caption, zoomed: zoomed && play != nil)
    }

    /// A play holds (its clock stands) while the window is too small to show it: below the
    /// minimum, or too short for its captions. A play that is over holds nothing.
    func playHeldBySize(_ engine: EngineSnapshot) -> Bool {
        guard let play, play.status != .finished, play.failure == nil else { return false }
        let layout = layout(engine)
        return !layout.fits || !layout.captionsFit
    }

    /// The smallest window at this width that has room for a play's captions (a window too
    /// short for them holds the play and says so).
    func sizeForCaptions(_ engine: EngineSnapshot) -> Size {
        var taller = self
        for height in size.height...(size.height + ScreenLayout.captionMaximumLines + 20) {
            taller.size = Size(width: size.width, height: height)
            if taller.layout(engine).captionsFit { return taller.size }
        }
        return taller.size
    }

    /// Where the cards go (also used to find the card under the mouse).
    func switcherLayout(_ layout: ScreenLayout, _ engine: EngineSnapshot) -> SwitcherLayout {
        SwitcherLayout(
            region: layout.switcher, cardSize: layout.cardSize, count: engine.switcherCards.count,
            selected: selectedCard.flatMap { engine.switcherCards.firstIndex(of: $0) })
    }

    /// Where the home screen's apps go (also used to find the app under the mouse).
    func homeLayout(_ layout: ScreenLayout, _ engine: EngineSnapshot) -> HomeLayout {
        let rows =
            engine.apps[safe: selectedHome].map {
                1 + HomeLayout.summaryLines(of: $0, listWidth: layout.home.width, inspector: inspector).count
            } ?? 1
        return HomeLayout(
            region: layout.home, count: engine.apps.count, selected: selectedHome,
            list: layout.homeList, selectedRows: rows)
    }

    /// The furthest the help scrolls at the state's size.
    var helpMaxScroll: Int { HelpLayout.maxScroll(in: Rect(size: size)) }
}

extension PlayState {
    /// The width of the script pane's line numbers.
    var numberWidth: Int { String(lines.last?.number ?? 1).count }

    /// The cells the widest of `lines` takes in the script pane, its mark and number included;
    /// a `say` line's text is on show in the caption, so the pane may cut it.
    static func widestLine(of lines: [ScriptLine]) -> Int {
        let numberWidth = String(lines.last?.number ?? 1).count
        let widest = lines.lazy.filter { if case .say = $0.command { false } else { true } }.map(\.source.drawn.cellWidth).max()
        return 4 + numberWidth + (widest ?? 0)
    }
}
