import Catalog
import Testing

@testable import DeckCore
@testable import DeckRuntime
@testable import DeckUI
@testable import Lifecycle

/// Issue 22 on the dashboard: a card's line for its app's most pressing BG task request
/// (the rule book, §11.2–11.3), which keeps to the card's width.
struct BGTaskCardTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)]

    func run(_ deck: DeckProgram, _ lines: String..., at real: Double = 0) {
        for line in lines {
            deck.press(":", at: real)
            deck.press(line, at: real)
            deck.press(.enter, at: real)
            #expect(deck.state.message?.isError != true, "\(line): \(deck.state.message?.text ?? "")")
        }
    }

    /// The card's rows between its side borders, at `size`, for the card titled `name`.
    func cardRows(_ deck: DeckProgram, _ name: String, size: Size) -> [String] {
        let layout = DashboardView.switcherLayout(
            ScreenLayout(size: size, appCount: deck.engine.catalog.count), EngineSnapshot(deck.engine), deck.state)
        let screen = deck.render(size: size)
        guard let card = layout.cards.first(where: { screen.lines[$0.y].contains(" \(name) ") }) else { return [] }
        return (card.y + 1..<card.maxY - 1).map { y in
            String(screen.lines[y].dropFirst(card.x + 1).prefix(card.width - 2))
        }
    }

    func line(_ deck: DeckProgram, _ name: String, size: Size = Size(width: 80, height: 24)) -> String? {
        cardRows(deck, name, size: size).first { $0.contains(CardBGTask.glyph) }?.trimmingCharacters(in: .whitespaces)
    }

    @Test func aRefreshRequestShowsWhenItRunsOnItsCardWithAGlyphThatIsNotTheBusyMainThreads() {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Feed", "home")
        let text = line(deck, "Feed")
        #expect(text?.hasPrefix("⏲ refresh in ") == true, "\(text ?? "no line")")
        #expect(CardBGTask.glyph != "⧗")
    }

    @Test func aProcessingRequestShowsWhatHoldsItAsChargerLockAndNetworkChange() {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Backup", "home")
        #expect(line(deck, "Backup") == "⏲ needs power")
        run(deck, "charger on")
        #expect(line(deck, "Backup") == "⏲ device in use")
        #expect(line(deck, "Backup", size: Size(width: 200, height: 50)) == "⏲ nightly: device in use")
        run(deck, "lock")
        #expect(line(deck, "Backup") == "⏲ nightly in 5m")
        run(deck, "network off")
        #expect(line(deck, "Backup") == "⏲ needs network")
        run(deck, "network wifi", "wait 5m")
        #expect(line(deck, "Backup") == "⏲ 10m left", "running, its time left")
        run(deck, "wait 2m")
        #expect(line(deck, "Backup") == "⏲ night… 8m left")
        #expect(line(deck, "Backup", size: Size(width: 200, height: 50)) == "⏲ nightly 8m left")
    }

    @Test func aContinuedTaskShowsItsProgressBar() throws {
        let deck = makeDashboard(profile: .ios26)
        run(deck, "launch Export", "submit Export com.appdeck.export.video", "home", "wait 30s")
        for size in Self.sizes {
            let text = try #require(line(deck, "Export", size: size), "\(size)")
            #expect(text.contains("▓") && text.contains("░") && text.hasSuffix("25%"), "\(size): \(text)")
        }
        #expect(line(deck, "Export", size: Size(width: 200, height: 50))?.hasPrefix("⏲ video ▓") == true)
    }

    @Test func theMostPressingRequestIsTheRunningOneThenTheSoonest() {
        let running = BGTaskAnswer(
            app: "A", id: "com.a.sync", kind: .processing, status: .running(timeLeft: .seconds(90), expired: false, progress: nil),
            explanation: "")
        let held = BGTaskAnswer(app: "A", id: "com.a.clean", kind: .processing, status: .held(.deviceInUse), explanation: "")
        #expect(CardBGTask(answer: running, theme: .dark).text(width: 30) == "sync 90s left")
        #expect(CardBGTask(answer: held, theme: .dark).text(width: 30) == "clean: device in use")
        #expect(CardBGTask(answer: held, theme: .dark).text(width: 14) == "device in use")
        #expect(CardBGTask(answer: held, theme: .dark).text(width: 5) == "devi…")
        let queued = BGTaskAnswer(app: "A", id: "video", kind: .continued, status: .queued, explanation: "")
        #expect(CardBGTask(answer: queued, theme: .dark).text(width: 30) == "video queued")
        let expired = BGTaskAnswer(
            app: "A", id: "com.a.sync", kind: .refresh, status: .running(timeLeft: .seconds(3), expired: true, progress: nil),
            explanation: "")
        #expect(CardBGTask(answer: expired, theme: .dark).text(width: 30) == "sync expired")
    }

    @Test func theLineKeepsToTheCardsWidthAtEverySize() {
        let deck = makeDashboard(profile: .ios26)
        run(deck, "launch Backup", "launch Feed", "launch Export", "submit Export com.appdeck.export.video", "home", "wait 10s")
        for size in Self.sizes {
            let layout = DashboardView.switcherLayout(
                ScreenLayout(size: size, appCount: deck.engine.catalog.count), EngineSnapshot(deck.engine), deck.state)
            let screen = deck.render(size: size)
            for card in layout.cards {
                let row = screen.lines[card.y...].prefix(card.height).first { $0.contains(CardBGTask.glyph) }
                guard let row else { continue }
                let right = row.dropFirst(card.x).prefix(card.width)
                #expect(right.last == "│", "\(size): the border stands after the line: \(row)")
            }
        }
    }

    @Test func whileABGTaskRunsTheBudgetLineGivesWayToTheTasksTime() throws {
        let deck = makeDashboard(profile: .ios26)
        run(deck, "launch Export", "submit Export com.appdeck.export.video", "home", "wait 30s")
        let rows = cardRows(deck, "Export", size: Size(width: 80, height: 24))
        #expect(rows.contains { $0.contains(" ◷ — in a BG task") }, "\(rows)")
        #expect(!rows.contains { $0.contains(" 0s") })
    }

    @Test func theCardsOfAContinuedAProcessingAndARefreshTaskAtEachSize() {
        let deck = makeDashboard(profile: .ios26)
        run(deck, "launch Feed", "launch Backup", "launch Export", "submit Export com.appdeck.export.video", "home")
        run(deck, "charger on", "wait 30s")
        for size in Self.sizes {
            Golden.check(deck.render(size: size), "main-bgtasks-\(size.width)x\(size.height)")
        }
    }

    /// Feed as `apps show Feed` prints it, with the mistake of an identifier left out of
    /// permitted-identifiers: the submit fails (not-permitted), and the card says so.
    static let feedNotPermitted = """
        name: MyFeed
        symbol: ≡
        scenes: true
        modes: [fetch]
        permitted-identifiers: [com.appdeck.feed.other]
        bg-tasks:
          - id: com.appdeck.feed.refresh
            kind: refresh
            submit: enter-background
            earliest: 1h
            duration: 4s
        """

    @Test func aSubmitThatFailedShowsOnTheCardUntilASubmitSucceeds() throws {
        let spec = try ManifestParser.parse(text: Self.feedNotPermitted, file: "myfeed.yaml")
        let deck = makeProgram(engine: Engine(apps: AppCatalog.builtIn() + [spec], profile: .ios13, seed: 1))
        run(deck, "launch MyFeed", "home")
        #expect(deck.engine.log.events.contains { $0.name == .bgTaskSubmitFailed && $0.reason == "not-permitted" })
        #expect(line(deck, "MyFeed") == "⏲ not permitted")
        #expect(line(deck, "MyFeed", size: Size(width: 200, height: 50)) == "⏲ refresh: submit not permitted")
        deck.press("s")
        let overlay = deck.render(size: Size(width: 120, height: 40)).text
        #expect(overlay.contains("⏲ submit failed: not-permitted: com.appdeck.feed.refresh is not in"), "\(overlay)")
    }

    @Test func aFailedSubmitGivesWayOnceASubmitOfItsIdentifierSucceeds() {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "lowpower on", "launch Feed", "home")
        #expect(line(deck, "Feed") == "⏲ unavailable")
        run(deck, "lowpower off", "launch Feed", "home")
        #expect(line(deck, "Feed")?.hasPrefix("⏲ refresh in ") == true)
    }

    @Test func aCardWithoutRequestsHasNoLine() {
        let deck = makeDashboard(profile: .ios13)
        run(deck, "launch Mail", "home")
        #expect(line(deck, "Mail") == nil)
    }

    @Test func aRequestNamedByOneLowercaseWordIsShortenedNotDropped() {
        let answer = BGTaskAnswer(
            app: "Zephyr", id: "com.example.zephyr.backgroundfetch", kind: .refresh, status: .runsIn(.minutes(22)),
            explanation: "")
        let card = CardBGTask(answer: answer, theme: .dark)
        #expect(card.text(width: 30) == "backgroundfetch in 22m")
        #expect(card.text(width: 16) == "backgrou… in 22m")
        #expect(card.text(width: 13) == "backg… in 22m")
    }
}
