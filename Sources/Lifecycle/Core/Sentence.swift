/// A sentence of words and whole numbers, written byte by byte: the engine's counted
/// sentences (a priority-10 push's place in its hour, a widget reload's place in its day),
/// written at every ActivityKit push and every widget reload. `DefaultStringInterpolation`
/// asks each number for its description and appends each part through the general path,
/// several times this cost (Architecture.md, the Live Activity row).
///
///     let detail: Sentence = "priority 10: \(used + 1) of \(budget) this hour"
///     emit(…, detail: detail.text)
struct Sentence: ExpressibleByStringInterpolation {
    let text: String

    init(stringLiteral value: StaticString) { text = value.description }

    init(stringInterpolation writer: Writer) { text = String(decoding: writer.bytes, as: UTF8.self) }

    struct Writer: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 20 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// A whole number in decimal, as `description` writes it.
        mutating func appendInterpolation(_ n: Int) {
            if n < 0 { bytes.append(UInt8(ascii: "-")) }
            var m = n.magnitude
            // The digits, most significant first, without an intermediate string.
            var divisor: UInt = 1
            while m / divisor >= 10 { divisor *= 10 }
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(m / divisor))
                m %= divisor
                divisor /= 10
            } while divisor > 0
        }

        mutating func appendInterpolation(_ text: String) { bytes.append(contentsOf: text.utf8) }
    }
}
