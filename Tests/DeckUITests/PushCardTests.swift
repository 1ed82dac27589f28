import Catalog
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI
@testable import Lifecycle

/// §11.5 on the card: a background push held for the budget says when it goes out and how
/// much of the budget is used, at every width (a narrow card has the short form).
struct PushCardTests {
    let cards = BGTaskCardTests()

    func heldCourier() -> DeckProgram {
        let deck = makeDashboard(profile: .ios13)
        cards.run(deck, "launch Courier", "home", "push-budget 1", "push Courier silent", "wait 20s", "push Courier silent")
        return deck
    }

    @Test func aNarrowCardSaysWhenTheHeldPushGoesOutAndTheBudget() {
        let rows = cards.cardRows(heldCourier(), "Courier", size: Size(width: 80, height: 24))
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("push held in 60m"), "\(rows)")
        #expect(rows.contains("1/1 this hour"), "\(rows)")
        let status = PushStatus(used: 1, budget: 1, held: .throttled, deliveredIn: .minutes(60))
        #expect(status.shortLines(width: 14) == ["push held 60m", "1/1 this hour"], "narrower still: without 'in'")
    }

    @Test func aWideCardSaysItInFull() {
        let rows = cards.cardRows(heldCourier(), "Courier", size: Size(width: 200, height: 50))
        let text = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("push held: throttled, in 60m"), "\(rows)")
        #expect(text.contains("pushes 1/1 this hour"), "\(rows)")
    }
}

/// §11.5 on the call sheet: a call reported through CallKit names its app.
struct CallKitSheetTests {
    @Test func theCallSheetNamesTheAppThatReportedTheCall() {
        let deck = makeDashboard(profile: .ios13)
        BGTaskCardTests().run(deck, "push Talk voip", "wait 2s")
        let screen = deck.render(size: Size(width: 120, height: 40)).lines.joined(separator: "\n")
        #expect(screen.contains("Talk reports a call through CallKit."), "\(screen)")
        deck.press("a")
        let onCall = deck.render(size: Size(width: 120, height: 40)).lines.joined(separator: "\n")
        #expect(onCall.contains("Talk's call is in front (CallKit)."), "\(onCall)")
    }

    @Test func thePhonesOwnCallSaysThePhoneIsRinging() {
        let deck = makeDashboard(profile: .ios13)
        BGTaskCardTests().run(deck, "call")
        #expect(deck.render(size: Size(width: 120, height: 40)).lines.joined().contains("The phone is ringing."))
    }
}
