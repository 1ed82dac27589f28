import Testing

@testable import DeckCore
@testable import DeckUI

/// Reading theme files: what applies, and each kind of problem with its FILE:LINE.
@Suite struct ThemeFileTests {
    static func read(_ text: String) -> (theme: Theme, problems: [String]) {
        let file = ThemeFile(text: text, file: "mine.yaml")
        return (file.laid(over: .dark, name: "mine"), file.problems.map(\.description))
    }

    @Test func aPartialThemeFallsBackToTheStandardKeyByKey() {
        let (theme, problems) = Self.read(
            """
            roles:
              card: { bg: "#000000" }
            """)
        #expect(problems.isEmpty)
        #expect(theme.look(.card).style.background == .rgb(0, 0, 0))
        #expect(theme.look(.card).style.foreground == Theme.dark.look(.card).style.foreground)
        #expect(theme.look(.card).monochrome == Theme.dark.look(.card).monochrome)
        for role in Role.allCases where role != .card {
            #expect(theme.look(role) == Theme.dark.look(role), "\(role.themeKey)")
        }
    }

    @Test func anEmptyFileIsTheBaseTheme() {
        let (theme, problems) = Self.read("")
        #expect(problems.isEmpty)
        for role in Role.allCases { #expect(theme.look(role) == Theme.dark.look(role)) }
        #expect(theme.name == "mine")
    }

    @Test func rolesUsePaletteNamesAndLiteralsAndAColourAloneIsTheForeground() {
        let (theme, problems) = Self.read(
            """
            description: Mine
            palette:
              ink: "#102030"
              red: "#ff5555"
            roles:
              muted: bright-black
              error: { fg: red, bg: 256:52, attrs: [bold, underline], mono: reverse }
              title: { fg: ink, attrs: italic }
              footer: { fg: ansi:3, attrs: [] }
            """)
        #expect(problems.isEmpty)
        #expect(theme.summary == "Mine")
        #expect(theme.look(.muted).style.foreground == .ansi(8))
        #expect(theme.look(.muted).style.background == Theme.dark.look(.muted).style.background)
        #expect(
            theme.look(.error)
                == RoleLook(
                    style: Style(
                        foreground: .rgb(0xff, 0x55, 0x55), background: .indexed(52),
                        attributes: [.bold, .underline]), monochrome: .reverse))
        #expect(theme.look(.title).style == Style(foreground: .rgb(0x10, 0x20, 0x30), attributes: .italic))
        #expect(theme.look(.footer).style.attributes == [])
        #expect(theme.look(.footer).style.foreground == .ansi(3))
    }

    @Test func anUnknownTopLevelKeyIsReportedWithItsLine() {
        let (_, problems) = Self.read(
            """
            description: x
            colours:
              a: red
            """)
        #expect(problems == ["mine.yaml:2: colours: unknown key (expected description, inherits, palette, roles)"])
    }

    @Test func anUnknownRoleIsReportedWithASuggestion() {
        let (theme, problems) = Self.read(
            """
            roles:
              cardselected: red
              state.running: green
              sidebar: blue
              card: { fg: red }
            """)
        #expect(
            problems == [
                "mine.yaml:2: roles: unknown role 'cardselected' (did you mean cardSelected?)",
                "mine.yaml:3: roles: unknown role 'state.running' (states: notRunning, inactive, active, background, suspended)",
                "mine.yaml:4: roles: unknown role 'sidebar' (the manual's Themes article, Sources/DeckUI/DeckUI.docc/Themes.md, lists the roles)",
            ])
        #expect(theme.look(.card).style.foreground == .ansi(1))
    }

    @Test func anUnknownKeyInARoleIsReportedAndTheOthersApply() {
        let (theme, problems) = Self.read(
            """
            roles:
              card:
                fg: red
                colour: blue
            """)
        #expect(problems == ["mine.yaml:4: roles.card.colour: unknown key (expected fg, bg, attrs, mono)"])
        #expect(theme.look(.card).style.foreground == .ansi(1))
    }

    @Test func aBadColourIsReportedAndTheRestOfTheRoleStillApplies() {
        let (theme, problems) = Self.read(
            """
            palette:
              ink: "#000000"
            roles:
              card: { fg: blu, bg: ink }
              muted: { fg: 196 }
            """)
        #expect(
            problems == [
                "mine.yaml:4: roles.card.fg: unknown colour 'blu'; expected a palette name (ink) or \(Color.literalForms)",
                "mine.yaml:5: roles.muted.fg: unknown colour '196' (write 256:196 for a 256-colour index); expected a palette name (ink) or \(Color.literalForms)",
            ])
        #expect(theme.look(.card).style.foreground == Theme.dark.look(.card).style.foreground)
        #expect(theme.look(.card).style.background == .rgb(0, 0, 0))
    }

    @Test func aBadPaletteColourIsReportedOnceAndItsUsersFallBack() {
        let (theme, problems) = Self.read(
            """
            palette:
              ink: "#00000"
              paper: "#ffffff"
            roles:
              card: { fg: ink, bg: paper }
            """)
        #expect(problems == ["mine.yaml:2: palette.ink: unknown colour '#00000'; expected \(Color.literalForms)"])
        #expect(theme.look(.card).style.foreground == Theme.dark.look(.card).style.foreground)
        #expect(theme.look(.card).style.background == .rgb(255, 255, 255))
    }

    @Test func aPaletteNameMayNotLookLikeAColourLiteral() {
        let (_, problems) = Self.read(
            """
            palette:
              default: "#000000"
              "a:b": "#000000"
            """)
        #expect(
            problems == [
                "mine.yaml:2: palette.default: 'default' cannot be a palette name: a name is a word without #, : or spaces, and not 'default'",
                "mine.yaml:3: palette.a:b: 'a:b' cannot be a palette name: a name is a word without #, : or spaces, and not 'default'",
            ])
    }

    @Test func anUnquotedHashColourIsReportedWithAHint() {
        let (_, problems) = Self.read(
            """
            roles:
              card:
                fg: #ff0000
            """)
        #expect(
            problems == [
                "mine.yaml:3: roles.card.fg: no colour given (an unquoted # starts a YAML comment: write \"#rrggbb\" in quotes)"
            ])
    }

    @Test func wrongTypesAreReportedWithWhatWasExpected() {
        let (theme, problems) = Self.read(
            """
            description: [a, b]
            palette: red
            roles:
              card: [red]
              muted: { fg: { a: 1 }, attrs: { bold: true } }
              title: { mono: [bold, blink] }
            """)
        #expect(
            problems == [
                "mine.yaml:1: description: expected text; found a list",
                "mine.yaml:2: palette: expected a mapping of names to colours; found 'red'",
                "mine.yaml:4: roles.card: expected a mapping of fg, bg, attrs, mono or a colour; found a list",
                "mine.yaml:5: roles.muted.fg: expected a colour; found a mapping",
                "mine.yaml:5: roles.muted.attrs: expected a list of attributes; found a mapping",
                "mine.yaml:6: roles.title.mono: unknown attribute 'blink'; expected bold, dim, reverse, underline, italic",
            ])
        #expect(theme.look(.title).monochrome == .bold)
    }

    @Test func rolesThatAreNotAMappingAreReported() {
        let (_, problems) = Self.read(
            """
            roles:
              - card
            """)
        #expect(problems == ["mine.yaml:2: roles: expected a mapping of roles to looks; found a list"])
    }

    @Test func aFileThatIsNotAMappingIsReported() {
        let (_, problems) = Self.read("- a\n- b\n")
        #expect(problems == ["mine.yaml:1: expected a mapping with description, inherits, palette, roles; found a list"])
    }

    @Test func malformedYAMLIsReportedWithItsLineAndNothingApplies() {
        let (theme, problems) = Self.read(
            """
            roles:
              card: { fg: red
              muted: blue
            """)
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("mine.yaml:3:"), "\(problems)")
        #expect(problems[0].contains(": malformed YAML: "), "\(problems)")
        #expect(problems[0].hasSuffix("; nothing applied"), "\(problems)")
        #expect(theme.look(.card) == Theme.dark.look(.card))
    }

    @Test func malformedYAMLFromAnUnquotedHashInAFlowMappingGetsTheHint() {
        let (_, problems) = Self.read(
            """
            roles:
              card: { fg: #ff0000 }
              muted: blue
            """)
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("mine.yaml:3:"), "\(problems)")
        #expect(problems[0].hasSuffix("; nothing applied; an unquoted # starts a YAML comment: write \"#rrggbb\" in quotes"), "\(problems)")
    }

    @Test func aDuplicateKeyIsMalformed() {
        let (_, problems) = Self.read(
            """
            roles:
              card: red
              card: blue
            """)
        #expect(problems == ["mine.yaml:3:3: duplicate key 'card'; line 2 has it already in this mapping; nothing applied"])
    }

    @Test func aProblemNamesItsFileLineAndKey() {
        let problem = ThemeFile(text: "roles:\n  card: { fg: nope }\n", file: "/tmp/x.yaml").problems[0]
        #expect(problem.file == "/tmp/x.yaml")
        #expect(problem.line == 2)
        #expect(problem.description == "/tmp/x.yaml:2: \(problem.message)")
        #expect(problem.message.hasPrefix("roles.card.fg: unknown colour 'nope'"))
    }
}
