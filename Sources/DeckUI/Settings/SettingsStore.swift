import DeckCore
import Foundation
import Support
import SupportIO

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
        return try FileSystem.withLock(on: directory) { () throws(SaveError) -> Loaded in
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
    }

    /// Replaces the file (through a link, to its target; `FileSystem.replace`); the reason
    /// when that failed.
    private func replace(with bytes: [UInt8]) -> String? {
        do throws(FileSystem.Refusal) {
            try FileSystem.replace(path, with: bytes)
            return nil
        } catch {
            return error.description
        }
    }

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
        switch TextFile.load(path, regularOnly: true) {
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

    /// Renames the file to `settings.yaml.corrupt` (or `-2`, …); the message saying so. A
    /// link stays: its target is set aside beside it, and the next save writes a new target.
    private func setAside(because problem: Problem) -> String {
        let file = (try? FileSystem.target(of: path).get()) ?? path
        var target = file + ".corrupt"
        var n = 2
        while FileManager.default.fileExists(atPath: target) { target = file + ".corrupt-\(n)"; n += 1 }
        let kept = FileSystem.move(file, to: target)
        let name = (target as NSString).lastPathComponent
        let what = kept ? "set aside as \(name)" : "could not be set aside"
        let named = Problem(file: "settings.yaml", line: problem.line, column: problem.column, message: problem.message)
        return "\(named); \(what), using defaults"
    }

    /// Removes the temporary files of interrupted saves whose writer's process is gone.
    private func removeLeftovers() { FileSystem.removeStaleTemporaries(of: path) }
}
