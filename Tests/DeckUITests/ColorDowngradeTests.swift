import Testing

@testable import DeckCore
@testable import DeckUI

@Suite struct ColorDowngradeTests {
    @Test func pureRedStepsDownTo196ThenBrightRedThenRed() {
        let red = Color.rgb(0xff, 0, 0)
        #expect(red.downgraded(to: .truecolor) == red)
        #expect(red.downgraded(to: .indexed256) == .indexed(196))
        #expect(red.downgraded(to: .ansi16) == .ansi(9))
        #expect(red.downgraded(to: .ansi8) == .ansi(1))
        #expect(Color.indexed(196).downgraded(to: .ansi16) == .ansi(9))
    }

    @Test(arguments: [
        (Color.rgb(0x80, 0x80, 0x80), UInt8(244)),
        (Color.rgb(0x44, 0x44, 0x44), UInt8(238)),
        (Color.rgb(0x1e, 0x1e, 0x1e), UInt8(234)),
        (Color.rgb(0xc8, 0xcc, 0xd4), UInt8(252)),
        (Color.rgb(0xee, 0xee, 0xee), UInt8(255)),
    ])
    func greysMapToTheGreyRamp(colour: Color, index: UInt8) {
        #expect(colour.downgraded(to: .indexed256) == .indexed(index))
    }

    @Test(arguments: [
        (Color.rgb(0, 0, 0), UInt8(16)),
        (Color.rgb(0xff, 0xff, 0xff), UInt8(231)),
        (Color.rgb(0x00, 0x5f, 0xd7), UInt8(26)),
        (Color.rgb(0x87, 0xaf, 0x00), UInt8(106)),
        (Color.rgb(0x5a, 0x90, 0xfa), UInt8(69)),
    ])
    func coloursMapToTheNearestCubeEntry(colour: Color, index: UInt8) {
        #expect(colour.downgraded(to: .indexed256) == .indexed(index))
    }

    @Test(arguments: [
        (UInt8(22), UInt8(2)), // dark green → green
        (UInt8(46), UInt8(10)), // pure green → bright green
        (UInt8(27), UInt8(12)), // vivid blue → bright blue
        (UInt8(18), UInt8(4)), // navy → blue
        (UInt8(62), UInt8(12)), // slate blue → bright blue, not grey
        (UInt8(226), UInt8(11)), // yellow → bright yellow
        (UInt8(51), UInt8(14)), // cyan → bright cyan
        (UInt8(201), UInt8(13)), // magenta → bright magenta
        (UInt8(232), UInt8(0)), // near black → black
        (UInt8(244), UInt8(8)), // mid grey → bright black
        (UInt8(250), UInt8(7)), // light grey → white
        (UInt8(231), UInt8(15)), // white → bright white
    ])
    func indexedColoursKeepTheirHueAt16(index: UInt8, ansi: UInt8) {
        #expect(Color.indexed(index).downgraded(to: .ansi16) == .ansi(ansi))
    }

    @Test func ansiColoursPassThroughAt16And256() {
        for n in UInt8(0)...15 {
            #expect(Color.ansi(n).downgraded(to: .ansi16) == .ansi(n))
            #expect(Color.ansi(n).downgraded(to: .indexed256) == .ansi(n))
            #expect(Color.ansi(n).downgraded(to: .truecolor) == .ansi(n))
        }
    }

    @Test func lowIndexesAreTheAnsiColoursAt16() {
        #expect(Color.indexed(3).downgraded(to: .ansi16) == .ansi(3))
        #expect(Color.indexed(12).downgraded(to: .ansi8) == .ansi(4))
    }

    @Test func brightColoursFoldOntoNormalAt8() {
        for n in UInt8(0)...7 {
            #expect(Color.ansi(n).downgraded(to: .ansi8) == .ansi(n))
            #expect(Color.ansi(n + 8).downgraded(to: .ansi8) == .ansi(n))
        }
    }

    @Test func brightTextKeepsItsEmphasisWithBoldAt8() {
        let style = Style(foreground: .ansi(11), background: .ansi(0)).downgraded(to: .ansi8)
        #expect(style == Style(foreground: .ansi(3), background: .ansi(0), attributes: .bold))
        let normal = Style(foreground: .ansi(3), background: .ansi(0)).downgraded(to: .ansi8)
        #expect(normal.attributes == [])
    }

    @Test func brightBlackTextBecomesDimWhiteAt8() {
        let style = Style(foreground: .ansi(8), background: .ansi(0)).downgraded(to: .ansi8)
        #expect(style == Style(foreground: .ansi(7), background: .ansi(0), attributes: .dim))
    }

    @Test func brightBackgroundsFoldWithoutAttributesAt8() {
        let style = Style(foreground: .ansi(0), background: .ansi(12)).downgraded(to: .ansi8)
        #expect(style == Style(foreground: .ansi(0), background: .ansi(4)))
    }

    @Test func distinctColoursThatMergeWhenDowngradedKeepTextVisible() {
        // bright white on white: both white at 8 colours; the text turns black.
        let light = Style(foreground: .ansi(15), background: .ansi(7)).downgraded(to: .ansi8)
        #expect(light.background == .ansi(7))
        #expect(light.foreground == .ansi(0))
        // two near-identical dark greys: the text turns white.
        let dark = Style(foreground: .rgb(0x30, 0x30, 0x30), background: .rgb(0x20, 0x20, 0x20)).downgraded(to: .ansi16)
        #expect(dark == Style(foreground: .ansi(15), background: .ansi(0)))
    }

    @Test func sameColourOnPurposeStaysTheSame() {
        let style = Style(foreground: .ansi(4), background: .ansi(4))
        #expect(style.downgraded(to: .ansi16) == style)
    }

    @Test func noColourKeepsOnlyTheAttributes() {
        let style = Style(foreground: .rgb(1, 2, 3), background: .ansi(4), attributes: [.bold, .underline])
        #expect(style.downgraded(to: .none) == Style(attributes: [.bold, .underline]))
    }

    @Test func defaultColoursStayDefaultAtEveryDepth() {
        for depth in ColorDepth.allCases {
            #expect(Color.default.downgraded(to: depth) == .default)
        }
    }

    @Test func downgradingTwiceChangesNothingTheSecondTime() {
        let samples: [Color] = [
            .default, .rgb(0xe0, 0x6c, 0x75), .rgb(0x7f, 0x87, 0x94), .rgb(0xfa, 0xfa, 0xfa),
            .indexed(62), .indexed(240), .ansi(8), .ansi(15), .ansi(3),
        ]
        for depth in ColorDepth.allCases {
            for fg in samples {
                for bg in samples {
                    let once = Style(foreground: fg, background: bg, attributes: .italic).downgraded(to: depth)
                    #expect(once.downgraded(to: depth) == once, "\(fg) on \(bg) at \(depth)")
                }
            }
        }
    }

    @Test func everyCubeAndGreyIndexMapsToItselfFromItsOwnColour() {
        for index in UInt8(16)...255 {
            let rgb = ColorXterm.rgb(ofIndex: index)
            let colour = Color.rgb(UInt8(rgb.r), UInt8(rgb.g), UInt8(rgb.b))
            let back = colour.downgraded(to: .indexed256)
            #expect(back == .indexed(index), "index \(index)")
        }
    }
}
