/// A sentence of words, whole numbers and durations, written byte by byte into room of its own:
/// the engine's counted sentences (a priority-10 push's place in its hour, a widget reload's
/// place in its day) and the held push's (`delivered in 12m5s`), written at every ActivityKit
/// push, every widget reload and every background push over the budget.
/// `DefaultStringInterpolation` grows a string, asks each number for its description and
/// appends each part through the general path: several times this cost (Architecture.md,
/// the Live Activity row).
///
///     let detail: Sentence = "priority 10: \(used + 1) of \(budget) this hour"
///     emit(…, detail: detail.text)
struct Sentence: ExpressibleByStringInterpolation {
    let text: String

    init(stringLiteral value: StaticString) { text = value.description }

    init(stringInterpolation writer: Writer) { text = writer.text }

    struct Writer: StringInterpolationProtocol {
        /// The first `Writer.room` bytes, kept inline (no allocation); the rest, if any, after.
        private var first: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        private var rest: [UInt8] = []
        private var count = 0
        static let room = 64

        init(literalCapacity: Int, interpolationCount: Int) {}

        private mutating func put(_ byte: UInt8) {
            if count < Self.room {
                let k = count
                withUnsafeMutableBytes(of: &first) { $0[k] = byte }
            } else {
                rest.append(byte)
            }
            count += 1
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { for byte in $0 { put(byte) } }
        }

        /// A whole number in decimal, as `description` writes it.
        mutating func appendInterpolation(_ n: Int) {
            if n < 0 { put(UInt8(ascii: "-")) }
            putDigits(UInt64(n.magnitude))
        }

        /// A duration as its `description` writes it: `1h2m5s`, `250ms`, `0s`, `-3s`.
        mutating func appendInterpolation(_ duration: SimDuration) {
            let ms = duration.milliseconds
            if ms == 0 { return appendLiteral("0s") }
            if ms < 0 { put(UInt8(ascii: "-")) }
            var rest = ms.magnitude
            let h = rest / 3_600_000
            rest %= 3_600_000
            let m = rest / 60_000
            rest %= 60_000
            let s = rest / 1000
            rest %= 1000
            if h > 0 { putDigits(h); put(UInt8(ascii: "h")) }
            if m > 0 { putDigits(m); put(UInt8(ascii: "m")) }
            if s > 0 { putDigits(s); put(UInt8(ascii: "s")) }
            if rest > 0 { putDigits(rest); appendLiteral("ms") }
        }

        private mutating func putDigits(_ value: UInt64) {
            var m = value
            var divisor: UInt64 = 1
            while m / divisor >= 10 { divisor *= 10 }
            repeat {
                put(UInt8(ascii: "0") + UInt8(m / divisor))
                m %= divisor
                divisor /= 10
            } while divisor > 0
        }

        mutating func appendInterpolation(_ text: String) {
            for byte in text.utf8 { put(byte) }
        }

        var text: String {
            withUnsafeBytes(of: first) { head in
                let kept = head.prefix(min(count, Self.room))
                // A character may straddle the end of the room: the bytes are read as one.
                return rest.isEmpty ? String(decoding: kept, as: UTF8.self) : String(decoding: Array(kept) + rest, as: UTF8.self)
            }
        }
    }
}
