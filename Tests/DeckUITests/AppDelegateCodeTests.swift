import DeckCore
import DeckRuntime
import DeckUI
import Foundation
import Lifecycle
import Testing

/// The rule book, §11.1: a scene app whose life-cycle code sits in the app delegate (News,
/// `lifecycle-code: app-delegate`). Its inspector card says the code is not called, and Enter on
/// one of its scene callbacks shows why that code did not run there; the Simulator shows in the
/// status bar.
struct AppDelegateCodeTests {
    private func newsInTheBackground(_ profile: Profile = .ios13) -> DeckProgram {
        let deck = makeDashboard(profile: profile)
        deck.launchFromHome("News")
        deck.press("b")
        return deck
    }

    @Test func theInspectorCardOfASceneAppWhoseCodeSitsInTheAppDelegateSaysItIsNotCalled() {
        let deck = newsInTheBackground()
        if !deck.state.inspector { deck.press("i") }
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let text = deck.render(size: size).text
            #expect(text.contains("app-delegate"), "\(text)")
            #expect(text.contains("not called"))
        }
        // On ios7 the app delegate is called: no note.
        let old = newsInTheBackground(.ios7)
        if !old.state.inspector { old.press("i") }
        #expect(!old.render(size: Size(width: 120, height: 40)).text.contains("not called"))
    }

    @Test func enterOnASceneCallbackOfAnAppWhoseCodeSitsInTheAppDelegateShowsTheRule() throws {
        let deck = newsInTheBackground()
        while deck.state.focus != .events { deck.press(.tab) }
        deck.press(.up) // past Suspended: News has no work in its scene delegate
        deck.press(.enter)
        guard case .event(let event, _) = deck.state.overlay else { Issue.record("no event shown"); return }
        #expect(event.name == .sceneDidEnterBackground)
        let text = deck.render(size: Size(width: 120, height: 40)).lines.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        #expect(text.contains("code The app's code sits in the app delegate"), "\(text)")
        #expect(text.contains("applicationDidEnterBackground(_:) for a scene app"))
        // Journal's code is in its scene delegate: the rule only.
        let journal = makeDashboard(profile: .ios13)
        journal.launchFromHome("Journal")
        journal.press("b")
        while journal.state.focus != .events { journal.press(.tab) }
        journal.press(.enter)
        #expect(!journal.render(size: Size(width: 120, height: 40)).text.contains("sits in the app delegate"))
    }

    @Test func theStatusBarShowsTheSimulatorAndNotAPhone() {
        let deck = makeDashboard(profile: .ios13)
        let size = Size(width: 120, height: 30)
        #expect(!deck.render(size: size).lines[0].contains("Simulator"))
        deck.press(":")
        deck.press("device simulator")
        deck.press(.enter)
        #expect(deck.engine.deviceKind == .simulator)
        #expect(deck.render(size: size).lines[0].contains("ios13  Simulator"))
    }
}

/// The device is not a setting: `device simulator` is never written to settings.yaml.
struct DeviceNotSavedTests {
    @Test func theDeviceIsNeverSavedInTheSettings() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(profile: .ios13, store: store)
        deck.press(":")
        deck.press("device simulator")
        deck.press(.enter)
        deck.press("s", at: 1)
        deck.press(.enter, .escape)
        #expect(deck.engine.deviceKind == .simulator)
        let saved = store.load().settings
        #expect(saved.backgroundAppRefresh == .off, "a setting changed after it was saved")
        let file = (try? String(contentsOfFile: store.path, encoding: .utf8)) ?? ""
        #expect(!file.isEmpty && !file.contains("simulator") && !file.contains("device"), "\(file)")
        let next = makeDashboard(profile: .ios13, settings: saved, store: store)
        #expect(next.engine.deviceKind == .phone)
    }
}
