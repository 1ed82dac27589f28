import ArgumentParser
import DeckCore
import DeckUI
import Foundation

struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the themes, or check theme files.",
        subcommands: [List.self, Check.self],
        defaultSubcommand: List.self
    )

    /// The library of the user's config directory ($XDG_CONFIG_HOME/appdeck/themes).
    static func library(_ environment: [String: String]) -> ThemeLibrary {
        ThemeLibrary(userDirectory: ConfigDirectory.userThemeDirectory(environment: environment))
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the bundled and user themes, marking the active one.",
            discussion:
                "The active theme is chosen as in the dashboard: --theme, then APPDECK_THEME, then the theme: key of $XDG_CONFIG_HOME/appdeck/settings.yaml, then dark."
        )

        @Option(help: "A theme name or a path to a theme file, as for the dashboard.")
        var theme: String?

        func run() throws {
            let environment = ProcessInfo.processInfo.environment
            let settings = ConfigDirectory.theme(inSettingsFile: ConfigDirectory.settingsFile(environment: environment))
            if let problem = settings.problem {
                printError(problem.description)
            }
            let selection = ThemeSelection(option: theme, environment: environment["APPDECK_THEME"], settings: settings.theme)
            let output = StandardOutput()
            ThemeReport.list(library: ThemesCommand.library(environment), selection: selection).forEach(output.line)
            try output.finish()
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check theme files: print each problem as FILE:LINE: message; exit 1 if there is any."
        )

        @Argument(help: "Theme files (or names of installed themes).")
        var files: [String]

        func run() throws {
            let library = ThemesCommand.library(ProcessInfo.processInfo.environment)
            let (lines, failed) = ThemeReport.check(library: library, themes: files)
            let output = StandardOutput()
            lines.forEach(output.line)
            try output.finish()
            if failed { throw ExitCode(1) }
        }
    }
}
