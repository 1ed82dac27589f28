import DeckCore
import DeckUI
import Testing

/// The standard theme at each colour depth the terminal may have.
@Suite struct ThemeDepthTests {
    static func standard(at depth: ColorDepth) -> Theme {
        var theme = Theme.dark
        theme.depth = depth
        return theme
    }

    @Test func truecolorDrawsTheThemesOwnColours() {
        let theme = Self.standard(at: .truecolor)
        for role in Role.allCases {
            #expect(theme.style(role) == theme.look(role).style)
        }
    }

    @Test(arguments: [ColorDepth.indexed256, .ansi16, .ansi8])
    func everyStyleIsWhatTheDepthCanShow(depth: ColorDepth) {
        let theme = Self.standard(at: depth)
        for role in Role.allCases {
            for colour in [theme.style(role).foreground, theme.style(role).background] {
                switch (colour, depth) {
                case (.default, _), (.indexed, .indexed256), (.ansi(0...15), .indexed256), (.ansi(0...15), .ansi16),
                    (.ansi(0...7), .ansi8):
                    break
                default: Issue.record("\(role.themeKey) at \(depth): \(colour.literal)")
                }
            }
        }
    }

    @Test(arguments: [ColorDepth.indexed256, .ansi16, .ansi8])
    func theSelectedCardStandsOutAtEveryDepth(depth: ColorDepth) {
        let theme = Self.standard(at: depth)
        #expect(theme.style(.cardSelected).background != theme.style(.card).background)
    }

    @Test(arguments: [ColorDepth.indexed256, .ansi16, .ansi8])
    func textOnTheSelectedCardNeverTakesItsBackgroundColour(depth: ColorDepth) {
        let theme = Self.standard(at: depth)
        for role in Role.allCases {
            let style = theme.style(role, over: .cardSelected)
            #expect(style.foreground != style.background, "\(role.themeKey) at \(depth)")
        }
    }

    @Test func aTextRoleOverARegionTakesTheRegionsBackgroundAndBothAttributeSets() {
        let theme = Self.standard(at: .truecolor)
        let style = theme.style(.state(.active), over: .cardSelected)
        #expect(style.foreground == theme.look(.state(.active)).style.foreground)
        #expect(style.background == theme.look(.cardSelected).style.background)
        #expect(style.attributes == theme.look(.state(.active)).style.attributes.union(theme.look(.cardSelected).style.attributes))
    }

    @Test func textTheColourOfItsBackgroundTakesTheRegionsTextColour() {
        let text = Style(foreground: .ansi(4))
        let region = Style(foreground: .ansi(15), background: .ansi(4), attributes: .bold)
        #expect(text.layered(over: region) == Style(foreground: .ansi(15), background: .ansi(4), attributes: .bold))
    }
}
