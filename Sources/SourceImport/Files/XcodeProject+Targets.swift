import Foundation

/// What the Xcode project says of the plist's target beyond its bundle identifier:
/// `$(PRODUCT_BUNDLE_PACKAGE_TYPE)` (the setting where a configuration writes it, else what
/// Xcode derives it from, the target's product type: an application is APPL, a framework FMWK,
/// a test or other bundle BNDL, an extension XPC!) and `$(PRODUCT_NAME)` (the setting, else
/// the target's name, Xcode's default).
extension XcodeProject {
    static let packageSetting = "PRODUCT_BUNDLE_PACKAGE_TYPE"
    static let nameSetting = "PRODUCT_NAME"

    static let packageTypes: [String: String] = [
        "com.apple.product-type.application": "APPL", "com.apple.product-type.application.watchapp2": "APPL",
        "com.apple.product-type.application.on-demand-install-capable": "APPL", "com.apple.product-type.framework": "FMWK",
        "com.apple.product-type.bundle.unit-test": "BNDL", "com.apple.product-type.bundle.ui-testing": "BNDL",
        "com.apple.product-type.bundle": "BNDL", "com.apple.product-type.app-extension": "XPC!",
        "com.apple.product-type.extensionkit-extension": "XPC!", "com.apple.product-type.watchkit2-extension": "XPC!",
    ]

    /// The package type of the target whose INFOPLIST_FILE is `plist`, when the project decides it.
    static func packageType(_ tree: SourceTree, plist: String) -> String? {
        decided(tree, plist) { target, settings in
            let written = settings.compactMap { ($0["settings"] as? [String: Any])?[packageSetting] as? String }.first
            if let written, !written.contains("$") { return written }
            return (target["productType"] as? String).flatMap { packageTypes[$0] }
        }
    }

    /// The product name of the target whose INFOPLIST_FILE is `plist`, when the project decides it.
    static func productName(_ tree: SourceTree, plist: String) -> String? {
        decided(tree, plist) { target, settings in
            // Where the configurations differ, the Release one's (as for the bundle identifier).
            let release = settings.first { $0["name"] as? String == "Release" }?["settings"] as? [String: Any]
            let written = release.map { [$0[nameSetting] as? String].compactMap { $0 } } ?? []
            let all = Set(written.isEmpty ? settings.compactMap { ($0["settings"] as? [String: Any])?[nameSetting] as? String } : written)
            if all.count == 1, let name = all.first, !name.contains("$") { return name }
            if all.isEmpty || all == ["$(TARGET_NAME)"] { return target["name"] as? String }
            return nil
        }
    }

    /// The one value `read` gives for the targets whose INFOPLIST_FILE is `plist` (nil when none
    /// or several differ).
    private static func decided(
        _ tree: SourceTree, _ plist: String, _ read: ([String: Any], [[String: Any]]) -> String?
    ) -> String? {
        var found: Set<String> = []
        for file in projects(of: tree, holding: plist) {
            guard let objects = file.objects else { continue }
            for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
                guard let list = target["buildConfigurationList"] as? String,
                    let configurations = (objects[list] as? [String: Any])?["buildConfigurations"] as? [String]
                else { continue }
                // Each configuration as its name and its build settings.
                let settings: [[String: Any]] = configurations.compactMap { id in
                    guard let object = objects[id] as? [String: Any], let values = object["buildSettings"] as? [String: Any] else {
                        return nil
                    }
                    return ["name": object["name"] as? String ?? "", "settings": values]
                }
                guard
                    settings.contains(where: {
                        (($0["settings"] as? [String: Any])?["INFOPLIST_FILE"] as? String).map(projectRelative) == file.plist
                    })
                else { continue }
                guard let value = read(target, settings) else { return nil }
                found.insert(value)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// An INFOPLIST_FILE relative to the project's folder (`$(SRCROOT)/`, `./` removed).
    static func projectRelative(_ file: String) -> String {
        var path = file
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "./"] where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        return path
    }
}
