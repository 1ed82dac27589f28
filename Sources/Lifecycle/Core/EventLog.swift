/// The event log: keeps the newest `capacity` events in a ring, so memory stays bounded
/// however long the simulation runs. Every event also has a sequence number (its index
/// among all events ever appended) so that readers can ask for what is new.
public struct EventLog: Sendable {
    public static let defaultCapacity = 100_000

    public let capacity: Int
    private var ring: [Event] = []
    private var head = 0
    /// How many events were ever appended; the next event's sequence number.
    public private(set) var totalCount = 0

    public init(capacity: Int = EventLog.defaultCapacity) {
        precondition(capacity > 0, "an event log keeps at least one event")
        self.capacity = capacity
        ring.reserveCapacity(min(capacity, 1024))
    }

    public mutating func append(_ event: Event) {
        if ring.count < capacity {
            ring.append(event)
        } else {
            ring[head] = event
            head = (head + 1) % capacity
        }
        totalCount += 1
    }

    /// Events currently kept.
    public var count: Int { ring.count }
    /// Sequence number of the oldest kept event.
    public var firstSequence: Int { totalCount - ring.count }

    /// The kept event with this sequence number, if it is still kept.
    public subscript(sequence sequence: Int) -> Event? {
        guard sequence >= firstSequence, sequence < totalCount else { return nil }
        return ring[(head + sequence - firstSequence) % ring.count]
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
