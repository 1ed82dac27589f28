import ArgumentParser

@main
struct AppDeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appdeck",
        abstract: "A terminal app switcher and lifecycle dashboard for simulated iOS apps.",
        subcommands: [DashboardCommand.self, RunCommand.self, AppsCommand.self, ThemesCommand.self],
        defaultSubcommand: DashboardCommand.self
    )
}
