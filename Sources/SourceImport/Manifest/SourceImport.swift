import Catalog
import Foundation
import Support

/// `appdeck apps import FOLDER`: an app's source tree read, its background code decided, the
/// manifest written by the plist import with what the code decided, and the findings.
public enum SourceImport {
    /// What the command line gave.
    public struct Options: Sendable {
        public var folder: String
        /// `--plist FILE`: the app's Info.plist when several qualify.
        public var plist: String?
        public var name: String?
        public var settings: [String]
        public var kinds: [String]

        public init(folder: String, plist: String? = nil, name: String? = nil, settings: [String] = [], kinds: [String] = []) {
            self.folder = folder; self.plist = plist; self.name = name; self.settings = settings; self.kinds = kinds
        }
    }

    /// What the import made: the manifest (the plist import's result), the findings, the
    /// warnings about files passed over, and the report.
    public struct Outcome: Sendable {
        public var result: ImportResult
        public var findings: [Finding]
        public var warnings: [String]
        /// The app's Info.plist, relative to the folder.
        public var plist: String
        public var code: CodeFacts
        /// How many source files the tree has, how many were parsed, and how many of those
        /// because they mention a background API or a life-cycle callback (the others declare
        /// a name those left open).
        public var files: (total: Int, parsed: Int, mentioning: Int)

        /// The one line on stderr that says how much of the tree was parsed.
        public var summary: String {
            "\(folder.visible): read \(files.total) source files, parsed \(files.parsed): \(files.mentioning) that mention a background API or a life-cycle callback, \(files.parsed - files.mentioning) that declare a name those use"
        }
        /// The folder given.
        public var folder: String

        /// `--report FILE`'s JSON.
        public var report: String { Report.json(self) }
    }

    /// Why nothing can be imported (exit status 2).
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public var description: String
        init(_ message: String) { description = message }
    }

    public static func run(_ options: Options) throws(Refusal) -> Outcome {
        let tree: SourceTree
        do throws(Problem) {
            tree = try SourceTree.walk(options.folder)
        } catch {
            throw Refusal(error.description)
        }
        var settings: BuildSettings
        switch BuildSettings.parse(options.settings) {
        case .success(let read): settings = read
        case .failure(let problem): throw Refusal("appdeck apps import: \(problem)")
        }
        let bundles = BundlePlists(tree)
        let plist = try choosePlist(options, tree: tree, candidates: bundles.candidates)
        let info: InfoPlist
        let bytes: [UInt8]
        do throws(Problem) {
            bytes = Array(FileManager.default.contents(atPath: plist.path) ?? Data())
            info = try InfoPlist.read(bytes, file: plist.shown)
        } catch {
            throw Refusal(error.description)
        }
        var projectMessages: [String] = []
        if info.settingNames.contains(XcodeProject.bundleSetting), settings.values[XcodeProject.bundleSetting] == nil {
            let (value, message) = XcodeProject.bundleIdentifier(tree, plist: plist.shown)
            projectMessages.append(message)
            if let value { settings = BuildSettings(settings.values.merging([XcodeProject.bundleSetting: value]) { given, _ in given }) }
        }
        if info.settingNames.contains(XcodeProject.nameSetting), settings.values[XcodeProject.nameSetting] == nil,
            let name = XcodeProject.productName(tree, plist: plist.shown)
        {
            settings = BuildSettings(settings.values.merging([XcodeProject.nameSetting: name]) { given, _ in given })
        }
        var app = PlistFacts.make(info, path: plist.shown, text: String(decoding: bytes, as: UTF8.self), settings: settings)
        app.serviceExtensions = bundles.serviceExtensions
        app.entitlementProtection = PlistFacts.entitlementProtection(tree)

        let reading = Reading.read(tree)
        var analysis = Analysis(facts: reading.facts, app: app)
        analysis.run()

        let folder = appFolder(plist.path)
        let importOptions = ManifestImport.Options(
            source: options.folder, name: options.name, settings: settings.restricted(to: info.settingNames), kinds: options.kinds,
            folder: folder, code: analysis.code)
        switch ManifestImport.run(info, options: importOptions) {
        case .success(let result):
            return Outcome(
                result: result, findings: analysis.findings, warnings: tree.warnings + projectMessages + reading.warnings,
                plist: plist.shown,
                code: analysis.code, files: (tree.swiftFiles.count + tree.objcFiles.count, reading.count, reading.mentioning),
                folder: options.folder)
        case .failure(let problem): throw Refusal("appdeck apps import: \(problem)")
        }
    }

    /// Folders that hold an app's plist without naming the app.
    static let genericFolders: Set<String> = [
        "resources", "supporting files", "supportingfiles", "support", "config", "configuration", "configs", "info", "plists",
        "plist", "metadata",
    ]

    /// The folder that names the app, for the name's last fallback: the one holding the plist,
    /// or above it while that is a generic folder (`App/Resources/Info.plist` → `App`).
    static func appFolder(_ plist: String) -> String {
        var url = URL(fileURLWithPath: plist).standardizedFileURL.deletingLastPathComponent()
        while genericFolders.contains(url.lastPathComponent.lowercased()), url.pathComponents.count > 2 {
            url = url.deletingLastPathComponent()
        }
        return url.lastPathComponent
    }

    /// The app's Info.plist: `--plist`, else the one candidate; several or none is a refusal.
    static func choosePlist(_ options: Options, tree: SourceTree, candidates: [String]) throws(Refusal) -> (path: String, shown: String) {
        let root = options.folder.hasSuffix("/") ? String(options.folder.dropLast()) : options.folder
        if let given = options.plist {
            if FileManager.default.fileExists(atPath: root + "/" + given) { return (root + "/" + given, given) }
            guard FileManager.default.fileExists(atPath: given) else {
                throw Refusal("appdeck apps import: --plist \(given.visible): no such file (in \(root.visible) or here)")
            }
            let absolute = URL(fileURLWithPath: given).standardizedFileURL.path
            let base = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
            return (given, absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : given)
        }
        guard let only = candidates.first else {
            throw Refusal(
                "\(root.visible): no app Info.plist found (an Info.plist or NAME-Info.plist without NSExtension, outside test folders); name it with --plist FILE"
            )
        }
        guard candidates.count == 1 else {
            throw Refusal(
                "\(root.visible): \(candidates.count) Info.plists qualify as the app's: \(candidates.map(\.visible).joined(separator: ", ")); choose one with --plist FILE"
            )
        }
        return (root + "/" + only, only)
    }
}

extension BuildSettings {
    /// Only the settings the plist refers to (the others expand identifiers in the code alone).
    func restricted(to names: Set<String>) -> BuildSettings { BuildSettings(values.filter { names.contains($0.key) }) }
}
