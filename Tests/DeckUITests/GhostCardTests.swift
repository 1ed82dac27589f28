import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Ghost cards: after the system ends an app, inspector mode keeps its card for a moment,
/// dim and marked with why.
struct GhostCardTests {
    /// Sluggish sent to the background at real time 0: the watchdog ends it at 5 s.
    func sluggishKilled(profile: Profile = .ios7) -> DeckProgram {
        let deck = makeDashboard(profile: profile)
        deck.launchFromHome("Notes", "Sluggish")
        deck.press("b")
        deck.tick(atReal: 6)
        return deck
    }

    @Test func anAppTheWatchdogKilledLeavesAGhostCardMarkedWhy() {
        let deck = sluggishKilled()
        #expect(!deck.engine.switcherCards.contains("Sluggish"))
        #expect(deck.state.ghosts == [Ghost(app: "Sluggish", why: "killed by watchdog", until: 10)])
        let screen = deck.render(size: Size(width: 120, height: 40)).text
        #expect(screen.contains("◌ Sluggish") && screen.contains("killed by watchdog"))
        GoldenTests.check(deck, "main-ghost")
    }

    @Test func theGhostGoesAfterFourSecondsOfWallTimeEvenWhilePaused() {
        let deck = sluggishKilled()
        deck.press(" ", at: 6)
        #expect(deck.nextWake(atReal: 6) == 4, "the run loop wakes to take the ghost away")
        deck.tick(atReal: 9.9)
        #expect(!deck.state.ghosts.isEmpty)
        deck.tick(atReal: 10)
        #expect(deck.state.ghosts.isEmpty && deck.needsRender)
        #expect(!deck.render(size: Size(width: 120, height: 40)).text.contains("killed by watchdog"))
        #expect(deck.nextWake(atReal: 10) == nil)
    }

    @Test func aGhostCanNeitherBeSelectedNorSwipedByKeyOrMouse() {
        let deck = sluggishKilled()
        for key: Key in [.right, .right, .right, .left] {
            deck.press(key, at: 6)
            #expect(deck.state.selectedCard == "Notes")
        }
        let layout = DashboardView.switcherLayout(deck.state.layout(EngineSnapshot(deck.engine)), EngineSnapshot(deck.engine), deck.state)
        let ghost = Rect(x: layout.cards[0].maxX + 1, y: layout.cards[0].y, width: layout.cardSize.width, height: layout.cardSize.height)
        deck.handle(.mouse(MouseEvent(.press, x: ghost.x + 2, y: ghost.y + 2)), atReal: 6.1)
        deck.handle(.mouse(MouseEvent(.release, x: ghost.x + 2, y: ghost.y - 3)), atReal: 6.2)
        deck.press("x", at: 6.3)
        #expect(deck.state.selectedCard == "Notes" || deck.state.selectedCard == nil)
        #expect(!deck.engine.log.events.contains { $0.app == "Sluggish" && $0.reason == "user" })
    }

    @Test func aSwipeByTheUserLeavesNoGhostAndFaithfulModeShowsNone() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press("b")
        deck.press("x", at: 1)
        deck.press("x", at: 1)
        #expect(deck.state.ghosts.isEmpty)
        let killed = sluggishKilled()
        killed.press("i", at: 6)
        #expect(!killed.render(size: Size(width: 120, height: 40)).text.contains("killed by watchdog"))
    }

    @Test func aPurgedAppWhoseCardStaysSaysWhyOnItsCard() {
        let deck = makeDashboard(profile: .ios13)
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        deck.tick(atReal: 30)
        deck.press(":", at: 30)
        deck.press("memory pressure", at: 30)
        deck.press(.enter, at: 30)
        #expect(deck.engine.switcherCards.contains("Notes"))
        #expect(deck.state.ghosts.contains { $0.app == "Notes" && $0.why == "purged for memory" })
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("│ purged for memory"))
        GoldenTests.check(deck, "main-purged")
    }
}
