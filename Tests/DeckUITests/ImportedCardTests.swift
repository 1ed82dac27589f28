import Testing

@testable import DeckCore
@testable import Lifecycle

/// An imported app's card names its BG task as a built-in app's does, even where the card is
/// narrow and the identifier's last part is a camel-case word (`appRefresh`).
struct ImportedCardTests {
    @Test func aNarrowCardNamesACamelCaseTaskByItsLastWord() {
        let answer = BGTaskAnswer(
            app: "Wikipedia", id: "org.wikimedia.wikipedia.appRefresh", kind: .refresh, status: .runsIn(.minutes(15)),
            explanation: "")
        let card = CardBGTask(answer: answer, theme: .dark)
        #expect(card.text(width: 30) == "appRefresh in 15m")
        #expect(card.text(width: 14) == "refresh in 15m")
        #expect(card.text(width: 8) == "in 15m")
        #expect(CardBGTask.names("com.appdeck.feed.refresh") == ["refresh"])
    }
}
