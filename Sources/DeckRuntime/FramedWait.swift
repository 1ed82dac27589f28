import DeckCore
import Lifecycle

/// How much engine work one frame of the dashboard may do: `seconds` by `clock` (real
/// seconds on a monotonic clock). Past it, the engine stops at the end of a step and the
/// commands that follow (a playing script's next line, a key's) wait for the next frame, so
/// the run loop keeps answering keys and signals whatever the apps do. Bounded in time, not
/// in events: a frame does as much as the machine can in that time.
public struct FrameBudget {
    public var seconds: Double
    public var clock: () -> Double

    public init(seconds: Double, clock: @escaping () -> Double) {
        self.seconds = seconds; self.clock = clock
    }

    /// No bound: each frame does all its work (for tests of results rather than of the run loop).
    public static var unbounded: FrameBudget { FrameBudget(seconds: .infinity) { 0 } }

    /// The dashboard's: 40 ms of real time a frame.
    public static func realTime(_ seconds: Double = 0.04) -> FrameBudget {
        let clock = ContinuousClock()
        let start = clock.now
        return FrameBudget(seconds: seconds) {
            let elapsed = start.duration(to: clock.now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
    }
}

/// A `wait` or `wait until` the engine carries out a frame at a time: keys are answered
/// meanwhile, commands they give wait behind it.
struct FramedWait {
    var command: Command
    var after: AfterApply
    /// When it began, and the latest it ends.
    var at: SimDuration
    var end: SimDuration
    /// What a `wait until` waits for; nil for a plain `wait`.
    var awaited: AwaitedEvent?

    /// The command as a wait that passes, or nil when it lets no time pass (or is refused at
    /// once: a negative wait, an app the catalog does not have).
    init?(_ command: Command, _ after: AfterApply, on engine: Engine) {
        let limit: SimDuration
        switch command {
        case .wait(let span) where span >= .zero, .skip(let span) where span >= .zero:
            awaited = nil
            limit = span
        case .waitUntil(let pattern, let within) where engine.appName(matching: pattern.app) != nil:
            let awaited = AwaitedEvent(pattern, within: within)
            self.awaited = awaited
            limit = awaited.limit
        default:
            return nil
        }
        self.command = command
        self.after = after
        at = engine.now
        end = engine.now + limit
    }

    /// The wait as far as it went, ended at `now`: a `skip` stays one.
    func passed(to now: SimDuration) -> Command {
        if case .skip = command { return .skip(now - at) }
        return .wait(now - at)
    }
}

extension DeckProgram {
    /// The one place the dashboard lets the engine's time pass: toward `time`, stopping once
    /// the app had the event (with `pattern`) or the frame's work is done. Whether it had it.
    func advanceEngine(to time: SimDuration, until pattern: EventPattern? = nil) -> Bool {
        let happened = engine.advance(to: time, until: pattern, enough: { [self] in overBudget })
        if !happened && engine.now < time { workLeftOver = true }
        return happened
    }

    /// The framed wait, as far as this frame goes; its result once it is over.
    func continueFramedWait() -> [Msg] {
        guard let wait = framedWait else { return [] }
        let happened = advanceEngine(to: wait.end, until: wait.awaited?.pattern)
        guard happened || engine.now >= wait.end else { return [] }
        framedWait = nil
        let error = wait.awaited.flatMap { happened ? nil : engine.waitedInVain($0) }
        return [.applied(wait.command, wait.after, error, at: wait.at, to: engine.now)]
    }
}
