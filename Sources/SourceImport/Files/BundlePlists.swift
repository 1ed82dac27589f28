import Foundation

/// The tree's Info.plists sorted out: the app's candidates (not an extension's, not a bundle,
/// framework or XPC service's), and notification service extensions with their principal class.
struct BundlePlists: Sendable {
    var candidates: [String] = []
    /// The candidates whose package type is APPL.
    var applications: [String] = []
    var serviceExtensions: [(plist: String, principalClass: String?)] = []

    static let serviceExtensionPoint = "com.apple.usernotifications.service"

    init(_ tree: SourceTree) {
        for path in tree.plists {
            guard let top = Self.dictionary(tree, path) else { continue }
            if let ext = top["NSExtension"] as? [String: Any] {
                if ext["NSExtensionPointIdentifier"] as? String == Self.serviceExtensionPoint {
                    let principal = (ext["NSExtensionPrincipalClass"] as? String).map { name in
                        String(name.split(separator: ".").last ?? Substring(name))
                    }
                    serviceExtensions.append((path, principal))
                }
                continue
            }
            guard top["EXAppExtensionAttributes"] == nil else { continue }
            var type = top["CFBundlePackageType"] as? String
            if let written = type, written.contains("$(") || written.contains("${") {
                type = XcodeProject.packageType(tree, plist: path)
            }
            if let type, ["BNDL", "FMWK", "XPC!"].contains(type) { continue }
            // A bundle's Info.plist (not GoogleService-Info.plist and the like): a bundle key.
            guard top.keys.contains(where: { $0.hasPrefix("CFBundle") || $0.hasPrefix("UI") || $0.hasPrefix("LS") }) else { continue }
            candidates.append(path)
            if type == "APPL" { applications.append(path) }
        }
        // A package type left unexpanded is unknown: when some candidates are declared (or
        // expanded to) APPL, those are the app's.
        if !applications.isEmpty { candidates = applications }
    }

    static func dictionary(_ tree: SourceTree, _ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: tree.root + "/" + path), data.count < SourceTree.largestFile else {
            return nil
        }
        return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
    }
}
