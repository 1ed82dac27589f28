import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// Keys become Commands for the engine (or changes of the view); the engine decides.
struct DashboardKeyTests {
    @Test func enterOnTheHomeScreenLaunchesTheSelectedApp() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        #expect(deck.engine.state(of: "Notes") == .active)
        #expect(deck.engine.switcherCards == ["Notes"])
        #expect(deck.state.selectedCard == "Notes")
    }

    @Test func bPressesHome() {
        let deck = makeDashboard()
        deck.launchFromHome("Mail")
        deck.press(.character("b"))
        #expect(deck.engine.state(of: "Mail") == .background)
        #expect(deck.engine.log.events.last { $0.app == "Mail" }?.name == .beginBackgroundTask)
    }

    @Test func upLiftsTheCardAndASecondUpSwipesItAwayAndTheNextCardIsSelected() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press(.character("b"))
        deck.press(.tab, .tab)
        #expect(deck.state.focus == .switcher)
        #expect(deck.state.selectedCard == "Mail")
        deck.press(.up)
        #expect(deck.state.liftedCard == "Mail")
        #expect(deck.engine.state(of: "Mail") == .background)
        #expect(deck.render(size: Size(width: 80, height: 24)).lines[23].contains("↑ again to swipe"))
        deck.press(.up)
        #expect(deck.engine.state(of: "Mail") == .notRunning)
        #expect(deck.engine.switcherCards == ["Notes"])
        #expect(deck.state.selectedCard == "Notes")
        #expect(deck.state.liftedCard == nil)
    }

    @Test func anyOtherKeyPutsALiftedCardBackAndStillDoesItsJob() {
        let deck = dashboard(withInBackground: "Notes", "Mail")
        deck.press(.up)
        deck.press(.right)
        #expect(deck.state.liftedCard == nil)
        #expect(deck.state.selectedCard == "Notes")
        deck.press(.up)
        deck.press(.escape)
        #expect(deck.state.liftedCard == nil)
        deck.press(.up)
        #expect(deck.engine.switcherCards == ["Mail", "Notes"])
    }

    @Test func kNeverSwipesAndXOrDeleteSwipeAtOnce() {
        let deck = dashboard(withInBackground: "Notes", "Mail", "Photos")
        deck.press("kkk")
        #expect(deck.engine.switcherCards == ["Photos", "Mail", "Notes"])
        #expect(deck.state.liftedCard == nil)
        deck.press("x")
        #expect(deck.engine.switcherCards == ["Mail", "Notes"])
        deck.press(.delete)
        #expect(deck.engine.switcherCards == ["Notes"])
    }

    @Test func rTogglesTheSelectedAppsRefreshSwitch() {
        let deck = makeDashboard()
        deck.launchFromHome("Mail")
        deck.press(.character("r"))
        #expect(deck.engine.status(of: "Mail")?.refreshSwitch == false)
        deck.press(.character("r"))
        #expect(deck.engine.status(of: "Mail")?.refreshSwitch == true)
    }

    @Test func aRefusedCommandIsShownInTheStatusLineUntilTheNextKey() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press(.character("r"))
        #expect(deck.state.message?.isError == true)
        #expect(deck.state.message?.text.contains("Notes has no background modes") == true)
        deck.press(.character("i"))
        #expect(deck.state.message == nil)
    }

    @Test func theCallSheetAnswersAndThenHangsUp() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press(.character("c"))
        #expect(deck.engine.device.call == .ringing)
        #expect(deck.state.activeScopes(device: deck.engine.device).contains(.ringing))
        deck.press(.character("a"))
        #expect(deck.engine.device.call == .inProgress)
        #expect(deck.engine.state(of: "Notes") != .active)
        deck.tick(atReal: 1) // Notes's DidEnterBackground (0.5 s) returns; hanging up brings it back
        deck.press(.character("h"), at: 1)
        #expect(deck.engine.device.call == .none)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func declineLeavesTheAppInFront() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press(.character("c"), .character("d"))
        #expect(deck.engine.device.call == .none)
        #expect(deck.engine.state(of: "Notes") == .active)
    }

    @Test func capitalLLocksAndUnlocks() {
        let deck = makeDashboard()
        deck.press(.character("L"))
        #expect(deck.engine.device.locked)
        deck.press(.character("L"))
        #expect(!deck.engine.device.locked)
    }

    @Test func spacePausesTheVirtualClock() {
        let deck = makeDashboard()
        deck.tick(atReal: 2)
        #expect(deck.engine.now == .seconds(2))
        deck.press(.space, at: 2)
        deck.tick(atReal: 50)
        #expect(deck.engine.now == .seconds(2))
        #expect(deck.nextWake(atReal: 50) == nil)
        deck.press(.space, at: 50)
        deck.tick(atReal: 51)
        #expect(deck.engine.now == .seconds(3))
    }

    @Test func plusSpeedsTimeUp() {
        let deck = makeDashboard()
        deck.press("++")
        #expect(deck.clock.speed == 5)
        deck.tick(atReal: 2)
        #expect(deck.engine.now == .seconds(10))
        deck.press("-")
        #expect(deck.clock.speed == 2)
    }

    @Test func atOneTimesTheDashboardWakesOncePerVirtualSecondAndNeverMoreThanTenTimesASecond() {
        let deck = makeDashboard()
        #expect(deck.nextWake(atReal: 0.3) == 0.7)
        for _ in 0..<6 { deck.press("+") }
        #expect(deck.nextWake(atReal: 0.3) == 0.1)
    }

    @Test func iSwitchesBetweenInspectorAndFaithfulMode() {
        let deck = makeDashboard()
        #expect(deck.state.inspector)
        deck.press("i")
        #expect(!deck.state.inspector)
    }

    @Test func tabMovesTheFocusThroughTheRegions() {
        let deck = makeDashboard()
        var seen: [Region] = []
        for _ in 0..<3 { seen.append(deck.state.focus); deck.press(.tab) }
        #expect(seen == [.switcher, .home, .events])
        #expect(deck.state.focus == .switcher)
        deck.press(.backTab)
        #expect(deck.state.focus == .events)
    }

    @Test func qQuitsFromTheMainScreenAndClosesHelpAndCtrlCExitsWith130FromAnywhere() {
        let deck = makeDashboard()
        deck.press("q")
        #expect(deck.quitRequested && deck.exitStatus == 0)
        let other = makeDashboard()
        other.press("?")
        other.press("q")
        #expect(other.state.overlay == nil)
        #expect(!other.quitRequested)
        other.press("?")
        other.press(.control("c"))
        #expect(other.quitRequested && other.exitStatus == 130)
    }

    @Test func theCallSheetIgnoresQAndEscapeNeitherDeclinesNorHangsUp() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press("c")
        deck.press("q")
        deck.press(.escape)
        #expect(!deck.quitRequested)
        #expect(deck.engine.device.call == .ringing)
        deck.press("a")
        deck.press(.escape, .enter)
        #expect(deck.engine.device.call == .inProgress)
        deck.press("h")
        #expect(deck.engine.device.call == .none)
        deck.press(.function(10))
        #expect(deck.quitRequested && deck.exitStatus == 0)
    }

    @Test func f1OpensTheHelpAndCtrlLAsksForARedraw() {
        let deck = makeDashboard()
        deck.press(.function(1))
        #expect(deck.state.overlay?.isHelp == true)
        deck.press(.function(1))
        #expect(deck.state.overlay == nil)
        deck.press(.control("l"))
        #expect(deck.takeRedraw())
        #expect(!deck.takeRedraw())
    }

    @Test func theFooterShowsOnlyKeysThatWouldWork() {
        let deck = makeDashboard()
        func footer() -> String { deck.render(size: Size(width: 200, height: 40)).lines[39] }
        #expect(!footer().contains("Enter open") && !footer().contains("x swipe") && !footer().contains("b home"))
        deck.launchFromHome("Notes")
        deck.press(.tab, .tab)
        #expect(footer().contains("b home") && footer().contains("x swipe"))
        #expect(!footer().contains("f fetch") && !footer().contains("p push") && !footer().contains("r refresh"))
        deck.press(":")
        deck.press("launch Mail")
        deck.press(.enter)
        deck.press(.escape)
        #expect(footer().contains("p push") && footer().contains("r refresh"))
        #expect(!footer().contains("f fetch"), "Mail is in front: background fetch goes to apps in the background")
        deck.press("b")
        #expect(footer().contains("f fetch"))
        #expect(!footer().contains("← prev"))
        #expect(footer().contains("→ next"))
    }

    @Test func theSettingsOverlayChangesTheGlobalSettingAndAnAppsSwitch() {
        let deck = makeDashboard()
        deck.press("s")
        #expect(deck.state.overlay?.isSettings == true)
        deck.press(.right)
        #expect(deck.engine.device.refresh == .off)
        deck.press(.right)
        #expect(deck.engine.device.refresh == .on) // ios7 offers Off and On only
        deck.press(.down, .down, .down, .down, .down)
        #expect(SettingsRow.rows(for: EngineSnapshot(deck.engine))[deck.state.settingsRow] == .app("Mail"))
        deck.press(.enter)
        #expect(deck.engine.status(of: "Mail")?.refreshSwitch == false)
        deck.press(.escape)
        #expect(deck.state.overlay == nil)
    }

    @Test func theSettingsOverlayShowsTheNetworkAndChangesIt() {
        let deck = makeDashboard()
        deck.press("s")
        deck.press(.down, .down)
        #expect(SettingsRow.rows(for: EngineSnapshot(deck.engine))[deck.state.settingsRow] == .network)
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("Network                   ‹ Wi-Fi ›"))
        deck.press(.right)
        #expect(deck.engine.device.network == .cellular)
        deck.press(.enter)
        #expect(deck.engine.device.network == .off)
        deck.press(.left, .left)
        #expect(deck.engine.device.network == .wifi)
        #expect(deck.render().text.contains("‹ Wi-Fi ›"))
        #expect(deck.currentSettings() == .defaults, "the network is not a saved setting")
    }

    @Test func lowPowerModeIsRefusedOutsideIOS13AndSaysWhy() {
        let deck = makeDashboard(profile: .ios7)
        deck.press("s")
        deck.press(.down, .enter)
        #expect(!deck.engine.device.lowPower)
        #expect(deck.state.message?.text.contains("ios13") == true)
        let ios13 = makeDashboard(profile: .ios13)
        ios13.press("s")
        ios13.press(.down, .enter)
        #expect(ios13.engine.device.lowPower)
    }

    @Test func fAndPActOnTheSelectedApp() {
        let deck = dashboard(withInBackground: "Mail", after: 30)
        deck.press("f", at: 30)
        #expect(deck.engine.log.events.contains { $0.app == "Mail" && $0.name == .performFetch })
        deck.press("p", at: 30)
        #expect(deck.engine.log.events.contains { $0.app == "Mail" && $0.name == .didReceiveRemoteNotification })
    }
}
