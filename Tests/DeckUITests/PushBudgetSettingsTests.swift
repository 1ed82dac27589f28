import Catalog
import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The push budget (§11.5, `push-budget N|off`) as a row of the settings overlay: changed with
/// ←/→ or Enter as the other device rows are, applied as the device command, saved in
/// settings.yaml as `pushBudget` (the file's keys are camelCase) and applied at the next start.
struct PushBudgetSettingsTests {
    private func rows(_ deck: DeckProgram) -> [SettingsRow] { SettingsRow.rows(for: EngineSnapshot(deck.engine)) }

    private func openOnPushBudget(_ deck: DeckProgram) {
        deck.press("s")
        while rows(deck)[deck.state.settingsRow] != .pushBudget { deck.press(.down) }
    }

    @Test func thePushBudgetIsARowOfTheSettingsOnIos13AndIos26Only() {
        #expect(rows(makeDashboard(profile: .ios13)).contains(.pushBudget))
        #expect(rows(makeDashboard(profile: .ios26)).contains(.pushBudget))
        #expect(!rows(makeDashboard(profile: .ios7)).contains(.pushBudget))
        #expect(!rows(makeDashboard(profile: .ios6)).contains(.pushBudget))
    }

    @Test func rightAndLeftOnThePushBudgetRowStepThroughOffAndZeroToSixty() {
        let deck = makeDashboard(profile: .ios13)
        openOnPushBudget(deck)
        deck.press(.right)
        #expect(deck.engine.pushBudget == 4)
        for _ in 0..<5 { deck.press(.left) }
        #expect(deck.engine.pushBudget == nil, "below 0 comes off")
        deck.press(.right)
        #expect(deck.engine.pushBudget == 0)
        deck.press(.left, .left)
        #expect(deck.engine.pushBudget == 60, "off wraps to 60")
        deck.press(.enter)
        #expect(deck.engine.pushBudget == nil, "Enter takes the next choice, wrapping")
    }

    @Test func thePushBudgetRowShowsTheBudgetAndEveryKeyItTakes() {
        let deck = makeDashboard(profile: .ios13)
        openOnPushBudget(deck)
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains("Push budget               ‹ 3 an hour ›"))
        deck.press(.left, .left, .left, .left)
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("Push budget               ‹ off ›"))
        let footer = deck.state.footerBindings(EngineSnapshot(deck.engine)).map(\.action)
        #expect(footer.contains(.toggle) && footer.contains(.selectUp) && footer.contains(.selectDown))
    }

    @Test func theRowsChangeIsTheDeviceCommandInTheLog() {
        let world = TestWorld(records: true)
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), profile: .ios13, seed: 1), world: world)
        openOnPushBudget(deck)
        deck.press(.right)
        #expect(world.recording.text.contains("push-budget 4"))
    }

    @Test func thePushBudgetIsSavedAndAppliedAtTheNextStart() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(profile: .ios13, store: store)
        openOnPushBudget(deck)
        deck.press(.right, .right)
        #expect(store.load().settings.pushBudget == 5)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8).contains("pushBudget: 5\n"))
        let next = makeDashboard(profile: .ios13, settings: store.load().settings, store: store)
        #expect(next.engine.pushBudget == 5)
        for _ in 0..<6 { next.press(.left) }
        #expect(next.engine.pushBudget == 5, "the overlay is closed: ← moves nothing")
        openOnPushBudget(next)
        for _ in 0..<6 { next.press(.left) }
        #expect(next.engine.pushBudget == nil)
        #expect(store.load().settings.pushBudget == nil)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8).contains("pushBudget: off\n"))
        #expect(makeDashboard(profile: .ios13, settings: store.load().settings).engine.pushBudget == nil)
    }

    @Test(arguments: [7, nil] as [Int?])
    func thePushBudgetSurvivesARoundTripThroughTheFile(budget: Int?) throws {
        let store = SettingsStore(directory: temporaryDirectory())
        var settings = Settings(inspector: false)
        settings.pushBudget = budget
        try store.save(settings, changed: settings.changes(from: .defaults))
        let loaded = store.load()
        #expect(loaded.settings == settings)
        #expect(loaded.message == nil)
    }

    @Test(arguments: [
        ("inspector: off\npushBudget: 61\n", "settings.yaml:2: pushBudget: expected a number from 0 to 60 or off, found '61'"),
        ("pushBudget: -1\n", "settings.yaml:1: pushBudget: expected a number from 0 to 60 or off, found '-1'"),
        ("pushBudget: lots\n", "settings.yaml:1: pushBudget: expected a number from 0 to 60 or off, found 'lots'"),
        ("pushBudget:\n  - 3\n", "settings.yaml:2: pushBudget: expected a number from 0 to 60 or off, found a list"),
    ])
    func aBadPushBudgetInTheFileIsReportedWithItsLineAndTheFileSetAside(text: String, problem: String) throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try text.write(toFile: store.path, atomically: true, encoding: .utf8)
        let loaded = store.load()
        #expect(loaded.settings == .defaults)
        let message = try #require(loaded.message)
        #expect(message.contains(problem), "\(message)")
        #expect(try String(contentsOfFile: store.path + ".corrupt", encoding: .utf8) == text, "nothing the user had is lost")
    }
}
