import Foundation

/// Where AppDeck's configuration lives, and the `theme:` key of settings.yaml.
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
    public static func theme(inSettingsFile path: String) -> (theme: String?, problem: ThemeProblem?) {
        let text: String?
        do {
            text = try SettingsFile.read(path)
        } catch {
            let message = switch error {
            case .unreadable(let reason): "cannot read the settings file: \(reason)"
            case .notText: "the settings file is not UTF-8 text"
            }
            return (nil, ThemeProblem(file: path, line: 1, key: nil, message: message))
        }
        guard let text else { return (nil, nil) }
        do {
            return (try SettingsFile.parse(text).settings.theme, nil)
        } catch {
            return (nil, ThemeProblem(file: path, line: error.line, key: nil, message: error.message))
        }
    }
}
