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
        subcommands: [
            DashboardCommand.self, RunCommand.self, PlayCommand.self, DemoCommand.self, CompareCommand.self,
            MatrixCommand.self, AppsCommand.self, ThemesCommand.self, TestCommand.self,
        ],
        defaultSubcommand: DashboardCommand.self
    )

    /// As ArgumentParser's, except that usage errors exit with status 2 (Scenario.docc/Scripts.md,
    /// exit status) instead of EX_USAGE (64), and that error messages (which may echo an argument)
    /// go through the sanitizer.
    static func main() {
        if [["--help"], ["-h"], ["help"]].contains(Array(CommandLine.arguments.dropFirst())) {
            printChecked(helpMessage(columns: 80) + "\n\n" + DashboardCommand.options)
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version of a subcommand: on stdout, checked like all output.
                printChecked(fullMessage(for: error))
                return
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { printError(message) }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// Writes `text` and a newline to stdout; a failed write exits 1 after saying so on stderr.
private func printChecked(_ text: String) {
    let output = StandardOutput()
    output.raw(text + "\n")
    do { try output.finish() } catch { Foundation.exit(1) }
}
