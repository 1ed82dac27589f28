import Catalog
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Issue 22 in the settings overlay: every BG task request with the engine's sentence, and
/// the charger and the battery as rows (the rule book, §11.2).
struct BGTaskSettingsTests {
    func run(_ deck: DeckProgram, _ lines: String...) {
        for line in lines {
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
            #expect(deck.state.message?.isError != true, "\(line): \(deck.state.message?.text ?? "")")
        }
    }

    func rows(_ deck: DeckProgram) -> [SettingsRow] { SettingsRow.rows(for: EngineSnapshot(deck.engine)) }

    func select(_ row: SettingsRow, _ deck: DeckProgram) {
        while rows(deck)[deck.state.settingsRow] != row { deck.press(.down) }
    }

    @Test func theSettingsOverlayListsEveryRequestWithTheEnginesSentence() throws {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Feed", "launch Backup", "home")
        deck.press("s")
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains(SettingsOverlay.requestsHeading))
        #expect(text.contains("≡ Feed                    com.appdeck.feed.refresh"))
        #expect(text.contains("⤓ Backup                  com.appdeck.backup.nightly"))
        let backup = try #require(deck.engine.bgTaskRequests(of: "Backup").first)
        #expect(text.contains("⏲ " + backup.explanation))
        #expect(backup.explanation == "held: it requires external power and the device is not charging")
        let feed = try #require(deck.engine.bgTaskRequests(of: "Feed").first)
        #expect(text.contains("⏲ " + feed.explanation))
    }

    @Test func aRequestsSentenceCountsWholeSecondsNotMilliseconds() throws {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Feed", "home")
        deck.tick(atReal: 0.3)
        let feed = try #require(deck.engine.bgTaskRequests(of: "Feed").first)
        #expect(feed.explanation.hasPrefix("runs in "))
        #expect(!feed.explanation.contains("ms"), "\(feed.explanation)")
    }

    @Test func withNoRequestTheOverlaySaysNonePendingAndOnIOS7ItHasNoSuchSection() {
        let ios13 = makeDashboard(profile: .ios13)
        ios13.press("s")
        let text = ios13.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains(SettingsOverlay.requestsHeading) && text.contains("none pending"))
        let ios7 = makeDashboard(profile: .ios7)
        ios7.press("s")
        #expect(!ios7.render(size: Size(width: 120, height: 40)).text.contains(SettingsOverlay.requestsHeading))
    }

    @Test func theChargerAndTheBatteryChangeFromTheOverlayAndTheRequestsSentenceFollows() {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Backup", "home")
        deck.press("s")
        select(.charger, deck)
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("Charger                   ○ off"))
        deck.press(.enter)
        #expect(deck.engine.device.charging)
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("Charger                   ● on"))
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("⏲ held: the device is in use"))
        deck.press(.left)
        #expect(!deck.engine.device.charging, "← and → toggle the switch as Enter does")
        select(.battery, deck)
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("Battery                   ‹ 100% ›"))
        deck.press(.left, .left, .left, .left)
        #expect(deck.engine.device.battery == 20)
        deck.press(.left)
        #expect(deck.engine.device.battery == 15)
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains("‹ 15% ›  low: BG tasks held"))
        #expect(text.contains("⏲ held: the battery is below 20% and not charging"))
        #expect(text.contains("battery 15%"), "the status bar shows it")
        deck.press(.right, .right, .right, .right, .right)
        #expect(deck.engine.device.battery == 100)
        deck.press(.enter)
        #expect(deck.engine.device.battery == 5, "Enter takes the next level, wrapping")
        #expect(deck.currentSettings() == .defaults, "the charger and the battery are not saved settings")
    }

    @Test func theBatteryStepsFromALevelSetByCommandToTheNearestChoiceOnThatSide() {
        #expect(SettingsRow.batteryLevel(after: 37, step: 1) == 50)
        #expect(SettingsRow.batteryLevel(after: 37, step: -1) == 30)
        #expect(SettingsRow.batteryLevel(after: 0, step: -1) == 100)
        #expect(SettingsRow.batteryLevel(after: 100, step: 1) == 5)
        #expect(SettingsRow.batteryLevel(after: 5, step: -1) == 100)
    }

    @Test func theOverlaysFooterShowsUpAndDownOnlyWhereThereIsARowThatWay() {
        let deck = makeDashboard(profile: .ios13)
        func footer() -> String { deck.render(size: Size(width: 120, height: 40)).lines[39] }
        deck.press("s")
        #expect(!footer().contains("↑ up") && footer().contains("↓ down"))
        deck.press(.down)
        #expect(footer().contains("↑ up") && footer().contains("↓ down"))
        while deck.state.settingsRow < rows(deck).count - 1 { deck.press(.down) }
        #expect(footer().contains("↑ up") && !footer().contains("↓ down"))
        deck.press(.down)
        #expect(deck.state.message?.text == "the last setting is selected")
    }

    @Test func selectingTheBatteryShowsTheRequestsBelowItAt80By24() {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Feed", "launch Backup", "home")
        deck.press("s")
        select(.battery, deck)
        let text = deck.render(size: Size(width: 80, height: 24)).text
        #expect(text.contains("com.appdeck.backup.nightly") && text.contains("held: it requires external power"))
    }
}

/// The why report (issue 35) in the settings overlay: a held request's every unmet condition.
struct SettingsWhyTests {
    @Test func aHeldRequestListsEveryUnmetConditionInTheHoldOrder() throws {
        let deck = makeDashboard(profile: .ios13)
        BGTaskSettingsTests().run(deck, "launch Backup", "home", "lowpower on")
        deck.press("s")
        let text = deck.render(size: Size(width: 120, height: 40)).text
        let answer = try #require(deck.engine.bgTaskRequests(of: "Backup").first)
        #expect(answer.holds.map(\.reason) == [.lowPower, .needsPower, .deviceInUse])
        #expect(text.contains("⏲ " + answer.explanation))
        #expect(text.contains("also needs-power: it requires external power"))
        #expect(text.contains("also device-in-use: the device is in use"))
    }
}
