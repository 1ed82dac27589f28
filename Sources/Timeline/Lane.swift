import Lifecycle

/// One row's history: the band from each change on (two flat arrays, a change only where the
/// band changes), and the row's moments in time order. Cheap to copy (copy on write).
public struct Lane: Hashable, Sendable {
    /// When each run begins, in increasing order; `times[0]` is the lane's start.
    public private(set) var times: [SimDuration]
    /// The band of the run that begins at the same index of `times`.
    public private(set) var bands: [Band]
    public private(set) var moments: [Moment] = []

    public init(_ band: Band, from start: SimDuration = .zero) {
        times = [start]; bands = [band]
    }

    /// The band of the latest run.
    public var current: Band { bands[bands.count - 1] }

    /// Starts a run of `band` at `time` (not before the latest run). Returns whether the band
    /// changed. Two changes at one instant keep the last.
    @discardableResult
    public mutating func set(_ band: Band, at time: SimDuration) -> Bool {
        guard band != current else { return false }
        let last = times.count - 1
        guard times[last] >= time else {
            times.append(time); bands.append(band)
            return true
        }
        // A second change at the same instant replaces the first.
        if last > 0, bands[last - 1] == band {
            times.removeLast(); bands.removeLast()
        } else {
            bands[last] = band
        }
        return true
    }

    public mutating func add(_ moment: Moment) { moments.append(moment) }

    /// Forgets the runs before `time` (the run then in force starts at `time`), and the moments
    /// before it or from the timeline's first `dropped` events (which it forgot); the moments
    /// kept point that many events nearer the start.
    mutating func forget(before time: SimDuration, events dropped: Int) {
        let k = runIndex(at: time)
        if k > 0 {
            times.removeFirst(k)
            bands.removeFirst(k)
        }
        if times[0] < time { times[0] = time }
        moments.removeFirst(moments.firstIndex { $0.time >= time && $0.event >= dropped } ?? moments.count)
        for j in moments.indices { moments[j].event -= dropped }
    }

    /// The index of the run in force at `time` (the first run for a time before the start).
    public func runIndex(at time: SimDuration) -> Int {
        var low = 0, high = times.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if times[mid] <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The band in force at `time`.
    public func band(at time: SimDuration) -> Band { bands[runIndex(at: time)] }

    /// The runs that overlap `from..<to`, clipped to it.
    public func runs(from: SimDuration, to: SimDuration) -> [Run] {
        guard from < to else { return [] }
        var result: [Run] = []
        var k = runIndex(at: from)
        while k < times.count, times[k] < to {
            let start = max(times[k], from)
            let end = k + 1 < times.count ? min(times[k + 1], to) : to
            if start < end { result.append(Run(start: start, end: end, band: bands[k])) }
            k += 1
        }
        return result
    }

    /// The index of the first moment at or after `time`.
    public func firstMoment(atOrAfter time: SimDuration) -> Int {
        var low = 0, high = moments.count
        while low < high {
            let mid = (low + high) / 2
            if moments[mid].time < time { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// A stretch of one band on a lane: `start..<end`.
public struct Run: Hashable, Sendable {
    public var start: SimDuration
    public var end: SimDuration
    public var band: Band

    public init(start: SimDuration, end: SimDuration, band: Band) {
        self.start = start; self.end = end; self.band = band
    }
}
