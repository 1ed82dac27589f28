import ArgumentParser
import Catalog
import Foundation
import Lifecycle
import Support

/// `--apps DIR` and `--only-apps DIR`: which apps the dashboard, `run` and `apps` use.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("apps"), help: ArgumentHelp("Add or replace apps from the manifests in DIR.", valueName: "DIR"))
    var adding: String?

    @Option(
        name: .customLong("only-apps"),
        help: ArgumentHelp("Use only the apps of the manifests in DIR (no built-in apps).", valueName: "DIR"))
    var only: String?

    func validate() throws {
        if adding != nil && only != nil { throw ValidationError("--apps and --only-apps cannot be used together.") }
    }

    /// Each app of the catalog with the manifest it comes from; every problem as FILE:LINE.
    func sources() throws(Problems) -> [(app: AppSpec, file: String)] {
        try loaded().sources
    }

    /// The catalog and its manifests' warnings.
    func loaded() throws(Problems) -> LoadedCatalog {
        if let only { return try AppCatalog.loaded(only: only) }
        return try AppCatalog.loaded(adding: adding)
    }

    /// The catalog; a manifest problem is printed (every one, FILE:LINE: message) and exits
    /// with `status`.
    func load(exitingWith status: Int32) throws -> [AppSpec] {
        try loadWithWarnings(exitingWith: status).apps
    }

    /// The catalog and the warnings of its manifests (`FILE:LINE: warning: …`), which load.
    func loadWithWarnings(exitingWith status: Int32) throws -> (apps: [AppSpec], warnings: [Problem]) {
        do {
            let loaded = try loaded()
            return (loaded.sources.map(\.app), loaded.warnings)
        } catch {
            printError(error.description)
            throw ExitCode(status)
        }
    }
}

extension CatalogOptions {
    /// Which apps a script could name: said after an unknown app, so that a missing or
    /// mistyped `--apps` shows.
    static func contents(adding: String?, only: String?) -> String {
        if let only { return "the catalog has only the apps of --only-apps \(only)" }
        if let adding { return "the catalog has the built-in apps and those of --apps \(adding)" }
        return "the catalog has the built-in apps only: no --apps folder was loaded"
    }

    /// `problems`, each unknown app's followed by what the catalog holds (`adding`: the
    /// `--apps` folder actually loaded, when not this command's own).
    func explainingUnknownApps(_ problems: Problems, adding folder: String? = nil) -> Problems {
        let contents = folder.map { Self.contents(adding: $0, only: nil) } ?? Self.contents(adding: adding, only: only)
        return Problems(
            problems.list.map { problem in
                guard problem.message.hasPrefix("unknown app ") else { return problem }
                var explained = problem
                explained.message += "; " + contents
                return explained
            })
    }
}
