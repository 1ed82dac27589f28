import ArgumentParser
import Catalog
import Lifecycle
import Support
import SupportIO

/// `appdeck apps`: the catalog, and a checker for manifests.
struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "List the app catalog, show an app's manifest, check app manifests, or import an app's Info.plist.",
        subcommands: [List.self, Show.self, Check.self, Import.self],
        defaultSubcommand: List.self
    )

    /// `appdeck apps [--apps DIR | --only-apps DIR]`: name, modes and summary of every app, in columns.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the apps: name, background modes, the rule each demonstrates (the default)."
        )

        @OptionGroup var catalog: CatalogOptions

        func run() throws {
            let output = StandardOutput()
            output.line(CatalogListing.table(try catalog.load(exitingWith: 1)))
            try output.finish()
        }
    }

    /// `appdeck apps show NAME`: the app's manifest, as YAML to copy and edit.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print an app's manifest (built-in or from --apps) as YAML, ready to copy, edit and load with --apps."
        )

        @Argument(help: ArgumentHelp("The app's name (any case).", valueName: "NAME"))
        var name: String

        @OptionGroup var catalog: CatalogOptions

        func run() throws {
            let sources: [(app: AppSpec, file: String)]
            do {
                sources = try catalog.sources()
            } catch {
                printError(error.description)
                throw ExitCode(1)
            }
            guard let found = sources.first(where: { $0.app.name.lowercased() == name.lowercased() }),
                let (text, builtIn) = AppCatalog.manifestText(found.file)
            else {
                let names = sources.map(\.app.name).joined(separator: ", ")
                printError("appdeck apps show: no app named \(name.quoted) (apps: \(names))")
                throw ExitCode(1)
            }
            let output = StandardOutput()
            if builtIn {
                output.line("# \(found.app.name), built in. Save as \(found.app.name.lowercased()).yaml in a directory DIR, edit,")
                output.line("# and run appdeck --apps DIR: a manifest with a built-in app's name replaces it.")
            }
            output.line(text)
            try output.finish()
        }
    }

    /// `appdeck apps check FILE...`: every problem as FILE:LINE: message; exit 1 if any.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract:
                "Check app manifests; print each problem as FILE:LINE: message (exit 1 if any) and each warning as FILE:LINE: warning: message (they load)."
        )

        @Argument(
            help: ArgumentHelp(
                "Manifest files (YAML, one app each), or folders of them (their *.yaml and *.yml, as --apps reads them).",
                valueName: "FILE|DIR"))
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one manifest FILE (or a folder DIR) to check.") }
        }

        func run() throws {
            var files: [String] = []
            var foundInFolders: Set<String> = []
            for path in self.files {
                guard FileSystem.isDirectory(path) else {
                    files.append(path)
                    continue
                }
                do {
                    let found = try ManifestSet.files(in: path)
                    files += found
                    foundInFolders.formUnion(found)
                } catch {
                    printError(error.description)
                    throw ExitCode(1)
                }
            }
            // The files found in a folder are opened without waiting, as --apps opens them.
            let set = ManifestSet(files: files, regularOnly: !foundInFolders.isEmpty)
            let output = StandardOutput()
            for file in files {
                let problems = set.problems.filter { $0.file == file }
                let warnings = set.warnings.filter { $0.file == file }
                for finding in Problems(problems + warnings).byLine.list { output.line(finding.description) }
                if problems.isEmpty && warnings.isEmpty { output.line("\(file): ok") }
            }
            try output.finish()
            if !set.problems.isEmpty { throw ExitCode(1) }
        }
    }
}
