import ArgumentParser
import Foundation
import Lifecycle
import Scenario
import Support
import Timeline

/// `appdeck compare`: one script under several profiles (and seeds), each run from factory
/// settings like `run`; their timelines on one time axis, a summary per app and run, and
/// where the runs first part for each app.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run a script under several profiles (and seeds) and compare what happened.",
        discussion: """
            Prints each run's timeline, one under the other on one time axis, a table per app \
            (time in each state, background time used, tasks expired, kills by reason, \
            fetches, denials; --format jsonl or csv prints only this table) and, for each app, \
            the first event where the runs diverge. The script may not set its own profile \
            (profile, reset PROFILE): exit 2 naming the line. Each run's expects are reported \
            (on stderr with jsonl and csv); exits 1 if one failed or a command could not be \
            carried out in a run, 2 for usage and parse errors.
            """
    )

    @Argument(help: "The script to run, or - to read it from standard input.")
    var script: String

    @Option(help: ArgumentHelp("The profiles to compare, comma-separated.", valueName: "P,P,…"))
    var profiles: ProfileList = ProfileList(Profile.allCases)

    @Option(help: ArgumentHelp("The seeds to run each profile with, comma-separated.", valueName: "N,N,…"))
    var seeds: SeedList = SeedList([0])

    @Option(help: "text: timelines, table and divergences for people; jsonl or csv: the table for machines.")
    var format: CompareFormat = .text

    @OptionGroup(title: "Timeline") var timeline: TimelineOptions

    @OptionGroup var simulated: DeviceOptions

    var device: DeviceKind { simulated.device }
    var catalog: CatalogOptions { simulated.catalog }

    func run() throws {
        let parsed = try readScript(script)
        let specs = try catalog.load(exitingWith: 2)
        let runner: CompareRunner
        do {
            runner = try CompareRunner(script: parsed, catalog: specs, profiles: profiles.values, seeds: seeds.values, device: device)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        let comparison = Comparison(runs: runner.run(), catalog: specs.map(\.name))
        let formatter = CompareFormatter(format: format, timeline: timeline.text(), from: timeline.from, to: timeline.to)
        let output = StandardOutput()
        output.raw(formatter.output(comparison))
        if format != .text {
            for run in comparison.runs { if let failure = run.failure { printError("\(run.label): \(failure)") } }
        }
        try output.finish()
        if comparison.runs.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }
}

/// `--profiles ios6,ios7,ios13,ios26`.
struct ProfileList: ExpressibleByArgument {
    var values: [Profile]
    init(_ values: [Profile]) { self.values = values }
    init?(argument: String) {
        let profiles = argument.split(separator: ",").map { Profile(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) }
        guard !profiles.isEmpty, !profiles.contains(nil) else { return nil }
        values = profiles.compactMap { $0 }
    }
    var defaultValueDescription: String { values.map(\.rawValue).joined(separator: ",") }
}

/// `--seeds 1,2,3`.
struct SeedList: ExpressibleByArgument {
    var values: [UInt64]
    init(_ values: [UInt64]) { self.values = values }
    init?(argument: String) {
        let seeds = argument.split(separator: ",").map { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        guard !seeds.isEmpty, !seeds.contains(nil) else { return nil }
        values = seeds.compactMap { $0 }
    }
    var defaultValueDescription: String { values.map(String.init).joined(separator: ",") }
}

extension CompareFormat: ExpressibleByArgument {}
