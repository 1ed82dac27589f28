import Catalog
import Foundation
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI
@testable import Lifecycle

/// §11.8 on the card: Scores's `◉` line says how old its activity is and the budget, what is
/// held and for how long, when it is ended and when it goes, or that the user turned it off.
struct ActivityCardTests {
    let cards = BGTaskCardTests()

    func text(_ lines: String..., size: Size = Size(width: 200, height: 50)) -> String {
        let deck = makeDashboard(profile: .ios26)
        for line in lines { cards.run(deck, line) }
        return cards.cardRows(deck, "Scores", size: size).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func theCardSaysTheActivitysAgeAndThePriorityTenBudget() {
        let card = text("launch Scores", "activity start Scores", "push Scores activity", "wait 2h13m")
        #expect(card.contains("◉ stale") || card.contains("◉ active"), "\(card)")
        // The push 2h13m after the start: in the rolling hour, and stale 3h after it.
        let fresh = text("launch Scores", "activity start Scores", "wait 2h13m", "push Scores activity stale 3h")
        #expect(fresh.contains("◉ active 2h13m/8h · p10 1/60"), "\(fresh)")
    }

    @Test func theCardSaysWhatIsHeldEndedOrOff() {
        let held = text(
            "launch Scores", "activity start Scores", "live-activities Scores frequent off", "activity-budget 1",
            "push Scores activity", "wait 18m", "push Scores activity")
        #expect(held.contains("◉ held: throttled, 42m"), "\(held)")
        let ended = text("launch Scores", "activity start Scores", "wait 9h")
        #expect(ended.contains("◉ ended · gone in 3h"), "\(ended)")
        let off = text("launch Scores", "live-activities Scores off")
        #expect(off.contains("◉ Live Activities off"), "\(off)")
    }

    @Test func aNarrowCardKeepsTheReasonOfAHeldUpdate() {
        let narrow = text(
            "launch Scores", "activity start Scores", "live-activities Scores frequent off", "activity-budget 1",
            "push Scores activity", "wait 18m", "push Scores activity", size: Size(width: 80, height: 24))
        #expect(narrow.contains("◉ throttled"), "\(narrow)")
    }
}
