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
        if let only { return try AppCatalog.sources(only: only) }
        return try AppCatalog.sources(adding: adding)
    }

    /// The catalog; a manifest problem is printed (every one, FILE:LINE: message) and exits
    /// with `status`.
    func load(exitingWith status: Int32) throws -> [AppSpec] {
        do {
            return try sources().map(\.app)
        } catch {
            printError(error.description)
            throw ExitCode(status)
        }
    }
}
