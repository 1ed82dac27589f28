import Lifecycle
import Support
import SupportIO

/// The app catalog: the built-in apps (Catalog.docc/BuiltInCatalog.md), plus manifests from `--apps DIR`.
public enum AppCatalog {
    /// The built-in apps, embedded in the binary, in the order of the built-in catalog's table (Catalog.docc/BuiltInCatalog.md).
    public static func builtIn() -> [AppSpec] { builtInApps }

    /// Parsed once, from the manifests in BuiltInManifests; the tests keep them valid.
    private static let builtInApps: [AppSpec] = {
        let set = ManifestSet(manifests: BuiltInManifests.all)
        precondition(set.problems.isEmpty, "built-in manifests: \(Problems(set.problems))")
        return set.apps
    }()

    /// The built-in apps with the manifests of `directory` (if any) added; a manifest with a
    /// built-in's name replaces it (in the built-in's place), the others follow in file-name
    /// order. Throws Problems listing every problem; then nothing is loaded.
    public static func load(adding directory: String?) throws(Problems) -> [AppSpec] {
        try sources(adding: directory).map(\.app)
    }

    /// Only the manifests of `directory` (`--only-apps`), in file-name order; a directory with
    /// none is a problem.
    public static func load(only directory: String) throws(Problems) -> [AppSpec] {
        try sources(only: directory).map(\.app)
    }

    /// Each app of the catalog `load(adding:)` gives, with the manifest it was read from.
    public static func sources(adding directory: String?) throws(Problems) -> [(app: AppSpec, file: String)] {
        try loaded(adding: directory).sources
    }

    /// Each app of the catalog `load(only:)` gives, with the file it was read from.
    public static func sources(only directory: String) throws(Problems) -> [(app: AppSpec, file: String)] {
        try loaded(only: directory).sources
    }

    /// The catalog's apps with their manifests, and the warnings of the manifests read from
    /// `directory` (the built-in apps' own mistakes, Broken's and Export's, are their point).
    public static func loaded(adding directory: String?) throws(Problems) -> LoadedCatalog {
        var apps = zip(builtIn(), BuiltInManifests.all.map(\.file)).map { (app: $0, file: $1) }
        guard let directory else { return LoadedCatalog(sources: apps, warnings: []) }
        let read = try read(directory)
        for loaded in read.sources {
            if let index = apps.firstIndex(where: { $0.app.name.lowercased() == loaded.app.name.lowercased() }) {
                apps[index] = loaded
            } else {
                apps.append(loaded)
            }
        }
        return LoadedCatalog(sources: apps, warnings: read.warnings)
    }

    /// Only the manifests of `directory`, with their warnings; a directory with none is a problem.
    public static func loaded(only directory: String) throws(Problems) -> LoadedCatalog {
        let read = try read(directory)
        guard !read.sources.isEmpty else {
            throw Problems([Problem(file: directory, line: 0, message: "no *.yaml or *.yml manifests: --only-apps needs at least one")])
        }
        return read
    }

    /// The text of a manifest `sources` named, and whether it is a built-in's (embedded)
    /// rather than a file's.
    public static func manifestText(_ file: String) -> (text: String, builtIn: Bool)? {
        if let builtIn = BuiltInManifests.all.first(where: { $0.file == file }) { return (builtIn.text + "\n", true) }
        return (try? TextFile(path: file, regularOnly: true)).map { ($0.text, false) }
    }

    private static func read(_ directory: String) throws(Problems) -> LoadedCatalog {
        let set = ManifestSet(files: try ManifestSet.files(in: directory), regularOnly: true)
        guard set.problems.isEmpty else { throw Problems(set.problems) }
        return LoadedCatalog(sources: zip(set.apps, set.files).map { (app: $0, file: $1) }, warnings: set.warnings)
    }
}

/// The apps of a catalog with the manifests they were read from, and the warnings of those
/// manifests (`FILE:LINE: warning: …`): mistakes that load.
public struct LoadedCatalog: Sendable {
    public var sources: [(app: AppSpec, file: String)]
    public var warnings: [Problem]
}
