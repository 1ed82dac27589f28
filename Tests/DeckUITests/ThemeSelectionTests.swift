import DeckCore
import DeckUI
import Foundation
import Testing

@Suite struct ThemeSelectionTests {
    @Test(
        arguments: [
            ("light", "ansi", "monochrome", ThemeSelection(nameOrPath: "light", origin: .option)),
            (nil, "ansi", "monochrome", ThemeSelection(nameOrPath: "ansi", origin: .environment)),
            ("", "", "monochrome", ThemeSelection(nameOrPath: "monochrome", origin: .settings)),
            (nil, nil, nil, ThemeSelection(nameOrPath: "dark", origin: .builtIn)),
            (nil, "", "", ThemeSelection(nameOrPath: "dark", origin: .builtIn)),
        ] as [(String?, String?, String?, ThemeSelection)])
    func theOptionWinsThenTheEnvironmentThenSettingsThenTheDefault(
        option: String?, environment: String?,
        settings: String?, expected: ThemeSelection
    ) {
        #expect(ThemeSelection(option: option, environment: environment, settings: settings) == expected)
    }

    @Test func aThemeThatCannotBeLoadedGivesTheStandardThemeAndAMessage() {
        let resolved = ThemeLibrary(userDirectory: nil).resolve(ThemeSelection(nameOrPath: "nope", origin: .environment))
        #expect(resolved.theme.name == "dark")
        #expect(resolved.error == .noSuchTheme("nope", available: ["dark", "light", "high-contrast", "ansi", "monochrome"]))
        #expect(
            resolved.statusMessage
                == "theme nope (APPDECK_THEME): no theme named 'nope' (available: dark, light, high-contrast, ansi, monochrome); using dark"
        )
    }

    @Test func aThemeWithProblemsLoadsAndItsStatusMessageCountsThem() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("bad.yaml", "roles:\n  card: nope\n  muted: nope\n")
        let resolved = ThemeLibrary(userDirectory: nil).resolve(ThemeSelection(nameOrPath: path, origin: .option))
        #expect(resolved.theme.name == "bad")
        #expect(resolved.error == nil)
        #expect(resolved.warnings.count == 2)
        #expect(resolved.statusMessage == "\(resolved.warnings[0]) (+1 more: appdeck themes check)")
    }

    @Test func aCleanThemeHasNoStatusMessage() {
        let resolved = ThemeLibrary(userDirectory: nil).resolve(ThemeSelection(nameOrPath: "light", origin: .settings))
        #expect(resolved.statusMessage == nil)
        #expect(resolved.theme.name == "light")
    }
}

@Suite struct ConfigDirectoryTests {
    @Test func theConfigDirectoryFollowsXDGAndFallsBackToDotConfig() {
        #expect(ConfigDirectory.configDirectory(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"]) == "/x/config/appdeck")
        #expect(ConfigDirectory.configDirectory(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"]) == "/home/u/.config/appdeck")
        #expect(
            ConfigDirectory.configDirectory(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.config/appdeck")
        #expect(ConfigDirectory.userThemeDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.config/appdeck/themes")
        #expect(ConfigDirectory.settingsFile(environment: ["XDG_CONFIG_HOME": "/c"]) == "/c/appdeck/settings.yaml")
    }

    @Test func theSettingsFileGivesItsThemeKey() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("settings.yaml", "profile: ios7\ntheme: light\nrefresh: {Mail: off}\n")
        let (theme, problem) = ConfigDirectory.theme(inSettingsFile: path)
        #expect(theme == "light")
        #expect(problem == nil)
    }

    @Test func noFileOrNoThemeKeyIsNoThemeAndNoProblem() throws {
        let scratch = try ThemeScratchDirectory()
        let path = try scratch.write("settings.yaml", "profile: ios7\n")
        #expect(ConfigDirectory.theme(inSettingsFile: path) == (nil, nil))
        #expect(ConfigDirectory.theme(inSettingsFile: scratch.path + "/none.yaml") == (nil, nil))
    }

    @Test func aBadSettingsFileOrThemeValueIsAProblemWithItsLine() throws {
        let scratch = try ThemeScratchDirectory()
        let broken = try scratch.write("broken.yaml", "profile: ios7\ntheme: [light\n")
        let (theme, problem) = ConfigDirectory.theme(inSettingsFile: broken)
        #expect(theme == nil)
        #expect(problem?.description.hasPrefix("\(broken):3:1: malformed YAML: ") == true, "\(String(describing: problem))")
        let list = try scratch.write("list.yaml", "profile: ios7\ntheme: [light]\n")
        #expect(ConfigDirectory.theme(inSettingsFile: list).problem?.description == "\(list):2: theme: expected a name or a path")
    }
}
