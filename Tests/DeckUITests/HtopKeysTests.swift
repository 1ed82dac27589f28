import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Keys htop, lazygit and k9s users expect: `/` searches the help (`n`/`N` to the next and
/// previous match), letters select an app by the start of its name, Home and End go to the
/// first and last app and card.
struct HtopKeysTests {
    static let size = Size(width: 80, height: 24)

    /// The help open on a dashboard of `size`.
    func helpOpen() -> DeckProgram {
        let deck = makeDashboard()
        _ = deck.render(size: Self.size)
        deck.press("?")
        return deck
    }

    /// The help's rows that hold `text` on the deck's screen.
    func matches(_ deck: DeckProgram, _ text: String) -> [Int] {
        HelpSearch(field: TextField(text)).matches(in: Rect(size: deck.state.size))
    }

    @Test func slashInTheHelpSearchesItScrollingToTheFirstMatch() throws {
        let deck = helpOpen()
        deck.press("/")
        #expect(deck.state.helpSearch.typing)
        deck.press("palette")
        let first = try #require(matches(deck, "palette").first)
        #expect(first > 0)
        #expect(deck.state.helpScroll == min(first, deck.state.helpMaxScroll))
        #expect(deck.render().text.contains("/palette"))
        deck.press(.enter)
        #expect(!deck.state.helpSearch.typing && deck.state.overlay?.isHelp == true)
    }

    @Test func nAndBigNGoToTheNextAndThePreviousMatch() {
        let deck = helpOpen()
        deck.press("/")
        deck.press("swipe")
        deck.press(.enter)
        let rows = matches(deck, "swipe").map { min($0, deck.state.helpMaxScroll) }
        #expect(rows.count >= 2)
        #expect(deck.state.helpScroll == rows[0])
        deck.press("n")
        #expect(deck.state.helpScroll == rows[1])
        deck.press("N")
        #expect(deck.state.helpScroll == rows[0])
    }

    @Test func escClearsTheSearchAndASearchThatMatchesNothingSaysSo() {
        let deck = helpOpen()
        deck.press("/")
        deck.press("zzqx")
        #expect(deck.state.message?.text == "no line of the help holds 'zzqx'")
        deck.press(.escape)
        #expect(deck.state.helpSearch == HelpSearch() && deck.state.overlay?.isHelp == true)
        deck.press("n")
        #expect(deck.state.message?.text == "no search: / searches the help")
    }

    @Test func lettersThatAreNoKeysOnTheHomeScreenSelectTheFirstAppWhoseNameStartsWithThem() {
        let deck = dashboard(withInBackground: "Notes", focus: .home)
        deck.press("W", at: 1)
        deck.press("e", at: 1.5)
        #expect(deck.engine.catalog[deck.state.selectedHome].name == "Weather")
        deck.press("P", at: 2.2)
        deck.press("o", at: 2.4)
        #expect(deck.engine.catalog[deck.state.selectedHome].name == "Podcasts")
    }

    @Test func lettersMoreThanASecondApartStartThePrefixAgain() {
        let deck = dashboard(withInBackground: "Notes", focus: .home)
        deck.press("M", at: 1)
        #expect(deck.engine.catalog[deck.state.selectedHome].name == "Mail")
        deck.press("a", at: 2.5)
        #expect(deck.engine.catalog[deck.state.selectedHome].name == "Mail", "no app starts with a")
        #expect(deck.state.message?.isError == true)
    }

    @Test func lettersThatAreKeysOnTheHomeScreenKeepTheirMeaning() {
        let deck = dashboard(withInBackground: "Notes", focus: .home)
        deck.press("W", at: 1)
        let weather = deck.state.selectedHome
        deck.press("l", at: 1.2)
        #expect(deck.state.selectedHome == weather + 1, "l selects the next app")
        deck.press("i", at: 1.3)
        #expect(!deck.state.inspector, "i toggles inspector mode")
    }

    @Test func aKeyTypedWithinANameKeepsItsMeaningEndsTheNameAndSaysSo() {
        let deck = dashboard(withInBackground: "Notes", focus: .home)
        deck.press("C", at: 1)
        let chat = deck.state.selectedHome
        #expect(deck.engine.catalog[chat].name == "Chat")
        deck.press("h", at: 1.1)
        #expect(deck.state.selectedHome == chat - 1, "h still selects the previous app")
        #expect(deck.state.message?.text == "h is a key (select the previous app), so the typed name ends")
        #expect(deck.state.typeAhead.prefix.isEmpty, "the name ends: the next letter starts a new one")
        deck.press("W", at: 1.2)
        deck.press("e", at: 1.3)
        #expect(deck.engine.catalog[deck.state.selectedHome].name == "Weather")
    }

    @Test func homeAndEndGoToTheFirstAndTheLastAppAndCard() {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Photos", focus: .home)
        deck.press(.end)
        #expect(deck.state.selectedHome == deck.engine.catalog.count - 1)
        deck.press(.home)
        #expect(deck.state.selectedHome == 0)
        while deck.state.focus != .switcher { deck.press(.tab) }
        let cards = deck.engine.switcherCards
        deck.press(.end)
        #expect(deck.state.selectedCard == cards.last)
        deck.press(.home)
        #expect(deck.state.selectedCard == cards.first)
    }
}
