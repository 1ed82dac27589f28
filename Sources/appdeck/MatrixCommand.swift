import ArgumentParser
import Foundation
import Lifecycle
import Scenario
import Support

/// `appdeck matrix`: every combination of the Background App Refresh settings, the network,
/// Low Power Mode and how the app was left, and what each background launch the app declares
/// does in it. Starts from factory settings, like `run`.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Trigger each background launch of the apps in every combination of the settings and print what happened.",
        discussion: """
            Axes, each only where the profile has it: refresh (the global Background App \
            Refresh setting), switch (the app's own), network (wifi, cellular, off), lowpower \
            (Low Power Mode), state (suspended, purged by the system, force-quit by the \
            user) and, for an app with a processing task, charger (off, on) and in-use (yes, \
            or no: locked). Each combination starts from a fresh device (after --script's \
            commands), launches the app, sends it to the background, brings it to the state and \
            triggers one launch (refresh-task and processing-task: the app's BG task request, \
            submitted as its manifest says, runs when the engine lets it; a further task of a \
            kind is a column of its own, "refresh-task ID"; on ios13 and ios26 voip is a VoIP \
            push and extension an alert push through the app's notification service \
            extension). A cell is `ran` with \
            the callback and its result, the reason the system denied or holds it (the reasons \
            of BackgroundLaunchDenied and of a held request), or `nothing` and why. Exits 0, \
            1 when --script or a combination could not be carried out, 2 for usage errors.
            """
    )

    @Argument(help: ArgumentHelp("The apps (any case); default: every app of the catalog.", valueName: "APP"))
    var apps: [String] = []

    @OptionGroup var profileOption: ProfileOptions<MatrixCommand>

    @OptionGroup var simulated: DeviceOptions

    var profile: Profile { profileOption.profile }
    var device: DeviceKind { simulated.device }
    var catalog: CatalogOptions { simulated.catalog }

    @Option(
        help: ArgumentHelp(
            "Commands run on each fresh device before the combination is set up (- reads standard input).",
            valueName: "FILE"))
    var script: String?

    @Option(help: "text: a folded table for people; jsonl or csv: one line per combination.")
    var format: MatrixFormat = .text

    func run() throws {
        let setup = try script.map(readScript)
        let specs = try catalog.load(exitingWith: 2)
        let names = AppNames(specs.map(\.name))
        var chosen: [String] = []
        for written in apps {
            do {
                let name = try names.resolve(written)
                if !chosen.contains(name) { chosen.append(name) }
            } catch {
                printError("appdeck matrix: \(error.message)")
                throw ExitCode(2)
            }
        }
        let runner: MatrixRunner
        do {
            runner = try MatrixRunner(catalog: specs, profile: profile, device: device, setup: setup)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        let escapes = format == .text ? try RunColors.kindEscapes(theme: nil, onTerminal: RunCommand.colorOnStdout) : nil
        let formatter = MatrixFormatter(format: format, kindEscapes: escapes)
        var matrices: [AppMatrix] = []
        do {
            for app in chosen.isEmpty ? specs.map(\.name) : chosen { matrices.append(try runner.run(app)) }
        } catch {
            printError("appdeck matrix: \(error.description)")
            throw ExitCode(1)
        }
        let output = StandardOutput()
        output.raw(formatter.output(matrices))
        try output.finish()
    }
}

extension MatrixFormat: ExpressibleByArgument {}
