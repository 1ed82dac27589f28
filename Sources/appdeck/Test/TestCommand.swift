import ArgumentParser
import Foundation
import Lifecycle
import Scenario
import Support
import SupportIO

/// `appdeck test PATH…`: each script one test, for CI (Scenario.docc/Scripts.md, "Scripts as
/// tests"). A folder stands for its `*.deck` files, sorted; a line per script, then `N passed,
/// M failed`; exit 1 when one failed, 2 for a usage error or a script that cannot run (it does
/// not parse, names an unknown app, or has a wrong header). `--junit FILE` writes JUnit XML.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scripts as tests: a line per script, N passed, M failed, and JUnit XML for CI.",
        discussion: """
            Each script is one test: it passes when it runs to its end with every expect \
            holding and no command left waiting. A folder stands for its *.deck files, in name \
            order. A script may give its own options in a comment line before its first \
            command: # appdeck: --profile ios13 --device simulator --apps DIR (DIR relative \
            to the script's folder); otherwise the options below apply. Exits 0 when every \
            script passed, 1 when one failed, 2 for usage errors and scripts that cannot run.
            """
    )

    @Argument(help: ArgumentHelp("Scripts (.deck) and folders of scripts.", valueName: "PATH"))
    var paths: [String]

    @Option(
        help: ArgumentHelp("Write the results as JUnit XML to FILE (replaced whole, only once every script has run).", valueName: "FILE"))
    var junit: String?

    @Flag(help: "Go on past a failed expect and report every one of a script (a command that cannot be carried out still stops it).")
    var keepGoing = false

    @OptionGroup var profileOption: ProfileOptions<TestCommand>

    @OptionGroup var simulated: DeviceOptions

    func validate() throws {
        if let junit, FileSystem.isDirectory(junit) { throw ValidationError("--junit \(junit.quoted) is a folder: give a file.") }
    }

    func run() throws {
        let scripts = try Self.scripts(in: paths)
        let runner = ScriptTestRunner(
            defaults: ScriptHeader(profile: profileOption.profile, device: simulated.device),
            catalog: simulated.catalog, keepGoing: keepGoing)
        let output = StandardOutput()
        var results: [ScriptTestResult] = []
        for script in scripts {
            let result = runner.run(script)
            results.append(result)
            output.line(Self.line(result))
            if result.failures.count > 1 {
                for more in result.failures.dropFirst() { output.line("    " + more.description) }
            }
        }
        output.line(Self.summary(results))
        try output.finish()
        if let junit {
            do {
                try FileSystem.replace(junit, with: Array(JUnitReport.xml(results).utf8))
            } catch {
                printError("appdeck: cannot write \(junit.quoted): \(error)")
                throw ExitCode(2)
            }
        }
        if results.contains(where: \.isError) { throw ExitCode(2) }
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// `2 passed, 1 failed`, and `, 1 error` for scripts that could not run: JUnit's word for
    /// them, as the XML counts them apart.
    static func summary(_ results: [ScriptTestResult]) -> String {
        let errors = results.filter(\.isError).count
        let failed = results.filter { !$0.passed && !$0.isError }.count
        let passed = results.count - failed - errors
        return "\(passed) passed, \(failed) failed" + (errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : "")
    }

    /// `✓ why-not 12 ms` or `✗ why-not: why-not.deck:4: expected …`.
    static func line(_ result: ScriptTestResult) -> String {
        guard let first = result.failures.first else { return "✓ \(result.name) \(result.milliseconds) ms" }
        return "✗ \(result.name): \(first.description)"
    }

    /// The scripts the paths name, in order, each once (`test DIR DIR` runs DIR's scripts
    /// once): a file as it is, a folder's `*.deck` files sorted by name. A path that is not
    /// there, or a folder without scripts, is a usage error.
    static func scripts(in paths: [String]) throws -> [String] {
        var scripts: [String] = []
        for path in paths {
            guard FileSystem.exists(path) else { throw usage("\(path.quoted): no such file or folder") }
            guard FileSystem.isDirectory(path) else {
                scripts.append(path)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let decks = names.filter { $0.hasSuffix(".deck") && !$0.hasPrefix(".") }.sorted()
            guard !decks.isEmpty else { throw usage("\(path.quoted): a folder without *.deck scripts") }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            scripts += decks.map { folder + "/" + $0 }
        }
        var seen = Set<String>()
        return scripts.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    private static func usage(_ message: String) -> ExitCode {
        printError("appdeck test: " + message)
        return ExitCode(2)
    }
}

extension TestCommand: ProfileHelp {
    static let profile = "The iOS generation to simulate at the start of a script whose header gives none."
}
