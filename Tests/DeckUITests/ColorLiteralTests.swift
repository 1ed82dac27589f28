import DeckCore
import DeckUI
import Testing

@Suite struct ColorLiteralTests {
    @Test(arguments: [
        ("default", Color.default),
        ("#ff0000", .rgb(255, 0, 0)),
        ("#1E2127", .rgb(0x1e, 0x21, 0x27)),
        ("red", .ansi(1)),
        ("bright-red", .ansi(9)),
        ("Bright-Black", .ansi(8)),
        ("ansi:0", .ansi(0)),
        ("ansi:15", .ansi(15)),
        ("256:196", .indexed(196)),
        ("256:0", .indexed(0)),
    ])
    func literalsReadAsTheirColour(text: String, colour: Color) {
        #expect(Color(literal: text) == colour)
    }

    @Test(arguments: [
        "", "#ff00", "#ff00000", "#gg0000", "#+12345", "ansi:16", "ansi:-1", "ansi:", "256:256",
        "256:+5", "256: 5", "reddish", "bright red", "196", "rgb(1,2,3)",
    ])
    func anythingElseIsNotAColour(text: String) {
        #expect(Color(literal: text) == nil)
    }

    @Test func everyColourWritesALiteralThatReadsBack() {
        let colours: [Color] = [.default, .rgb(0x0a, 0xbc, 0xde), .indexed(231)] + (0...15).map { Color.ansi(UInt8($0)) }
        for colour in colours {
            #expect(Color(literal: colour.literal) == colour, "\(colour.literal)")
        }
        #expect(Color.ansi(9).literal == "bright-red")
        #expect(Color.rgb(0x0a, 0xbc, 0xde).literal == "#0abcde")
    }
}
