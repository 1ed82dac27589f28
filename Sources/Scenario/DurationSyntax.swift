import Lifecycle

/// Durations as the command language writes them: one or more `NUMBER UNIT` parts with the
/// units `h`, `m`, `s` and `ms` in that order, each at most once (`250ms`, `5s`, `3m`, `2h`,
/// `1h30m`, `1m2s500ms`). `SimDuration.description` writes the same spelling.
enum DurationSyntax {
    static let expectation = "a duration like 5s, 250ms or 1h30m"

    private static let units: [(name: String, milliseconds: Int64)] = [
        ("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1),
    ]

    /// The duration `text` spells, or nil when it is not one (or does not fit the clock).
    static func parse(_ text: String) -> SimDuration? {
        let chars = Array(text.lowercased().unicodeScalars)
        var i = 0
        var total: Int64 = 0
        var nextUnit = 0
        guard !chars.isEmpty else { return nil }
        while i < chars.count {
            var number: Int64 = 0
            let digitsStart = i
            while i < chars.count, ("0"..."9").contains(chars[i]) {
                let digit = Int64(chars[i].value - 48)
                let (times10, o1) = number.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(digit)
                guard !o1, !o2 else { return nil }
                number = sum
                i += 1
            }
            guard i > digitsStart else { return nil }
            var unitText = ""
            while i < chars.count, ("a"..."z").contains(chars[i]) {
                unitText.unicodeScalars.append(chars[i])
                i += 1
            }
            guard let index = units.firstIndex(where: { $0.name == unitText }), index >= nextUnit else {
                return nil
            }
            nextUnit = index + 1
            let (part, o1) = number.multipliedReportingOverflow(by: units[index].milliseconds)
            let (sum, o2) = total.addingReportingOverflow(part)
            guard !o1, !o2 else { return nil }
            total = sum
        }
        let duration = SimDuration(milliseconds: total)
        return duration < .infinity ? duration : nil
    }
}
