/// An event name's place among all the names, and its hash, without its text: a String raw
/// value would otherwise be what hashing and a dictionary keyed by the name read (the
/// standard library hashes a raw-value enum by its raw value), at every event logged.
extension EventName {
    /// The case's place in `allCases` (declaration order): the enum's one-byte tag.
    /// `EventNameOrdinalTests` checks it against `allCases` for every name.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
