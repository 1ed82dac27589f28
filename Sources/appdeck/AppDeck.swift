import ArgumentParser
import DeckUI

@main
struct AppDeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appdeck",
        abstract: "A terminal app switcher and lifecycle dashboard for simulated iOS apps."
    )

    func run() throws {
        let status = Dashboard.run()
        if status != 0 { throw ExitCode(status) }
    }
}
