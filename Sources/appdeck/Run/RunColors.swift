import ArgumentParser
import DeckCore
import DeckRuntime
import DeckUI
import Foundation
import Lifecycle

/// The colours of `appdeck run`'s text output: a theme's event-kind colours, chosen by
/// `--theme`, else APPDECK_THEME, else the default (never the dashboard's settings file), at
/// the terminal's colour depth.
enum RunColors {
    /// Each event kind's escape sequence, or nil when stdout gets no colour. A `--theme` that
    /// cannot be loaded is a usage error (exit 2) even without colour; an APPDECK_THEME that
    /// cannot be, or problems in the theme file, are a warning on stderr.
    static func kindEscapes(theme option: String?, onTerminal: Bool) throws -> [EventKind: String]? {
        let environment = ProcessInfo.processInfo.environment
        let library = ThemeLibrary(userDirectory: ConfigDirectory.userThemeDirectory(environment: environment))
        let resolved = library.resolve(ThemeSelection(option: option, environment: environment["APPDECK_THEME"], settings: nil))
        if let error = resolved.error, resolved.selection.origin == .option {
            printError("appdeck run: --theme: \(error)")
            throw ExitCode(2)
        }
        guard onTerminal else { return nil }
        if let warning = resolved.statusMessage { printError("appdeck run: \(warning)") }
        var theme = resolved.theme
        theme.depth = ColorDepth.detect(environment: environment, terminalColors: nil)
        return theme.eventKindEscapes
    }
}
