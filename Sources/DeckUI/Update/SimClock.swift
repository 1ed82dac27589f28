import Lifecycle

/// The dashboard's virtual clock: virtual time = real time × speed, from an anchor that
/// moves whenever the speed changes, time pauses or resumes, or the engine jumps ahead (a
/// `wait` from the palette). Real time comes in as seconds on a monotonic clock, so tests
/// can drive it by hand.
public struct SimClock: Hashable, Sendable {
    /// The speeds + and - step through.
    public static let speeds: [Int64] = [1, 2, 5, 10, 30, 60, 300]

    public private(set) var speed: Int64
    public private(set) var paused: Bool
    private var anchorReal: Double
    private var anchorVirtual: SimDuration

    public init(speed: Int64 = 1, paused: Bool = false, real: Double, virtual: SimDuration = .zero) {
        self.speed = Self.speeds.contains(speed) ? speed : 1
        self.paused = paused
        anchorReal = real
        anchorVirtual = virtual
    }

    /// The virtual time at a real instant.
    public func virtualTime(atReal real: Double) -> SimDuration {
        guard !paused else { return anchorVirtual }
        let elapsed = max(0, real - anchorReal)
        return anchorVirtual + .ms(Int64((elapsed * 1000).rounded(.down)) * speed)
    }

    public mutating func togglePause(atReal real: Double) {
        rebase(atReal: real)
        paused.toggle()
    }

    /// One step up the speed ladder (stays at the top).
    public mutating func faster(atReal real: Double) { step(by: 1, atReal: real) }
    /// One step down the speed ladder (stays at 1×).
    public mutating func slower(atReal real: Double) { step(by: -1, atReal: real) }

    /// Moves the clock forward to `virtual` (when the engine has got ahead of it).
    public mutating func catchUp(to virtual: SimDuration, atReal real: Double) {
        guard virtual > virtualTime(atReal: real) else { return }
        anchorReal = real
        anchorVirtual = virtual
    }

    /// Real seconds from `real` until the virtual clock next shows a different whole second,
    /// or nil while paused: when the dashboard must next draw to keep the clock honest.
    public func realDelayToNextSecond(atReal real: Double) -> Double? {
        guard !paused else { return nil }
        let now = virtualTime(atReal: real).milliseconds
        let toNext = 1000 - now % 1000
        return Double(toNext) / 1000 / Double(speed)
    }

    private mutating func step(by delta: Int, atReal real: Double) {
        rebase(atReal: real)
        let index = Self.speeds.firstIndex(of: speed) ?? 0
        speed = Self.speeds[min(max(0, index + delta), Self.speeds.count - 1)]
    }

    private mutating func rebase(atReal real: Double) {
        anchorVirtual = virtualTime(atReal: real)
        anchorReal = real
    }
}
