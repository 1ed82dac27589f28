import Foundation
import Support

/// `$(PRODUCT_BUNDLE_IDENTIFIER)` read from the Xcode project when `--set` does not give it: the
/// build configurations (Debug, Release, …) of the target whose `INFOPLIST_FILE` is the app's
/// Info.plist, in a `NAME.xcodeproj/project.pbxproj` of the tree (read with
/// PropertyListSerialization, which reads its old-style format).
enum XcodeProject {
    static let bundleSetting = "PRODUCT_BUNDLE_IDENTIFIER"

    /// A project of the tree whose folder holds the app's plist: its path, the plist's path from
    /// the project's folder (what `INFOPLIST_FILE` says), its bytes and its objects (nil: not
    /// read, or not a property list).
    struct ProjectFile {
        var path: String
        var plist: String
        var data: Data?
        var objects: [String: Any]?
    }

    /// The projects of the tree that may build `plist`, each read.
    static func projects(of tree: SourceTree, holding plist: String) -> [ProjectFile] {
        tree.projects.compactMap { project in
            let folder = project.split(separator: "/").dropLast(2).joined(separator: "/")
            guard folder.isEmpty || plist.hasPrefix(folder + "/") else { return nil }
            let data = FileManager.default.contents(atPath: tree.root + "/" + project)
            let top = data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
            return ProjectFile(
                path: project, plist: folder.isEmpty ? plist : String(plist.dropFirst(folder.count + 1)), data: data,
                objects: top?["objects"] as? [String: Any])
        }
    }

    /// The value when it can be decided, and a line for stderr: where it came from, or a warning
    /// naming the file (or the folder) and why it could not be decided.
    static func bundleIdentifier(_ tree: SourceTree, plist: String) -> (value: String?, message: String) {
        let advice = "$(\(bundleSetting)) is left as written; give it with --set \(bundleSetting)=ID"
        guard !tree.projects.isEmpty else {
            return (nil, "\(tree.root.visible): warning: no NAME.xcodeproj/project.pbxproj in the folder; \(advice)")
        }
        var found: [(project: String, text: String, configurations: [(name: String, value: String?)])] = []
        for file in projects(of: tree, holding: plist) {
            guard let data = file.data, let objects = file.objects else {
                return (nil, "\(file.path.visible): warning: cannot be read as a property list; \(advice)")
            }
            let configurations = targetConfigurations(objects, plist: file.plist)
            if !configurations.isEmpty { found.append((file.path, String(decoding: data, as: UTF8.self), configurations)) }
        }
        guard found.count == 1, let (project, text, configurations) = found.first else {
            let named = (found.isEmpty ? tree.projects : found.map(\.project)).map(\.visible).joined(separator: ", ")
            let why =
                found.isEmpty
                ? "no target's INFOPLIST_FILE is \(plist.visible)" : "each has a target whose INFOPLIST_FILE is \(plist.visible)"
            return (nil, "\(named): warning: \(why); \(advice)")
        }
        let values = Set(configurations.compactMap(\.value))
        var chosen = values.count == 1 ? values.first : nil
        var which = "its build settings"
        if values.count > 1, let release = configurations.first(where: { $0.name == "Release" })?.value {
            chosen = release
            which = "its Release configuration (the others differ: \(values.subtracting([release]).sorted().joined(separator: ", ")))"
        }
        guard let value = chosen, !value.contains("$("), !value.contains("${") else {
            let why =
                values.isEmpty
                ? "the target of \(plist.visible) sets no \(bundleSetting) (an .xcconfig file may)"
                : "the target of \(plist.visible) sets \(bundleSetting) to \(values.sorted().joined(separator: ", ")), which this import cannot decide"
            return (nil, "\(project.visible): warning: \(why); \(advice)")
        }
        let line = Self.line(of: value, after: plist, in: text)
        return (
            value,
            "\(project.visible):\(line): \(bundleSetting) '\(value.visible)': from \(which), the target whose INFOPLIST_FILE is \(plist.visible) (--set \(bundleSetting)=ID overrides)"
        )
    }

    /// The line of `PRODUCT_BUNDLE_IDENTIFIER = value` in a configuration naming the plist
    /// (Xcode writes the settings sorted: INFOPLIST_FILE before it), else its first line.
    private static func line(of value: String, after plist: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let name = plist.split(separator: "/").suffix(2).joined(separator: "/")
        var inTarget = false
        for (index, line) in lines.enumerated() {
            if line.contains("INFOPLIST_FILE") { inTarget = line.contains(name) }
            if inTarget, line.contains(bundleSetting), line.contains(value) { return index + 1 }
        }
        return (lines.firstIndex { $0.contains(bundleSetting) && $0.contains(value) } ?? 0) + 1
    }

    /// The configurations whose `INFOPLIST_FILE` is `plist` (relative to the project's folder):
    /// their names and `PRODUCT_BUNDLE_IDENTIFIER`s.
    private static func targetConfigurations(_ objects: [String: Any], plist: String) -> [(name: String, value: String?)] {
        var found: [(name: String, value: String?)] = []
        for case let object as [String: Any] in objects.values where object["isa"] as? String == "XCBuildConfiguration" {
            guard let settings = object["buildSettings"] as? [String: Any], let file = settings["INFOPLIST_FILE"] as? String else {
                continue
            }
            guard projectRelative(file) == plist else { continue }
            found.append((object["name"] as? String ?? "", settings[bundleSetting] as? String))
        }
        return found.sorted { $0.name < $1.name }
    }
}
