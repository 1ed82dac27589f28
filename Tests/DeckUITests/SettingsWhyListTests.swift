import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Issue 35, item 4, in the dashboard: each BG task request is a row of the settings overlay,
/// and Enter on it shows the list `why APP ID` logs: every unmet condition in the hold order,
/// each token with its sentence (none: only time holds it). Esc returns to the settings.
struct SettingsWhyListTests {
    static let nightly = "com.appdeck.backup.nightly"

    private func rows(_ deck: DeckProgram) -> [SettingsRow] { SettingsRow.rows(for: EngineSnapshot(deck.engine)) }

    private func select(_ row: SettingsRow, _ deck: DeckProgram) {
        while rows(deck)[deck.state.settingsRow] != row, deck.state.settingsRow < rows(deck).count - 1 { deck.press(.down) }
    }

    private func footer(_ deck: DeckProgram) -> String { deck.render(size: Size(width: 120, height: 40)).lines[39] }

    /// Backup in the background with its nightly request held, Low Power Mode on, the overlay open on its row.
    private func backupHeld() -> DeckProgram {
        let deck = makeDashboard(profile: .ios13)
        BGTaskSettingsTests().run(deck, "launch Backup", "home", "lowpower on")
        deck.press("s")
        select(.request(app: "Backup", id: Self.nightly), deck)
        return deck
    }

    @Test func eachRequestIsARowOfTheSettingsOverlay() {
        let deck = makeDashboard(profile: .ios13)
        BGTaskSettingsTests().run(deck, "launch Feed", "launch Backup", "home")
        let all = rows(deck)
        let requests = all.filter { if case .request = $0 { true } else { false } }
        #expect(requests == [.request(app: "Feed", id: "com.appdeck.feed.refresh"), .request(app: "Backup", id: Self.nightly)])
        #expect(all.firstIndex(of: .battery)! < all.firstIndex(of: requests[0])!)
        #expect(all.firstIndex(of: requests[1])! < all.firstIndex(of: .pushBudget)!)
    }

    @Test func enterOnARequestShowsEachReasonTokenInTheHoldOrderWithItsSentence() throws {
        let deck = backupHeld()
        let row = deck.state.settingsRow
        deck.press(.enter)
        #expect(deck.state.overlay == .settings(row: row, why: .request(app: "Backup", id: Self.nightly)))
        let why = try #require(deck.engine.why("Backup", .task(Self.nightly)))
        #expect(why.reasons == [.lowPower, .needsPower, .deviceInUse])
        let lines = deck.render(size: Size(width: 120, height: 40)).lines
        var at = 0
        for (reason, sentence) in zip(why.reasons, why.sentences) {
            let found = try #require(lines.firstIndex { $0.contains(reason.rawValue + "  ") }, "\(reason)")
            #expect(found > at, "\(reason) comes after the one before it")
            let head = String(sentence.prefix(30))
            #expect(lines[found...].prefix(3).contains { $0.contains(head) }, "\(reason): \(head)")
            at = found
        }
        #expect(footer(deck).contains("Esc back") && !footer(deck).contains("toggle"))
        deck.press(.escape)
        #expect(deck.state.overlay == .settings(row: row))
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("Apps with background modes"))
    }

    @Test func aRequestOnlyTimeHoldsSaysItCanRun() throws {
        let deck = makeDashboard(profile: .ios13)
        BGTaskSettingsTests().run(deck, "launch Feed", "home")
        deck.press("s")
        select(.request(app: "Feed", id: "com.appdeck.feed.refresh"), deck)
        deck.press(.enter)
        #expect(try #require(deck.engine.why("Feed", .task("com.appdeck.feed.refresh"))).reasons.isEmpty)
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains(SettingsWhyView.nothingHolds))
        #expect(text.contains("runs in "))
    }

    @Test func theFooterOffersEnterForWhyOnlyOnARequestsRow() {
        let deck = backupHeld()
        #expect(footer(deck).contains("Enter why") && !footer(deck).contains("toggle"))
        deck.press(.up)
        #expect(rows(deck)[deck.state.settingsRow] == .battery)
        #expect(footer(deck).contains("Enter toggle") && !footer(deck).contains("Enter why"))
    }

    @Test func leftAndRightOnARequestChangeNothingAndSaySo() {
        let deck = backupHeld()
        let events = deck.engine.log.totalCount
        deck.press(.right)
        #expect(deck.state.message?.text == SettingsFeature.requestHasNoChoice)
        deck.press(.character(" "))
        #expect(deck.engine.log.totalCount == events)
        #expect(deck.state.overlay?.isSettings == true)
    }

    @Test func theSelectionStaysOnItsRowWhenARequestBeforeItComesOrGoes() throws {
        let deck = makeDashboard(profile: .ios13)
        deck.press("s")
        select(.app("Mail"), deck)
        // A script's or the clock's work changes the engine between two keys.
        try deck.engine.apply(.launch("Feed"))
        try deck.engine.apply(.home)
        deck.tick(atReal: 0.1)
        #expect(rows(deck).contains(.request(app: "Feed", id: "com.appdeck.feed.refresh")))
        #expect(rows(deck)[deck.state.settingsRow] == .app("Mail"))
        try deck.engine.apply(.reset(nil))
        deck.tick(atReal: 0.2)
        #expect(rows(deck)[deck.state.settingsRow] == .app("Mail"))
    }

    @Test func enterOnAHeldPushShowsEveryConditionThatHoldsItAndEscComesBack() throws {
        let deck = makeDashboard(profile: .ios13)
        for command: Command in [
            .launch("Courier"), .home, .pushBudget(1), .push("Courier", silent: true), .wait(.minutes(1)),
            .push("Courier", silent: true),
        ] {
            try deck.engine.apply(command)
        }
        deck.tick(atReal: 0.1)
        deck.press("s")
        select(.heldPush(app: "Courier"), deck)
        #expect(rows(deck)[deck.state.settingsRow] == .heldPush(app: "Courier"))
        #expect(footer(deck).contains("Enter why") && !footer(deck).contains("toggle"))
        let row = deck.state.settingsRow
        deck.press(.enter)
        let why = try #require(deck.engine.why("Courier", .launch(.silentPush)))
        #expect(why.reasons == [.throttled])
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains("push held: throttled, in 59m"))
        #expect(text.contains("throttled  " + why.sentences[0].prefix(40)))
        #expect(text.contains("`why Courier push`"))
        deck.press(.escape)
        #expect(deck.state.overlay == .settings(row: row))
    }

    @Test func aRunningRequestSaysNoConditionHoldsIt() throws {
        let deck = makeDashboard(profile: .ios13)
        let feed = "com.appdeck.feed.refresh"
        for command: Command in [.launch("Feed"), .home, .debugger("Feed", attach: true), .simulateLaunch("Feed", feed)] {
            try deck.engine.apply(command)
        }
        deck.tick(atReal: 0.1)
        deck.press("s")
        select(.request(app: "Feed", id: feed), deck)
        deck.press(.enter)
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains("⏲ running"), "\(text)")
        #expect(text.contains(SettingsWhyView.noCondition) && !text.contains(SettingsWhyView.nothingHolds))
    }
}
