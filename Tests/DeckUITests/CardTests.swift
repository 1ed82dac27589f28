import Catalog
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// Cards: their size on the screen, a lifted card, a paused transfer.
struct CardTests {
    @Test func cardsWidenAndGrowTallerWithTheScreenUpToAMaximum() {
        #expect(ScreenLayout.cardSize(for: Size(width: 80, height: 24)) == Size(width: 19, height: 9))
        #expect(ScreenLayout.cardSize(for: Size(width: 120, height: 40)) == Size(width: 23, height: 12))
        #expect(ScreenLayout.cardSize(for: Size(width: 200, height: 50)) == Size(width: 36, height: 15))
        #expect(ScreenLayout.cardSize(for: Size(width: 400, height: 100)) == Size(width: 36, height: 16))
    }

    @Test func at200By50ASnapshotLineIsNotCut() {
        let deck = makeDashboard()
        deck.launchFromHome("Music")
        deck.press("b")
        let text = deck.render(size: Size(width: 200, height: 50)).text
        let music = deck.engine.catalog.first { $0.name == "Music" }!
        for line in music.snapshot { #expect(text.contains("│ \(line) "), "\(line)") }
    }

    @Test func aLiftedCardIsDrawnOneRowHigherWithTheLiftedFrame() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        deck.press(.tab, .tab)
        let size = Size(width: 80, height: 24)
        let card = DashboardView.switcherLayout(ScreenLayout(size: size, appCount: 13), EngineSnapshot(deck.engine), deck.state).cards[0]
        #expect(deck.render(size: size)[card.x, card.y].character == "╭")
        deck.press(.up)
        let lifted = deck.render(size: size)
        #expect(lifted[card.x, card.y - 1].character == "╭")
        #expect(lifted[card.x, card.y - 1].style == Theme.dark.style(.cardLifted, over: .card))
        #expect(lifted[card.x, card.maxY - 1].character == " ")
    }

    @Test func aTransferPausedForLackOfNetworkSaysSo() {
        let deck = makeDashboard()
        deck.launchFromHome("Podcasts")
        deck.press("b")
        deck.tick(atReal: 10)
        deck.press(":", at: 10)
        deck.press("network off", at: 10)
        deck.press(.enter, at: 10)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("│ paused (no network)"))
        let narrow = deck.render(size: Size(width: 80, height: 24)).lines
        let row = narrow.firstIndex { $0.contains("│ paused (no ") }
        #expect(row.map { narrow[$0 + 1].contains("│ network)") } == true, "wrapped on a narrow card")
        deck.press(":", at: 10)
        deck.press("network wifi", at: 10)
        deck.press(.enter, at: 10)
        #expect(!deck.render(size: Size(width: 120, height: 40)).text.contains("paused (no network)"))
    }

    @Test func theSelectedAppsSummaryIsShownInFullOnTheHomeScreen() {
        let deck = makeDashboard()
        let sluggish = deck.engine.catalog.first { $0.name == "Sluggish" }!
        deck.launchFromHome("Sluggish")
        deck.press(":")
        deck.press("home")
        deck.press(.enter)
        for size in [Size(width: 120, height: 40), Size(width: 200, height: 50)] {
            let words = deck.render(size: size).lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(words.contains(sluggish.summary), "\(size)")
        }
        #expect(deck.state.focus == .home)
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("Sluggish: 8 s of main-thread work"))
    }

    @Test func aContinuousModeShowsAnUnboundedBudgetAndWhatHoldsIt() {
        let deck = makeDashboard()
        deck.launchFromHome("Music")
        deck.press("b")
        deck.tick(atReal: 300)
        let text = deck.render(size: Size(width: 80, height: 24)).text
        #expect(deck.engine.state(of: "Music") == .background)
        #expect(text.contains("◷ ∞ playing"), "\(text)")
        #expect(!text.contains("0s│"))
    }

    @Test func aBusyMainThreadShowsHowLongAgainstTheWatchdogsLimit() {
        let deck = makeDashboard()
        deck.launchFromHome("Sluggish")
        deck.press("b")
        deck.tick(atReal: 3)
        let at3 = deck.render(size: Size(width: 80, height: 24)).text
        #expect(at3.contains("⧗ busy 3s/5s"), "\(at3)")
        let roomy = deck.render(size: Size(width: 120, height: 40)).text
        #expect(roomy.contains("⧗ main busy 3s/5s"), "\(roomy)")
        let wide = deck.render(size: Size(width: 200, height: 50)).text
        #expect(wide.contains("⧗ main thread busy 3s/5s"), "\(wide)")
        deck.tick(atReal: 6)
        #expect(!deck.render(size: Size(width: 80, height: 24)).text.contains("busy"))
    }

    @Test func aSceneAppsCardShowsWhereItsSceneIsInInspectorModeOnly() {
        let deck = makeDashboard(profile: .ios13)
        deck.launchFromHome("Journal")
        deck.press("b")
        let size = Size(width: 120, height: 40)
        #expect(deck.render(size: size).text.contains("│ ⊕ connected"))
        #expect(deck.render(size: Size(width: 200, height: 50)).text.contains("│ ⊕ scene connected"))
        deck.press(":")
        deck.press("disconnect Journal")
        deck.press(.enter)
        #expect(deck.render(size: size).text.contains("│ ⊖ disconnected"))
        deck.press("i")
        #expect(!deck.render(size: size).text.contains("⊖"), "faithful mode shows what the real switcher shows")
        let old = makeDashboard(profile: .ios7)
        old.launchFromHome("Journal")
        old.press("b")
        #expect(!old.render(size: size).text.contains("⊕"), "ios7 ignores the scene manifest")
    }
}
