import DeckCore
import DeckUI
import Testing

/// The bytes terminals send, decoded.
struct KeyDecoderTests {
    func decode(_ text: String, flush: Bool = true) -> [InputEvent] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + (flush ? decoder.flush() : [])
    }

    @Test func printableTextAndUTF8AreCharacters() {
        #expect(decode("aZ ✉é") == ["a", "Z", " ", "✉", "é"].map { .key(.character($0)) })
    }

    @Test func controlBytesAreTheirKeys() {
        #expect(
            decode("\r\n\t\u{7F}\u{08}\u{03}\u{1A}") == [
                .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace),
                .key(.control("c")), .key(.control("z")),
            ])
        #expect(decode("\u{00}\u{1C}\u{1F}").isEmpty)
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[1;5C", .right),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp),
        ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
    ])
    func cursorAndEditingKeysAsTerminalsSendThem(sequence: String, key: Key) {
        #expect(decode(sequence) == [.key(key)])
    }

    @Test func functionKeysAreDecodedAsXtermTmuxAndTheLinuxConsoleSendThem() {
        #expect(decode("\u{1B}OP\u{1B}[15~\u{1B}[[A\u{1B}[21~\u{1B}[1;5S") == [1, 5, 1, 10, 4].map { .key(.function($0)) })
    }

    @Test func unknownSequencesAreDropped() {
        #expect(decode("\u{1B}[?1;2c\u{1B}[2~\u{1B}[99~x") == [.key(.character("x"))])
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnlyOnceNoMoreBytesCame() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.pendingLimit == KeyDecoder.escapeDelay)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.pendingLimit == nil)
    }

    @Test func escapeThenAKeyIsBothKeys() {
        #expect(decode("\u{1B}q") == [.key(.escape), .key(.character("q"))])
        #expect(decode("\u{1B}\u{1B}[A") == [.key(.escape), .key(.up)])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "5")]).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "~")]) == [.key(.pageUp)])
        #expect(decoder.feed([0xE2, 0x9C]).isEmpty)
        #expect(decoder.feed([0x89]) == [.key(.character("✉"))])
    }

    @Test func malformedUTF8AndC1ControlsAreDropped() {
        #expect(decode("\u{9B}31m") == ["3", "1", "m"].map { .key(.character($0)) })
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0xC0, 0xAF, 0xE2, 0x41, 0xED, 0xA0, 0x80]) == [.key(.character("A"))])
    }

    @Test func sgrMouseReportsArePressReleaseAndWheel() {
        #expect(
            decode("\u{1B}[<0;10;5M\u{1B}[<0;10;3m\u{1B}[<64;1;1M\u{1B}[<65;2;2M") == [
                .mouse(MouseEvent(.press, x: 9, y: 4)), .mouse(MouseEvent(.release, x: 9, y: 2)),
                .mouse(MouseEvent(.wheelUp, x: 0, y: 0)), .mouse(MouseEvent(.wheelDown, x: 1, y: 1)),
            ])
        #expect(decode("\u{1B}[<2;3;3M\u{1B}[<32;3;3M\u{1B}[<0;;3M\u{1B}[<0;3M").isEmpty, "right button, motion, garbage")
    }

    @Test func x10MouseReportsToo() {
        #expect(
            decode("\u{1B}[M \u{2A}\u{25}\u{1B}[M#\u{2A}\u{23}") == [
                .mouse(MouseEvent(.press, x: 9, y: 4)), .mouse(MouseEvent(.release, x: 9, y: 2)),
            ])
    }

    @Test func aBracketedPasteIsOneEventWithLineBreaksAsSpaces() {
        #expect(decode("\u{1B}[200~launch Mail\r\nq\nhome\tx\u{1B}[201~") == [.paste("launch Mail q home x")])
    }

    @Test func aPasteKeepsNoControlCharactersAndRunsNoKeys() {
        #expect(decode("\u{1B}[200~a\u{1B}[31mb\u{07}\u{9B}c\u{1B}[A\u{1B}[201~") == [.paste("a[31mbc[A")])
    }

    @Test func keysAfterAPasteAreKeysAgain() {
        #expect(decode("x\u{1B}[200~q\u{1B}[201~q") == [.key(.character("x")), .paste("q"), .key(.character("q"))])
    }

    @Test func aPasteArrivingInPiecesWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~one\r".utf8)).isEmpty)
        #expect(decoder.pendingLimit == KeyDecoder.pastePause)
        #expect(decoder.feed(Array("two\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.feed(Array("1~q".utf8)) == [.paste("one two"), .key(.character("q"))])
    }

    @Test func aPasteThatNeverEndsIsEndedByFlushAsText() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~q\r".utf8)).isEmpty)
        #expect(decoder.flush() == [.paste("q ")])
        #expect(decoder.feed(Array("q".utf8)) == [.key(.character("q"))])
    }

    @Test func aHugePasteIsCutAtItsLimitAndSaysSo() {
        var decoder = KeyDecoder()
        var events = decoder.feed(Array("\u{1B}[200~".utf8))
        for _ in 0..<40 { events += decoder.feed([UInt8](repeating: UInt8(ascii: "a"), count: 4096)) }
        events += decoder.feed(Array("\u{1B}[201~".utf8))
        guard case .paste(let text) = events.first, events.count == 1 else {
            Issue.record("one paste expected, got \(events.count) events")
            return
        }
        #expect(text.count == KeyDecoder.pasteLimit + 1)
        #expect(text.hasSuffix("a…"))
    }
}
