import Lifecycle

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
    public var environment: [String: String]

    public init(profile: Profile? = nil, theme: String? = nil, seed: UInt64 = 0, mouse: Bool = true,
                color: Bool = true, logFile: String? = nil, environment: [String: String] = [:]) {
        self.profile = profile; self.theme = theme; self.seed = seed; self.mouse = mouse
        self.color = color; self.logFile = logFile; self.environment = environment
    }
}

/// The interactive dashboard.
public enum Dashboard {
    /// Runs until the user quits (q or Ctrl-C: status 0) or a signal asks it to stop
    /// (status 128 + the signal's number). The terminal is restored either way. Throws,
    /// before anything is drawn, when there is no terminal to run in or the log cannot be
    /// opened.
    public static func run(apps: [AppSpec], options: DashboardOptions) throws(DashboardError) -> Int32 {
        if let problem = NcursesTerminal.problem(environment: options.environment) { throw DashboardError(problem) }
        let log: LogSink?
        do {
            log = try options.logFile.map { path throws(EventLogError) in LogSink(try EventLogFile(path: path)) }
        } catch {
            throw DashboardError("appdeck: \(error.message)")
        }
        let store = SettingsStore(environment: options.environment)
        let loaded = store.load()
        let engine = Engine(apps: apps, profile: options.profile ?? loaded.settings.profile ?? .default, seed: options.seed)
        let setup = ThemeSetup(requested: options.theme, saved: loaded.settings.theme, environment: options.environment)
        let clock = ContinuousClock()
        let start = clock.now
        func realTime() -> Double {
            let elapsed = start.duration(to: clock.now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
        let message = [loaded.message, setup.warning].compactMap { $0 }.first
        let controller = DashboardController(
            engine: engine, settings: loaded.settings, store: store, themes: setup.cycle, realTime: realTime(),
            message: message.map { StatusMessage($0, isError: true) }, eventSink: log.map { sink in sink.append })
        log?.show(in: controller)

        let terminal = NcursesTerminal()
        terminal.start(environment: options.environment, colorDepth: options.color ? nil : ColorDepth.none)
        terminal.setMouse(options.mouse)
        controller.themes.depth = terminal.colorDepth
        runLoop(controller: controller, terminal: terminal, realTime: realTime)
        terminal.stop()
        if let problem = log?.finish() { _ = writeFully(2, Array("appdeck: \(problem)\n".utf8)[...]) }
        return TerminalGuard.stopRequested == 0 ? 0 : 128 + TerminalGuard.stopRequested
    }

    /// The one place that waits, reads input and draws. It waits for input until the next
    /// moment the screen could change (nil while paused: until a key, a resize or a signal),
    /// moves the engine to the clock's time, and presents the frame only when it differs.
    public static func runLoop(controller: DashboardController, terminal: Terminal, realTime: () -> Double) {
        var shown: Canvas?
        while !controller.quitRequested && TerminalGuard.stopRequested == 0 {
            controller.tick(atReal: realTime())
            let frame = controller.render(size: terminal.size)
            if frame != shown {
                terminal.present(frame)
                shown = frame
            }
            let wait = controller.nextWake(atReal: realTime()).map { Duration.milliseconds(Int64(($0 * 1000).rounded(.up))) }
            guard let event = terminal.readInput(timeout: wait) else { continue }
            controller.handle(event, atReal: realTime())
            while !controller.quitRequested, let more = terminal.readInput(timeout: .zero) {
                controller.handle(more, atReal: realTime())
            }
        }
    }
}

/// The `--log` file behind the controller's event sink: a write that fails stops the
/// logging and says why in the status line.
private final class LogSink {
    private var file: EventLogFile?
    private var problem: EventLogError?
    private weak var controller: DashboardController?

    init(_ file: EventLogFile) { self.file = file }

    func append(_ events: [Event]) {
        do throws(EventLogError) {
            try file?.append(events)
        } catch {
            file = nil
            problem = error
            show(in: controller)
        }
    }

    /// Shows a problem in `controller`'s status line, now and whenever one comes.
    func show(in controller: DashboardController?) {
        self.controller = controller
        if let problem { controller?.state.message = StatusMessage("\(problem.message); logging stopped", isError: true) }
    }

    /// Writes what is still waiting; the problem, if the log could not be written in full.
    func finish() -> EventLogError? {
        do throws(EventLogError) {
            try file?.finish()
        } catch {
            problem = error
        }
        return problem
    }
}

/// A problem that stops the dashboard before it starts.
public struct DashboardError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
