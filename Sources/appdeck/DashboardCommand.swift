import ArgumentParser
import DeckUI

struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "The interactive dashboard (the default)."
    )

    func run() throws {
        let status = Dashboard.run()
        if status != 0 { throw ExitCode(status) }
    }
}
