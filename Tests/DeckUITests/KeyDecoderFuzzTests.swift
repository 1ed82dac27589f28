import DeckCore
import DeckUI
import Lifecycle
import Testing

/// Random bytes, and random pieces of escape sequences and pastes, through the key decoder.
/// Every failure names its seed: `KeyDecoderFuzzTests.input(seed:)` rebuilds the input.
struct KeyDecoderFuzzTests {
    static let inputs = 20_000

    /// Pieces that make escape sequences, mouse reports, pastes and UTF-8 likely.
    static let pieces: [[UInt8]] = [
        [0x1B], Array("[".utf8), Array("O".utf8), Array("<".utf8), Array(";".utf8), Array("~".utf8),
        Array("M".utf8), Array("m".utf8), Array("200~".utf8), Array("201~".utf8), Array("\u{1B}[200~".utf8),
        Array("\u{1B}[201~".utf8), Array("\u{1B}[<0;5;5M".utf8), Array("\u{1B}[M".utf8), Array("1;5A".utf8),
        Array("\r\n".utf8), [0xE2, 0x9C], [0x89], Array("é".utf8), [0xC2, 0x9B], [0xF0, 0x9F, 0x98, 0x80],
    ]

    static func input(seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var bytes: [UInt8] = []
        let length = Int.random(in: 0...120, using: &random)
        while bytes.count < length {
            if Bool.random(using: &random) {
                bytes.append(UInt8.random(in: 0...255, using: &random))
            } else {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
        }
        return bytes
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    @Test func randomBytesDecodeTheSameInAnyChunksAndNeverYieldControlCharacters() {
        for seed in 1...UInt64(Self.inputs) {
            let bytes = Self.input(seed: seed)
            var whole = KeyDecoder()
            let expected = whole.feed(bytes) + whole.flush()
            #expect(whole.pendingLimit == nil, "seed \(seed): nothing waits after a flush")

            var random = SeededRandom(seed: seed ^ 0xC4A2)
            var chunked = KeyDecoder()
            var events: [InputEvent] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let size = Int.random(in: 1...max(1, rest.count), using: &random)
                events += chunked.feed(rest.prefix(size))
                rest = rest.dropFirst(size)
            }
            events += chunked.flush()
            #expect(events == expected, "seed \(seed): chunks change the decoding")

            for event in expected {
                switch event {
                case .paste(let text):
                    #expect(
                        !text.unicodeScalars.contains(where: Self.isControl), "seed \(seed): control character in \(text.debugDescription)")
                case .key(.character(let character)):
                    #expect(!character.unicodeScalars.contains(where: Self.isControl), "seed \(seed): control character as a key")
                case .mouse(let mouse):
                    #expect(mouse.x >= 0 && mouse.y >= 0, "seed \(seed): mouse report off the screen")
                default:
                    break
                }
            }
        }
    }

    @Test func nothingAfterAClosedPasteIsPartOfIt() {
        for seed in 1...UInt64(Self.inputs) {
            let inside = Self.input(seed: seed).filter { $0 != 0x1B }
            var decoder = KeyDecoder()
            let events = decoder.feed(Array("\u{1B}[200~".utf8) + inside + Array("\u{1B}[201~q".utf8)) + decoder.flush()
            #expect(events.count == 2, "seed \(seed): \(events.count) events")
            #expect(events.last == .key(.character("q")), "seed \(seed): the key after the paste")
            if case .paste = events.first {} else { Issue.record("seed \(seed): no paste first") }
        }
    }
}
