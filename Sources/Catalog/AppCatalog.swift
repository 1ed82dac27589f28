import Lifecycle

/// The app catalog: the built-in apps of DESIGN.md, plus manifests from `--apps DIR`.
/// (API fixed for the other modules; the catalog issue fills it in.)
public enum AppCatalog {
    /// The built-in apps, embedded in the binary.
    public static func builtIn() -> [AppSpec] { [] }

    /// The built-in apps with the manifests of `directory` (if any) added; a manifest with a
    /// built-in's name replaces it. Throws ManifestErrors listing every problem.
    public static func load(adding directory: String?) throws(ManifestErrors) -> [AppSpec] { builtIn() }
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
    public var line: Int
    public var message: String
    public init(file: String, line: Int, message: String) {
        self.file = file; self.line = line; self.message = message
    }
    public var description: String { "\(file):\(line): \(message)" }
}
