import DeckCore
import DeckUI
import Lifecycle
import Testing

/// NO_COLOR (or `--no-color`, or a terminal without colours): attributes only, still readable.
@Suite struct ThemeNoColorTests {
    static var noColor: Theme {
        var theme = Theme.dark
        theme.depth = ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminalColors: 256)
        return theme
    }

    @Test(arguments: ThemeLibrary(userDirectory: nil).entries.map(\.name))
    func noColorDrawsEveryRoleOfEveryThemeWithoutColour(name: String) throws {
        var (theme, _) = try ThemeLibrary(userDirectory: nil).load(name)
        theme.depth = .none
        for role in Role.allCases {
            #expect(theme.style(role).foreground == .default, "\(role.themeKey)")
            #expect(theme.style(role).background == .default, "\(role.themeKey)")
            #expect(theme.style(role).attributes == theme.look(role).monochrome, "\(role.themeKey)")
        }
    }

    @Test func theSelectedCardStandsOutFromTheOthers() {
        #expect(Self.noColor.style(.cardSelected) != Self.noColor.style(.card))
        #expect(Self.noColor.style(.cardSelected).attributes.contains(.reverse))
    }

    @Test func errorsAndMutedTextDifferFromOrdinaryText() {
        let theme = Self.noColor
        #expect(theme.style(.error).attributes.contains(.bold))
        #expect(theme.style(.muted).attributes.contains(.dim))
        #expect(Set([theme.style(.base), theme.style(.error), theme.style(.muted)]).count == 3)
        #expect(theme.style(.error, over: .statusBar) != theme.style(.statusBar))
        #expect(theme.style(.statusBarAccent, over: .statusBar) != theme.style(.statusBar))
    }

    @Test(arguments: [Role.base, .card, .cardSelected, .overlay])
    func eachAppStateLooksDifferentOnEveryRegion(region: Role) {
        let theme = Self.noColor
        let looks = AppState.allCases.map { theme.style(.state($0), over: region) }
        #expect(Set(looks).count == AppState.allCases.count, "\(looks)")
        // The standard theme tells them apart with colour too: so does the monochrome fallback.
        var coloured = Theme.dark
        coloured.depth = .truecolor
        #expect(Set(AppState.allCases.map { coloured.style(.state($0), over: region) }).count == AppState.allCases.count)
    }

    @Test func aTerminalWithoutColoursGetsTheSameFallback() {
        var theme = Theme.dark
        theme.depth = ColorDepth.detect(environment: ["TERM": "vt100"], terminalColors: -1)
        #expect(theme.style(.cardSelected) == Self.noColor.style(.cardSelected))
    }
}
