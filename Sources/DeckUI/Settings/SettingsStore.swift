import Foundation
import Support

/// `settings.yaml` in the configuration directory ($XDG_CONFIG_HOME/appdeck, by default
/// ~/.config/appdeck). Writes are atomic (a temporary file renamed over the old one), so a
/// crash never leaves half a file; a file that cannot be read is set aside, not lost.
public struct SettingsStore: Sendable {
    public let directory: String
    public var path: String { directory + "/settings.yaml" }

    public init(directory: String) { self.directory = directory }

    /// The store in the configuration directory the environment names.
    public init(environment: [String: String]) {
        self.init(directory: ConfigDirectory.configDirectory(environment: environment))
    }

    /// What loading found: the settings to use and, when something was wrong, a message for
    /// the status line.
    public struct Loaded: Sendable {
        public var settings: Settings
        public var message: String?
    }

    /// The saved settings; defaults when there is no file. A corrupt file is renamed to
    /// `settings.yaml.corrupt` (or `.corrupt-2`, …) and the defaults are used.
    public func load() -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else { return Loaded(settings: .defaults) }
        let text: String
        do {
            text = try TextFile(path: path).text
        } catch {
            return setAside(because: "cannot be read as UTF-8 text")
        }
        do {
            let (settings, ignored) = try SettingsFile.parse(text)
            let message = ignored.isEmpty ? nil
                : "settings.yaml: ignored unknown key\(ignored.count == 1 ? "" : "s") \(ignored.joined(separator: ", "))"
            return Loaded(settings: settings, message: message)
        } catch {
            return setAside(because: error.description)
        }
    }

    /// Writes the settings (creating the directory if needed).
    public func save(_ settings: Settings) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = directory + "/.settings.yaml.\(getpid()).tmp"
        try Data(SettingsFile.format(settings).utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
        }
    }

    private func setAside(because problem: String) -> Loaded {
        var target = path + ".corrupt"
        var n = 2
        while FileManager.default.fileExists(atPath: target) { target = path + ".corrupt-\(n)"; n += 1 }
        let kept = rename(path, target) == 0
        let name = (target as NSString).lastPathComponent
        let what = kept ? "set aside as \(name)" : "could not be set aside"
        return Loaded(settings: .defaults, message: "settings.yaml \(problem); \(what), using defaults")
    }
}
