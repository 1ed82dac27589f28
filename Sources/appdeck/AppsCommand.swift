import ArgumentParser
import Catalog
import Foundation
import Lifecycle

/// `appdeck apps`: the catalog, and a checker for manifests.
struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "List the app catalog, show an app's manifest, or check app manifests.",
        subcommands: [List.self, Show.self, Check.self],
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
            print(CatalogListing.table(try catalog.load(exitingWith: 1)), terminator: "")
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
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode(1)
            }
            guard let found = sources.first(where: { $0.app.name.lowercased() == name.lowercased() }),
                  let (text, builtIn) = AppCatalog.manifestText(found.file) else {
                let names = sources.map(\.app.name).joined(separator: ", ")
                FileHandle.standardError.write(Data("appdeck apps show: no app named '\(name)' (apps: \(names))\n".utf8))
                throw ExitCode(1)
            }
            if builtIn {
                print("# \(found.app.name), built in. Save as \(found.app.name.lowercased()).yaml in a directory DIR, edit,")
                print("# and run appdeck --apps DIR: a manifest with a built-in app's name replaces it.")
            }
            print(Self.printable(text), terminator: text.hasSuffix("\n") ? "" : "\n")
        }

        /// The text without control characters other than line breaks and tabs.
        static func printable(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 == "\n" || $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)) }))
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
            for file in files {
                let problems = set.problems.filter { $0.file == file }
                if problems.isEmpty {
                    print("\(file): ok")
                } else {
                    problems.forEach { print($0.description) }
                }
            }
            if !set.problems.isEmpty { throw ExitCode(1) }
        }
    }
}
