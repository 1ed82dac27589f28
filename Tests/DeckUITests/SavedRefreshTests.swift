import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// A tester is never misled by an earlier session: what the saved settings turned off is
/// said, a saved value the profile cannot show is kept as it is, and `--factory` starts clean.
struct SavedRefreshTests {
    @Test func aSavedWiFiOnlyUnderIOS7IsOnThereSaysSoAndStaysInTheFile() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try store.save(Settings(backgroundAppRefresh: .wifi), changed: [.backgroundAppRefresh])
        let deck = makeDashboard(profile: .ios7, settings: store.load().settings, store: store)
        #expect(deck.engine.device.refresh == .on)
        #expect(deck.state.message == StatusMessage("saved Wi-Fi only: ios7 has no such choice, using On (settings.yaml keeps it)"))
        deck.press("i")
        #expect(store.load().settings.backgroundAppRefresh == .wifi, "another change saves, and keeps Wi-Fi only")
        #expect(!store.load().settings.inspector)
        let ios13 = makeDashboard(profile: .ios13, settings: store.load().settings, store: store)
        #expect(ios13.engine.device.refresh == .wifi)
    }

    @Test func changingTheSettingItselfUnderIOS7SavesTheNewValue() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        try store.save(Settings(backgroundAppRefresh: .wifi), changed: [.backgroundAppRefresh])
        let deck = makeDashboard(profile: .ios7, settings: store.load().settings, store: store)
        deck.press("s")
        deck.press(.right)
        #expect(deck.engine.device.refresh == .off)
        #expect(store.load().settings.backgroundAppRefresh == .off)
    }

    @Test func savedSettingsThatTurnRefreshOffSayHowManyAppsUntilARefreshSettingChanges() {
        let settings = Settings(appRefresh: ["Mail": false, "Weather": false, "Chat": false])
        let deck = makeDashboard(settings: settings)
        #expect(deck.state.message == StatusMessage("refresh off for 3 apps (saved): Mail, Weather, Chat", isError: true))
        #expect(deck.render(size: Size(width: 120, height: 40)).lines[0].contains("refresh off for 3 apps (saved)"))
        deck.press(.tab)
        #expect(deck.state.message == nil)
        #expect(deck.render().lines[0].contains("refresh off for 3 apps (saved)"), "the status bar keeps saying so")
        deck.press(":")
        deck.press("bar Chat on")
        deck.press(.enter)
        #expect(!deck.render().lines[0].contains("(saved)"))
    }

    @Test func aSavedGlobalOffOrLowPowerModeSaysAllApps() {
        let off = makeDashboard(settings: Settings(backgroundAppRefresh: .off))
        #expect(off.state.message?.text == "refresh off for all 19 apps (saved): Background App Refresh is Off")
        let lowPower = makeDashboard(profile: .ios13, settings: Settings(lowPowerMode: true))
        #expect(lowPower.state.message?.text == "refresh off for all 19 apps (saved): Low Power Mode is on")
        #expect(makeDashboard(settings: .defaults).state.message == nil)
        #expect(makeDashboard(profile: .ios6, settings: Settings(backgroundAppRefresh: .off)).state.message == nil)
    }

    @Test func factorySettingsAreNeverSaved() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store, factory: true)
        deck.press("i")
        deck.press("s")
        deck.press(.right)
        #expect(deck.engine.device.refresh == .off)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(deck.render(size: Size(width: 120, height: 40)).lines[0].contains("factory settings"))
    }
}
