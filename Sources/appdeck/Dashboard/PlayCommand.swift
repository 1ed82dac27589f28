import ArgumentParser
import DeckCore
import DeckUI
import Foundation
import Lifecycle
import Scenario
import Support

/// What `appdeck play` and `appdeck demo NAME` share: how the dashboard runs the script.
struct StageOptions: ParsableArguments {
    @OptionGroup var profileOption: ProfileOptions<StageOptions>

    @OptionGroup var simulated: DeviceOptions

    @OptionGroup var themeAndSeed: ThemeAndSeedOptions<StageOptions>

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Play at N× throughout, 0.25 to \(SimClock.maximumSpeed): the script's speed lines change nothing (without it: 1×, then as the script says).",
            valueName: "N"))
    var speed: Double?

    @OptionGroup var screen: ScreenOptions

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "Write what happens (the script's lines and your keys) as a script to FILE (a new file): appdeck run FILE replays it.",
            valueName: "FILE"))
    var recordFile: String?

    @Option(
        name: .customLong("cast"),
        help: ArgumentHelp(
            "Write what the terminal shows to FILE (a new file) as an asciicast v2 (asciinema) recording; each say is a marker.",
            valueName: "FILE"))
    var castFile: String?

    func validate() throws {
        if let speed { try SpeedRange.check(speed) }
    }

    var profile: Profile { profileOption.profile }
    var device: DeviceKind { simulated.device }
    var catalog: CatalogOptions { simulated.catalog }
    var theme: String? { themeAndSeed.theme }
    var seed: UInt64 { themeAndSeed.seed }

    /// Plays `script` (named `file` in messages) in the dashboard until the person quits; the
    /// play starts from factory settings, and settings.yaml is neither read nor written.
    func play(_ script: Script) throws {
        let apps = try catalog.load(exitingWith: 2)
        let lines: [ScriptLine]
        do {
            lines = try ScriptRunner.resolve(script, apps: apps)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        let start = PlayState.startProfile(of: lines, otherwise: profile)
        let play = PlayState(file: script.file, lines: lines, profile: start, fixedSpeed: speed)
        let options = DashboardOptions(
            profile: start, device: device, theme: theme, seed: seed, mouse: !screen.noMouse, color: !screen.noColor, ascii: screen.ascii,
            speed: speed ?? 1, factory: true, recordFile: recordFile, castFile: castFile, version: AppDeck.version,
            play: play, environment: ProcessInfo.processInfo.environment)
        try runDashboard(apps: apps, options: options)
    }
}

/// `appdeck play SCRIPT`: the dashboard playing a script on its clock, for a live demo.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a script in the dashboard, on its clock, for a live demo.",
        discussion: """
            The script pane shows the lines: those that ran, the one running, those to come. \
            space pauses and resumes, n runs the next line now, N runs up to the next say or \
            pause, + and - change the speed, R restarts from the top on a fresh device (R again \
            confirms). Every other key works as in the dashboard; the script goes on from what \
            you did, and stops at a line that cannot be carried out, saying why. The play starts \
            from factory settings: settings.yaml is neither read nor written. Exit status as for \
            the dashboard; 2 when the script cannot be read.
            """
    )

    @Argument(help: "The script to play.")
    var script: String

    func validate() throws {
        if script == "-" { throw ValidationError("the script must be a file: the dashboard reads the keyboard on standard input.") }
    }

    @OptionGroup var stage: StageOptions

    func run() throws {
        try stage.play(try readScript(script))
    }
}

/// `appdeck demo [NAME] [--print]`: the built-in demos.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "List the built-in demos, play one, or print its script.",
        discussion: """
            appdeck demo lists the demos, one line each; appdeck demo NAME plays it as appdeck \
            play does; appdeck demo NAME --print prints its script, to copy and change.
            """
    )

    @Argument(help: "The demo to play or print.")
    var name: String?

    @Flag(help: "Print the demo's script instead of playing it.")
    var print = false

    @OptionGroup var stage: StageOptions

    func run() throws {
        guard let name else {
            if print { throw ValidationError("--print needs a demo's NAME.") }
            let output = StandardOutput()
            output.line(String(Demo.listing.dropLast()))
            try output.finish()
            return
        }
        guard let demo = Demo.named(name) else {
            printError("appdeck: " + Demo.unknown(name) + "; appdeck demo lists them")
            throw ExitCode(2)
        }
        if print {
            let output = StandardOutput()
            output.line(demo.text.hasSuffix("\n") ? String(demo.text.dropLast()) : demo.text)
            try output.finish()
            return
        }
        do {
            try stage.play(demo.script())
        } catch let problems as Problems {
            printError(problems.description)
            throw ExitCode(2)
        }
    }
}
