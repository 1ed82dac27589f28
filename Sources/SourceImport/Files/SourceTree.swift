import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of an app's folder that the import reads: Swift and Objective-C sources, plists and
/// entitlements, each by its path relative to the folder. Skips Pods/, Carthage/, .build/,
/// DerivedData/, hidden folders and test folders; follows a linked folder once (never into a
/// loop); an unreadable folder is a warning.
public struct SourceTree: Sendable {
    /// The folder as the user named it.
    public var root: String
    public var swiftFiles: [String] = []
    public var objcFiles: [String] = []
    public var plists: [String] = []
    public var entitlements: [String] = []
    /// Xcode projects' `NAME.xcodeproj/project.pbxproj`.
    public var projects: [String] = []
    /// `RELPATH: warning: …` lines.
    public var warnings: [String] = []

    static let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]
    /// The most files one tree may hold (memory stays bounded).
    static let maximumFiles = 200_000

    /// Whether a folder name marks tests: `Tests`, `Test`, `__tests__`, `__tests_`, `…Tests`.
    public static func isTestFolder(_ name: String) -> Bool {
        name == "Test" || name == "__tests__" || name == "__tests_" || name.hasSuffix("Tests")
    }

    /// Walks `root`; a root that is not a readable folder is a problem.
    public static func walk(_ root: String) throws(Problem) -> SourceTree { try walk(root, list: names) }

    /// Walks `root`, listing each folder with `list` (the tests give one that fails).
    static func walk(_ root: String, list: (String) -> Result<[String], FolderFailure>) throws(Problem) -> SourceTree {
        var tree = SourceTree(root: root)
        var info = stat()
        guard stat(root, &info) == 0 else {
            throw Problem(file: root, line: 0, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw Problem(file: root, line: 0, message: "not a folder") }
        var seen: Set<[UInt64]> = [[UInt64(info.st_dev), UInt64(info.st_ino)]]
        var pending: [String] = [""]
        var count = 0
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            let names: [String]
            switch list(path) {
            case .success(let listed): names = listed
            case .failure(let failure):
                let shown = relative.isEmpty ? root : relative
                tree.warnings.append("\(shown.visible): warning: cannot read the folder (\(failure.reason)); skipped")
                continue
            }
            for name in names.sorted().reversed() {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard stat(root + "/" + child, &status) == 0 else { continue } // a dangling link
                if (status.st_mode & S_IFMT) == S_IFDIR {
                    guard !name.hasPrefix("."), !skipped.contains(name), !isTestFolder(name), !name.hasSuffix(".xcassets") else { continue }
                    guard seen.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { continue }
                    pending.append(child)
                } else if (status.st_mode & S_IFMT) == S_IFREG {
                    count += 1
                    guard count <= maximumFiles else {
                        throw Problem(file: root, line: 0, message: "more than \(maximumFiles) files; give the app's own folder")
                    }
                    tree.add(child, name: name)
                }
            }
        }
        tree.swiftFiles.sort()
        tree.objcFiles.sort()
        tree.plists.sort()
        tree.projects.sort()
        return tree
    }

    /// The names in a folder (not `.` and `..`), or why it cannot be read.
    static func names(_ path: String) -> Result<[String], FolderFailure> {
        guard let directory = opendir(path) else { return .failure(FolderFailure(reason: String(cString: strerror(errno)))) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    private mutating func add(_ path: String, name: String) {
        if name.hasSuffix(".swift") {
            swiftFiles.append(path)
        } else if name.hasSuffix(".m") || name.hasSuffix(".mm") {
            objcFiles.append(path)
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            plists.append(path)
        } else if name.hasSuffix(".entitlements") {
            entitlements.append(path)
        } else if name == "project.pbxproj", path.dropLast(name.count + 1).hasSuffix(".xcodeproj") {
            projects.append(path)
        }
    }

    /// The bytes of a file of the tree, or a warning: unreadable, too large, or not text.
    func text(_ path: String) -> Result<String, SourceWarning> {
        guard let handle = FileHandle(forReadingAtPath: root + "/" + path) else {
            return .failure(SourceWarning(path, "cannot read the file; skipped"))
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Self.largestFile + 1)) ?? Data()
        if data.count > Self.largestFile { return .failure(SourceWarning(path, "larger than 4 MB; skipped")) }
        if data.contains(0) { return .failure(SourceWarning(path, "not text (a binary file); skipped")) }
        return .success(String(decoding: data, as: UTF8.self))
    }

    static let largestFile = 4 << 20
}

/// Why a folder could not be listed (the system's words).
struct FolderFailure: Error, Sendable {
    var reason: String
}

/// A file the import passed over, and why.
struct SourceWarning: Error, Sendable {
    var file: String
    var message: String
    init(_ file: String, _ message: String) { self.file = file; self.message = message }
    var line: String { "\(file.visible): warning: \(message)" }
}
