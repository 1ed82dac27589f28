/// A span of virtual time, kept in whole milliseconds so that the engine is exact and
/// deterministic. Instants are spans since the simulation started (`t` in the event log).
/// Arithmetic saturates at the bounds of `Int64` instead of overflowing.
public struct SimDuration: Hashable, Comparable, Sendable, AdditiveArithmetic {
    public var milliseconds: Int64

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    public static let zero = SimDuration(milliseconds: 0)
    /// The longest duration scripts, the palette and manifests may write: 100 years of 365
    /// days (876000h). Longer is a parse error that names it.
    public static let maximum = SimDuration.hours(876_000)

    public static func ms(_ value: Int64) -> SimDuration { SimDuration(milliseconds: value) }
    public static func seconds(_ value: Int64) -> SimDuration { .ms(saturating(value.multipliedReportingOverflow(by: 1000))) }
    public static func minutes(_ value: Int64) -> SimDuration { .ms(saturating(value.multipliedReportingOverflow(by: 60_000))) }
    public static func hours(_ value: Int64) -> SimDuration { .ms(saturating(value.multipliedReportingOverflow(by: 3_600_000))) }

    public var seconds: Double { Double(milliseconds) / 1000 }

    public static func < (a: SimDuration, b: SimDuration) -> Bool { a.milliseconds < b.milliseconds }
    public static func + (a: SimDuration, b: SimDuration) -> SimDuration {
        .ms(saturating(a.milliseconds.addingReportingOverflow(b.milliseconds)))
    }
    public static func - (a: SimDuration, b: SimDuration) -> SimDuration {
        .ms(saturating(a.milliseconds.subtractingReportingOverflow(b.milliseconds)))
    }
    public static func * (a: SimDuration, k: Int64) -> SimDuration {
        .ms(saturating(a.milliseconds.multipliedReportingOverflow(by: k)))
    }
}

/// The result of an operation, or the bound it overflowed past.
func saturating(_ result: (partialValue: Int64, overflow: Bool)) -> Int64 {
    guard result.overflow else { return result.partialValue }
    // An overflow wraps around: a wrapped negative result came from a positive one.
    return result.partialValue < 0 ? .max : .min
}

extension SimDuration: CustomStringConvertible {
    /// The command language's spelling: `250ms`, `5s`, `3m`, `2h`, `1h30m`, `1m2s500ms`.
    public var description: String {
        if milliseconds == 0 { return "0s" }
        var rest = milliseconds.magnitude
        let sign = milliseconds < 0 ? "-" : ""
        var text = ""
        let h = rest / 3_600_000; rest %= 3_600_000
        let m = rest / 60_000; rest %= 60_000
        let s = rest / 1000; rest %= 1000
        if h > 0 { text += "\(h)h" }
        if m > 0 { text += "\(m)m" }
        if s > 0 { text += "\(s)s" }
        if rest > 0 { text += "\(rest)ms" }
        return sign + text
    }

    /// A clock reading for the screen: `0:03:07`, `1d 02:00:00`.
    public var clock: String {
        let total = milliseconds / 1000
        let d = total / 86400, h = (total % 86400) / 3600, m = (total % 3600) / 60, s = total % 60
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        if d > 0 { return "\(d)d \(two(h)):\(two(m)):\(two(s))" }
        return "\(h):\(two(m)):\(two(s))"
    }

    /// A clock reading with milliseconds, for event logs: `0:03:07.250`, `1d 02:00:00.000`.
    public var timestamp: String {
        let ms = abs(milliseconds % 1000)
        return clock + "." + (ms < 10 ? "00" : ms < 100 ? "0" : "") + "\(ms)"
    }

    /// Seconds with at most three decimals and no trailing zeros, as the JSONL `t` key prints them.
    public var secondsText: String {
        let whole = milliseconds / 1000
        let frac = abs(milliseconds % 1000)
        if frac == 0 { return "\(whole).0" }
        var f = String(frac)
        while f.count < 3 { f = "0" + f }
        while f.hasSuffix("0") { f.removeLast() }
        let sign = (milliseconds < 0 && whole == 0) ? "-" : ""
        return "\(sign)\(whole).\(f)"
    }
}
