import Foundation
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// The event pane, the mouse, persistence and the run loop.
struct DashboardStateTests {
    @Test func theEventFilterKeepsEventsWhoseAppOrNameMatches() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("/")
        deck.press("mail")
        #expect(deck.state.eventFilter == "mail")
        deck.press(.enter)
        #expect(deck.state.overlay == nil)
        let canvas = deck.render(size: Size(width: 120, height: 40))
        let paneLines = canvas.lines.filter { $0.contains("0:00:00.") }
        #expect(!paneLines.isEmpty)
        #expect(paneLines.allSatisfy { $0.contains("Mail") })
        #expect(canvas.text.contains("filter: mail"))
        deck.press("/")
        deck.press(.escape)
        #expect(deck.state.eventFilter == "")
    }

    @Test func theFilterMatchesEventNamesToo() {
        let query = EventQuery(filter: " suspended ")
        #expect(query.matches(Event(time: .zero, app: "Notes", name: .suspended, state: .suspended)))
        #expect(!query.matches(Event(time: .zero, app: "Notes", name: .onActivated, state: .active)))
    }

    @Test func thePaneFollowsTheNewestUnlessScrolledBack() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail", "Photos", "Music")
        _ = deck.render(size: Size(width: 80, height: 24))
        deck.press(.tab)
        #expect(deck.state.focus == .events)
        deck.press(.up)
        let anchor = deck.state.eventPane.anchor
        #expect(anchor != nil)
        deck.press("b")
        deck.tick(atReal: 20)
        #expect(deck.state.eventPane.anchor == anchor)
        #expect(deck.render(size: Size(width: 80, height: 24)).text.contains("newer"))
        deck.press(.end)
        #expect(deck.state.eventPane.anchor == nil)
    }

    @Test func theSelectionStopsAtTheOldestEventAndEndFollowsTheNewestAgain() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press(.tab)
        #expect(deck.state.focus == .events)
        for _ in 0..<50 { deck.press(.up) }
        #expect(deck.state.eventPane.cursor == deck.engine.log.firstSequence)
        #expect(deck.state.selectedEvent(EngineSnapshot(deck.engine))?.event.name == .finishedLaunching)
        deck.press(.end)
        #expect(deck.state.eventPane.cursor == nil && deck.state.eventPane.anchor == nil)
    }

    @Test func aClickSelectsACardAndADoubleClickOpensIt() throws {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        let size = Size(width: 120, height: 40)
        _ = deck.render(size: size)
        let layout = ScreenLayout(size: size, appCount: deck.engine.catalog.count)
        let cards = DashboardView.switcherLayout(layout, EngineSnapshot(deck.engine), deck.state)
        let notes = cards.cards[1]
        deck.handle(.mouse(MouseEvent(.press, x: notes.x + 3, y: notes.y + 3)), atReal: 1)
        deck.handle(.mouse(MouseEvent(.release, x: notes.x + 3, y: notes.y + 3)), atReal: 1.05)
        #expect(deck.state.selectedCard == "Notes")
        #expect(deck.engine.device.frontApp == nil)
        deck.handle(.mouse(MouseEvent(.press, x: notes.x + 3, y: notes.y + 3)), atReal: 1.2)
        #expect(deck.engine.device.frontApp == "Notes")
    }

    @Test func twoSlowClicksAreNotADoubleClick() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes")
        deck.press("b")
        let size = Size(width: 80, height: 24)
        _ = deck.render(size: size)
        let card = DashboardView.switcherLayout(ScreenLayout(size: size, appCount: 13), EngineSnapshot(deck.engine), deck.state).cards[0]
        deck.handle(.mouse(MouseEvent(.press, x: card.x + 2, y: card.y + 2)), atReal: 1)
        deck.handle(.mouse(MouseEvent(.press, x: card.x + 2, y: card.y + 2)), atReal: 2)
        #expect(deck.engine.device.frontApp == nil)
    }

    @Test func draggingACardUpSwipesItAway() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        let size = Size(width: 80, height: 24)
        _ = deck.render(size: size)
        let card = DashboardView.switcherLayout(ScreenLayout(size: size, appCount: 13), EngineSnapshot(deck.engine), deck.state).cards[0]
        deck.handle(.mouse(MouseEvent(.press, x: card.x + 2, y: card.y + 5)), atReal: 1)
        deck.handle(.mouse(MouseEvent(.release, x: card.x + 2, y: card.y + 1)), atReal: 1.3)
        #expect(deck.engine.state(of: "Mail") == .notRunning)
        #expect(deck.engine.switcherCards == ["Notes"])
    }

    @Test func aClickOnTheHomeScreenSelectsAndADoubleClickLaunches() {
        let deck = makeDashboard()
        let size = Size(width: 80, height: 24)
        _ = deck.render(size: size)
        let home = DashboardView.homeLayout(ScreenLayout(size: size, appCount: 13), EngineSnapshot(deck.engine), deck.state)
        let maps = home.cells[6]
        deck.handle(.mouse(MouseEvent(.press, x: maps.x + 2, y: maps.y)), atReal: 1)
        #expect(deck.state.focus == .home)
        #expect(deck.engine.catalog[deck.state.selectedHome].name == "Maps")
        deck.handle(.mouse(MouseEvent(.press, x: maps.x + 2, y: maps.y)), atReal: 1.1)
        #expect(deck.engine.state(of: "Maps") == .active)
    }

    @Test func theWheelScrollsTheEvents() {
        let deck = makeDashboard()
        deck.launchFromHome("Notes", "Mail", "Photos", "Music")
        let size = Size(width: 80, height: 24)
        _ = deck.render(size: size)
        let events = ScreenLayout(size: size, appCount: 13).events
        deck.handle(.mouse(MouseEvent(.wheelUp, x: events.x + 5, y: events.y + 2)), atReal: 1)
        #expect(deck.state.eventPane.cursor == deck.engine.log.totalCount - 4)
        deck.handle(.mouse(MouseEvent(.wheelDown, x: events.x + 5, y: events.y + 2)), atReal: 1)
        #expect(deck.state.eventPane.cursor == nil && deck.state.eventPane.anchor == nil)
    }

    @Test func changesAPersonMakesAreWrittenToTheSettingsFile() throws {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store)
        deck.launchFromHome("Mail")
        deck.press("ri+")
        deck.press("s")
        deck.press(.enter, .escape)
        let saved = store.load().settings
        #expect(saved.appRefresh["Mail"] == false)
        #expect(saved.inspector == false)
        #expect(saved.backgroundAppRefresh == .off)
    }

    @Test func theSpeedIsNotSavedAndEachSessionStartsAtOneOrTheSpeedAsked() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store)
        deck.press("+++")
        #expect(deck.clock.speed == 10)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(makeDashboard(store: store).clock.speed == 1)
        let engine = Engine(apps: [AppSpec(name: "Notes")], seed: 1)
        let fast = DeckProgram(
            engine: engine, settings: store.load().settings, theme: .dark, themeName: "dark", world: nil,
            realTime: 0, speed: 60)
        #expect(fast.clock.speed == 60)
    }

    @Test func savedSettingsAreAppliedAtStart() {
        let settings = Settings(inspector: false, backgroundAppRefresh: .wifi, appRefresh: ["Weather": false, "Notes": false])
        let deck = makeDashboard(profile: .ios13, settings: settings)
        #expect(deck.engine.device.refresh == .wifi)
        #expect(deck.engine.status(of: "Weather")?.refreshSwitch == false)
        #expect(deck.engine.status(of: "Notes")?.refreshSwitch == true)
        #expect(!deck.state.inspector)
        #expect(deck.state.message == StatusMessage("refresh off for 1 app (saved): Weather", isError: true))
    }

    @Test func lowPowerModeIsSavedOnlyWhereTheProfileHasIt() {
        let settings = Settings(lowPowerMode: true)
        let ios13 = makeDashboard(profile: .ios13, settings: settings)
        #expect(ios13.engine.device.lowPower)
        let ios7 = makeDashboard(profile: .ios7, settings: settings)
        #expect(!ios7.engine.device.lowPower)
        #expect(ios7.currentSettings().lowPowerMode)
    }

    @Test func tCyclesThemesAndSavesTheChoiceAndABadThemeIsAWarning() {
        let store = SettingsStore(directory: temporaryDirectory())
        let engine = Engine(apps: [AppSpec(name: "Notes")], seed: 1)
        var standard = Theme.dark
        standard.name = "standard"
        let world = TestWorld(store: store, themeNames: ["standard", "broken"]) { name in
            (.dark, name == "broken" ? ["broken.yaml:3: bad colour 'pink-ish'"] : [])
        }
        let deck = makeProgram(engine: engine, theme: standard, world: world)
        deck.press("t")
        #expect(deck.state.themeName == "broken")
        #expect(deck.state.message == StatusMessage("theme broken: broken.yaml:3: bad colour 'pink-ish'", isError: true))
        #expect(store.load().settings.theme == "broken")
        deck.press("t")
        #expect(deck.state.themeName == "standard")
    }

    @Test func everyEventReachesTheSinkOnceInOrder() {
        var received: [Event] = []
        let deck = makeDashboard(eventSink: { received += $0 })
        deck.launchFromHome("Notes", "Mail")
        deck.press("b")
        deck.tick(atReal: 60)
        #expect(received == deck.engine.log.events)
    }

    @Test func theSinkGetsEventsTheBoundedLogHasDropped() {
        var received: [Event] = []
        let engine = Engine(apps: [AppSpec(name: "Notes")], seed: 1, logCapacity: 2)
        let deck = makeProgram(engine: engine, world: TestWorld(eventSink: { received += $0 }))
        deck.launchFromHome("Notes")
        deck.press("b")
        #expect(engine.log.count == 2)
        #expect(received.count == engine.log.totalCount)
        #expect(received.first?.name == .finishedLaunching)
    }

    @Test func theThemeIsDrawnAtTheTerminalsColourDepth() {
        var theme = Theme.dark
        theme.depth = .none
        #expect(
            makeProgram(engine: Engine(apps: [AppSpec(name: "Notes")]), theme: theme).state.theme.style(.cardSelected)
                == Style(attributes: .reverse))
        theme.depth = .ansi16
        if case .rgb = makeProgram(engine: Engine(apps: [AppSpec(name: "Notes")]), theme: theme).state.theme
            .style(.cardSelected).background
        {
            Issue.record("truecolor at 16 colours")
        }
    }

    @Test func whilePausedAndIdleTheRunLoopPresentsNothingNew() {
        let deck = makeDashboard()
        deck.press(.space)
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
        terminal.timeOut()
        terminal.timeOut()
        terminal.type(.character("q"))
        Dashboard.runLoop(program: deck, terminal: terminal, realTime: { 0 })
        #expect(deck.quitRequested)
        #expect(terminal.presentCount == 1)
        #expect(terminal.screen.lines[0].contains("paused"))
    }

    @Test func aKeyThatChangesLittleRewritesLittle() {
        let deck = makeDashboard()
        deck.press(.space)
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
        terminal.type(.tab)
        terminal.timeOut()
        terminal.type(.character("q"))
        Dashboard.runLoop(program: deck, terminal: terminal, realTime: { 0 })
        #expect(terminal.presentCount == 2)
        #expect(terminal.lastWriteCount > 0)
        #expect(terminal.lastWriteCount < 200)
        #expect(terminal.screen == deck.render(size: terminal.size))
    }

    @Test func aResizeBelowTheMinimumShowsTheTooSmallScreenAndRecovers() {
        let deck = makeDashboard()
        let small = deck.render(size: Size(width: 50, height: 15))
        #expect(small.text.contains("terminal too small: have 50×15, need 60×20"))
        let back = deck.render(size: Size(width: 80, height: 24))
        #expect(back.lines[0].contains("AppDeck"))
    }
}
