import ArgumentParser
import Foundation

@main
struct AppDeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appdeck",
        abstract: "A terminal app switcher and lifecycle dashboard for simulated iOS apps.",
        subcommands: [DashboardCommand.self, RunCommand.self, AppsCommand.self, ThemesCommand.self],
        defaultSubcommand: DashboardCommand.self
    )

    /// As ArgumentParser's, except that usage errors exit with status 2 (DESIGN.md, "The
    /// command line") instead of EX_USAGE (64), and that error messages (which may echo an
    /// argument) go through the sanitizer.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { printError(message) }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
