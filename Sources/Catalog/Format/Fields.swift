import Support

/// The entries of one YAML mapping in a manifest, after its keys were checked against the
/// keys allowed there. `path` names the mapping in messages (`fetch`, `tasks[2]`; empty at
/// the top level).
struct Fields {
    let path: String
    /// Line of the mapping itself (for missing keys).
    let line: Int
    private let entries: [String: (key: YAMLNode, value: YAMLNode)]

    init(path: String, line: Int, entries: [String: (key: YAMLNode, value: YAMLNode)]) {
        self.path = path; self.line = line; self.entries = entries
    }

    func value(_ key: String) -> YAMLNode? { entries[key]?.value }

    /// Line of the key, or of the mapping when the key is absent.
    func line(of key: String) -> Int { entries[key]?.key.line ?? line }

    func has(_ key: String) -> Bool { entries[key] != nil }

    /// The path of a value in this mapping, as messages name it: `fetch.duration`.
    func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
