import Foundation
import Support
import SupportIO

/// Where AppDeck's configuration and state live, and the `theme:` key of settings.yaml.
public enum ConfigDirectory {
    /// `$XDG_CONFIG_HOME/appdeck`, or `~/.config/appdeck` when XDG_CONFIG_HOME is unset, empty
    /// or not absolute (as the XDG Base Directory spec says).
    public static func configDirectory(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("appdeck")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".config/appdeck")
    }

    /// `$XDG_STATE_HOME/appdeck`, or `~/.local/state/appdeck` when XDG_STATE_HOME is unset,
    /// empty or not absolute: where the palette's history lives.
    public static func stateDirectory(environment: [String: String]) -> String {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("appdeck")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/state/appdeck")
    }

    /// The palette's history: `<state>/history`.
    public static func historyFile(environment: [String: String]) -> String {
        (stateDirectory(environment: environment) as NSString).appendingPathComponent("history")
    }

    /// The user's theme directory: `<config>/themes`.
    public static func userThemeDirectory(environment: [String: String]) -> String {
        (configDirectory(environment: environment) as NSString).appendingPathComponent("themes")
    }

    /// The settings file: `<config>/settings.yaml`.
    public static func settingsFile(environment: [String: String]) -> String {
        (configDirectory(environment: environment) as NSString).appendingPathComponent("settings.yaml")
    }

    /// The `theme:` value of a settings file, read by the dashboard's own settings reader
    /// (nothing is written or set aside). No file, or no such key, is nil without a problem;
    /// a file that cannot be read or parsed is nil with a problem.
    public static func theme(inSettingsFile path: String) -> (theme: String?, problem: Problem?) {
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        do throws(Problem) {
            return (try SettingsFile.parse(TextFile(path: path, regularOnly: true).text, file: path).settings.theme, nil)
        } catch {
            return (nil, error)
        }
    }
}
