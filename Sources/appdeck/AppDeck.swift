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
    /// command line") instead of EX_USAGE (64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            printError(fullMessage(for: error))
            Foundation.exit(2)
        }
    }
}
