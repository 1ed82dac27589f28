import Catalog
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// What the themes must keep apart, in every bundled theme and at every colour depth.
struct ThemeDistinctTests {
    static let themes = ThemeLibrary.bundled.map(\.name)

    @Test(arguments: themes)
    func everyEventKindLooksDifferentFromEveryOtherAtEveryDepth(name: String) throws {
        var (theme, _) = try ThemeLibrary(userDirectory: nil).load(name)
        for depth in ColorDepth.allCases {
            theme.depth = depth
            let kinds = EventKind.allCases
            for (i, a) in kinds.enumerated() {
                for b in kinds[(i + 1)...] {
                    #expect(
                        theme.style(.event(a), over: .base) != theme.style(.event(b), over: .base),
                        "\(name) at \(depth): \(a) and \(b) look alike")
                }
            }
        }
    }

    /// Every cell inside a card, the frame included, is drawn on the card's background: the
    /// card is one block, never striped with the screen's background.
    @Test(arguments: themes)
    func noCardIsStripedWithTheScreensBackground(name: String) throws {
        var (theme, _) = try ThemeLibrary(userDirectory: nil).load(name)
        for depth in [ColorDepth.truecolor, .indexed256, .ansi16] {
            theme.depth = depth
            let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1), theme: theme)
            deck.launchFromHome("Mail", "Podcasts", "Music", "Leaky")
            deck.press("b")
            deck.tick(atReal: 100)
            deck.press(.tab, .tab)
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)] {
                let canvas = deck.render(size: size)
                let layout = ScreenLayout(size: size, appCount: 13)
                for card in DashboardView.switcherLayout(layout, EngineSnapshot(deck.engine), deck.state).cards {
                    let inside = card.inset(dx: 1, dy: 1)
                    let expected = theme.style(.card).background
                    for y in inside.y..<inside.maxY {
                        for x in inside.x..<inside.maxX {
                            #expect(canvas[x, y].style.background == expected, "\(name) \(depth) \(size): (\(x), \(y))")
                        }
                    }
                }
            }
        }
    }
}

extension ThemeDistinctTests {
    @Test func textOutsideTheDashboardTakesTheThemesEventColoursAsEscapes() throws {
        var (ansi, _) = try ThemeLibrary(userDirectory: nil).load("ansi")
        ansi.depth = .ansi16
        #expect(ansi.escape(for: .event(.termination)) == "\u{1B}[1;91m")
        #expect(ansi.escape(for: .event(.device)) == "\u{1B}[3;90m")
        #expect(ansi.escape(for: .event(.lifecycle)) == "", "ordinary text keeps the terminal's colour")
        var dark = Theme.dark
        dark.depth = .truecolor
        #expect(dark.escape(for: .event(.task)) == "\u{1B}[38;2;82;139;255m")
        dark.depth = .none
        #expect(dark.escape(for: .event(.refresh)) == "\u{1B}[7m", "no colour: the mono attributes")
        #expect(Set(dark.eventKindEscapes.keys) == Set(EventKind.allCases))
    }
}
