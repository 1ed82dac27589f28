import Lifecycle
import Support
import SupportIO

/// Reads one app manifest (one YAML document, one app) into an AppSpec. Every problem of the
/// file is reported, each with its line; nothing is returned unless the whole file is valid.
public enum ManifestParser {
    /// Parses manifest text; `file` names it in problems.
    public static func parse(text: String, file: String) throws(Problems) -> AppSpec {
        try manifest(text: text, file: file).spec
    }

    /// Parses the bytes of a manifest file, which must be UTF-8 text.
    public static func parse(bytes: [UInt8], file: String) throws(Problems) -> AppSpec {
        let text: String
        do throws(Problem) {
            text = try TextFile.decode(bytes, name: file)
        } catch {
            throw Problems([error])
        }
        return try manifest(text: text, file: file).spec
    }

    /// The app with the line of its name (for duplicate-name problems across files).
    static func manifest(text: String, file: String) throws(Problems) -> (spec: AppSpec, nameLine: Int, warnings: [Problem]) {
        guard let root = try YAMLDocument.compose(text, file: file) else {
            throw Problems([Problem(file: file, line: 1, message: "empty manifest; expected a mapping with at least 'name'")])
        }
        var reader = ManifestReader(file: file)
        let app = reader.app(root)
        guard let app, reader.problems.isEmpty else { throw Problems(reader.problems).byLine }
        return (app.spec, app.nameLine, Problems(reader.warnings).byLine.list)
    }
}
