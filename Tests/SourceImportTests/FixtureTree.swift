import Foundation
import SourceImport
import TestHarness
import Testing

/// A small app folder written for one test: an Info.plist and source files, in a temporary
/// folder removed when the test is done.
struct FixtureTree: ~Copyable {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("appdeck-source-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// An app's Info.plist with these modes and permitted identifiers.
    static func plist(modes: [String] = [], ids: [String] = [], scenes: Bool = false, extra: String = "") -> String {
        FixturePlist.app(
            identifier: "com.example.app", name: "Sample", modes: modes, ids: ids,
            extra: (scenes ? "<key>UIApplicationSceneManifest</key>\n<dict/>\n" : "") + extra)
    }

    func run(plist: String? = nil, settings: [String] = []) throws -> SourceImport.Outcome {
        try SourceImport.run(SourceImport.Options(folder: root, plist: plist, settings: settings))
    }
}

/// Imports a folder made of `files` (with an Info.plist from the arguments unless given).
func imported(
    _ files: [String: String], modes: [String] = ["fetch", "processing"], ids: [String] = [], scenes: Bool = false
) throws -> SourceImport.Outcome {
    var all = files
    if all["App/Info.plist"] == nil { all["App/Info.plist"] = FixtureTree.plist(modes: modes, ids: ids, scenes: scenes) }
    let tree = try FixtureTree(all)
    return try tree.run()
}

extension SourceImport.Outcome {
    /// The findings with this token.
    func findings(_ token: String) -> [Finding] { findings.filter { $0.token == token } }

    /// The manifest line holding `key` in the entry of task `id` (`register: late  # from …`).
    func line(_ key: String, task id: String) -> String? {
        let lines = result.manifest.split(separator: "\n").map(String.init)
        let written = ["- id: \(id)", "- id: \"\(id)\""]
        guard let start = lines.firstIndex(where: { line in written.contains { line.hasSuffix($0) || line.contains($0 + " ") } })
        else { return nil }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("  - ") || !line.hasPrefix("    ") { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(key + ":") || trimmed.hasPrefix("# " + key + ":") { return trimmed }
        }
        return nil
    }

    /// The value of `key` in the entry of task `id`, without its comment.
    func value(_ key: String, task id: String) -> String? {
        guard let line = line(key, task: id), !line.hasPrefix("#") else { return nil }
        let value = line.dropFirst(key.count + 1).split(separator: "#", maxSplits: 1).first ?? ""
        return value.trimmingCharacters(in: .whitespaces)
    }
}
