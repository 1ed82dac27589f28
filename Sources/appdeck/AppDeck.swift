import ArgumentParser
import Foundation

/// `appdeck`: the dashboard (the default subcommand, so `appdeck` alone opens it), `run`,
/// `apps` and `themes`. `appdeck --help` ends with the dashboard's own options, taken from the
/// dashboard command's help, so it tells what `appdeck` alone accepts. (The dashboard cannot
/// be the root command itself: ArgumentParser gives a parent's options to the parent wherever
/// they appear, so `appdeck run S --profile ios6` would lose its profile.)
@main
struct AppDeck: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "appdeck",
        abstract: "A terminal app switcher and lifecycle dashboard for simulated iOS apps.",
        usage: "appdeck [DASHBOARD OPTIONS]\nappdeck <subcommand> [<options>]",
        discussion: "appdeck alone opens the dashboard (appdeck dashboard); its options follow.",
        version: version,
        subcommands: [DashboardCommand.self, RunCommand.self, AppsCommand.self, ThemesCommand.self],
        defaultSubcommand: DashboardCommand.self
    )

    /// As ArgumentParser's, except that usage errors exit with status 2 (DESIGN.md, "The
    /// command line") instead of EX_USAGE (64).
    static func main() {
        if [["--help"], ["-h"], ["help"]].contains(Array(CommandLine.arguments.dropFirst())) {
            print(helpMessage(columns: 80) + "\n\n" + DashboardCommand.options)
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
