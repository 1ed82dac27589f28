import Lifecycle

/// The dashboard's virtual clock: virtual time = real time × speed, from an anchor that
/// moves whenever the speed changes, time pauses or resumes, or the engine jumps ahead (a
/// `wait` from the palette). Real time comes in as seconds on a monotonic clock, so tests
/// can drive it by hand. Time stands still while paused (space), while held (a text
/// field is open) and while a play's caption is read, and runs again only when none holds it.
public struct SimClock: Hashable, Sendable {
    /// The speeds + and - step through (and `speed N` takes): 0.25× to 300×.
    public static let speeds: [Double] = Speed.allCases.map(\.factor)
    /// The highest speed `--speed` accepts.
    public static let maximumSpeed = Int64(Speed.range.upperBound)

    /// Virtual seconds per real second: below 1 is slower than real time.
    public private(set) var speed: Double
    public private(set) var paused: Bool
    /// Held while the user types in the palette or the filter.
    public private(set) var held = false
    /// Held while a playing script's caption is not read yet (its reading time, in real time).
    public private(set) var reading = false
    private var anchorReal: Double
    private var anchorVirtual: SimDuration

    /// `speed` is clamped to the slowest speed of the ladder…`maximumSpeed`.
    public init(speed: Double = 1, paused: Bool = false, real: Double, virtual: SimDuration = .zero) {
        self.speed = Self.clamped(speed)
        self.paused = paused
        anchorReal = real
        anchorVirtual = virtual
    }

    /// Whether time moves now.
    public var running: Bool { !paused && !held && !reading }

    /// The virtual time at a real instant.
    public func virtualTime(atReal real: Double) -> SimDuration {
        guard running else { return anchorVirtual }
        let elapsed = max(0, real - anchorReal)
        return anchorVirtual + .ms(Int64((elapsed * 1000 * speed).rounded(.down)))
    }

    public mutating func togglePause(atReal real: Double) {
        rebase(atReal: real)
        paused.toggle()
    }

    /// Holds time (a text field opened) or lets it go again; nothing changes when it already is so.
    public mutating func hold(_ on: Bool, atReal real: Double) {
        guard on != held else { return }
        rebase(atReal: real)
        held = on
    }

    /// Holds time at `virtual` while a caption is read (at the time of its line, as `pause`
    /// does: the clock may have run ahead of the engine since the last frame).
    public mutating func holdForReading(at virtual: SimDuration, atReal real: Double) {
        guard !reading else { return }
        if running {
            anchorReal = real
            anchorVirtual = virtual
        }
        reading = true
    }

    /// The caption is read: time runs again (unless something else holds it).
    public mutating func endReading(atReal real: Double) {
        guard reading else { return }
        rebase(atReal: real)
        reading = false
    }

    /// The next speed up the ladder (stays at the top).
    public mutating func faster(atReal real: Double) {
        rebase(atReal: real)
        speed = Self.speeds.first { $0 > speed } ?? max(speed, Self.speeds.last!)
    }

    /// The next speed down the ladder (stays at the slowest, 0.25×).
    public mutating func slower(atReal real: Double) {
        rebase(atReal: real)
        speed = Self.speeds.last { $0 < speed } ?? Self.speeds[0]
    }

    /// Runs at `speed` from now on (`speed N` in a script or the palette).
    public mutating func setSpeed(_ speed: Double, atReal real: Double) {
        rebase(atReal: real)
        self.speed = Self.clamped(speed)
    }

    /// Stops time at `virtual` (a script's `pause`, at the time of its line: the clock may have
    /// run ahead of the engine since the last frame, the further the faster it runs); nothing
    /// changes when it already stands still by a pause.
    public mutating func pause(at virtual: SimDuration, atReal real: Double) {
        guard !paused else { return }
        anchorReal = real
        anchorVirtual = virtual
        paused = true
    }

    /// `0.25×`, `1×`, `300×`.
    public var speedText: String {
        (speed == speed.rounded() ? String(Int64(speed)) : String(speed)) + "×"
    }

    private static func clamped(_ speed: Double) -> Double {
        min(max(speeds[0], speed), Double(maximumSpeed))
    }

    /// Moves the clock forward to `virtual` (when the engine has got ahead of it).
    public mutating func catchUp(to virtual: SimDuration, atReal real: Double) {
        guard virtual > virtualTime(atReal: real) else { return }
        anchorReal = real
        anchorVirtual = virtual
    }

    /// Moves the clock back to `virtual` (the engine's time, when it could not get where the
    /// clock is within a frame): time the engine could not use is let go, not owed, so the
    /// clock never runs more than a frame ahead of what the screen shows.
    public mutating func holdBack(to virtual: SimDuration, atReal real: Double) {
        guard virtual < virtualTime(atReal: real) else { return }
        anchorReal = real
        anchorVirtual = virtual
    }

    /// Real seconds from `real` until the virtual clock next shows a different whole second,
    /// or nil while time stands still: when the dashboard must next draw to keep the clock honest.
    public func realDelayToNextSecond(atReal real: Double) -> Double? {
        guard running else { return nil }
        let now = virtualTime(atReal: real).milliseconds
        let toNext = 1000 - now % 1000
        return Double(toNext) / 1000 / Double(speed)
    }

    private mutating func rebase(atReal real: Double) {
        anchorVirtual = virtualTime(atReal: real)
        anchorReal = real
    }
}
