import Catalog
import Lifecycle
import Scenario
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// "Would this work now, and if not why": one answer per action, read by the footer (it shows
/// only what would work) and by the key (it says why instead of acting).
struct AvailabilityTests {
    func footer(_ deck: DeckProgram) -> String { deck.render(size: Size(width: 200, height: 40)).lines[39] }

    /// Notes and Mail launched (Mail in front), then `keys`.
    func deck(after keys: [Key]) -> DeckProgram {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press(.tab, .tab)
        for key in keys { deck.press(key) }
        return deck
    }

    @Test func whileACallRingsTheFooterOffersNoSwipeHomeOrLockAndTheKeysSayWhy() {
        let deck = deck(after: [.character("c")])
        #expect(deck.engine.device.call == .ringing)
        let shown = footer(deck)
        #expect(shown.contains("a answer") && shown.contains("d decline"), "\(shown)")
        for hidden in ["x swipe", "b home", "L lock", "↑ lift", "c call"] { #expect(!shown.contains(hidden), "\(hidden) in \(shown)") }
        let events = deck.engine.log.totalCount
        for key in ["b", "x", "L"] {
            deck.press(key)
            #expect(deck.state.message == StatusMessage("a call is ringing: answer or decline it first", isError: true))
        }
        #expect(deck.engine.log.totalCount == events, "a refused key reaches no engine")
    }

    @Test func onACallTheFooterOffersNoLaunchAndEnterSaysWhy() {
        let deck = deck(after: [.character("c"), .character("a"), .tab])
        #expect(deck.engine.device.call == .inProgress && deck.state.focus == .home)
        let shown = footer(deck)
        #expect(shown.contains("h hang up") && !shown.contains("Enter launch") && !shown.contains("L lock"), "\(shown)")
        deck.press(.enter)
        #expect(deck.state.message?.text == "a call is in progress: hang up first")
    }

    @Test func whileLockedTheFooterOffersUnlockAndNoLaunch() {
        let deck = deck(after: [.character("L"), .tab])
        #expect(deck.engine.device.locked && deck.state.focus == .home)
        let shown = footer(deck)
        #expect(shown.contains("L unlock") && !shown.contains("L lock") && !shown.contains("Enter launch"), "\(shown)")
        deck.press(.enter)
        #expect(deck.state.message?.text == "the device is locked: unlock it first")
        deck.press("L")
        #expect(!deck.engine.device.locked)
        #expect(footer(deck).contains("L lock") && !footer(deck).contains("L unlock"))
    }

    /// In many states, for every key of the active scopes: the footer shows its hint exactly
    /// when `whyNot` has no answer, and a key with an answer says it and changes nothing in
    /// the engine.
    @Test func theFooterAndTheKeyGiveTheSameAnswerInEveryState() {
        let states: [[Key]] = [
            [], [.character("c")], [.character("c"), .character("a")], [.character("L")], [.character("b")],
            [.tab], [.tab, .character("c")], [.tab, .character("L")], [.tab, .tab], [.tab, .tab, .enter],
            [.tab, .character("T")], [.character("?")], [.character("s")], [.up],
        ]
        for keys in states {
            let probe = deck(after: keys)
            let snapshot = EngineSnapshot(probe.engine)
            let scopes = probe.state.activeScopes(device: snapshot.device)
            let hints = Set(probe.state.footerBindings(snapshot))
            for binding in KeyBinding.footer(for: scopes) {
                let why = probe.state.whyNot(binding.action, snapshot)
                #expect(hints.contains(binding) == (why == nil), "\(keys): \(binding.keyLabel) \(binding.action)")
                guard let why else { continue }
                let pressed = deck(after: keys)
                let events = pressed.engine.log.totalCount
                pressed.press(binding.keys[0])
                #expect(pressed.state.message == StatusMessage(why, isError: true), "\(keys): \(binding.keyLabel)")
                #expect(pressed.engine.log.totalCount == events, "\(keys): \(binding.keyLabel) reached the engine")
            }
        }
    }

    /// A device key's answer is the engine's (`Engine.refusal(of:)`), not a copy of its rules.
    @Test func aDeviceKeyIsRefusedForTheEnginesReasonInTheEnginesWords() throws {
        for keys in [[], [Key.character("c")], [.character("c"), .character("a")], [.character("L")]] {
            let deck = deck(after: keys)
            let snapshot = EngineSnapshot(deck.engine)
            let app = try #require(deck.state.selectedApp(snapshot))
            let status = try #require(snapshot.app(app))
            let asked: [(Action, Command)] = [
                (.lock, .lock), (.unlock, .unlock), (.call, .call), (.fetch, .fetch(app)),
                (.toggleRefresh, .appRefresh(app, !status.refreshSwitch)),
            ]
            for (action, command) in asked {
                #expect(deck.state.whyNot(action, snapshot) == deck.engine.refusal(of: command), "\(keys) \(action)")
            }
        }
    }
}
