import DeckCore
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
    public internal(set) var performing: Effect?
    /// Set by the `.quit` effect.
    public internal(set) var quitRequested = false
    /// The status the program exits with, once `quitRequested`.
    public internal(set) var exitStatus: Int32 = 0
    /// Set by the `.redraw` effect: the terminal must be cleared before the next frame.
    public internal(set) var redrawRequested = false
    /// Something changed since the last frame was drawn.
    public private(set) var needsRender = true
    /// Events the engine logged that `update` has not been told of yet.
    private var newEvents: [Event] = []
    /// How much engine work a frame may do, and when this frame's is done.
    let budget: FrameBudget
    private var deadline = Double.infinity
    /// A `wait` or `wait until` being carried out a frame at a time.
    var framedWait: FramedWait?
    /// Commands that came while a wait passed or past a frame's work: carried out next, in order.
    var queued: [Effect] = []
    /// This frame left work for the next: the engine stopped short of where it was asked to
    /// go, or a command waits behind the frame's work.
    var workLeftOver = false

    /// Starts the dashboard over `engine` at real time `realTime` and the clock's `speed`, by
    /// two messages through `update` (`DeckStart` says what the options mean): `.start`
    /// applies the saved settings the engine's profile supports and reads the palette's
    /// history; once that is done, `.startSession` starts the session (with `logging`, the log gets
    /// its SessionStarted line, AppDeck's `version` and the engine's `seed`; with `recording`,
    /// so does the recording). Neither waits for a frame: the start is whole before the first.
    public init(
        engine: Engine, settings: Settings, theme: Theme, themeName: String, world: DeckWorld?,
        logging: Bool = false, recording: Bool = false, casting: Bool = false, version: String = "",
        seed: UInt64 = 0, realTime: Double, speed: Double = 1, message: StatusMessage? = nil,
        factory: Bool = false, play: PlayState? = nil, ascii: Bool = false, budget: FrameBudget = .unbounded
    ) {
        self.engine = engine
        self.world = world
        self.budget = budget
        state = DeckState(
            settings: settings, theme: theme, themeName: themeName, realTime: realTime,
            virtualTime: engine.now, speed: speed)
        engine.onEvent = { [unowned self] event in newEvents.append(event) }
        let start = DeckStart(
            version: version, seed: seed, message: message, logging: logging, recording: recording,
            casting: casting, factory: factory, play: play, ascii: ascii)
        deliver(.start(start), atReal: realTime)
        deliver(.startSession, atReal: realTime)
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
            // A stage hold that ends (a caption read, a skip's badge) changes the status bar.
            let stage = state.nextStageExpiry
            let effects = state.update(next, UpdateContext(engine: EngineSnapshot(engine), realTime: real))
            if next != .tick || !effects.isEmpty || state.ghosts != ghosts || state.catchingUp != catchingUp
                || state.nextStageExpiry != stage
            {
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
    /// framed wait, commands behind it), as far as a frame's work goes.
    public func tick(atReal real: Double) {
        frame(atReal: real) {
            resume(atReal: real)
            if framedWait == nil && queued.isEmpty { deliver(.tick, atReal: real) }
        }
    }

    /// The session is over: a wait still passing ends where it stands (logged and recorded as
    /// the time it waited), the commands given before the end are carried out (a wait among
    /// them as far as a frame goes), the engine catches up with the clock (a frame's work at
    /// most), and the recording gets the time the session ended at.
    public func finish(atReal real: Double) {
        frame(atReal: real) {
            let waiting = queued
            queued = []
            endFramedWait(atReal: real)
            for effect in waiting {
                for msg in carryOut(effect) + takeNewEvents() { deliver(msg, atReal: real) }
                endFramedWait(atReal: real)
            }
            queued = []
            deliver(.tick, atReal: real)
            queued = []
            endFramedWait(atReal: real)
            deliver(.finished, atReal: real)
        }
    }

    /// A framed wait ends where the engine stands.
    func endFramedWait(atReal real: Double) {
        guard let wait = framedWait else { return }
        framedWait = nil
        deliver(.applied(wait.passed(to: engine.now), wait.after, nil, at: wait.at, to: engine.now), atReal: real)
        queued = []
    }

    /// Real seconds the run loop may wait for input before it must draw again: none while
    /// the engine catches up, else the clock's next second, or a ghost card's going; nil while
    /// time is paused and no ghost is shown (nothing changes until a key). At most ten frames a second.
    public func nextWake(atReal real: Double) -> Double? {
        if state.catchingUp || framedWait != nil || !queued.isEmpty { return 0 }
        let ghost = state.nextGhostExpiry.map { $0 - real }
        let stage = state.nextStageExpiry.map { $0 - real }
        let wake = [state.clock.realDelayToNextSecond(atReal: real), ghost, stage].compactMap { $0 }.min()
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

    /// Runs `body` as one frame's work; if the engine fell behind the clock, says so.
    private func frame(atReal real: Double, _ body: () -> Void) {
        deadline = budget.clock() + budget.seconds
        workLeftOver = false
        body()
        if workLeftOver || framedWait != nil || !queued.isEmpty { deliver(.fellBehind, atReal: real) }
    }

    /// This frame's engine work is done.
    var overBudget: Bool { budget.clock() >= deadline }

    /// The framed wait as far as this frame goes, then the commands that waited behind it.
    private func resume(atReal real: Double) {
        for msg in continueFramedWait() + takeNewEvents() { deliver(msg, atReal: real) }
        while framedWait == nil, !queued.isEmpty, !overBudget {
            for msg in carryOut(queued.removeFirst()) + takeNewEvents() { deliver(msg, atReal: real) }
        }
    }

    func takeNewEvents() -> [Msg] {
        guard !newEvents.isEmpty else { return [] }
        defer { newEvents.removeAll(keepingCapacity: true) }
        return [.events(newEvents)]
    }
}
