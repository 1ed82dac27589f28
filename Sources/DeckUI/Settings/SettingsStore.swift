import Foundation
import Support

/// `settings.yaml` in the configuration directory ($XDG_CONFIG_HOME/appdeck, by default
/// ~/.config/appdeck). A save writes only the settings a session changed, over what the file
/// holds at that moment (another dashboard may have saved meanwhile), under a lock, into a
/// temporary file renamed over the old one: a crash never leaves half a file and two
/// dashboards never undo each other. A corrupt file is set aside, not lost; a file that
/// cannot be read (permissions) is left as it is and never overwritten.
public struct SettingsStore: Sendable {
    public let directory: String
    public var path: String { directory + "/settings.yaml" }

    public init(directory: String) { self.directory = directory }

    /// The store in the configuration directory the environment names.
    public init(environment: [String: String]) {
        self.init(directory: ConfigDirectory.configDirectory(environment: environment))
    }

    /// What loading or saving found: the settings and, when something was wrong, a message
    /// for the status line.
    public struct Loaded: Sendable {
        public var settings: Settings
        public var message: String?
    }

    /// A save that did not happen: the message says which file and why.
    public struct SaveError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The saved settings; defaults when there is no file. A corrupt file is renamed to
    /// `settings.yaml.corrupt` (or `.corrupt-2`, …) and the defaults are used; a file that
    /// cannot be read is left in place. Temporary files of saves that were interrupted are
    /// removed first (those whose writer is gone).
    public func load() -> Loaded {
        removeLeftovers()
        switch read() {
        case .success(let found):
            let ignored =
                found.ignored.isEmpty
                ? nil
                : "settings.yaml: ignored unknown key\(found.ignored.count == 1 ? "" : "s") \(found.ignored.joined(separator: ", "))"
            return Loaded(settings: found.settings, message: found.setAside ?? ignored)
        case .failure(let problem):
            return Loaded(
                settings: .defaults, message: "settings.yaml cannot be read: \(problem.reason); using defaults, changes are not saved")
        }
    }

    /// Saves the `changed` settings, taking their values from `settings`, over what the file
    /// holds now. Returns what the file holds after the save, with a message when the file
    /// was found corrupt and set aside.
    @discardableResult
    public func save(_ settings: Settings, changed: Set<Settings.Key>) throws(SaveError) -> Loaded {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SaveError(description: "cannot save \(path): cannot create \(directory)")
        }
        let lock = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 { while flock(lock, LOCK_EX) != 0 && errno == EINTR {} }
        let found: Found
        switch read() {
        case .success(let onDisk): found = onDisk
        case .failure(let problem): throw SaveError(description: "cannot save \(path): \(problem.reason); it is left as it is")
        }
        let merged = found.settings.taking(changed, from: settings)
        if let reason = replace(with: Array(SettingsFile.format(merged).utf8)) {
            throw SaveError(description: "cannot save \(path): \(reason)")
        }
        return Loaded(settings: merged, message: found.setAside)
    }

    /// Writes a temporary file (with the old file's permissions) and renames it over the
    /// file; the reason when that failed.
    private func replace(with bytes: [UInt8]) -> String? {
        let temporary = directory + "/\(Self.temporaryPrefix)\(getpid()).tmp"
        var old = stat()
        let mode = stat(path, &old) == 0 ? old.st_mode & 0o777 : 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { return Errno(errno).reason }
        fchmod(fd, mode)
        let error = writeFully(fd, bytes[...]).error ?? (fsync(fd) == 0 ? nil : errno)
        close(fd)
        if error == nil && rename(temporary, path) == 0 { return nil }
        let reason = Errno(error ?? errno).reason
        unlink(temporary)
        return reason
    }

    /// Temporary files are `.settings.yaml.PID.tmp`, PID the writer's process.
    static let temporaryPrefix = ".settings.yaml."

    /// What the file holds: its settings, the keys it has that are not settings, and the
    /// message when it was corrupt and set aside (defaults then).
    private struct Found {
        var settings: Settings
        var ignored: [String] = []
        var setAside: String?
    }

    /// A file that is there and cannot be read.
    private struct Unreadable: Error {
        var reason: String
    }

    /// The file's settings (defaults when there is none), setting a corrupt file aside.
    private func read() -> Result<Found, Unreadable> {
        let text: String
        switch TextFile.load(path) {
        case .success(let file):
            text = file.text
        case .failure(.missing):
            return .success(Found(settings: .defaults))
        case .failure(.unreadable(let problem)):
            return .failure(Unreadable(reason: problem.message.replacingOccurrences(of: "cannot read: ", with: "")))
        case .failure(.unusable(let problem)):
            return .success(Found(settings: .defaults, setAside: setAside(because: problem)))
        }
        do {
            let (settings, ignored) = try SettingsFile.parse(text, file: path)
            return .success(Found(settings: settings, ignored: ignored))
        } catch {
            return .success(Found(settings: .defaults, setAside: setAside(because: error)))
        }
    }

    /// Renames the file to `settings.yaml.corrupt` (or `-2`, …); the message saying so.
    private func setAside(because problem: Problem) -> String {
        var target = path + ".corrupt"
        var n = 2
        while FileManager.default.fileExists(atPath: target) { target = path + ".corrupt-\(n)"; n += 1 }
        let kept = rename(path, target) == 0
        let name = (target as NSString).lastPathComponent
        let what = kept ? "set aside as \(name)" : "could not be set aside"
        let named = Problem(file: "settings.yaml", line: problem.line, column: problem.column, message: problem.message)
        return "\(named); \(what), using defaults"
    }

    /// Removes the temporary files of interrupted saves whose writer's process is gone.
    private func removeLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(".tmp") {
            let writer = name.dropFirst(Self.temporaryPrefix.count).dropLast(".tmp".count)
            guard let pid = Int32(writer), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(directory + "/" + name)
        }
    }
}
