import Catalog
import Lifecycle
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI

/// Reading what happened: columns as wide as needed, the selected event's details wrapped,
/// Enter for an event in full.
struct EventPaneTests {
    /// Leaky terminated after its budget, with long details, the device locked, and the
    /// events pane focused.
    func killedLeaky() -> DeckProgram {
        let deck = dashboard(withInBackground: "Leaky", after: 200, focus: .events)
        deck.press("L", at: 200)
        return deck
    }

    @Test func theNameColumnIsAsWideAsTheLongestNameShownSoTheDetailsGetTheRest() throws {
        let deck = killedLeaky()
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let canvas = deck.render(size: size)
            let lines = canvas.lines.filter { $0.contains("0:0") && $0.contains("Leaky ") }
            let names = EventName.allCases.map(\.rawValue).filter { name in lines.contains { $0.contains(name + " ") } }
            let longest = try #require(names.map(\.count).max())
            let line = try #require(lines.first { $0.contains("ExpirationHandler") })
            let name = try #require(line.range(of: "ExpirationHandler"))
            let state = try #require(line.range(of: "background", range: name.upperBound..<line.endIndex))
            #expect(line.distance(from: name.lowerBound, to: state.lowerBound) == longest + 1, "\(size): \(line)")
        }
        let wide = deck.render(size: Size(width: 100, height: 30)).lines.first { $0.contains("ExpirationHandler") }
        #expect(wide?.contains("#1 · leak · the handler does not end the task") == true, "\(wide ?? "")")
    }

    @Test func theSelectedEventsDetailsAreWrappedInFullBelowIt() throws {
        let deck = killedLeaky()
        deck.press(.up) // past DeviceSlept
        deck.press(.up) // past DeviceLocked
        let selected = try #require(deck.state.selectedEvent(EngineSnapshot(deck.engine)))
        #expect(selected.event.name == .terminated)
        let canvas = deck.render(size: Size(width: 80, height: 24))
        let text = canvas.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("background-task-timeout · background time ran out with tasks still open: leak"))
        let row = try #require(canvas.lines.firstIndex { $0.contains("Terminated") })
        let layout = ScreenLayout(size: canvas.size, appCount: 13)
        #expect(canvas[layout.events.x + 1, row].style.background == Theme.dark.style(.overlaySelected).background)
    }

    @Test func enterShowsTheSelectedEventInFullWithTheRuleItFollows() throws {
        let deck = killedLeaky()
        deck.press(.up) // past DeviceSlept
        deck.press(.up) // past DeviceLocked
        deck.press(.enter)
        guard case .event(let event, _) = deck.state.overlay else { Issue.record("no event shown"); return }
        #expect(event.name == .terminated)
        let text = deck.render(size: Size(width: 80, height: 24)).text
        for words in [
            "time", "0:03:00.000", "Leaky", "notRunning", "background-task-timeout",
            "rule", "The process ended", "why", "The background time ran out",
        ] {
            #expect(text.contains(words), "\(words)")
        }
        deck.press("q")
        #expect(deck.state.overlay == nil && !deck.quitRequested)
    }

    @Test func everyFieldOfAnEventIsShownInFull() {
        let event = Event(
            time: .ms(12_500), app: "Mail", name: .beginBackgroundTask, state: .background, task: 1,
            label: "send outbox", reason: "r", detail: "d")
        let fields = EventOverlay.fields(of: event, before: .active).map(\.label)
        #expect(fields == ["time", "app", "event", "uikit", "before", "after", "task", "name", "reason", "detail"])
    }

    @Test func theSelectionScrollsThePaneAndStaysInViewWithItsDetails() {
        let deck = killedLeaky()
        let size = Size(width: 80, height: 24)
        for _ in 0..<12 {
            deck.press(.up)
            let rows = EventPane.rows(
                log: deck.engine.log, state: deck.state, appColumn: 10,
                in: ScreenLayout(size: size, appCount: 13).events)
            #expect(rows.contains { $0.selected }, "the selected event is on screen")
        }
        deck.press(.home)
        #expect(deck.state.eventPane.cursor == deck.engine.log.firstSequence)
    }

    @Test func aStatusMessageStaysWhileTimePassesUntilTheNextKey() {
        let deck = makeDashboard()
        deck.press(.enter)
        #expect(deck.state.message?.isError == true)
        deck.tick(atReal: 60)
        #expect(deck.state.message != nil)
        deck.press(.tab)
        #expect(deck.state.message == nil)
    }
}

extension EventPaneTests {
    @Test func aClickSelectsAnEventAndADoubleClickShowsItInFull() throws {
        let deck = dashboard(withInBackground: "Leaky", after: 200, focus: .switcher)
        let size = Size(width: 80, height: 24)
        let canvas = deck.render(size: size)
        let y = try #require(canvas.lines.firstIndex { $0.contains("BeginBackgroundTask") })
        deck.handle(.mouse(MouseEvent(.press, x: 20, y: y)), atReal: 300)
        #expect(deck.state.focus == .events)
        #expect(deck.state.selectedEvent(EngineSnapshot(deck.engine))?.event.name == .beginBackgroundTask)
        deck.handle(.mouse(MouseEvent(.press, x: 20, y: y)), atReal: 300.2)
        guard case .event(let event, _) = deck.state.overlay else { Issue.record("no event shown"); return }
        #expect(event.name == .beginBackgroundTask)
    }

    @Test func uNamesTheEventsByUIKitAndTheChoiceIsSaved() {
        let store = SettingsStore(directory: temporaryDirectory())
        let deck = makeDashboard(store: store)
        deck.launchFromHome("Notes")
        deck.press("b")
        #expect(deck.render(size: Size(width: 120, height: 40)).text.contains("DidEnterBackground"))
        deck.press("u")
        let text = deck.render(size: Size(width: 120, height: 40)).text
        #expect(text.contains("applicationDidEnterBackground"))
        #expect(deck.render(size: Size(width: 200, height: 50)).text.contains("applicationDidEnterBackground(_:)"))
        #expect(store.load().settings.eventNames == .uikit)
        let again = makeDashboard(settings: store.load().settings)
        #expect(again.state.eventPane.names == .uikit)
    }

    @Test func sceneCallbacksAreLifeCycleCallbacksWithTheirUIKitNamesAndTheirRule() throws {
        let deck = makeDashboard(profile: .ios13)
        deck.launchFromHome("Journal")
        deck.press("b")
        let size = Size(width: 120, height: 40)
        let canvas = deck.render(size: size)
        let row = try #require(canvas.lines.firstIndex { $0.contains("SceneDidEnterBackground ") })
        let column = try #require(canvas.lines[row].range(of: "SceneDidEnterBackground")).lowerBound.utf16Offset(in: canvas.lines[row])
        #expect(canvas[column, row].style.foreground == Theme.dark.style(.event(.lifecycle)).foreground)
        deck.press("u")
        // (At 120 and 160 columns the longest is cut with … so that the details keep their room.)
        let uikit = deck.render(size: Size(width: 200, height: 50)).text
        for name in ["scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)"] {
            #expect(uikit.contains(name), "\(name)")
        }
        while deck.state.focus != .events { deck.press(.tab) }
        deck.press(.enter)
        guard case .event(let event, _) = deck.state.overlay else { Issue.record("no event shown"); return }
        #expect(event.name == .sceneDidEnterBackground)
        let text = deck.render(size: size).lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("a scene app gets it instead of"), "\(text)")
    }

    @Test func theFilterMatchesTheNamesThePaneShows() {
        let entered = Event(time: .zero, app: "Notes", name: .didEnterBackground, state: .background)
        let fetched = Event(time: .zero, app: "Mail", name: .performFetch, state: .background)
        // Xamarin.iOS's names on show: UIKit's find nothing.
        #expect(EventQuery(filter: "DidEnterBackground").matches(entered))
        #expect(EventQuery(filter: "event:DidEnterBackground").matches(entered))
        #expect(!EventQuery(filter: "applicationDidEnterBackground").matches(entered))
        // UIKit's names on show (`u`): they match, whole or by their words, and Xamarin's do not.
        for filter in ["applicationDidEnterBackground", "applicationDidEnterBackground(_:)", "event:applicationDidEnterBackground"] {
            #expect(EventQuery(filter: filter, names: .uikit).matches(entered), "\(filter)")
        }
        #expect(!EventQuery(filter: "DidEnterBackground", names: .uikit).matches(entered))
        #expect(EventQuery(filter: "performFetchWithCompletionHandler", names: .uikit).matches(fetched))
        #expect(!EventQuery(filter: "PerformFetch", names: .uikit).matches(fetched))
        #expect(!EventQuery(filter: "applicationDidEnterBackground", names: .uikit).matches(fetched))
    }

    @Test func theDashboardsFilterFollowsTheNamesOnShow() {
        let deck = dashboard(withInBackground: "Notes")
        deck.press("/")
        deck.press("DidEnterBackground")
        deck.press(.enter)
        #expect(deck.state.eventQuery.matchCount(in: deck.engine.log) == 1)
        deck.press("u")
        #expect(deck.state.eventQuery.matchCount(in: deck.engine.log) == 0)
        deck.press("/")
        deck.press(.escape)
        deck.press("/")
        deck.press("applicationDidEnterBackground")
        deck.press(.enter)
        #expect(deck.state.eventQuery.matchCount(in: deck.engine.log) == 1)
    }

    @Test func anEventInFullGivesItsUIKitName() {
        let fields = EventOverlay.fields(of: Event(time: .zero, app: "Mail", name: .performFetch, state: .background))
        #expect(fields.contains { $0.label == "uikit" && $0.value == "application(_:performFetchWithCompletionHandler:)" })
    }

    @Test func anEventInFullNamesTheRuleBookSectionsItsRulesCite() {
        let killed = Event(time: .zero, app: "Leaky", name: .terminated, state: .notRunning, reason: "watchdog")
        let rules = EventOverlay.rules(of: killed)
        #expect(rules.map(\.label) == ["rule", "why", "see"])
        let see = rules.last?.value ?? ""
        #expect(see.hasPrefix("§2 Delegate callbacks and the order they come in; §4 Watchdog limits"), "\(see)")
        for number in RuleBookSection.citations(in: rules.map(\.value).joined(separator: " ")) {
            #expect(see.contains("§\(number) \(RuleBookSection.title(of: number) ?? "?")"))
        }
    }
}

/// The why report (issue 35) in the event pane's full view.
struct EventDetailWhyReportTests {
    @Test func theFullViewOfATerminatedEventShowsItsCategoryAndCode() {
        let event = Event(time: .seconds(190), app: "Leaky", name: .terminated, state: .notRunning, reason: "background-task-timeout")
        let fields = EventOverlay.fields(of: event)
        #expect(fields.contains { $0.label == "metric" && $0.value.hasPrefix("taskTimeout (MetricKit's taskTimeoutTerminationCount)") })
        #expect(fields.contains { $0.label == "code" && $0.value == "0x8badf00d" })
    }

    @Test func theFullViewOfAWhyEventListsEveryReason() {
        let event = Event(time: .zero, app: "Backup", name: .why, state: .suspended, label: "com.x", reason: "low-power needs-power")
        #expect(EventOverlay.fields(of: event).contains { $0.label == "reasons" && $0.value == "low-power, needs-power" })
    }
}

/// A pinned events pane says so and how to follow again; Esc follows again (issue 44, item 5).
struct PinnedEventPaneTests {
    func pinnedWithNewerEvents() -> DeckProgram {
        let deck = dashboard(withInBackground: "Leaky", after: 200, focus: .events)
        deck.press(.up)
        deck.press("L", at: 201)
        deck.press("L", at: 202)
        return deck
    }

    @Test func aPinnedEventPaneSaysSoAndHowToFollowAgain() throws {
        let deck = pinnedWithNewerEvents()
        #expect(deck.state.eventPane.anchor != nil)
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let title = try #require(deck.render(size: size).lines.first { $0.contains("newer") })
            #expect(title.contains("newer · Esc follows"), "\(size): \(title)")
        }
    }

    @Test func escFollowsTheNewestEventsAgain() {
        let deck = pinnedWithNewerEvents()
        deck.press(.escape)
        #expect(deck.state.eventPane.anchor == nil && deck.state.eventPane.cursor == nil)
        #expect(!deck.render(size: Size(width: 80, height: 24)).text.contains("newer"))
    }
}
