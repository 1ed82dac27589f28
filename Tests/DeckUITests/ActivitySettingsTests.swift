import Catalog
import Foundation
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI
@testable import Lifecycle

/// §11.8 in the settings overlay (ios26): the Live Activity budget as a device row (←/→ as
/// `:activity-budget`, saved in settings.yaml), each Live Activity app's switches (Enter
/// toggles, as `:live-activities APP [frequent] on|off`) and its activity's row, whose Enter
/// lists every unmet condition as `why APP activity` does.
struct ActivitySettingsTests {
    private func rows(_ deck: DeckProgram) -> [SettingsRow] { SettingsRow.rows(for: EngineSnapshot(deck.engine)) }

    private func open(on row: SettingsRow, _ deck: DeckProgram) {
        deck.press("s")
        while rows(deck)[deck.state.settingsRow] != row, deck.state.settingsRow < rows(deck).count - 1 { deck.press(.down) }
    }

    @Test func theLiveActivityRowsAreInTheSettingsOnIos26Only() {
        let all = rows(makeDashboard(profile: .ios26))
        #expect(all.contains(.activityBudget))
        #expect(all.contains(.liveActivities(app: "Scores")) && all.contains(.frequentUpdates(app: "Scores")))
        #expect(all.contains(.activity(app: "Scores")))
        #expect(!all.contains(.liveActivities(app: "Notes")), "Notes declares no Live Activity")
        for profile in [Profile.ios6, .ios7, .ios13] {
            #expect(!rows(makeDashboard(profile: profile)).contains(.activityBudget), "\(profile)")
        }
    }

    @Test func theActivityBudgetRowStepsLikeTheCommandAndIsSaved() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(profile: .ios26, store: store)
        open(on: .activityBudget, deck)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("Live Activity budget      ‹ 10 an hour ›"))
        deck.press(.left, .left)
        #expect(deck.engine.activityBudgetSetting == 8)
        #expect(store.load().settings.activityBudget == 8)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8).contains("activityBudget: 8\n"))
        let next = makeDashboard(profile: .ios26, settings: store.load().settings, store: store)
        #expect(next.engine.activityBudgetSetting == 8)
    }

    @Test func enterOnTheSwitchesTurnsLiveActivitiesAndFrequentUpdatesOff() {
        let deck = makeDashboard(profile: .ios26)
        BGTaskCardTests().run(deck, "launch Scores", "activity start Scores")
        open(on: .frequentUpdates(app: "Scores"), deck)
        deck.press(.enter)
        #expect(deck.engine.status(of: "Scores")?.liveActivity?.frequent == false)
        #expect(deck.engine.status(of: "Scores")?.liveActivity?.activity?.budget == 10, "six times 10 no more")
        deck.press(.up)
        #expect(rows(deck)[deck.state.settingsRow] == .liveActivities(app: "Scores"))
        deck.press(.enter)
        #expect(deck.engine.status(of: "Scores")?.liveActivity?.enabled == false)
        #expect(deck.engine.status(of: "Scores")?.liveActivity?.activity?.phase == .dismissed, "off ends and removes it")
    }

    @Test func enterOnTheActivityListsEveryUnmetConditionAsWhyDoes() throws {
        let deck = makeDashboard(profile: .ios26)
        BGTaskCardTests().run(
            deck, "launch Scores", "activity start Scores", "live-activities Scores frequent off", "activity-budget 1",
            "push Scores activity", "push Scores activity", "network off")
        open(on: .activity(app: "Scores"), deck)
        let row = deck.render(size: Size(width: 120, height: 40)).text
        #expect(row.contains("◉ held: throttled, shown in 1h · priority 10: 1 of 1 this hour"), "\(row)")
        deck.press(.enter)
        #expect(deck.state.overlay == .settings(row: deck.state.settingsRow, why: .activity(app: "Scores")))
        let lines = deck.render(size: Size(width: 120, height: 40)).lines
        let heading = try #require(lines.firstIndex { $0.contains(SettingsWhyView.heading) })
        let network = try #require(lines[heading...].firstIndex { $0.contains("no-network  ") }, "\(lines)")
        let throttled = try #require(lines[heading...].firstIndex { $0.contains("throttled  ") }, "\(lines)")
        #expect(network < throttled, "in the rule book's order")
        #expect(lines.contains { $0.contains("why Scores activity") })
    }

    @Test func theWhyListNamesTheAppAndWhatWaitsThenSaysItsStateOnce() {
        // As a request's list does: the app and what waits on the first line, its state below.
        let deck = makeDashboard(profile: .ios26)
        BGTaskCardTests().run(
            deck, "launch Scores", "activity start Scores", "live-activities Scores frequent off", "activity-budget 1",
            "push Scores activity", "push Scores activity", "widget Ticker add", "widget-budget 1")
        for (row, state) in [
            (SettingsRow.activity(app: "Scores"), "◉ held: throttled, shown in 1h"), (.widget(app: "Ticker"), "▣ widget: 0 of 1 in 24h"),
        ] {
            open(on: row, deck)
            deck.press(.enter)
            let lines = deck.render(size: Size(width: 120, height: 40)).lines
            let name = row == .activity(app: "Scores") ? "Scores" : "Ticker"
            let what = row == .activity(app: "Scores") ? "Live Activity" : "widget"
            #expect(lines.filter { $0.contains(state) }.count == 1, "\(lines.joined(separator: "\n"))")
            #expect(lines.contains { $0.contains(" \(name) ") && $0.contains(" \(what) ") }, "\(lines.joined(separator: "\n"))")
            deck.press(.escape)
            deck.press(.escape)
        }
    }

    @Test(arguments: [
        (
            ActivityStatus(
                number: 1, phase: .active, age: .minutes(133), goneIn: nil, used: 4, budget: 10, held: nil, heldWait: nil,
                awaitingAllow: false),
            "◉ active 2h13m of 8h · priority 10: 4 of 10 this hour"
        ),
        (
            ActivityStatus(
                number: 1, phase: .ended, age: .hours(1), goneIn: .hours(3), used: 0, budget: 10, held: nil, heldWait: nil,
                awaitingAllow: false),
            "◉ ended · gone in 3h"
        ),
        (
            ActivityStatus(
                number: 2, phase: .active, age: .minutes(1), goneIn: nil, used: 0, budget: 60, held: nil, heldWait: nil,
                awaitingAllow: true),
            "◉ awaiting Allow: no update token yet"
        ),
    ])
    func theActivityRowOfTheDesign(activity: ActivityStatus, row: String) {
        let status = LiveActivityStatus(enabled: true, frequent: true, activity: activity)
        #expect(SettingsOverlay.activityRowText(status) == row)
    }
}
