import Lifecycle
import Scenario

/// A script playing on stage (`appdeck play`, `appdeck demo NAME`): its lines, which have run,
/// which runs now and what it waits for. The dashboard's clock drives it: a `wait` passes at
/// the current speed, and the engine never runs past a wait's end or the awaited event, so a
/// play left alone gives the events `appdeck run` gives.
public struct PlayState: Hashable, Sendable {
    /// What the play does now.
    public enum Status: Hashable, Sendable {
        /// Ready for the next line (it runs while time runs, or at once on `n` and `N`).
        case ready
        /// A line's command is with the engine.
        case applying
        /// A `wait` line: until the engine's clock reaches this time.
        case waitingUntilTime(SimDuration)
        /// A `wait until` line: for the event, found among the events logged from `since`,
        /// failing at `deadline`.
        case waitingForEvent(EventPattern, deadline: SimDuration, limit: SimDuration, since: Int)
        /// A line was refused or an expectation failed: the play stops there.
        case failed(String)
        /// Every line ran.
        case finished
    }

    /// `n` runs one line now; `N` runs lines now up to and including the next `say` or `pause`.
    public enum Stepping: Hashable, Sendable {
        case oneLine, toCaption
    }

    /// The script's name for messages (its file, or `demo NAME`).
    public var file: String
    /// The lines with their commands, app names in the catalog's spelling.
    public private(set) var lines: [ScriptLine]
    /// The cells the widest line takes in the script pane (`PlayState.widestLine(of:)`),
    /// measured once for the play, not at every frame.
    public let widestLine: Int
    /// Whether the script has `say` lines (the screen keeps room for their captions).
    public let hasCaptions: Bool
    /// The profile the play started with (`R` starts over with it).
    public var profile: Profile
    /// `--speed N`: the play runs at this speed and the script's `speed` lines change nothing.
    public var fixedSpeed: Double?
    /// The index of the next line to run.
    public var next = 0
    /// The index of the line running or waiting now, or the last that ran.
    public var current: Int?
    public var status: Status = .ready
    public var stepping: Stepping?
    /// What a second key would do: `R` pressed once (`R` again restarts) or `q` (`q` again
    /// quits); any other key cancels.
    public var confirming: Confirmation?
    /// The real time until which the last caption is being read: the clock holds till then.
    public var readingUntil: Double?

    /// A destructive key pressed once, waiting for the second press.
    public enum Confirmation: Hashable, Sendable {
        case restart, quit
    }

    public init(file: String, lines: [ScriptLine], profile: Profile, fixedSpeed: Double? = nil) {
        self.file = file; self.lines = lines; self.profile = profile; self.fixedSpeed = fixedSpeed
        widestLine = Self.widestLine(of: lines)
        hasCaptions = lines.contains { if case .say = $0.command { true } else { false } }
    }

    /// Whether the line at `index` has run (the current line counts once it is done).
    public func isDone(_ index: Int) -> Bool {
        index < next && !(index == current && isBusy)
    }

    /// A line runs or waits now.
    public var isBusy: Bool {
        switch status {
        case .applying, .waitingUntilTime, .waitingForEvent: true
        case .ready, .failed, .finished: false
        }
    }

    /// The status line's word for a play that is over: `■ finished`, `✗ stopped`; nil while
    /// it plays (or waits at a `pause`: the clock says `‖ paused`).
    public var endText: String? {
        switch status {
        case .finished: "■ finished"
        case .failed: "✗ stopped"
        default: nil
        }
    }

    /// Why the play stopped, if a line failed.
    public var failure: String? {
        if case .failed(let why) = status { return why }
        return nil
    }
}

extension PlayState {
    /// The profile a play starts on: that of the script's first `reset PROFILE` when only
    /// captions, pauses and the pace (`say`, `pause`, `speed`, `seed`) come before it, so the
    /// status bar under the opening caption already names the generation the demo is about;
    /// otherwise `otherwise` (`--profile`).
    public static func startProfile(of lines: [ScriptLine], otherwise: Profile) -> Profile {
        for line in lines {
            switch line.command {
            case .say, .pause, .speed, .seed: continue
            case .reset(let profile?): return profile
            default: return otherwise
            }
        }
        return otherwise
    }
}
