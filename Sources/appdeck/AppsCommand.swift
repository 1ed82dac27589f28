import ArgumentParser
import Catalog
import Lifecycle
import Support

/// `appdeck apps`: the catalog, and a checker for manifests.
struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "List the app catalog, or check app manifests.",
        subcommands: [List.self, Check.self],
        defaultSubcommand: List.self
    )

    /// `appdeck apps [--apps DIR]`: name, modes and summary of every app, in columns.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the apps: name, background modes, the rule each demonstrates (the default)."
        )

        @Option(name: .customLong("apps"), help: ArgumentHelp("Add or replace apps from the manifests in DIR.", valueName: "DIR"))
        var directory: String?

        func run() throws {
            let apps: [AppSpec]
            do throws(Problems) {
                apps = try AppCatalog.load(adding: directory)
            } catch {
                printError(error.description)
                throw ExitCode(1)
            }
            let output = StandardOutput()
            output.line(CatalogListing.table(apps))
            try output.finish()
        }
    }

    /// `appdeck apps check FILE...`: every problem as FILE:LINE: message; exit 1 if any.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check app manifests; print each problem as FILE:LINE: message (exit 1 if any)."
        )

        @Argument(help: ArgumentHelp("Manifest files (YAML, one app each).", valueName: "FILE"))
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one manifest FILE to check.") }
        }

        func run() throws {
            let set = ManifestSet(files: files)
            let output = StandardOutput()
            for file in files {
                let problems = set.problems.filter { $0.file == file }
                if problems.isEmpty {
                    output.line("\(file): ok")
                } else {
                    problems.forEach { output.line($0.description) }
                }
            }
            try output.finish()
            if !set.problems.isEmpty { throw ExitCode(1) }
        }
    }
}
