import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// The event filter: words ANDed, `!word`, `app:` `event:` `reason:`, whole words, `N of M`.
struct FilterTests {
    let killed = Event(
        time: .seconds(180), app: "Leaky", name: .terminated, state: .notRunning,
        reason: "background-task-timeout", detail: "background time ran out with tasks still open: leak")
    let watchdog = Event(time: .seconds(5), app: "Sluggish", name: .terminated, state: .notRunning, reason: "watchdog")
    let mail = Event(time: .zero, app: "Mail", name: .beginBackgroundTask, state: .background, task: 1, label: "send outbox")
    let locked = Event(time: .zero, app: nil, name: .deviceLocked, state: nil)

    func matching(_ filter: String) -> [String] {
        let query = EventQuery(filter: filter)
        return [killed, watchdog, mail, locked].filter(query.matches).map { $0.app ?? $0.name.rawValue }
    }

    @Test func severalWordsMustAllMatch() {
        #expect(matching("terminated") == ["Leaky", "Sluggish"])
        #expect(matching("terminated watchdog") == ["Sluggish"])
        #expect(matching("TERMINATED leaky") == ["Leaky"])
    }

    @Test func aWordMatchesWholeWordsOnly() {
        #expect(matching("mai").isEmpty)
        #expect(matching("mail") == ["Mail"])
        #expect(matching("outbox") == ["Mail"])
        #expect(matching("timeout") == ["Leaky"], "a part of background-task-timeout")
        #expect(matching("#1") == ["Mail"])
    }

    @Test func aBangWordMustNotMatch() {
        #expect(matching("!terminated") == ["Mail", "DeviceLocked"])
        #expect(matching("terminated !watchdog") == ["Leaky"])
    }

    @Test func aFieldWordLooksAtThatFieldOnly() {
        #expect(matching("app:mail") == ["Mail"])
        #expect(matching("app:outbox").isEmpty)
        #expect(matching("event:Terminated") == ["Leaky", "Sluggish"])
        #expect(matching("event:terminated reason:watchdog") == ["Sluggish"])
        #expect(matching("reason:background-task-timeout") == ["Leaky"])
        #expect(matching("!app:leaky event:terminated") == ["Sluggish"])
        #expect(matching("app:") == matching(""), "a field without a word is no word")
    }

    @Test func thePaneSaysHowManyMatchOfHowMany() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("/")
        deck.press("app:mail")
        deck.press(.enter)
        let total = deck.engine.log.count
        let shown = EventQuery(filter: "app:mail").matchCount(in: deck.engine.log)
        #expect(shown > 0 && shown < total)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("\(shown) of \(total)"))
    }

    @Test func escapeClearsTheFilterAndEnterKeepsIt() {
        let deck = makeDashboard()
        deck.press("/")
        deck.press("notes")
        deck.press(.enter)
        #expect(deck.state.eventFilter == "notes" && deck.state.overlay == nil)
        deck.press("/")
        #expect(deck.state.eventPane.filter.cursor == 5)
        deck.press(.escape)
        #expect(deck.state.eventFilter.isEmpty && deck.state.overlay == nil)
    }
}
