@testable import DeckUI
import Lifecycle
import Scenario
import Support
import Testing

/// The `:` palette runs the command language on the engine.
struct PaletteTests {
    @Test func aLineOfTheCommandLanguageRunsOnTheEngine() {
        let deck = makeDashboard()
        deck.press(":")
        #expect(deck.state.overlay == .palette)
        deck.press("launch mail")
        deck.press(.enter)
        #expect(deck.state.overlay == nil)
        #expect(deck.engine.state(of: "Mail") == .active)
        #expect(deck.state.message == StatusMessage("done: launch Mail"))
        #expect(deck.state.selectedCard == "Mail")
    }

    @Test func tabCompletesCommandsAndAppNames() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("la")
        deck.press(.tab)
        #expect(deck.state.palette.input == "launch ")
        deck.press("ma")
        #expect(Set(deck.paletteCompletions()) == ["Maps", "Mail"])
        deck.press(.tab)
        #expect(deck.state.palette.input.lowercased() == "launch ma")
        deck.press("i")
        deck.press(.tab)
        #expect(deck.state.palette.input == "launch Mail")
    }

    @Test func aLineThatDoesNotParseKeepsThePaletteOpenAndSaysWhere() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("wait soon")
        deck.press(.enter)
        #expect(deck.state.overlay == .palette)
        #expect(deck.state.message?.isError == true)
        #expect(deck.state.message?.text.hasPrefix("column 6:") == true)
    }

    @Test func aRefusedCommandClosesThePaletteWithTheEnginesReason() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("kill Notes")
        deck.press(.enter)
        #expect(deck.state.overlay == nil)
        #expect(deck.state.message == StatusMessage("Notes is not in the app switcher", isError: true))
    }

    @Test func anUnknownAppGetsTheSameMessageAsInAScript() throws {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("launch mial")
        deck.press(.enter)
        let script = try Script(parsing: "launch mial\n", file: "s.deck")
        let problems = #expect(throws: Problems.self) { try ScriptRunner(script: script, engine: deck.engine) }
        let scriptMessage = try #require(problems?.list.first?.message)
        #expect(deck.state.message == StatusMessage(scriptMessage, isError: true))
        #expect(scriptMessage == "unknown app 'mial' (did you mean 'Mail'?)")
    }

    @Test func upRecallsTheHistory() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("launch Notes")
        deck.press(.enter)
        deck.press(":")
        deck.press("home")
        deck.press(.enter)
        deck.press(":")
        deck.press(.up)
        #expect(deck.state.palette.input == "home")
        deck.press(.up)
        #expect(deck.state.palette.input == "launch Notes")
        deck.press(.down, .down)
        #expect(deck.state.palette.input == "")
    }

    @Test func waitMovesTheEngineAndTheClockTogether() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("wait 5m")
        deck.press(.enter)
        #expect(deck.engine.now == .minutes(5))
        deck.tick(atReal: 1)
        #expect(deck.engine.now == .seconds(301))
    }

    @Test func settingsChangedFromThePalettePersist() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(profile: .ios7, store: store)
        for line in ["profile ios13", "bar wifi", "bar Weather off", "lowpower on"] {
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
            #expect(deck.state.message?.isError == false, "\(line): \(deck.state.message?.text ?? "")")
        }
        let saved = store.load().settings
        #expect(saved.profile == .ios13)
        #expect(saved.backgroundAppRefresh == .wifi)
        #expect(saved.appRefresh["Weather"] == false)
        #expect(saved.lowPowerMode)
    }

    @Test func typedCharactersGoToThePaletteNotToTheKeys() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("q")
        #expect(!deck.quitRequested)
        #expect(deck.state.palette.input == "q")
        deck.press(.backspace)
        #expect(deck.state.palette.input == "")
        deck.press(.escape)
        #expect(deck.state.overlay == nil)
    }
}
