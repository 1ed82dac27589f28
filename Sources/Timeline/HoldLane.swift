import Lifecycle

/// Which reason holds a BG task request over time (the first unmet condition, in the hold
/// order), as `HoldSampler` saw it: a reason from each change on, nil where none does (only
/// time holds it, or it is not pending). Drawn over the pending part of its request's band,
/// one glyph per reason. Kept as the lanes are: a change only where the reason changes.
public struct HoldLane: Hashable, Sendable {
    public private(set) var times: [SimDuration] = [.zero]
    public private(set) var reasons: [HoldReason?] = [nil]

    public init() {}

    /// The reason of the latest run.
    public var current: HoldReason? { reasons[reasons.count - 1] }

    /// The reason holds from `time` on (never before the latest change: a time before it is
    /// taken as the latest change's).
    mutating func set(_ reason: HoldReason?, at time: SimDuration) {
        guard reason != current else { return }
        let last = times.count - 1
        guard times[last] >= time else {
            times.append(time); reasons.append(reason)
            return
        }
        if last > 0, reasons[last - 1] == reason {
            times.removeLast(); reasons.removeLast()
        } else {
            reasons[last] = reason
        }
    }

    /// The index of the run in force at `time`.
    func runIndex(at time: SimDuration) -> Int {
        var low = 0, high = times.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if times[mid] <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The reason in force at `time`.
    public func reason(at time: SimDuration) -> HoldReason? { reasons[runIndex(at: time)] }

    /// The reason that holds for most of `from..<to`, if any does.
    func reason(from: SimDuration, to: SimDuration) -> HoldReason? {
        var k = runIndex(at: from)
        var best: HoldReason?, bestCover: Int64 = 0
        while k < times.count, times[k] < to {
            let start = max(times[k], from), end = k + 1 < times.count ? min(times[k + 1], to) : to
            if let reason = reasons[k], (end - start).milliseconds > bestCover {
                best = reason; bestCover = (end - start).milliseconds
            }
            k += 1
        }
        return best
    }

    /// Forgets the runs before `time` (the run then in force starts at `time`).
    mutating func forget(before time: SimDuration) {
        let k = runIndex(at: time)
        if k > 0 {
            times.removeFirst(k)
            reasons.removeFirst(k)
        }
        if times[0] < time { times[0] = time }
    }
}

extension HoldReason {
    /// The letter a request's band shows while this reason holds it (the same in ASCII):
    /// distinct from every other glyph of the timeline.
    public var timelineGlyph: Character {
        switch self {
        case .simulator: "S"
        case .notPending: "P"
        case .unsupported: "U"
        case .forceQuit: "Q"
        case .lowPower: "L"
        case .refreshOff: "R"
        case .appRefreshOff: "A"
        case .wifiOnly: "W"
        case .batteryLow: "B"
        case .notUsed: "N"
        case .needsPower: "C"
        case .needsNetwork: "K"
        case .deviceInUse: "D"
        case .noMode: "M"
        case .noNetwork: "O"
        case .fetchDisabled: "F"
        case .throttled: "T"
        case .voipBlocked: "V"
        // Widgets (§11.7): a deferred reload's band shows G (budget).
        case .noWidget: "X"
        case .notAdded: "H"
        case .budget: "G"
        }
    }
}
