import Lifecycle
import Support

/// One run of `appdeck compare`: a profile and a seed.
public struct CompareVariant: Hashable, Sendable {
    public var profile: Profile
    public var seed: UInt64

    public init(profile: Profile, seed: UInt64) { self.profile = profile; self.seed = seed }
}

/// What one run did: its trace, and why it stopped early (an `expect` that failed or a
/// command that could not be carried out), if it did.
public struct CompareRun: Sendable {
    public var variant: CompareVariant
    public var trace: SessionTrace
    public var failure: RunFailure?
    /// How the run is named in the output: the profile, and the seed when several are compared.
    public var label: String
}

/// `appdeck compare`: the same script under each profile (and seed), each on a fresh engine.
/// A script that sets its own profile is refused: the profile is what is compared.
public struct CompareRunner {
    public let script: Script
    public let catalog: [AppSpec]
    public let variants: [CompareVariant]

    /// Refuses (every line, as FILE:LINE) a script that sets the profile, and a script that
    /// names an app the catalog does not have.
    public init(script: Script, catalog: [AppSpec], profiles: [Profile], seeds: [UInt64]) throws(Problems) {
        var problems: [Problem] = []
        for line in script.lines {
            if let setting = Self.profileSetting(line.command) {
                problems.append(
                    Problem(
                        file: script.file, line: line.number,
                        message:
                            "'\(setting)' sets the profile, but compare runs the script under each profile of --profiles (remove the line)")
                )
            }
        }
        guard problems.isEmpty else { throw Problems(problems) }
        _ = try ScriptRunner(script: script, engine: Engine(apps: catalog))
        self.script = script
        self.catalog = catalog
        variants = profiles.flatMap { p in seeds.map { CompareVariant(profile: p, seed: $0) } }
    }

    /// The line that sets the profile, spelled as the command language writes it; nil for
    /// every other command.
    static func profileSetting(_ command: Command) -> String? {
        switch command {
        case .profile, .reset(.some): CommandLanguage.format(command)
        default: nil
        }
    }

    /// Runs every variant, in the order of the profiles, then of the seeds.
    public func run() -> [CompareRun] {
        let seeded = Set(variants.map(\.seed)).count > 1
        return variants.map { variant in
            let engine = Engine(apps: catalog, profile: variant.profile, seed: variant.seed)
            var trace = SessionTrace()
            var failure: RunFailure?
            do throws(Problems) {
                let runner = try ScriptRunner(script: script, engine: engine)
                do throws(RunFailure) {
                    try runner.run { trace.add($0) }
                } catch {
                    failure = error
                }
            } catch {
                // The apps were checked in init; should a name still not resolve, the run says so.
                failure = RunFailure(kind: .cannotCarryOut, problem: error.list[0])
            }
            trace.advance(to: engine.now)
            let label = variant.profile.rawValue + (seeded ? " seed \(variant.seed)" : "")
            return CompareRun(variant: variant, trace: trace, failure: failure, label: label)
        }
    }
}
