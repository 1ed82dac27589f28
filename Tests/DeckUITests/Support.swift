import Catalog
import DeckCore
import DeckRuntime
import DeckUI
import Foundation
import Lifecycle
import Scenario
import Testing

/// A dashboard over the built-in catalog with no settings file, at real time 0.
func makeDashboard(
    profile: Profile = .ios7, settings: Settings = .defaults, store: SettingsStore? = nil,
    factory: Bool = false, eventSink: (([Event]) -> Void)? = nil
) -> DeckProgram {
    let engine = Engine(apps: AppCatalog.builtIn(), profile: profile, seed: 1)
    return makeProgram(engine: engine, settings: settings, world: TestWorld(store: store, eventSink: eventSink), factory: factory)
}

/// A dashboard whose `apps` were launched from the home screen in this order and sent to
/// the background with Home, then `seconds` of real time passed at 1×; the focus on `focus`.
func dashboard(withInBackground apps: String..., after seconds: Double = 0, focus: Region = .switcher) -> DeckProgram {
    let deck = makeDashboard()
    for app in apps { deck.launchFromHome(app) }
    deck.press("b")
    deck.tick(atReal: seconds)
    while deck.state.focus != focus { deck.press(.tab, at: seconds) }
    return deck
}

/// A dashboard over `engine` whose effects reach `world`.
func makeProgram(
    engine: Engine, settings: Settings = .defaults, theme: Theme = .dark,
    world: TestWorld = TestWorld(), factory: Bool = false
) -> DeckProgram {
    let program = world.attach {
        DeckProgram(
            engine: engine, settings: settings, theme: theme, themeName: theme.name, world: world,
            logging: world.eventSink != nil, recording: world.records, casting: world.casts, realTime: 0,
            factory: factory)
    }
    return program
}

/// The outside world for tests: an optional settings store, an optional log sink, a list of
/// themes and a palette history in memory. Every call must come from an effect the program is
/// performing: a call made while `update` runs is recorded as a test failure.
final class TestWorld: DeckWorld {
    let store: SettingsStore?
    let eventSink: (([Event]) -> Void)?
    let themeNames: [String]
    let load: (String) -> (Theme, [String])
    /// The history "file".
    var history: [String]
    /// The files `:export` wrote, by path.
    var exports: [String: String] = [:]
    /// Why exporting fails, when it should.
    var exportFailure: String?
    /// The `--log` "file": its lines (SessionStarted, the events, Command), in order.
    var logLines: [String] = []
    /// The recording, and the text of its "file"; while `recordFailure` is set, writing the
    /// file fails with that reason (the file keeps what it had).
    var recording = RecordingScript()
    var recorded = ""
    var recordFailure: String?
    private weak var program: DeckProgram?
    private var attaching = false
    /// The calls made, in order: "save", "log", "theme", "history", "remember".
    private(set) var calls: [String] = []
    /// The dashboard records the session (`--record`).
    let records: Bool
    /// The dashboard writes a cast (`--cast`); the captions marked in it, in order.
    let casts: Bool
    private(set) var captions: [String] = []

    init(
        store: SettingsStore? = nil, eventSink: (([Event]) -> Void)? = nil, themeNames: [String] = [Theme.dark.name],
        history: [String] = [], records: Bool = false, casts: Bool = false,
        load: @escaping (String) -> (Theme, [String]) = { _ in (.dark, []) }
    ) {
        self.store = store; self.eventSink = eventSink; self.themeNames = themeNames; self.history = history
        self.records = records; self.casts = casts; self.load = load
    }

    /// Makes the program (whose initializer may already perform effects) and watches it.
    func attach(_ make: () -> DeckProgram) -> DeckProgram {
        attaching = true
        let made = make()
        attaching = false
        program = made
        return made
    }

    private func check(_ call: String, _ expected: (Effect) -> Bool) {
        calls.append(call)
        guard !attaching else { return }
        guard let effect = program?.performing, expected(effect) else {
            Issue.record("the world was asked to \(call) outside an effect that asks for it")
            return
        }
    }

    func saveSettings(_ settings: Settings, changed: Set<Settings.Key>) throws(WorldError) -> String? {
        check("save") { $0 == .saveSettings(settings, changed: changed) }
        do { return try store?.save(settings, changed: changed).message } catch { throw WorldError(error.description) }
    }

    func appendLog(_ events: [Event]) throws(WorldError) {
        check("log") { $0 == .appendLog(events) }
        logLines += events.map(JSONLFormatter().line(for:))
        eventSink?(events)
    }

    func appendLog(_ entry: SessionEntry) throws(WorldError) {
        check("log") { $0 == .logSession(entry) }
        logLines += JSONLFormatter().line(for: entry).map { [$0] } ?? []
    }

    func addToRecording(_ entry: SessionEntry) throws(WorldError) {
        check("addToRecording") { $0 == .addToRecording(entry) }
        recording.add(entry)
        if let recordFailure { throw WorldError(recordFailure) }
        recorded = recording.text
    }

    func loadHistory() throws(WorldError) -> [String] {
        check("history") { $0 == .loadHistory }
        return history
    }

    func saveHistory(_ line: String) throws(WorldError) {
        check("remember") { $0 == .saveHistory(line) }
        history.append(line)
    }

    func export(_ text: String, to path: String) throws(WorldError) -> Bool {
        check("export") { if case .exportTrace(_, to: path) = $0 { true } else { false } }
        if let exportFailure { throw WorldError(exportFailure) }
        defer { exports[path] = text }
        return exports[path] != nil
    }

    func markCaption(_ caption: String) {
        check("caption") { $0 == .markCaption(caption) }
        captions.append(caption)
    }

    func theme(after name: String) -> (name: String, theme: Theme, warnings: [String]) {
        check("theme") { $0 == .loadNextTheme(after: name) }
        let next = themeNames[themeNames.firstIndex(of: name).map { ($0 + 1) % themeNames.count } ?? 0]
        let (theme, warnings) = load(next)
        return (next, theme, warnings)
    }
}

extension DeckProgram {
    var clock: SimClock { state.clock }

    /// The frame for a terminal of `size` (the size becomes the state's).
    func render(size: Size) -> Canvas {
        if size != state.size { send(.resized(size), atReal: 0) }
        return render()
    }

    func paletteCompletions() -> [String] { state.paletteCompletions(EngineSnapshot(engine)) }

    func currentSettings() -> Settings { state.currentSettings(EngineSnapshot(engine)) }

    /// Presses keys at a real instant.
    func press(_ keys: Key..., at real: Double = 0) {
        for key in keys { handle(.key(key), atReal: real) }
    }

    func press(_ text: String, at real: Double = 0) {
        for character in text { handle(.key(.character(character)), atReal: real) }
    }

    /// Launches apps from the home screen, the way a person does: Tab to it, select, Enter.
    func launchFromHome(_ names: String..., at real: Double = 0) {
        for name in names {
            while state.focus != .home { press(.tab, at: real) }
            let index = engine.catalog.firstIndex { $0.name == name }!
            while state.selectedHome < index { press(.right, at: real) }
            while state.selectedHome > index { press(.left, at: real) }
            press(.enter, at: real)
        }
    }
}

/// A fresh temporary directory for settings files.
func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "appdeck-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Plain-text snapshots in Golden/: compared line by line; APPDECK_UPDATE_GOLDENS=1 writes them.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = canvas.text + "\n"
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_GOLDENS"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden \(name).txt (run with APPDECK_UPDATE_GOLDENS=1 to write it)", sourceLocation: sourceLocation)
            return
        }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let row = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record(
                "\(name) differs at row \(row):\n  expected: \(e[row])\n  actual:   \(a[row])\n\(actual)",
                sourceLocation: sourceLocation)
        } else {
            #expect(a.count == e.count, "\(name) has \(a.count) rows, the golden \(e.count)", sourceLocation: sourceLocation)
        }
    }
}

extension DeckState {
    /// A fresh state with the default settings and theme, at real and virtual time 0.
    init() {
        self.init(settings: .defaults, theme: .dark, themeName: Theme.dark.name, realTime: 0, virtualTime: .zero)
    }
}
