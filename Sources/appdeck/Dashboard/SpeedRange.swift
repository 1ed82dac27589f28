import ArgumentParser
import DeckCore
import DeckUI

/// `--speed N` of the dashboard, `play` and `demo`: the clock's speed, from the slowest step
/// of the `+`/`-` ladder (0.25×) to `SimClock.maximumSpeed`.
enum SpeedRange {
    static let range = SimClock.speeds[0]...Double(SimClock.maximumSpeed)

    static func check(_ speed: Double) throws {
        guard range.contains(speed) else {
            throw ValidationError("--speed must be from 0.25 to \(SimClock.maximumSpeed), not \(speed.formatted).")
        }
    }
}

extension Double {
    /// 2 rather than 2.0, 0.5 as it is.
    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self) }
}
