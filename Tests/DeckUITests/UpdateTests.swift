import Catalog
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckUI

/// `DeckState.update` driven directly: messages in, state and effects out. Nothing here
/// touches a file or the engine; the effects are only looked at.
struct UpdateTests {
    let engine = Engine(apps: AppCatalog.builtIn(), profile: .ios7, seed: 1)

    func context(_ real: Double = 0) -> UpdateContext { UpdateContext(engine: EngineSnapshot(engine), realTime: real) }

    @Test func aKeyThatChangesASwitchAsksForTheCommandThenForTheSave() throws {
        try engine.apply(.launch("Mail"))
        var state = DeckState()
        state.selectedCard = "Mail"
        #expect(state.update(.key(.character("r")), context()) == [.apply(.appRefresh("Mail", false))])
        try engine.apply(.appRefresh("Mail", false))
        let effects = state.update(.applied(.appRefresh("Mail", false), .nothing, nil, at: .zero, to: .zero), context())
        var saved = Settings.defaults
        saved.appRefresh["Mail"] = false
        #expect(effects == [.saveSettings(saved, changed: [.appRefresh("Mail")])])
        #expect(state.settings.saved == saved)
    }

    @Test func aViewSettingIsSavedAtOnce() {
        var state = DeckState()
        let effects = state.update(.key(.character("i")), context())
        #expect(!state.inspector)
        #expect(effects == [.saveSettings(Settings(inspector: false), changed: [.inspector])])
    }

    @Test func aRefusedCommandChangesNoSettingAndSaysWhy() {
        var state = DeckState()
        let refusal = CommandError.cannotCarryOut("Notes is not in the app switcher")
        #expect(state.update(.applied(.swipeUp("Notes"), .nothing, refusal, at: .zero, to: .zero), context()).isEmpty)
        #expect(state.message == StatusMessage("Notes is not in the app switcher", isError: true))
    }

    @Test func aSaveThatFailedIsRetriedWithTheNextChange() throws {
        var state = DeckState()
        _ = state.update(.key(.character("i")), context())
        _ = state.update(.saveFailed("cannot save settings.yaml: permission denied"), context())
        try engine.apply(.launch("Mail"))
        try engine.apply(.appRefresh("Mail", false))
        let effects = state.update(.applied(.appRefresh("Mail", false), .nothing, nil, at: .zero, to: .zero), context())
        let expected = Settings(inspector: false, appRefresh: ["Mail": false])
        #expect(effects == [.saveSettings(expected, changed: [.inspector, .appRefresh("Mail")])])
        _ = state.update(.settingsSaved(note: nil), context())
        #expect(state.settings.unsaved.isEmpty)
    }

    @Test func timePassingAsksTheEngineToCatchUpWithTheClock() {
        var state = DeckState()
        #expect(state.update(.tick, context(2.5)) == [.advance(to: .ms(2500))])
        _ = state.update(.key(.space), context(2.5))
        #expect(state.update(.tick, context(9)) == [.advance(to: .ms(2500))])
    }

    @Test func newEventsAreLoggedOnlyWhileTheLogIsWritable() {
        var state = DeckState()
        let event = Event(time: .zero, app: nil, name: .deviceLocked, state: nil)
        #expect(state.update(.events([event]), context()).isEmpty)
        state.files.log = .writing
        state.files.sessionStarted = true
        #expect(state.update(.events([event]), context()) == [.appendLog([event])])
        _ = state.update(.logFailed("log /dev/full: No space left on device; logging stopped"), context())
        #expect(state.update(.events([event]), context()).isEmpty)
    }

    @Test func aLogThatCannotBeWrittenStaysInTheStatusBar() {
        var state = DeckState()
        state.files.log = .writing
        _ = state.update(.logFailed("log /dev/full: No space left on device; logging stopped"), context())
        #expect(state.message == StatusMessage("log /dev/full: No space left on device; logging stopped", isError: true))
        _ = state.update(.key(.tab), context())
        let canvas = DashboardView(state: state, snapshot: EngineSnapshot(engine)).render()
        #expect(canvas.lines[0].contains("log stopped"))
    }

    @Test func pageSizesComeFromTheSizeTheStateHolds() throws {
        for i in 0..<40 { try engine.apply(.wait(.seconds(Int64(i)))); try engine.apply(i % 2 == 0 ? .lock : .unlock) }
        var state = DeckState()
        state.focus = .events
        _ = state.update(.resized(Size(width: 80, height: 24)), context())
        _ = state.update(.key(.pageUp), context())
        let small = try #require(state.eventPane.anchor)
        state.eventPane.anchor = nil
        _ = state.update(.resized(Size(width: 120, height: 40)), context())
        _ = state.update(.key(.pageUp), context())
        let large = try #require(state.eventPane.anchor)
        #expect(small > large)
    }

    @Test func tAsksTheWorldForTheNextThemeAndSavesTheOneLoaded() {
        var state = DeckState()
        #expect(state.update(.key(.character("t")), context()) == [.loadNextTheme(after: "dark")])
        var light = Theme.dark
        light.name = "light"
        let effects = state.update(.themeLoaded(name: "light", theme: light, warnings: []), context())
        #expect(state.themeName == "light")
        #expect(effects == [.saveSettings(Settings(theme: "light"), changed: [.theme])])
    }

    @Test func qAsksToQuit() {
        var state = DeckState()
        #expect(state.update(.key(.character("q")), context()) == [.quit(status: 0)])
    }

    /// A whole session of keys, the palette and the mouse, with a settings store and a log
    /// sink that record a failure whenever they are reached outside an effect asking for it.
    @Test func aFullSessionReachesTheStoreAndTheLogOnlyThroughEffects() {
        let store = SettingsStore(directory: temporaryDirectory())
        var logged: [Event] = []
        let world = TestWorld(store: store, eventSink: { logged += $0 })
        let deck = makeProgram(engine: engine, world: world)
        deck.launchFromHome("Mail", "Notes", "Podcasts")
        deck.press("b")
        deck.press(.tab, .tab)
        deck.press("rrfpi+-t")
        deck.press("s")
        deck.press(.down, .enter, .escape)
        deck.press(":")
        deck.press("wait 5m")
        deck.press(.enter)
        deck.handle(.mouse(MouseEvent(.press, x: 3, y: 4)), atReal: 1)
        deck.tick(atReal: 30)
        deck.press(.up)
        deck.press("q")
        #expect(deck.quitRequested)
        #expect(world.calls.contains("save") && world.calls.contains("log") && world.calls.contains("theme"))
        #expect(logged == deck.engine.log.events)
        #expect(store.load().settings == deck.state.settings.saved)
    }
}
