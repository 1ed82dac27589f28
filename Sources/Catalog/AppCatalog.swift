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
        guard let directory else { return builtIn() }
        let set = ManifestSet(files: try ManifestSet.files(in: directory))
        guard set.problems.isEmpty else { throw ManifestErrors(set.problems) }
        var apps = builtIn()
        for app in set.apps {
            if let index = apps.firstIndex(where: { $0.name.lowercased() == app.name.lowercased() }) {
                apps[index] = app
            } else {
                apps.append(app)
            }
        }
        return apps
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
