import Lifecycle

/// The events of a session, kept compactly: a fixed-size entry per event, with its texts
/// (apps, task names, reasons, details) stored once each. What a trace of the session is
/// written from. Its owner bounds it (`SessionTrace(limit:)`) or not.
public struct CompactEvents: Hashable, Sendable {
    private struct Entry: Hashable, Sendable {
        var time: Int64
        var task: Int32
        /// Indices into `texts`; -1 for none.
        var app: Int32, label: Int32, reason: Int32, detail: Int32
        var name: EventName
        var state: AppState?
    }

    private var entries: [Entry] = []
    private var texts: [String] = []
    private var index: [String: Int32] = [:]

    public init() {}

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    public mutating func append(_ event: Event) {
        entries.append(
            Entry(
                time: event.time.milliseconds, task: event.task.map { Int32(clamping: $0) } ?? -1,
                app: intern(event.app), label: intern(event.label), reason: intern(event.reason),
                detail: intern(event.detail), name: event.name, state: event.state))
    }

    /// The events, oldest first.
    public var events: [Event] { entries.indices.map { self[$0] } }

    public subscript(position: Int) -> Event {
        let e = entries[position]
        return Event(
            time: .ms(e.time), app: text(e.app), name: e.name, state: e.state,
            task: e.task < 0 ? nil : Int(e.task), label: text(e.label), reason: text(e.reason),
            detail: text(e.detail))
    }

    /// The app of the event at `position`, without making the whole event.
    public func app(at position: Int) -> String? { text(entries[position].app) }

    /// The time of the event at `position`.
    public func time(at position: Int) -> SimDuration { .ms(entries[position].time) }

    /// Forgets the oldest `count` events, and the texts only they had.
    public mutating func removeFirst(_ count: Int) {
        let kept = entries.dropFirst(count)
        let oldTexts = texts
        entries = []
        texts = []
        index = [:]
        entries.reserveCapacity(kept.count)
        func again(_ k: Int32) -> Int32 { k < 0 ? -1 : intern(oldTexts[Int(k)]) }
        for var entry in kept {
            entry.app = again(entry.app)
            entry.label = again(entry.label)
            entry.reason = again(entry.reason)
            entry.detail = again(entry.detail)
            entries.append(entry)
        }
    }

    private mutating func intern(_ text: String?) -> Int32 {
        guard let text else { return -1 }
        if let k = index[text] { return k }
        let k = Int32(texts.count)
        texts.append(text)
        index[text] = k
        return k
    }

    private func text(_ k: Int32) -> String? { k < 0 ? nil : texts[Int(k)] }
}
