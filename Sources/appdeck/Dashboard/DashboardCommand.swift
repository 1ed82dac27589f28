import ArgumentParser
import DeckCore
import DeckUI
import Foundation
import Lifecycle

/// `appdeck [dashboard]`: the interactive dashboard.
struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "The interactive dashboard (the default: appdeck alone opens it).",
        discussion: about
    )

    static let about = """
        Settings you change in the dashboard are kept in $XDG_CONFIG_HOME/appdeck/settings.yaml \
        (default ~/.config/appdeck/), the palette's history in $XDG_STATE_HOME/appdeck/history \
        (default ~/.local/state/appdeck/). Press ? or F1 in the dashboard for every key. Exit \
        status: 0 after q, F10 or :quit; 130 after Ctrl-C; 128 + N after signal N; 2 for usage \
        errors, bad manifests, a --log file that cannot be opened and a --record or --cast file \
        that exists or cannot be created.
        """

    /// What `appdeck --help` adds about the dashboard: its options, as this command's help
    /// lists them, and the text above.
    static var options: String {
        let help = helpMessage(columns: 80)
        let options = help.range(of: "OPTIONS:").map { String(help[$0.lowerBound...]) } ?? ""
        let lines = options.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("-h, --help") && !$0.contains("--version") }
        return "DASHBOARD " + lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            + "\n\n" + about.wrapped(toWidth: 80).joined(separator: "\n")
    }

    @Option(help: "The iOS generation to simulate (default: the saved one, else ios7).")
    var profile: Profile?

    @OptionGroup var simulated: DeviceOptions

    @OptionGroup var themeAndSeed: ThemeAndSeedOptions<DashboardCommand>

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The virtual clock's speed at the start, 0.25 to \(SimClock.maximumSpeed) (not saved).",
            valueName: "N"))
    var speed: Double = 1

    @OptionGroup var screen: ScreenOptions

    @Option(name: .customLong("log"), help: ArgumentHelp("Append every event to FILE as JSONL while running.", valueName: "FILE"))
    var logFile: String?

    @Flag(help: "Start from factory settings: settings.yaml is neither read nor written.")
    var factory = false

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp("Write what you do as a script to FILE (a new file): appdeck run FILE replays it.", valueName: "FILE"))
    var recordFile: String?

    @Option(
        name: .customLong("cast"),
        help: ArgumentHelp(
            "Write what the terminal shows to FILE (a new file) as an asciicast v2 (asciinema) recording.", valueName: "FILE"))
    var castFile: String?

    func validate() throws {
        try SpeedRange.check(speed)
    }

    var device: DeviceKind { simulated.device }
    var catalog: CatalogOptions { simulated.catalog }
    var theme: String? { themeAndSeed.theme }
    var seed: UInt64 { themeAndSeed.seed }

    func run() throws {
        let (apps, warnings) = try catalog.loadWithWarnings(exitingWith: 2)
        var options = DashboardOptions(
            profile: profile, device: device, theme: theme, seed: seed, mouse: !screen.noMouse, color: !screen.noColor, logFile: logFile,
            ascii: screen.ascii, speed: speed, factory: factory, recordFile: recordFile, castFile: castFile,
            version: AppDeck.version,
            environment: ProcessInfo.processInfo.environment)
        options.manifestWarnings = warnings.map(\.description)
        try runDashboard(apps: apps, options: options)
    }
}

extension Profile: ExpressibleByArgument {}

extension DeviceKind: ExpressibleByArgument {
    /// `--device`'s help, the same for every command that has it.
    static let help = ArgumentHelp(
        "phone, or simulator: BGTaskScheduler runs nothing there (every submit fails with unavailable); not saved.",
        valueName: "phone|simulator")
}

/// Runs the dashboard (`appdeck` and `appdeck play`/`demo`): a problem it meets before the
/// first frame exits 2 with its message; a run that ends in failure exits with its status.
func runDashboard(apps: [AppSpec], options: DashboardOptions) throws {
    let status: Int32
    do {
        status = try Dashboard.run(apps: apps, options: options)
    } catch {
        printError(error.description)
        throw ExitCode(2)
    }
    if status != 0 { throw ExitCode(status) }
}
