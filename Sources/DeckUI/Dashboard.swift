import DeckCore
import DeckRuntime
import Lifecycle
import Support
import SupportIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `appdeck` was asked to run the dashboard.
public struct DashboardOptions: Sendable {
    /// `--profile`; nil: the saved one, or the default.
    public var profile: Profile?
    /// `--device`: a phone (the default) or the Simulator; never saved.
    public var device: DeviceKind
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
    public var speed: Double
    /// `--factory`: start from factory settings; settings.yaml is neither read nor written.
    public var factory: Bool
    /// `--record FILE`: the session is written to it as a script.
    public var recordFile: String?
    /// `--cast FILE`: what the terminal shows is written to it as an asciicast v2 file.
    public var castFile: String?
    /// AppDeck's version, for the session's start in the log and the recording.
    public var version: String
    /// `appdeck play`, `appdeck demo NAME`: the script to play (from factory settings).
    public var play: PlayState?
    public var environment: [String: String]
    /// The warnings of the manifests loaded (`FILE:LINE: warning: …`): the status line counts
    /// them at the start.
    public var manifestWarnings: [String] = []

    public init(
        profile: Profile? = nil, device: DeviceKind = .default, theme: String? = nil, seed: UInt64 = 0, mouse: Bool = true,
        color: Bool = true, logFile: String? = nil, ascii: Bool = false, speed: Double = 1,
        factory: Bool = false, recordFile: String? = nil, castFile: String? = nil, version: String = "",
        play: PlayState? = nil, environment: [String: String] = [:]
    ) {
        self.profile = profile; self.device = device; self.theme = theme; self.seed = seed; self.mouse = mouse
        self.color = color; self.logFile = logFile; self.ascii = ascii; self.speed = speed; self.factory = factory
        self.recordFile = recordFile; self.castFile = castFile; self.version = version; self.play = play
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
        let recording: RecordingFile?
        do {
            log = try options.logFile.map { path throws(EventLogError) in try EventLogFile(path: path) }
        } catch {
            throw DashboardError("appdeck: \(error.message)")
        }
        let castFile: CastFile?
        do {
            recording = try options.recordFile.map { path throws(OutputFileError) in try RecordingFile(path: path) }
            castFile = try options.castFile.map { path throws(OutputFileError) in try CastFile(path: path) }
        } catch {
            throw DashboardError("appdeck: \(error.description)")
        }
        let store = SettingsStore(environment: options.environment)
        let loaded = options.factory ? SettingsStore.Loaded(settings: .defaults, message: nil) : store.load()
        let engine = factoryEngine(
            apps: apps, profile: options.profile ?? loaded.settings.profile ?? .default, device: options.device, seed: options.seed)
        let setup = ThemeSetup(requested: options.theme, saved: loaded.settings.theme, environment: options.environment)
        let terminal = NcursesTerminal()
        let clock = ContinuousClock()
        let start = clock.now
        // Real time leaves out the time the dashboard was stopped (Ctrl-Z): back with `fg`,
        // the clock (and a play) goes on from where it stood.
        func realTime() -> Double {
            let elapsed = (start.duration(to: clock.now) - terminal.stoppedFor).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
        let problem = [loaded.message, setup.warning].compactMap { $0 }.first.map { StatusMessage($0, isError: true) }
        let playing = options.play.map {
            StatusMessage("playing \($0.file): space pauses, n steps, N runs to the next caption, R restarts; factory settings")
        }
        let warned = options.manifestWarnings.first.map { first in
            let count = options.manifestWarnings.count
            return StatusMessage(
                "\(count) manifest warning\(count == 1 ? "" : "s") (appdeck apps check shows them): \(first)", isError: true)
        }
        let message =
            problem ?? warned ?? playing
            ?? (options.factory ? StatusMessage("factory settings: settings.yaml is neither read nor written") : nil)

        terminal.start(environment: options.environment, colorDepth: options.color ? nil : ColorDepth.none, ascii: options.ascii)
        terminal.setMouse(options.mouse)
        let cast = castFile.map {
            CastTerminal(
                terminal, file: $0, title: "AppDeck", unicode: terminal.unicode, timestamp: Platform.secondsSinceEpoch(), realTime: realTime
            )
        }
        var theme = setup.theme
        theme.depth = terminal.colorDepth
        let world = SystemWorld(
            store: store, logFile: log, recordFile: recording, cast: cast, library: setup.library,
            history: HistoryFile(path: ConfigDirectory.historyFile(environment: options.environment)))
        let program = DeckProgram(
            engine: engine, settings: loaded.settings, theme: theme, themeName: setup.name, world: world,
            logging: log != nil, recording: recording != nil, casting: cast != nil, version: options.version, seed: options.seed,
            realTime: realTime(), speed: options.speed, message: message, factory: options.factory, play: options.play,
            ascii: !terminal.unicode, budget: .realTime())
        runLoop(program: program, terminal: cast ?? terminal, realTime: realTime)
        program.finish(atReal: realTime())
        terminal.stop()
        if let problem = world.finishLog() { _ = writeFully(2, Array("appdeck: \(problem)\n".utf8)[...]) }
        if case .failed(let problem) = program.state.files.recording { _ = writeFully(2, Array("appdeck: \(problem)\n".utf8)[...]) }
        if let problem = cast?.failure { _ = writeFully(2, Array("appdeck: \(problem)\n".utf8)[...]) }
        return TerminalGuard.stopRequested == 0 ? program.exitStatus : 128 + TerminalGuard.stopRequested
    }

    /// A device as `appdeck run` starts one (the default profile, a phone), taken to `profile`
    /// and `device` by the `profile` and `device` commands, so that a session's events are those
    /// of a script that starts with those commands (a recording's header, a log's SessionStarted).
    static func factoryEngine(apps: [AppSpec], profile: Profile, device: DeviceKind = .default, seed: UInt64) -> Engine {
        let engine = Engine(apps: apps, profile: .default, seed: seed)
        do {
            if profile != .default { try engine.apply(.profile(profile)) }
            if device != .default { try engine.apply(.device(device)) }
        } catch {
            return Engine(apps: apps, profile: profile, device: device, seed: seed)
        }
        return engine
    }

    /// The one place that waits, reads input and draws. It waits for input until the next
    /// moment the screen could change (nil while paused: until a key, a resize or a signal),
    /// moves the engine to the clock's time (a frame's work at most: the program's budget, so
    /// that keys and signals are answered within a frame whatever the apps do), and draws only
    /// when something changed (the terminal then writes only the cells that differ from the
    /// frame before).
    public static func runLoop(program: DeckProgram, terminal: Terminal, realTime: () -> Double) {
        program.send(.resized(terminal.size), atReal: realTime())
        while !program.quitRequested && TerminalGuard.stopRequested == 0 {
            program.tick(atReal: realTime())
            if program.takeRedraw() { terminal.clear() }
            if program.needsRender { terminal.present(program.render()) }
            let wait = program.nextWake(atReal: realTime()).map { Duration.milliseconds(Int64(($0 * 1000).rounded(.up))) }
            guard let event = terminal.readInput(timeout: wait) else { continue }
            receive(event, program: program, terminal: terminal, atReal: realTime())
            while !program.quitRequested, TerminalGuard.stopRequested == 0, let more = terminal.readInput(timeout: .zero) {
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
