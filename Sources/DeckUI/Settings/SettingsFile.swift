import DeckCore
import Lifecycle
import Scenario
import Support

/// The YAML form of Settings: reading with line numbers for every problem, and writing.
///
/// ```
/// profile: ios7
/// theme: dark
/// inspector: true
/// eventNames: xamarin             # xamarin | uikit
/// lowPowerMode: false
/// backgroundAppRefresh: on        # off | wifi | on (Wi-Fi & Cellular Data)
/// appRefresh:
///   Mail: on
///   Weather: off
/// pushBudget: 3                   # 0 to 60 | off
/// widgetBudget: 40                # 0 to 200 | off (written when not the default, 40)
/// activityBudget: 10              # 0 to 60 | off (written when not the default, 10)
/// ```
enum SettingsFile {
    static let header = "# AppDeck settings, written by the dashboard whenever you change one.\n"

    /// Settings from YAML text; keys left out keep their defaults, unknown keys are listed
    /// in `ignored` (`speed`, which earlier versions saved, is skipped without a word). Throws
    /// the first problem that makes the file unusable; `file` names it
    /// (without one, the problem says `line N: …`).
    static func parse(_ text: String, file: String = "") throws(Problem) -> (settings: Settings, ignored: [String]) {
        let root: YAMLNode?
        do throws(Problems) {
            root = try YAMLDocument.compose(text, file: file)
        } catch {
            throw error.list.first ?? Problem(file: file, line: 1, message: "malformed YAML")
        }
        var settings = Settings.defaults
        guard let root else { return (settings, []) }
        func problem(_ line: Int, _ message: String) -> Problem { Problem(file: file, line: line, message: message) }
        guard let mapping = root.mapping else {
            throw problem(root.line, "expected a mapping of settings")
        }
        var ignored: [String] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.line
            switch key {
            case "profile": settings.profile = try word(value, key, file, line, Profile.init(rawValue:), Profile.namesInASentence)
            case "theme": settings.theme = try name(value, key, file, line)
            case "inspector": settings.inspector = try flag(value, key, file, line)
            case "eventNames": settings.eventNames = try word(value, key, file, line, EventNames.init(rawValue:), "xamarin or uikit")
            case "speed":
                // Written by earlier versions; the speed is no longer saved.
                continue
            case "lowPowerMode": settings.lowPowerMode = try flag(value, key, file, line)
            case "backgroundAppRefresh":
                settings.backgroundAppRefresh = try word(value, key, file, line, RefreshSetting.init(rawValue:), "off, wifi or on")
            case "appRefresh":
                guard let apps = value.mapping else {
                    throw problem(value.line, "appRefresh: expected a mapping of app names to on or off")
                }
                for (app, on) in apps {
                    guard let name = app.string, !name.isEmpty else {
                        throw problem(app.line, "appRefresh: expected an app name")
                    }
                    settings.appRefresh[name] = try flag(on, "appRefresh \(name.excerpt)", file, on.line)
                }
            case "pushBudget": settings.pushBudget = try pushBudget(value, key, file, line)
            case "widgetBudget": settings.widgetBudget = try widgetBudget(value, key, file, line)
            case "activityBudget": settings.activityBudget = try activityBudget(value, key, file, line)
            default:
                ignored.append(key)
            }
        }
        return (settings, ignored)
    }

    /// The YAML text for settings, keys in a fixed order.
    static func format(_ settings: Settings) -> String {
        var pairs: [(key: String, value: YAMLNode)] = []
        func add(_ key: String, _ value: YAMLNode) { pairs.append((key, value)) }
        if let profile = settings.profile { add("profile", YAMLNode(profile.rawValue)) }
        if let theme = settings.theme { add("theme", YAMLNode(theme)) }
        add("inspector", YAMLNode(settings.inspector ? "true" : "false"))
        add("eventNames", YAMLNode(settings.eventNames.rawValue))
        add("lowPowerMode", YAMLNode(settings.lowPowerMode ? "true" : "false"))
        add("backgroundAppRefresh", YAMLNode(settings.backgroundAppRefresh.rawValue))
        if !settings.appRefresh.isEmpty {
            let apps = settings.appRefresh.sorted { $0.key < $1.key }.map { ($0.key, YAMLNode($0.value ? "on" : "off")) }
            add("appRefresh", YAMLNode(pairs: apps))
        }
        add("pushBudget", YAMLNode(settings.pushBudget.map(String.init) ?? "off"))
        if settings.widgetBudget != Limits.widgetBudget {
            add("widgetBudget", YAMLNode(settings.widgetBudget.map(String.init) ?? "off"))
        }
        if settings.activityBudget != Limits.activityBudget {
            add("activityBudget", YAMLNode(settings.activityBudget.map(String.init) ?? "off"))
        }
        let body = YAMLDocument.text(of: YAMLNode(pairs: pairs))
        return header + body
    }

    private static func name(_ node: YAMLNode, _ key: String, _ file: String, _ line: Int) throws(Problem) -> String {
        guard let value = node.string, !value.isEmpty else {
            throw Problem(file: file, line: node.line, message: "\(key): expected a name or a path")
        }
        return value
    }

    private static func word<T>(
        _ node: YAMLNode, _ key: String, _ file: String, _ line: Int, _ make: (String) -> T?,
        _ expected: String
    ) throws(Problem) -> T {
        guard let raw = node.string, let value = make(raw) else {
            let found = node.string?.quoted ?? "a \(kind(of: node))"
            throw Problem(file: file, line: node.line, message: "\(key): expected \(expected), found \(found)")
        }
        return value
    }

    /// `pushBudget`: a number of background pushes per app per rolling hour, or `off` (nil).
    private static func pushBudget(_ node: YAMLNode, _ key: String, _ file: String, _ line: Int) throws(Problem) -> Int? {
        try word(
            node, key, file, line,
            { raw -> Int?? in
                if raw == "off" { return .some(nil) }
                guard let n = Int(raw), (0...Limits.maxPushBudget).contains(n) else { return nil }
                return .some(n)
            }, "a number from 0 to \(Limits.maxPushBudget) or off")
    }

    /// `widgetBudget`: counted reloads per widget per rolling 24 hours, or `off` (nil).
    private static func widgetBudget(_ node: YAMLNode, _ key: String, _ file: String, _ line: Int) throws(Problem) -> Int? {
        try word(
            node, key, file, line,
            { raw -> Int?? in
                if raw == "off" { return .some(nil) }
                guard let n = Int(raw), (0...Limits.maxWidgetBudget).contains(n) else { return nil }
                return .some(n)
            }, "a number from 0 to \(Limits.maxWidgetBudget) or off")
    }

    /// `activityBudget`: priority-10 ActivityKit pushes per app per rolling hour, or `off` (nil).
    private static func activityBudget(_ node: YAMLNode, _ key: String, _ file: String, _ line: Int) throws(Problem) -> Int? {
        try word(
            node, key, file, line,
            { raw -> Int?? in
                if raw == "off" { return .some(nil) }
                guard let n = Int(raw), (0...Limits.maxActivityBudget).contains(n) else { return nil }
                return .some(n)
            }, "a number from 0 to \(Limits.maxActivityBudget) or off")
    }

    private static func flag(_ node: YAMLNode, _ key: String, _ file: String, _ line: Int) throws(Problem) -> Bool {
        try word(
            node, key, file, line,
            { raw in
                switch raw.lowercased() {
                case "true", "on", "yes": true
                case "false", "off", "no": false
                default: nil
                }
            }, "on or off")
    }

    private static func kind(of node: YAMLNode) -> String {
        switch node.content {
        case .mapping: "mapping"
        case .sequence: "list"
        default: "value"
        }
    }
}
