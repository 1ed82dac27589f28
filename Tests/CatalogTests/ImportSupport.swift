import Foundation
import Support
import Testing

@testable import Catalog

/// Info.plists made in the tests with Foundation's PropertyListSerialization, as Xcode would
/// write them (XML) or as a built app holds them (binary), and imported.
enum ImportFixture {
    /// The bytes of `dictionary` as a plist.
    static func bytes(_ dictionary: [String: Any], binary: Bool = false) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: dictionary, format: binary ? .binary : .xml, options: 0))
    }

    /// `dictionary` written as a plist and read back as `apps import` reads it.
    static func plist(_ dictionary: [String: Any], binary: Bool = false) throws -> InfoPlist {
        try InfoPlist.read(try bytes(dictionary, binary: binary), file: "Info.plist")
    }

    /// The import of `dictionary`; `set` and `kinds` as the options would give them.
    static func imported(
        _ dictionary: [String: Any], binary: Bool = false, name: String? = nil, set: [String] = [], kinds: [String] = [],
        folder: String? = "Feed"
    ) throws -> ImportResult {
        let settings = try BuildSettings.parse(set).get()
        let options = ManifestImport.Options(source: "Info.plist", name: name, settings: settings, kinds: kinds, folder: folder)
        return try ManifestImport.run(try plist(dictionary, binary: binary), options: options).get()
    }

    /// The message refusing an option, or nil when the import went through.
    static func refusal(_ dictionary: [String: Any], set: [String] = [], kinds: [String] = [], name: String? = nil) throws -> String? {
        let settings: BuildSettings
        switch BuildSettings.parse(set) {
        case .success(let read): settings = read
        case .failure(let problem): return problem.description
        }
        let options = ManifestImport.Options(source: "Info.plist", name: name, settings: settings, kinds: kinds, folder: "Feed")
        if case .failure(let problem) = ManifestImport.run(try plist(dictionary), options: options) { return problem.description }
        return nil
    }

    /// The problem reading `bytes` as a plist, or nil when it reads.
    static func readProblem(_ bytes: [UInt8]) -> String? {
        do throws(Problem) {
            _ = try InfoPlist.read(bytes, file: "Info.plist")
            return nil
        } catch {
            return error.description
        }
    }

    /// A feed reader as a real project's Info.plist has it: build settings in its names and
    /// identifiers, both task modes, a scene manifest.
    static var feedReader: [String: Any] {
        [
            "CFBundleDisplayName": "$(PRODUCT_NAME)",
            "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "UIBackgroundModes": ["fetch", "processing", "remote-notification"],
            "BGTaskSchedulerPermittedIdentifiers": ["com.feed.refresh", "com.feed.cleanup"],
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false],
        ]
    }

    /// The manifest's lines that are not comments, without their trailing comments.
    static func keys(_ manifest: String) -> [String] {
        manifest.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("#") else { return nil }
            let code = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? String(line)
            return code.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    /// The manifest's comment lines, without the `#`.
    static func comments(_ manifest: String) -> [String] {
        manifest.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("#") ? String(text.dropFirst(2)) : line.range(of: " # ").map { String(line[$0.upperBound...]) }
        }
    }
}

/// Tests of manifests holding issue 22's BG task keys need the manifest reader to read them
/// (the bgengine branch) before they can load; they run from the moment it does.
enum ManifestKeys {
    static let readable = ManifestReader.appKeys.contains("bg-tasks")
    static let waiting: Comment = "waits for issue 22's manifest keys (bg-tasks, permitted-identifiers, mode processing: branch bgengine)"
}
