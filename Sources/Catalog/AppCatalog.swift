import Lifecycle

/// The app catalog: the built-in apps of DESIGN.md, plus manifests from `--apps DIR`.
public enum AppCatalog {
    /// The built-in apps, embedded in the binary, in the order of DESIGN.md's table.
    public static func builtIn() -> [AppSpec] { builtInApps }

    /// Parsed once, from the manifests in BuiltInManifests; the tests keep them valid.
    private static let builtInApps: [AppSpec] = {
        let set = ManifestSet(manifests: BuiltInManifests.all)
        precondition(set.problems.isEmpty, "built-in manifests: \(ManifestErrors(set.problems))")
        return set.apps
    }()

    /// The built-in apps with the manifests of `directory` (if any) added; a manifest with a
    /// built-in's name replaces it (in the built-in's place), the others follow in file-name
    /// order. Throws ManifestErrors listing every problem; then nothing is loaded.
    public static func load(adding directory: String?) throws(ManifestErrors) -> [AppSpec] {
        try sources(adding: directory).map(\.app)
    }

    /// Only the manifests of `directory` (`--only-apps`), in file-name order; a directory with
    /// none is a problem.
    public static func load(only directory: String) throws(ManifestErrors) -> [AppSpec] {
        try sources(only: directory).map(\.app)
    }

    /// Each app of the catalog `load(adding:)` gives, with the manifest it was read from.
    public static func sources(adding directory: String?) throws(ManifestErrors) -> [(app: AppSpec, file: String)] {
        var apps = zip(builtIn(), BuiltInManifests.all.map(\.file)).map { (app: $0, file: $1) }
        guard let directory else { return apps }
        for loaded in try read(directory) {
            if let index = apps.firstIndex(where: { $0.app.name.lowercased() == loaded.app.name.lowercased() }) {
                apps[index] = loaded
            } else {
                apps.append(loaded)
            }
        }
        return apps
    }

    /// Each app of the catalog `load(only:)` gives, with the file it was read from.
    public static func sources(only directory: String) throws(ManifestErrors) -> [(app: AppSpec, file: String)] {
        let apps = try read(directory)
        guard !apps.isEmpty else {
            throw ManifestErrors([ManifestProblem(file: directory, line: 0, message: "no *.yaml or *.yml manifests: --only-apps needs at least one")])
        }
        return apps
    }

    /// The text of a manifest `sources` named, and whether it is a built-in's (embedded)
    /// rather than a file's.
    public static func manifestText(_ file: String) -> (text: String, builtIn: Bool)? {
        if let builtIn = BuiltInManifests.all.first(where: { $0.file == file }) { return (builtIn.text + "\n", true) }
        return (try? String(contentsOfFile: file, encoding: .utf8)).map { ($0, false) }
    }

    private static func read(_ directory: String) throws(ManifestErrors) -> [(app: AppSpec, file: String)] {
        let set = ManifestSet(files: try ManifestSet.files(in: directory))
        guard set.problems.isEmpty else { throw ManifestErrors(set.problems) }
        return zip(set.apps, set.files).map { (app: $0, file: $1) }
    }
}

/// Every problem found in a set of manifests; `description` prints one `FILE:LINE: message`
/// per line.
public struct ManifestErrors: Error, CustomStringConvertible, Sendable {
    public var problems: [ManifestProblem]
    public init(_ problems: [ManifestProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

public struct ManifestProblem: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// The line, from 1; 0 when the problem concerns the whole file (it cannot be read).
    public var line: Int
    public var message: String
    public init(file: String, line: Int, message: String) {
        self.file = file; self.line = line; self.message = message
    }
    /// `FILE:LINE: message`, or `FILE: message` for a whole-file problem.
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
