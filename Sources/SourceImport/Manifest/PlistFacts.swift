import Catalog
import Foundation
import Lifecycle

/// The app plist's facts the findings need, expanded, with the line of each value.
enum PlistFacts {
    static func make(_ info: InfoPlist, path: String, text: String, settings: BuildSettings) -> AppPlistFacts {
        var lines: [String: Int] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let open = line.range(of: "<string>"), let close = line.range(of: "</string>"), open.upperBound <= close.lowerBound else {
                continue
            }
            let value = settings.expand(String(line[open.upperBound..<close.lowerBound])).text
            if lines[value] == nil { lines[value] = number + 1 }
        }
        return AppPlistFacts(
            path: path, modes: (info.backgroundModes ?? []).map { settings.expand($0).text },
            permitted: (info.permittedIdentifiers ?? []).map { settings.expand($0).text }, scenes: info.hasSceneManifest,
            settings: settings, lines: lines)
    }

    static let protectionKey = "com.apple.developer.default-data-protection"
    static let classes: [String: DataProtection] = [
        "NSFileProtectionComplete": .complete, "NSFileProtectionCompleteUnlessOpen": .completeUnlessOpen,
        "NSFileProtectionCompleteUntilFirstUserAuthentication": .untilFirstUnlock, "NSFileProtectionNone": DataProtection.none,
    ]

    /// The default data protection an entitlements file sets, and where.
    static func entitlementProtection(_ tree: SourceTree) -> (value: DataProtection, place: Place)? {
        for path in tree.entitlements {
            guard let top = BundlePlists.dictionary(tree, path), let value = top[protectionKey] as? String,
                let protection = classes[value]
            else { continue }
            let text = (FileManager.default.contents(atPath: tree.root + "/" + path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(protectionKey) } ?? 0
            return (protection, Place(file: path, line: line + 1))
        }
        return nil
    }
}
