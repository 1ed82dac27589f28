import ArgumentParser
import Catalog
import DeckUI
import Foundation
import Lifecycle

struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "The interactive dashboard (the default).",
        discussion: """
            Settings you change in the dashboard are kept in $XDG_CONFIG_HOME/appdeck/settings.yaml \
            (default ~/.config/appdeck/). Press ? in the dashboard for every key.
            """
    )

    @Option(help: "The iOS generation to simulate: ios6, ios7 or ios13 (default: the saved one, else ios7).")
    var profile: Profile?

    @Option(name: .customLong("apps"), help: ArgumentHelp("Add or replace apps from the manifests in DIR.", valueName: "DIR"))
    var appsDirectory: String?

    @Option(help: ArgumentHelp("A theme's name or the path of a theme file.", valueName: "NAME|PATH"))
    var theme: String?

    @Option(help: "Seed for the simulation's randomness.")
    var seed: UInt64 = 0

    @Flag(name: .customLong("no-mouse"), help: "Do not use the mouse.")
    var noMouse = false

    @Flag(name: .customLong("no-color"), help: "Draw with attributes only (as NO_COLOR does).")
    var noColor = false

    @Option(name: .customLong("log"), help: ArgumentHelp("Append every event to FILE as JSONL while running.", valueName: "FILE"))
    var logFile: String?

    @Flag(help: "Draw with ASCII characters only (as when the locale is not UTF-8).")
    var ascii = false

    func run() throws {
        let apps: [AppSpec]
        do {
            apps = try AppCatalog.load(adding: appsDirectory)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        let options = DashboardOptions(
            profile: profile, theme: theme, seed: seed, mouse: !noMouse, color: !noColor, logFile: logFile,
            ascii: ascii, environment: ProcessInfo.processInfo.environment)
        let status: Int32
        do {
            status = try Dashboard.run(apps: apps, options: options)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension Profile: ExpressibleByArgument {}
