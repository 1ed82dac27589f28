import Foundation
import Lifecycle
import Support

@testable import Catalog

/// The problems of a manifest as "LINE: message", in the order reported.
func problems(_ yaml: String, file: String = "app.yaml") -> [String] {
    do throws(Problems) {
        _ = try ManifestParser.parse(text: yaml, file: file)
        return []
    } catch {
        return error.list.map { "\($0.line): \($0.message)" }
    }
}

/// The app of a manifest that must be valid.
func app(_ yaml: String) throws -> AppSpec {
    try ManifestParser.parse(text: yaml, file: "app.yaml")
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
