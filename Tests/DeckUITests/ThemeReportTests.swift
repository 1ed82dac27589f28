import DeckCore
import DeckUI
import Testing

/// What `appdeck themes` and `appdeck themes check` print.
@Suite struct ThemeReportTests {
    @Test func theListMarksTheActiveThemeAndSaysWhoChoseIt() throws {
        let scratch = try ThemeScratchDirectory()
        let mine = try scratch.write("mine.yaml", "description: Mine\nroles:\n  card: { fg: blu }\n")
        let library = ThemeLibrary(userDirectory: scratch.path)
        let lines = ThemeReport.list(library: library, selection: ThemeSelection(nameOrPath: "mine", origin: .settings))
        #expect(
            lines == [
                "  dark           bundled  Light text on near-black (the built-in default)",
                "  light          bundled  Dark text on near-white",
                "  high-contrast  bundled  White on black with saturated colours",
                "  ansi           bundled  The terminal's own 16 colours",
                "  monochrome     bundled  No colour, attributes only",
                "* mine           user     Mine  (\(mine))  [1 problem: appdeck themes check \(mine)]",
                "active: mine (settings.yaml)",
            ])
    }

    @Test func aThemeChosenByPathIsListedAsAPath() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("elsewhere/solar.yaml", "description: Solar\n")
        let lines = ThemeReport.list(
            library: ThemeLibrary(userDirectory: nil),
            selection: ThemeSelection(nameOrPath: path, origin: .option))
        #expect(lines.suffix(2) == ["* solar          path     Solar  (\(path))", "active: solar (--theme)"])
        #expect(lines.filter { $0.hasPrefix("*") }.count == 1)
    }

    @Test func aThemeThatCannotBeFoundLeavesTheDefaultActiveAndSaysWhy() {
        let lines = ThemeReport.list(
            library: ThemeLibrary(userDirectory: nil),
            selection: ThemeSelection(nameOrPath: "nope", origin: .environment))
        #expect(lines.first?.hasPrefix("* dark ") == true)
        #expect(
            lines.last
                == "active: dark (APPDECK_THEME names 'nope': no theme named 'nope' (available: dark, light, high-contrast, ansi, monochrome))"
        )
    }

    @Test func checkPrintsEachProblemAndFailsIfThereIsAny() throws {
        let scratch = try ThemeScratchDirectory()
        let bad = try scratch.write("bad.yaml", "roles:\n  card: nope\n  sidebar: red\n")
        let good = try scratch.write("good.yaml", "roles:\n  card: red\n")
        let library = ThemeLibrary(userDirectory: nil)
        let (lines, failed) = ThemeReport.check(library: library, themes: [good, bad, "/none.yaml", "light"])
        #expect(failed)
        #expect(
            lines == [
                "\(good): ok",
                "\(bad):2: roles.card.fg: unknown colour 'nope'; expected \(Color.literalForms)",
                "\(bad):3: roles: unknown role 'sidebar' (the manual's Themes article, Sources/DeckUI/DeckUI.docc/Themes.md, lists the roles)",
                "/none.yaml: cannot read: no such file or directory",
                "light: ok",
            ])
        #expect(ThemeReport.check(library: library, themes: [good, "dark"]).failed == false)
    }
}
