extension SimDuration {
    /// Why a text is not a duration.
    public enum ParseError: Error, Equatable, Sendable {
        case malformed
        case negative
        case tooLarge
    }

    /// Reads the command language's spelling (what `description` writes): whole numbers with
    /// a unit, largest unit first, each unit at most once: `250ms`, `5s`, `3m`, `2h`,
    /// `1h30m`, `1m2s500ms`, and `d` for 24 hours (`30d`, `1d12h`: the clock shows days;
    /// `description` writes hours). Units ignore case. At most `maximum` (100 years). Scripts,
    /// the palette and manifests all read durations here.
    public static func parse(_ text: String) -> Result<SimDuration, ParseError> {
        if text.hasPrefix("-") {
            return parse(String(text.dropFirst())).flatMap { _ in .failure(.negative) }
        }
        var rest = Substring(text.lowercased())
        guard !rest.isEmpty else { return .failure(.malformed) }
        var total: Int64 = 0
        var nextUnit = 0
        while !rest.isEmpty {
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty else { return .failure(.malformed) }
            rest = rest.dropFirst(digits.count)
            let letters = rest.prefix(while: { $0.isASCII && $0.isLetter })
            rest = rest.dropFirst(letters.count)
            guard let index = units.firstIndex(where: { $0.name == letters }), index >= nextUnit else {
                return .failure(.malformed)
            }
            nextUnit = index + 1
            guard let value = Int64(digits) else { return .failure(.tooLarge) }
            let (part, overflow) = value.multipliedReportingOverflow(by: units[index].milliseconds)
            let (sum, overflow2) = total.addingReportingOverflow(part)
            guard !overflow, !overflow2, sum <= SimDuration.maximum.milliseconds else {
                return .failure(.tooLarge)
            }
            total = sum
        }
        return .success(.ms(total))
    }

    /// What a message says of a duration longer than `maximum`.
    public static func longerThanMaximum(_ text: String) -> String {
        "duration '\(text)' is longer than the maximum, \(maximum) (100 years)"
    }

    /// The units, largest first, with their length in milliseconds.
    private static let units: [(name: String, milliseconds: Int64)] = [
        ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1),
    ]
}
