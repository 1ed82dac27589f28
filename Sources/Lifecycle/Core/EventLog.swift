/// The event log: keeps the newest `capacity` events in a ring, so memory stays bounded
/// however long the simulation runs. Every event also has a sequence number (its index
/// among all events ever appended) so that readers can ask for what is new.
public struct EventLog: Sendable {
    public static let defaultCapacity = 100_000
    /// The ring is kept in chunks of this many events: it grows a chunk at a time, never
    /// copying what it already holds into a bigger array (a long run's log no longer moves
    /// megabytes as it fills).
    static let chunkSize = 4_096

    public let capacity: Int
    private var chunks: [[Event]] = []
    private var kept = 0
    private var head = 0
    /// How many events were ever appended; the next event's sequence number.
    public private(set) var totalCount = 0

    /// What the engine's log holds while the engine appends to it (`takeOut`).
    static let taken = EventLog(capacity: 1)

    public init(capacity: Int = EventLog.defaultCapacity) {
        precondition(capacity > 0, "an event log keeps at least one event")
        self.capacity = capacity
    }

    public mutating func append(_ event: Event) {
        if kept < capacity {
            if kept % Self.chunkSize == 0 {
                // Allocated whole: a chunk grown by doubling copied itself and faulted in fresh
                // pages at each step (a tenth of a long run's CPU went to it).
                var chunk: [Event] = []
                chunk.reserveCapacity(min(Self.chunkSize, capacity - kept))
                chunks.append(chunk)
            }
            chunks[chunks.count - 1].append(event)
            kept += 1
        } else {
            chunks[head / Self.chunkSize][head % Self.chunkSize] = event
            head = (head + 1) % capacity
        }
        totalCount += 1
    }

    /// Events currently kept.
    public var count: Int { kept }
    /// Sequence number of the oldest kept event.
    public var firstSequence: Int { totalCount - kept }

    /// The kept event with this sequence number, if it is still kept.
    public subscript(sequence sequence: Int) -> Event? {
        guard sequence >= firstSequence, sequence < totalCount else { return nil }
        let position = (head + sequence - firstSequence) % kept
        return chunks[position / Self.chunkSize][position % Self.chunkSize]
    }

    /// Kept events, oldest first.
    public var events: [Event] { events(since: firstSequence) }

    /// Kept events with a sequence number at or after `sequence`, oldest first.
    public func events(since sequence: Int) -> [Event] {
        let start = max(sequence, firstSequence)
        guard start < totalCount else { return [] }
        return (start..<totalCount).map { self[sequence: $0]! }
    }
}
