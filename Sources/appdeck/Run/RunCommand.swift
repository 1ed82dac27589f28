import ArgumentParser
import Catalog
import Foundation
import Lifecycle
import Scenario
import Support
import SupportIO
import Timeline

/// `appdeck run`: a script on the virtual clock, as fast as possible, events to stdout.
/// Starts from factory settings: the dashboard's settings file is neither read nor written.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script headless on the virtual clock and print its events.",
        discussion: """
            Exits 0 when the script ran and every expect held, 1 when an expect failed or a \
            command could not be carried out (FILE:LINE: why, on stderr), 2 for usage and parse \
            errors (FILE:LINE:COLUMN: why).

            THE COMMAND LANGUAGE


            """ + CommandLanguage.reference.dropLast()
    )

    /// `--format` values.
    enum FormatOption: String, CaseIterable, ExpressibleByArgument {
        case text, jsonl, timeline, trace, why
        var format: EventFormat { self == .jsonl ? .jsonl : .text }
    }

    /// `--names` values.
    enum NamesOption: String, CaseIterable, ExpressibleByArgument {
        case xamarin, uikit
        var names: EventNames { self == .uikit ? .uikit : .xamarin }
    }

    /// `--profile` values.
    @Argument(help: "The script to run, or - to read it from standard input.")
    var script: String?

    @Option(
        name: .customLong("from-log"),
        help: ArgumentHelp("Rebuild a dashboard session from its --log file and run it (instead of a script).", valueName: "LOG"))
    var fromLog: String?

    @Option(help: ArgumentHelp("With --from-log: the session to run, from 1 (default: the last).", valueName: "N"))
    var session: Int?

    @Option(
        help:
            "text: aligned columns for people; jsonl: one JSON object per event, then one per BG task request and push (the why report's records); timeline: the run as rows over time (apps, device, budgets) with an axis and a legend; trace: Chrome Trace Event JSON for ui.perfetto.dev or chrome://tracing; why: for every BG task request and push, when it was submitted or sent, each interval of each hold reason, and how it ended."
    )
    var format: FormatOption = .text

    @OptionGroup(title: "Timeline") var timeline: TimelineOptions

    @Flag(help: "Go on past a failed expect and report every one (a command that cannot be carried out still stops the run).")
    var keepGoing = false

    @Option(
        help:
            "xamarin: event names of Xamarin.iOS (DidEnterBackground); uikit: UIKit's (applicationDidEnterBackground(_:)) in the text format. JSONL has both."
    )
    var names: NamesOption = .xamarin

    @OptionGroup var profileOption: ProfileOptions<RunCommand>

    @OptionGroup var simulated: DeviceOptions

    @OptionGroup var themeAndSeed: ThemeAndSeedOptions<RunCommand>

    var device: DeviceKind { simulated.device }
    var catalog: CatalogOptions { simulated.catalog }
    var profile: Profile { profileOption.profile }
    var theme: String? { themeAndSeed.theme }
    var seed: UInt64 { themeAndSeed.seed }

    func validate() throws {
        if timeline.anyGiven && format != .timeline {
            throw ValidationError("--width, --from, --to and --ascii go with --format timeline")
        }
        switch (script, fromLog) {
        case (nil, nil): throw ValidationError("Give a script to run, or --from-log LOG.")
        case (.some, .some): throw ValidationError("Give a script or --from-log LOG, not both.")
        default: break
        }
        if session != nil && fromLog == nil { throw ValidationError("--session N goes with --from-log LOG.") }
        if fromLog != nil && (profile != .default || seed != 0 || device != .default) {
            throw ValidationError("--from-log takes the profile, the device and the seed from the log's SessionStarted line.")
        }
    }

    func run() throws {
        let file: TextFile
        do {
            file = try TextFile(path: script ?? fromLog ?? "-")
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        let (catalog, warnings) = try catalog.loadWithWarnings(exitingWith: 2)
        for warning in warnings { printError(warning.description) }
        let escapes = try RunColors.kindEscapes(theme: theme, onTerminal: Self.colorOnStdout)
        var report = WhyReport()
        var trace = SessionTrace()
        let writesTrace = format == .trace
        let reports = format == .why || format == .jsonl
        var picture = Timeline()
        let drawsTimeline = format == .timeline
        // Before and after each line's command: the why report's pushes and holds, the
        // timeline's hold glyphs, the trace's pushes sent.
        let willApply = { (command: Command, engine: Engine) in
            if reports { report.willApply(command, at: engine.now) }
            if writesTrace { trace.willApply(command, at: engine.now) }
        }
        let didApply = { (engine: Engine) in
            if reports { report.sample(engine) }
            if drawsTimeline { picture.sampleHolds(engine) }
            if writesTrace { trace.didApply() }
        }
        let play: (@escaping (Event) -> Void) throws(RunFailure) -> Void
        let engine: Engine
        do {
            if fromLog != nil {
                let logged = try SessionLog.session(session, in: file.text, file: file.name).resolving(apps: catalog.map(\.name))
                engine = Engine(apps: catalog, seed: logged.start.seed)
                play = { [engine] emit throws(RunFailure) in
                    try logged.replay(on: engine, emit: emit, willApply: { willApply($0, engine) }, didApply: { didApply(engine) })
                }
            } else {
                let parsed = try Script(parsing: file.text, file: file.name)
                engine = Engine(apps: catalog, profile: profile, device: device, seed: seed)
                let runner: ScriptRunner
                do throws(Problems) {
                    runner = try ScriptRunner(script: parsed, engine: engine)
                } catch {
                    throw self.catalog.explainingUnknownApps(error)
                }
                play = { [engine, keepGoing] emit throws(RunFailure) in
                    try runner.run(
                        keepGoing: keepGoing, emit: emit, willApply: { willApply($0, engine) }, didApply: { didApply(engine) })
                }
            }
        } catch {
            printError(String(describing: error))
            throw ExitCode(2)
        }

        var formatter: any EventFormatter =
            switch format.format {
            case .jsonl: JSONLFormatter()
            case .text: TextFormatter(appNames: catalog.map(\.name), kindEscapes: escapes, names: names.names)
            }
        let output = StandardOutput()
        do {
            try play { event in
                if reports { report.add(event) }
                if format == .why { return }
                if drawsTimeline {
                    picture.add(event)
                } else if writesTrace {
                    trace.add(event)
                } else {
                    output.raw(formatter.line(for: event) + "\n")
                }
            }
        } catch {
            // The events (or the timeline or trace so far) first, then why the run stopped; a
            // failed write is reported either way.
            if drawsTimeline { printTimeline(&picture, engine: engine, to: output) }
            if writesTrace { printTrace(&trace, engine: engine, to: output) }
            if reports { printReport(report, engine: engine, to: output) }
            try? output.finish()
            printError(error.description)
            throw ExitCode(1)
        }
        if drawsTimeline { printTimeline(&picture, engine: engine, to: output) }
        if writesTrace { printTrace(&trace, engine: engine, to: output) }
        if reports { printReport(report, engine: engine, to: output) }
        try output.finish()
    }

    /// The why report: as text for `--format why`, as JSONL records after the events.
    private func printReport(_ report: WhyReport, engine: Engine, to output: StandardOutput) {
        for line in format == .why ? report.text(end: engine.now) : report.jsonl { output.raw(line + "\n") }
    }

    private func printTrace(_ trace: inout SessionTrace, engine: Engine, to output: StandardOutput) {
        trace.advance(to: engine.now)
        output.raw(trace.json())
    }

    private func printTimeline(_ picture: inout Timeline, engine: Engine, to output: StandardOutput) {
        picture.extend(to: engine.now)
        for line in timeline.text().lines(picture, from: timeline.from, to: timeline.to) { output.raw(line + "\n") }
    }

    /// Colour only for a person: stdout is a terminal and NO_COLOR is not set.
    static var colorOnStdout: Bool {
        isatty(1) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }
}
