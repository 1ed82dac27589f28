import Lifecycle

/// The dashboard as a running program: the engine, the dashboard's state, and the world its
/// effects reach. Messages go through `DeckState.update`; the effects it returns are
/// performed here and nowhere else, and their results come back as messages, until nothing
/// is left to do. The run loop (`Dashboard.runLoop`) feeds it input and time and draws it.
public final class DeckProgram {
    public let engine: Engine
    public private(set) var state: DeckState
    let world: DeckWorld?
    /// The effect being performed now; nil while `update` runs. A world that must be reached
    /// only through effects can check it.
    public private(set) var performing: Effect?
    /// Set by the `.quit` effect.
    public private(set) var quitRequested = false
    /// The status the program exits with, once `quitRequested`.
    public private(set) var exitStatus: Int32 = 0
    /// Set by the `.redraw` effect: the terminal must be cleared before the next frame.
    public private(set) var redrawRequested = false
    /// Something changed since the last frame was drawn.
    public private(set) var needsRender = true
    /// Events the engine logged that `update` has not been told of yet.
    private var newEvents: [Event] = []
    /// How much engine work a frame may do, and when this frame's is done.
    let budget: FrameBudget
    private var deadline = Double.infinity
    /// A `wait` or `wait until` being carried out a frame at a time.
    var passing: PassingWait?
    /// Commands that came while a wait passed or past a frame's work: carried out next, in order.
    private var queued: [Effect] = []
    /// The engine stopped short of where this frame asked it to go.
    var fellShort = false

    /// Starts the dashboard over `engine` at real time `realTime` and the clock's `speed`:
    /// applies the saved settings the engine's profile supports, reads the palette's history,
    /// and shows `message` (a settings or theme problem). With `factory`, no setting is ever
    /// saved. `ascii`: the terminal takes ASCII only. With `play`, the script plays from the first tick. The session then starts:
    /// with `logging`, the log gets its SessionStarted line (AppDeck's `version`, the engine's
    /// `seed`), with `recording` so does the recording.
    public init(
        engine: Engine, settings: Settings, theme: Theme, themeName: String, world: DeckWorld?,
        logging: Bool = false, recording: Bool = false, version: String = "", seed: UInt64 = 0,
        realTime: Double, speed: Double = 1, message: StatusMessage? = nil, factory: Bool = false,
        play: PlayState? = nil, ascii: Bool = false, budget: FrameBudget = .unbounded
    ) {
        self.engine = engine
        self.world = world
        self.budget = budget
        state = DeckState(
            settings: settings, theme: theme, themeName: themeName, realTime: realTime,
            virtualTime: engine.now, speed: speed)
        state.message = message
        state.log = logging ? .writing : .off
        state.recording = recording ? .writing : .off
        state.factory = factory
        state.play = play
        if let fixed = play?.fixedSpeed { state.clock.setSpeed(fixed, atReal: realTime) }
        state.asciiOnly = ascii
        engine.onEvent = { [unowned self] event in newEvents.append(event) }
        run(state.startEffects(EngineSnapshot(engine)), atReal: realTime)
        run(state.beginSession(version: version, seed: seed, EngineSnapshot(engine)), atReal: realTime)
        state.started(EngineSnapshot(engine))
        state.reconcileSelection(EngineSnapshot(engine))
    }

    /// Handles one message at a real instant, with everything it leads to (a frame's work at most).
    public func send(_ msg: Msg, atReal real: Double) {
        frame(atReal: real) { deliver(msg, atReal: real) }
    }

    private func deliver(_ msg: Msg, atReal real: Double) {
        var queue = [msg]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            let ghosts = state.ghosts
            let catchingUp = state.catchingUp
            let effects = state.update(next, UpdateContext(engine: EngineSnapshot(engine), realTime: real))
            if next != .tick || !effects.isEmpty || state.ghosts != ghosts || state.catchingUp != catchingUp {
                needsRender = true
            }
            queue += effects.flatMap { perform($0) } + takeNewEvents()
        }
    }

    /// A key or a mouse report (a resize carries its size: send `.resized`), at the real
    /// instant it came: the engine first moves to the clock's time at that instant, so that
    /// its command happens (and is recorded) when the person gave it, not at the last frame.
    public func handle(_ event: InputEvent, atReal real: Double) {
        switch event {
        case .key(let key):
            tick(atReal: real)
            send(.key(key), atReal: real)
        case .mouse(let mouse):
            tick(atReal: real)
            send(.mouse(mouse), atReal: real)
        case .paste(let text): send(.paste(text), atReal: real)
        case .resize: break
        }
    }

    /// Moves the engine to the virtual clock's time, after what is left from earlier frames (a
    /// passing wait, commands behind it), as far as a frame's work goes.
    public func tick(atReal real: Double) {
        frame(atReal: real) {
            resume(atReal: real)
            if passing == nil && queued.isEmpty { deliver(.tick, atReal: real) }
        }
    }

    /// The session is over: a wait still passing ends where it stands (logged and recorded as
    /// the time it waited), the commands given before the end are carried out (a wait among
    /// them as far as a frame goes), the engine catches up with the clock (a frame's work at
    /// most), and the recording gets the time the session ended at.
    public func finish(atReal real: Double) {
        frame(atReal: real) {
            let given = queued
            queued = []
            endPassingWait(atReal: real)
            for effect in given {
                for msg in carryOut(effect) + takeNewEvents() { deliver(msg, atReal: real) }
                endPassingWait(atReal: real)
            }
            queued = []
            deliver(.tick, atReal: real)
            queued = []
            endPassingWait(atReal: real)
            deliver(.finished, atReal: real)
        }
    }

    /// A passing wait ends where the engine stands.
    private func endPassingWait(atReal real: Double) {
        guard let wait = passing else { return }
        passing = nil
        deliver(.applied(.wait(engine.now - wait.at), wait.after, nil, at: wait.at, to: engine.now), atReal: real)
        queued = []
    }

    /// Real seconds the run loop may wait for input before it must draw again: none while
    /// the engine catches up, else the clock's next second, or a ghost card's going; nil while
    /// time is paused and no ghost is shown (nothing changes until a key). At most ten frames a second.
    public func nextWake(atReal real: Double) -> Double? {
        if state.catchingUp || passing != nil || !queued.isEmpty { return 0 }
        let ghost = state.nextGhostExpiry.map { $0 - real }
        let wake = [state.clock.realDelayToNextSecond(atReal: real), ghost].compactMap { $0 }.min()
        return wake.map { max(0.1, $0) }
    }

    /// Whether the terminal must be cleared before the next frame (asked for once).
    public func takeRedraw() -> Bool {
        defer { redrawRequested = false }
        return redrawRequested
    }

    /// What the screen shows now, at the state's size.
    public func render() -> Canvas {
        needsRender = false
        return DashboardView(state: state, snapshot: EngineSnapshot(engine)).render()
    }

    /// The frame for a terminal of `size` (the size becomes the state's).
    public func render(size: Size) -> Canvas {
        if size != state.size { send(.resized(size), atReal: 0) }
        return render()
    }

    private func run(_ effects: [Effect], atReal real: Double) {
        let results = effects.flatMap { perform($0) } + takeNewEvents()
        for msg in results { deliver(msg, atReal: real) }
    }

    /// Runs `body` as one frame's work; if the engine fell behind the clock, says so.
    private func frame(atReal real: Double, _ body: () -> Void) {
        deadline = budget.clock() + budget.seconds
        fellShort = false
        body()
        if fellShort || passing != nil || !queued.isEmpty { deliver(.fellBehind, atReal: real) }
    }

    /// This frame's engine work is done.
    var overBudget: Bool { budget.clock() >= deadline }

    /// The passing wait as far as this frame goes, then the commands that waited behind it.
    private func resume(atReal real: Double) {
        for msg in continuePassing() + takeNewEvents() { deliver(msg, atReal: real) }
        while passing == nil, !queued.isEmpty, !overBudget {
            for msg in carryOut(queued.removeFirst()) + takeNewEvents() { deliver(msg, atReal: real) }
        }
    }

    /// Performs one effect; returns the messages that carry its result. A command waits behind
    /// a passing wait, or for the next frame once this one's work is done; time does not pass
    /// meanwhile (the clock holds).
    private func perform(_ effect: Effect) -> [Msg] {
        switch effect {
        case .apply where passing != nil || !queued.isEmpty || overBudget:
            queued.append(effect)
            fellShort = true
            return []
        case .advance, .advanceUntil:
            if passing != nil || !queued.isEmpty { return [] }
        default:
            break
        }
        return carryOut(effect)
    }

    private func carryOut(_ effect: Effect) -> [Msg] {
        performing = effect
        defer { performing = nil }
        switch effect {
        case .apply(let command, let after):
            if let wait = PassingWait(command, after, on: engine) {
                passing = wait
                return continuePassing()
            }
            let at = engine.now
            do {
                try engine.apply(command)
                return [.applied(command, after, nil, at: at, to: engine.now)]
            } catch {
                return [.applied(command, after, error, at: at, to: engine.now)]
            }
        case .advance(let time):
            _ = advanceEngine(to: time)
            return engine.now >= time ? [.advanced] : []
        case .advanceUntil(let time, let pattern):
            let happened = advanceEngine(to: time, until: pattern)
            return happened || engine.now >= time ? [.advanced] : []
        case .saveSettings(let settings, let changed):
            guard let world else { return [] }
            do {
                return [.settingsSaved(note: try world.saveSettings(settings, changed: changed))]
            } catch {
                return [.saveFailed(error.description)]
            }
        case .appendLog(let events):
            do {
                try world?.appendLog(events)
                return []
            } catch {
                return [.logFailed(error.description)]
            }
        case .logSession(let entry):
            do {
                try world?.appendLog(entry)
                return []
            } catch {
                return [.logFailed(error.description)]
            }
        case .record(let entry):
            guard let world else { return [] }
            do {
                try world.record(entry)
                return [.recorded]
            } catch {
                return [.recordFailed(error.description)]
            }
        case .loadNextTheme(let current):
            guard let world else { return [] }
            let loaded = world.theme(after: current)
            return [.themeLoaded(name: loaded.name, theme: loaded.theme, warnings: loaded.warnings)]
        case .loadHistory:
            return reaching { world throws(WorldError) in [.historyLoaded(try world.loadHistory())] }
        case .saveHistory(let line):
            return reaching { world throws(WorldError) in
                try world.saveHistory(line); return []
            }
        case .exportTrace(let record, let path):
            guard let world else { return [] }
            do {
                return [.exported(path: path, replaced: try world.export(record.trace(), to: path))]
            } catch {
                return [.exportFailed(error.description)]
            }
        case .redraw:
            redrawRequested = true
            return []
        case .quit(let status):
            quitRequested = true
            exitStatus = status
            return []
        }
    }

    /// What `body` makes of the world (nothing without one), or its failure as a message.
    private func reaching(_ body: (DeckWorld) throws(WorldError) -> [Msg]) -> [Msg] {
        guard let world else { return [] }
        do {
            return try body(world)
        } catch {
            return [.historyFailed(error.description)]
        }
    }

    private func takeNewEvents() -> [Msg] {
        guard !newEvents.isEmpty else { return [] }
        defer { newEvents.removeAll(keepingCapacity: true) }
        return [.events(newEvents)]
    }
}
