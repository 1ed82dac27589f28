import Lifecycle

/// The dashboard's virtual clock: virtual time = real time × speed, from an anchor that
/// moves whenever the speed changes, time pauses or resumes, or the engine jumps ahead (a
/// `wait` from the palette). Real time comes in as seconds on a monotonic clock, so tests
/// can drive it by hand. Time stands still while paused (space) and while held (a text
/// field is open), and runs again only when neither holds it.
public struct SimClock: Hashable, Sendable {
    /// The speeds + and - step through.
    public static let speeds: [Int64] = [1, 2, 5, 10, 30, 60, 300]
    /// The highest speed `--speed` accepts.
    public static let maximumSpeed: Int64 = 3600

    public private(set) var speed: Int64
    public private(set) var paused: Bool
    /// Held while the user types in the palette or the filter.
    public private(set) var held = false
    private var anchorReal: Double
    private var anchorVirtual: SimDuration

    /// `speed` is clamped to 1…`maximumSpeed`.
    public init(speed: Int64 = 1, paused: Bool = false, real: Double, virtual: SimDuration = .zero) {
        self.speed = min(max(1, speed), Self.maximumSpeed)
        self.paused = paused
        anchorReal = real
        anchorVirtual = virtual
    }

    /// Whether time moves now.
    public var running: Bool { !paused && !held }

    /// The virtual time at a real instant.
    public func virtualTime(atReal real: Double) -> SimDuration {
        guard running else { return anchorVirtual }
        let elapsed = max(0, real - anchorReal)
        return anchorVirtual + .ms(Int64((elapsed * 1000).rounded(.down)) * speed)
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

    /// The next speed up the ladder (stays at the top).
    public mutating func faster(atReal real: Double) {
        rebase(atReal: real)
        speed = Self.speeds.first { $0 > speed } ?? max(speed, Self.speeds.last!)
    }

    /// The next speed down the ladder (stays at 1×).
    public mutating func slower(atReal real: Double) {
        rebase(atReal: real)
        speed = Self.speeds.last { $0 < speed } ?? 1
    }

    /// Moves the clock forward to `virtual` (when the engine has got ahead of it).
    public mutating func catchUp(to virtual: SimDuration, atReal real: Double) {
        guard virtual > virtualTime(atReal: real) else { return }
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
