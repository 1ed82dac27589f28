import Catalog
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI
@testable import Lifecycle

/// §11.7 on screen: a widget app's `▣` line on its card (narrow cards keep the first word and
/// the reason), and the settings overlay's widget rows.
struct WidgetCardTests {
    let cards = BGTaskCardTests()

    /// Ticker placed, opened once, then four silent pushes with widget-budget 3: the fourth waits.
    func deferredTicker() -> DeckProgram {
        let deck = makeDashboard(profile: .ios26)
        cards.run(
            deck, "push-budget off", "widget-budget 3", "widget Ticker add", "wait 5s", "launch Ticker", "home", "wait 1m",
            "push Ticker silent", "wait 10s", "push Ticker silent", "wait 10s", "push Ticker silent", "wait 10s",
            "push Ticker silent", "wait 10s")
        return deck
    }

    @Test func theCardsWidgetLineSaysTheDeferredReloadAndWhenASlotFrees() {
        let wide = cards.cardRows(deferredTicker(), "Ticker", size: Size(width: 200, height: 50))
        #expect(wide.joined(separator: " ").contains("▣ deferred: budget, slot in 24h"), "\(wide)")
        let narrow = cards.cardRows(deferredTicker(), "Ticker", size: Size(width: 80, height: 24))
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // 16 columns: the first word over the reason and the wait (the slot frees 24 h after
        // the first counted reload, 30 s ago, rounded up to the minute).
        #expect(narrow.contains("▣ deferred") && narrow.contains("budget, 24h"), "\(narrow)")
    }

    @Test(arguments: [
        (
            WidgetStatus(
                placed: true, used: 3, budget: 40, devMode: false, nextReloadIn: .minutes(14), policy: .atEnd, placeholder: nil,
                building: false),
            "▣ widget 3/40 · next 14m", "▣ widget: 3 of 40 in 24h · next reload in 14m (at-end)"
        ),
        (
            WidgetStatus(
                placed: false, used: 0, budget: 40, devMode: false, nextReloadIn: nil, policy: nil, placeholder: nil, building: false),
            "▣ widget not added", "▣ widget not added"
        ),
        (
            WidgetStatus(
                placed: true, used: 1, budget: 40, devMode: false, nextReloadIn: nil, policy: nil, placeholder: "memory-limit",
                building: false),
            "▣ placeholder: memory-limit", "▣ widget: placeholder: memory-limit"
        ),
        (
            WidgetStatus(
                placed: true, used: 0, budget: 40, devMode: true, nextReloadIn: .minutes(5), policy: .atEnd, placeholder: nil,
                building: false),
            "▣ dev mode: free", "▣ widget: 0 of 40 in 24h · next reload in 5m (at-end)"
        ),
    ])
    func theWidgetLinesOfTheDesign(status: WidgetStatus, card: String, row: String) {
        #expect(CardWidget.lines(status, width: 40) == [card])
        #expect(SettingsOverlay.widgetRowText(status) == row)
    }

    @Test func aDeferredReloadSaysWhenASlotFrees() {
        var status = WidgetStatus(
            placed: true, used: 40, budget: 40, devMode: false, nextReloadIn: nil, policy: .atEnd, placeholder: nil, building: false)
        status.deferred = true
        status.slotIn = .minutes(23 * 60 + 10)
        #expect(CardWidget.lines(status, width: 40) == ["▣ deferred: budget, slot in 23h10m"])
        #expect(CardWidget.lines(status, width: 20) == ["▣ deferred: budget"])
        #expect(CardWidget.lines(status, width: 16) == ["▣ deferred", "budget, 23h10m"])
        #expect(SettingsOverlay.widgetRowText(status) == "▣ widget: reload deferred: budget, slot in 23h10m")
    }

    /// Ticker (policy `after 15m`) with widget-budget 3 spent by three silent pushes: its
    /// policy reload falls due in 15 minutes, with no slot before the first counted reload
    /// leaves the 24 hours.
    @Test func aPolicyReloadDueWhileTheBudgetIsSpentSaysOnItsSettingsRowThatItWillBeDeferred() throws {
        let deck = makeDashboard(profile: .ios26)
        cards.run(
            deck, "push-budget off", "widget-budget 3", "widget Ticker add", "wait 5s", "launch Ticker", "home", "wait 1m",
            "push Ticker silent", "wait 10s", "push Ticker silent", "wait 10s", "push Ticker silent", "wait 10s")
        let status = try #require(deck.engine.widgetStatus(of: "Ticker"))
        #expect(!status.deferred && status.nextReloadIn != nil, "\(status)")
        #expect(status.holds.map(\.reason) == [.budget], "why Ticker widget says the budget")
        let row = SettingsOverlay.widgetRowText(status)
        #expect(row == "▣ widget: next reload deferred: budget, slot in 24h", "\(row)")
        // The overlay shows it whole, in a row 76 columns wide at most.
        deck.press("s", at: 0)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("▣ widget: next reload deferred: budget, slot in 24h"))
    }

    @Test func aPolicyReloadDueAfterASlotFreesSaysWhenItIsDue() {
        var status = WidgetStatus(
            placed: true, used: 3, budget: 3, devMode: false, nextReloadIn: .minutes(30), policy: .atEnd, placeholder: nil,
            building: false)
        status.holds = [BGTaskAnswer.Unmet(reason: .budget, sentence: "3 of 3 counted reloads in 24h")]
        status.slotIn = .minutes(20)
        #expect(SettingsOverlay.widgetRowText(status) == "▣ widget: 3 of 3 in 24h · next reload in 30m (at-end)")
        status.budget = 0
        status.used = 0
        status.slotIn = nil
        #expect(
            SettingsOverlay.widgetRowText(status)
                == "▣ widget: next reload deferred: budget, budget 0")
    }

    @Test func theWidgetBudgetRowStepsThroughItsChoices() {
        #expect(SettingsRow.widgetBudget(after: 40, step: 1) == 70)
        #expect(SettingsRow.widgetBudget(after: nil, step: 1) == 0)
        #expect(SettingsRow.widgetBudget(after: 200, step: 1) == nil)
        #expect(SettingsRow.widgetBudget(after: 3, step: 1) == 5)
        #expect(SettingsOverlay.title(widgetBudget: 40) == "40 a day")
    }
}
