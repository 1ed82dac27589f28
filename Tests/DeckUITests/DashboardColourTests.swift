import Catalog
import Lifecycle
import Support
import Testing

@testable import DeckCore
@testable import DeckUI

/// Colours that carry meaning, checked cell by cell: the event pane by kind, state badges,
/// the selected card, the budget bar's last seconds, errors in the status line.
struct DashboardColourTests {
    let theme = Theme.dark

    /// The first cell of `text` on the screen, and its style.
    func cell(_ canvas: Canvas, _ text: String, after: String? = nil) -> Cell? {
        for (y, line) in canvas.lines.enumerated() {
            var columns: [Int] = []
            var x = 0
            for character in line { columns.append(x); x += TextWidth.of(character) }
            guard let range = line.range(of: text) else { continue }
            if let after, !line.contains(after) { continue }
            return canvas[columns[line.distance(from: line.startIndex, to: range.lowerBound)], y]
        }
        return nil
    }

    @Test func eventNamesAreColouredByKind() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Leaky")
        deck.press("b")
        deck.tick(atReal: 200)
        let canvas = deck.render(size: Size(width: 120, height: 40))
        for (name, kind) in [
            ("FinishedLaunching", EventKind.lifecycle), ("BeginBackgroundTask", .task),
            ("ExpirationHandler", .task), ("Terminated", .termination),
        ] {
            let found = try #require(cell(canvas, name), "\(name) is on screen")
            #expect(found.style == theme.style(.event(kind), over: .base), "\(name)")
        }
        #expect(theme.style(.event(.termination), over: .base) != theme.style(.event(.lifecycle), over: .base))
    }

    @Test func stateBadgesTakeTheirStatesColour() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        deck.tick(atReal: 5)
        let canvas = deck.render(size: Size(width: 120, height: 40))
        #expect(try #require(cell(canvas, "● suspended")).style == theme.style(.state(.suspended), over: .card))
        #expect(try #require(cell(canvas, "● background")).style == theme.style(.state(.background), over: .card))
    }

    @Test func theSelectedCardsFrameStandsOut() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        let canvas = deck.render(size: Size(width: 120, height: 40))
        let layout = ScreenLayout(size: canvas.size, appCount: 13)
        let cards = DashboardView.switcherLayout(layout, EngineSnapshot(deck.engine), deck.state).cards
        #expect(deck.state.selectedCard == "Mail")
        #expect(canvas[cards[0].x, cards[0].y].style == theme.style(.cardSelected, over: .card))
        #expect(canvas[cards[1].x, cards[1].y].style == theme.style(.border, over: .card))
    }

    @Test func theLastSecondsOfTheBudgetUseTheWarningStyle() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Leaky")
        deck.press("b")
        deck.tick(atReal: 100)
        var canvas = deck.render(size: Size(width: 80, height: 24))
        #expect(try #require(cell(canvas, "80s")).style == theme.style(.card))
        deck.tick(atReal: 175)
        canvas = deck.render(size: Size(width: 80, height: 24))
        #expect(try #require(cell(canvas, "5s", after: "◷")).style == theme.style(.barWarning, over: .card))
    }

    @Test func aRefusedCommandIsInTheErrorStyle() throws {
        let deck = makeDashboard()
        deck.press(.enter)
        let canvas = deck.render(size: Size(width: 80, height: 24))
        #expect(try #require(cell(canvas, "the switcher is empty")).style == theme.style(.error, over: .footer))
    }

    @Test func withoutColourOnlyAttributesRemain() {
        var colourless = Theme.dark
        colourless.depth = .none
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1), theme: colourless)
        let canvas = deck.render(size: Size(width: 80, height: 24))
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                #expect(canvas[x, y].style.foreground == .default && canvas[x, y].style.background == .default)
            }
        }
        #expect(canvas[1, 0].style.attributes.contains(.reverse))
    }
}
