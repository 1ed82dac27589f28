import Foundation
@testable import Catalog
import Lifecycle

/// The problems of a manifest as "LINE: message", in the order reported.
func problems(_ yaml: String, file: String = "app.yaml") -> [String] {
    do throws(ManifestErrors) {
        _ = try ManifestParser.parse(text: yaml, file: file)
        return []
    } catch {
        return error.problems.map { "\($0.line): \($0.message)" }
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
        path = FileManager.default.temporaryDirectory
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

/// A small seeded generator (SplitMix64), so random tests are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
