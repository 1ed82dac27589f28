import Support

/// What `appdeck apps import` made of a plist: the manifest, and the lines for stderr.
public struct ImportResult: Sendable {
    /// The app's name, as written in the manifest.
    public var name: String
    /// The manifest's text (YAML, ending with a line break).
    public var manifest: String
    /// Notes, warnings (`FILE: warning: KEY PATH: …`) and unexpanded build settings, in this
    /// order, each a line naming the plist.
    public var messages: [String]
    /// The identifiers whose kind is still to choose.
    public var undecided: [String]
    /// The lines of the manifest holding those kinds (`kind: undecided`).
    public var undecidedLines: [Int]

    /// The manifest's file name in `--out DIR`: the name in lower case, as `apps show` suggests.
    public var fileName: String { name.lowercased() + ".yaml" }

    /// The manifest's problems when read as AppDeck reads it, except its undecided kinds (which
    /// it has on purpose, marked CHOOSE): empty when it loads, or will once they are chosen.
    /// `file` names the manifest in them.
    public func problems(file: String) -> [Problem] {
        do throws(Problems) {
            _ = try ManifestParser.manifest(text: manifest, file: file)
            return []
        } catch {
            return error.list.filter { !undecidedLines.contains($0.line) }
        }
    }

    /// Whether the manifest loads as written.
    public var loads: Bool {
        do throws(Problems) {
            _ = try ManifestParser.manifest(text: manifest, file: fileName)
            return true
        } catch {
            return false
        }
    }

    /// The last line on stderr when kinds are undecided: how to finish the manifest. `written`
    /// is the file it was written to (nil: stdout).
    public func finishing(source: String, written: String?) -> String? {
        guard !undecided.isEmpty else { return nil }
        let count = undecided.count == 1 ? "1 task's kind is" : "\(undecided.count) tasks' kinds are"
        let shown = undecided.prefix(3).joined(separator: ", ")
        let ids = undecided.count > 3 ? shown + " and \(undecided.count - 3) more" : shown
        let how =
            written.map { "edit the lines marked CHOOSE in \($0) (or remove it and import again with --kind ID=KIND for each)" }
            ?? "import again with --kind ID=KIND for each (KIND: refresh, processing or continued), or edit the lines marked CHOOSE"
        return "\(source): \(count) undecided (\(ids)); the manifest does not load until chosen: \(how)"
    }
}
