import Lifecycle
import Support

/// The app catalog: the built-in apps of DESIGN.md, plus manifests from `--apps DIR`.
public enum AppCatalog {
    /// The built-in apps, embedded in the binary, in the order of DESIGN.md's table.
    public static func builtIn() -> [AppSpec] { builtInApps }

    /// Parsed once, from the manifests in BuiltInManifests; the tests keep them valid.
    private static let builtInApps: [AppSpec] = {
        let set = ManifestSet(manifests: BuiltInManifests.all)
        precondition(set.problems.isEmpty, "built-in manifests: \(Problems(set.problems))")
        return set.apps
    }()

    /// The built-in apps with the manifests of `directory` (if any) added; a manifest with a
    /// built-in's name replaces it (in the built-in's place), the others follow in file-name
    /// order. Throws every problem; then nothing is loaded.
    public static func load(adding directory: String?) throws(Problems) -> [AppSpec] {
        guard let directory else { return builtIn() }
        let set = ManifestSet(files: try ManifestSet.files(in: directory))
        guard set.problems.isEmpty else { throw Problems(set.problems) }
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
