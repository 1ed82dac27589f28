import Foundation
import Yams

/// Where AppDeck's configuration lives, and the `theme:` key of settings.yaml.
public enum ThemeSettings {
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

    /// The `theme:` value of a settings file. No file, or no such key, is nil without a
    /// problem; a file that cannot be read or parsed, or a `theme:` that is not text, is nil
    /// with a problem. Other keys are not looked at.
    public static func theme(inSettingsFile path: String) -> (theme: String?, problem: ThemeProblem?) {
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return (nil, ThemeProblem(file: path, line: 1, key: nil, message: "cannot read the settings file as UTF-8 text"))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            let line = (error as? YamlError).flatMap(Self.line(of:)) ?? 1
            return (nil, ThemeProblem(file: path, line: line, key: nil, message: "malformed YAML in the settings file"))
        }
        guard let value = root?.mapping?["theme"] else { return (nil, nil) }
        guard let name = value.scalar?.string, value.null == nil, !name.isEmpty else {
            return (nil, ThemeProblem(file: path, line: value.mark?.line ?? 1, key: "theme",
                                      message: "theme: expected a theme name or path"))
        }
        return (name, nil)
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        case .duplicatedKeysInMapping(_, let context): context.mark.line
        default: nil
        }
    }
}
