import Catalog
import Lifecycle
import Scenario
import Support
import Testing

@testable import DeckCore
@testable import DeckUI

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

    @Test func aRefusedDisconnectSaysWhyInThePalettesStatusLine() {
        for (profile, app, why) in [
            (Profile.ios13, "Notes", "Notes does not use scenes"), (.ios13, "Journal", "Journal is not running"),
            (.ios7, "Journal", "ios7 has no scenes (they came with iOS 13): Journal gets the app delegate's callbacks"),
        ] {
            let deck = makeDashboard(profile: profile)
            deck.press(":")
            deck.press("disconnect \(app)")
            deck.press(.enter)
            #expect(deck.state.message == StatusMessage(why, isError: true))
        }
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

/// The palette's completions, help line, dashboard-only commands and history.
struct PaletteMoreTests {
    @Test func anEmptyLineListsEveryCommandOnScreen() {
        let deck = makeDashboard()
        deck.press(":")
        let text = deck.render(size: Size(width: 80, height: 24)).text
        for keyword in CommandLanguage.keywords {
            #expect(text.contains(" \(keyword) ") || text.contains(" \(keyword)\n") || text.contains(" \(keyword)  "), "\(keyword)")
        }
    }

    @Test func theCommandsOneLineHelpShowsWhileTyping() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("netw")
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("network wifi|cellular|off — the device's connection"))
    }

    @Test func tabCompletesValuesAndDurationUnitsAtTheCursor() {
        let deck = makeDashboard()
        deck.press(":")
        deck.press("network c")
        deck.press(.tab)
        #expect(deck.state.palette.input == "network cellular")
        deck.press(.control("u"))
        deck.press("wait 90")
        #expect(deck.paletteCompletions() == ["90s", "90m", "90h", "90ms"])
        deck.press("m")
        deck.press(.tab)
        #expect(deck.state.palette.input == "wait 90m")
        deck.press(.control("u"))
        deck.press("profile ios13")
        deck.press(.home)
        deck.press(.right, .right, .right)
        deck.press(.tab)
        #expect(deck.state.palette.input == "profile ios13", "pro completes to profile before the rest of the line")
    }

    @Test func colonQAndColonQuitLeaveTheDashboardAndColonHelpOpensTheHelp() {
        for line in ["q", "quit", " QUIT "] {
            let deck = makeDashboard()
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
            #expect(deck.quitRequested && deck.exitStatus == 0, "\(line)")
        }
        let deck = makeDashboard()
        deck.press(":")
        deck.press("help")
        deck.press(.enter)
        #expect(deck.state.overlay == .help(scroll: 0))
    }

    @Test func theHistoryIsLoadedAtTheStartAndEachCommandIsSavedThroughEffects() {
        let world = TestWorld(history: ["launch Notes", "home"])
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn(), seed: 1), world: world)
        #expect(deck.state.palette.history == ["launch Notes", "home"])
        deck.press(":")
        deck.press(.up)
        #expect(deck.state.palette.input == "home")
        deck.press(.control("u"))
        deck.press("lock")
        deck.press(.enter)
        #expect(world.history == ["launch Notes", "home", "lock"])
        #expect(world.calls.filter { $0 == "history" || $0 == "remember" } == ["history", "remember"])
    }

    @Test func theHistoryKeepsTheNewestCommandsWithinItsLimit() {
        var palette = PaletteState()
        palette.restore((0..<PaletteState.historyLimit).map { "wait \($0 + 1)s" })
        palette.remember("lock")
        #expect(palette.history.count == PaletteState.historyLimit)
        #expect(palette.history.first == "wait 2s" && palette.history.last == "lock")
    }

    @Test func timeStandsStillWhileThePaletteOrTheFilterIsOpen() {
        let deck = makeDashboard()
        deck.tick(atReal: 1)
        deck.press(":", at: 1)
        deck.tick(atReal: 30)
        #expect(deck.engine.now == .seconds(1))
        #expect(deck.render(size: Size(width: 80, height: 24)).lines[0].contains("‖ typing"))
        #expect(deck.nextWake(atReal: 30) == nil)
        deck.press(.escape, at: 30)
        deck.tick(atReal: 32)
        #expect(deck.engine.now == .seconds(3))
        deck.press("/", at: 32)
        deck.tick(atReal: 60)
        #expect(deck.engine.now == .seconds(3))
    }

    /// Issue 44, item 12: a push the system did not deliver is not `done`.
    @Test func thePaletteSaysAPushWasDeniedAndWhy() {
        let deck = makeDashboard(profile: .ios13)
        for line in ["launch Chat", "kill Chat", "push Chat silent"] {
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
        }
        let message = deck.state.message?.text ?? ""
        #expect(!message.hasPrefix("done:"), "\(message)")
        #expect(message.hasPrefix("denied: push Chat silent (force-quit"), "\(message)")
    }

    @Test func thePaletteSaysAPushWasHeldAndWhy() {
        let deck = makeDashboard(profile: .ios13)
        for line in ["launch Chat", "home", "network off", "push Chat silent"] {
            deck.press(":")
            deck.press(line)
            deck.press(.enter)
        }
        let message = deck.state.message?.text ?? ""
        #expect(message.hasPrefix("held: push Chat silent (no-network"), "\(message)")
    }
}
