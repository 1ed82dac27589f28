import Lifecycle
import Support

/// How `appdeck` was asked to run the dashboard.
public struct DashboardOptions: Sendable {
    /// `--profile`; nil: the saved one, or the default.
    public var profile: Profile?
    /// `--theme NAME|PATH`; nil: APPDECK_THEME, the saved one, or the default.
    public var theme: String?
    public var seed: UInt64
    /// False with `--no-mouse`.
    public var mouse: Bool
    /// False with `--no-color` (NO_COLOR in the environment does the same).
    public var color: Bool
    /// `--log FILE`: every event is appended to it as JSONL while the dashboard runs.
    public var logFile: String?
    /// `--ascii`: draw with ASCII stand-ins only (as when the locale is not UTF-8).
    public var ascii: Bool
    /// `--speed N`: the virtual clock's speed at the start (1× without it; never saved).
    public var speed: Int64
    /// `--factory`: start from factory settings; settings.yaml is neither read nor written.
    public var factory: Bool
    public var environment: [String: String]

    public init(profile: Profile? = nil, theme: String? = nil, seed: UInt64 = 0, mouse: Bool = true,
                color: Bool = true, logFile: String? = nil, ascii: Bool = false, speed: Int64 = 1,
                factory: Bool = false, environment: [String: String] = [:]) {
        self.profile = profile; self.theme = theme; self.seed = seed; self.mouse = mouse
        self.color = color; self.logFile = logFile; self.ascii = ascii; self.speed = speed; self.factory = factory
        self.environment = environment
    }
}

/// The interactive dashboard: the module's entry point.
public enum Dashboard {
    /// Runs until the user quits (q, F10 or `:quit`: status 0; Ctrl-C: 130) or a signal asks it
    /// to stop (status 128 + the signal's number). The terminal is restored either way. Throws,
    /// before anything is drawn, when there is no terminal to run in or the log cannot be
    /// opened.
    public static func run(apps: [AppSpec], options: DashboardOptions) throws(DashboardError) -> Int32 {
        if let problem = NcursesTerminal.problem(environment: options.environment) { throw DashboardError(problem) }
        let log: EventLogFile?
        do {
            log = try options.logFile.map { path throws(EventLogError) in try EventLogFile(path: path) }
        } catch {
            throw DashboardError("appdeck: \(error.message)")
        }
        let store = SettingsStore(environment: options.environment)
        let loaded = options.factory ? SettingsStore.Loaded(settings: .defaults, message: nil) : store.load()
        let engine = Engine(apps: apps, profile: options.profile ?? loaded.settings.profile ?? .default, seed: options.seed)
        let setup = ThemeSetup(requested: options.theme, saved: loaded.settings.theme, environment: options.environment)
        let clock = ContinuousClock()
        let start = clock.now
        func realTime() -> Double {
            let elapsed = start.duration(to: clock.now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
        let problem = [loaded.message, setup.warning].compactMap { $0 }.first.map { StatusMessage($0, isError: true) }
        let message = problem ?? (options.factory ? StatusMessage("factory settings: settings.yaml is neither read nor written") : nil)

        let terminal = NcursesTerminal()
        terminal.start(environment: options.environment, colorDepth: options.color ? nil : ColorDepth.none, ascii: options.ascii)
        terminal.setMouse(options.mouse)
        var theme = setup.theme
        theme.depth = terminal.colorDepth
        let world = SystemWorld(store: store, logFile: log, library: setup.library,
                                history: HistoryFile(path: ConfigDirectory.historyFile(environment: options.environment)))
        let program = DeckProgram(
            engine: engine, settings: loaded.settings, theme: theme, themeName: setup.name, world: world,
            logging: log != nil, realTime: realTime(), speed: options.speed, message: message, factory: options.factory,
            ascii: !terminal.unicode)
        runLoop(program: program, terminal: terminal, realTime: realTime)
        terminal.stop()
        if let problem = world.finishLog() { _ = writeFully(2, Array("appdeck: \(problem)\n".utf8)[...]) }
        return TerminalGuard.stopRequested == 0 ? program.exitStatus : 128 + TerminalGuard.stopRequested
    }

    /// The one place that waits, reads input and draws. It waits for input until the next
    /// moment the screen could change (nil while paused: until a key, a resize or a signal),
    /// moves the engine to the clock's time, and draws only when something changed (the
    /// terminal then writes only the cells that differ from the frame before).
    public static func runLoop(program: DeckProgram, terminal: Terminal, realTime: () -> Double) {
        program.send(.resized(terminal.size), atReal: realTime())
        while !program.quitRequested && TerminalGuard.stopRequested == 0 {
            program.tick(atReal: realTime())
            if program.takeRedraw() { terminal.clear() }
            if program.needsRender { terminal.present(program.render()) }
            let wait = program.nextWake(atReal: realTime()).map { Duration.milliseconds(Int64(($0 * 1000).rounded(.up))) }
            guard let event = terminal.readInput(timeout: wait) else { continue }
            receive(event, program: program, terminal: terminal, atReal: realTime())
            while !program.quitRequested, let more = terminal.readInput(timeout: .zero) {
                receive(more, program: program, terminal: terminal, atReal: realTime())
            }
        }
    }

    private static func receive(_ event: InputEvent, program: DeckProgram, terminal: Terminal, atReal real: Double) {
        if case .resize = event {
            program.send(.resized(terminal.size), atReal: real)
        } else {
            program.handle(event, atReal: real)
        }
    }
}

/// A problem that stops the dashboard before it starts.
public struct DashboardError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
