/// A sentence of words and whole numbers, written byte by byte into room of its own: the
/// engine's counted sentences (a priority-10 push's place in its hour, a widget reload's place
/// in its day), written at every ActivityKit push and every widget reload.
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
            var m = n.magnitude
            var divisor: UInt = 1
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
