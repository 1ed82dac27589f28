import Lifecycle

/// The events the pane shows: those matching the filter, read backwards from an anchor
/// (or from the newest) so that a long log costs only what is on screen.
public struct EventQuery: Sendable {
    /// Matched against the app's name and the event's name, ignoring case; empty matches all.
    public var filter: String

    public init(filter: String) { self.filter = filter.trimmingSpaces().lowercased() }

    public func matches(_ event: Event) -> Bool {
        guard !filter.isEmpty else { return true }
        return event.name.rawValue.lowercased().contains(filter) || (event.app?.lowercased().contains(filter) ?? false)
    }

    /// Up to `count` matching events at or before `anchor` (nil: the newest), oldest first.
    public func page(in log: EventLog, endingAt anchor: Int?, count: Int) -> [(sequence: Int, event: Event)] {
        var found: [(Int, Event)] = []
        var sequence = min(anchor ?? log.totalCount - 1, log.totalCount - 1)
        while found.count < count, sequence >= log.firstSequence {
            if let event = log[sequence: sequence], matches(event) { found.append((sequence, event)) }
            sequence -= 1
        }
        return found.reversed()
    }

    /// The anchor after scrolling `steps` matching events back (negative) or forward
    /// (positive) from `anchor`; nil once the newest is in view again. Scrolling back stops
    /// when a full page of `pageSize` would no longer fit above the anchor.
    public func scroll(in log: EventLog, from anchor: Int?, by steps: Int, pageSize: Int) -> Int? {
        guard var position = anchor ?? newest(in: log) else { return nil }
        for _ in 0..<abs(steps) {
            guard let next = neighbour(of: position, in: log, step: steps < 0 ? -1 : 1) else {
                if steps > 0 { return nil }
                break
            }
            if steps < 0 && page(in: log, endingAt: next, count: pageSize).count < pageSize { break }
            position = next
        }
        return position == newest(in: log) ? nil : position
    }

    /// Matching events after `anchor`: how far the pane is behind the newest.
    public func countNewer(in log: EventLog, than anchor: Int) -> Int {
        guard anchor + 1 < log.totalCount else { return 0 }
        return (max(anchor + 1, log.firstSequence)..<log.totalCount).reduce(0) { count, sequence in
            count + (log[sequence: sequence].map(matches) == true ? 1 : 0)
        }
    }

    private func newest(in log: EventLog) -> Int? {
        page(in: log, endingAt: nil, count: 1).first?.sequence
    }

    private func neighbour(of sequence: Int, in log: EventLog, step: Int) -> Int? {
        var s = sequence + step
        while s >= log.firstSequence && s < log.totalCount {
            if let event = log[sequence: s], matches(event) { return s }
            s += step
        }
        return nil
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
