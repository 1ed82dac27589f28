import Foundation
import Lifecycle
import Support
import SupportIO

/// Manifest files read as one set (the manifests of an `--apps` directory, or the files of
/// `appdeck apps check`): the apps of the valid files, and every problem of every file,
/// including an app name used by two files.
public struct ManifestSet: Sendable {
    /// The valid apps, in the order of their files.
    public private(set) var apps: [AppSpec] = []
    /// The file each of `apps` was read from, in the same order.
    public private(set) var files: [String] = []
    /// Every problem found, file by file.
    public private(set) var problems: [Problem] = []
    /// The warnings of the valid files (`FILE:LINE: warning: …`): mistakes that load.
    public private(set) var warnings: [Problem] = []

    /// Reads the files, in this order. `regularOnly` (the files found in a directory): each
    /// is opened without waiting and must be a regular file (a FIFO named `*.yaml` is a
    /// problem of that file, not a hang).
    public init(files: [String], regularOnly: Bool = false) {
        for file in files {
            add(file) { () throws(Problems) in try ManifestParser.manifest(text: Self.read(file, regularOnly: regularOnly), file: file) }
        }
    }

    /// Reads manifests given as text (the built-in catalog), in this order.
    init(manifests: [(file: String, text: String)]) {
        for (file, text) in manifests {
            add(file) { () throws(Problems) in try ManifestParser.manifest(text: text, file: file) }
        }
    }

    private var firstUse: [String: (file: String, line: Int)] = [:]

    private mutating func add(
        _ file: String, _ parse: () throws(Problems) -> (spec: AppSpec, nameLine: Int, warnings: [Problem])
    ) {
        let spec: AppSpec
        let nameLine: Int
        let found: [Problem]
        do throws(Problems) {
            (spec, nameLine, found) = try parse()
        } catch {
            problems += error.list
            return
        }
        let key = spec.name.lowercased()
        if let first = firstUse[key] {
            problems.append(
                Problem(
                    file: file, line: nameLine,
                    message:
                        "duplicate app name \(spec.name.quoted); \(first.file):\(first.line) has it already (names match ignoring case)"))
            return
        }
        firstUse[key] = (file, nameLine)
        warnings += found
        apps.append(spec)
        files.append(file)
    }

    /// The *.yaml and *.yml files of a directory, by name.
    public static func files(in directory: String) throws(Problems) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw Problems([Problem(file: directory, line: 0, message: "no such directory")])
        }
        guard isDirectory.boolValue else {
            throw Problems([Problem(file: directory, line: 0, message: "not a directory; --apps takes a directory of manifests")])
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw Problems([Problem(file: directory, line: 0, message: "cannot list the directory")])
        }
        let separator = directory.hasSuffix("/") ? "" : "/"
        return
            names
            .filter { !$0.hasPrefix(".") && ($0.lowercased().hasSuffix(".yaml") || $0.lowercased().hasSuffix(".yml")) }
            .sorted()
            .map { directory + separator + $0 }
    }

    /// A file's text; a file that cannot be read is a problem of that file.
    private static func read(_ file: String, regularOnly: Bool) throws(Problems) -> String {
        do throws(Problem) {
            return try TextFile(path: file, regularOnly: regularOnly).text
        } catch {
            throw Problems([error])
        }
    }
}
