import Lifecycle
import Support

/// The manifest's `widget:` key (the rule book's §11.7): `{policy, entries, entry-spacing,
/// work, memory, reload-from}`, every key optional. Problems: an unknown key, a policy not
/// offered, `entries` under 1, `entry-spacing` under 1m, an unknown `reload-from` point.
/// Warnings (the app loads): `memory` over 30MB, `reload-from: [push]` without the mode
/// `remote-notification`, `reload-from: [bg-task]` without `bg-tasks`.
extension ManifestReader {
    static let widgetKeys = ["policy", "entries", "entry-spacing", "work", "memory", "reload-from"]
    static let widgetPolicies = "at-end, after DURATION or never"

    mutating func widget(_ top: Fields, into spec: inout AppSpec) {
        guard let node = top.value("widget") else { return }
        let defaults = WidgetSpec()
        // `widget:` alone (no value) is a widget with every default.
        if node.isNull {
            spec.widget = defaults
            return
        }
        guard let f = fields(node, path: "widget", allowed: Self.widgetKeys, keyLine: top.line(of: "widget")) else { return }
        var widget = defaults
        if let policy = widgetPolicy(f) { widget.policy = policy }
        if let entries = widgetEntries(f) { widget.entries = entries }
        if let spacing = duration(f, "entry-spacing", floor: Floor(shortest: .minutes(1))) { widget.entrySpacing = spacing }
        if let work = duration(f, "work") { widget.work = work }
        if let memory = size(
            f, "memory", over: Limits.widgetMemory, "the \(ByteSize.text(Limits.widgetMemory)) limit",
            then: "the widget extension will be killed: memory-limit")
        {
            widget.memoryBytes = memory
        }
        widget.reloadFrom = reloadPoints(f)
        if widget.reloadFrom.contains(.push), !spec.modes.contains(.remoteNotification) {
            warn(
                f.line(of: "reload-from"),
                "widget.reload-from: push needs the background mode 'remote-notification' in modes: no background push will ask for a reload"
            )
        }
        if widget.reloadFrom.contains(.bgTask), spec.bgTasks.isEmpty {
            warn(f.line(of: "reload-from"), "widget.reload-from: bg-task needs bg-tasks: no BG task will ask for a reload")
        }
        spec.widget = widget
    }

    /// `at-end`, `after DURATION` or `never`.
    private mutating func widgetPolicy(_ f: Fields) -> WidgetPolicy? {
        guard let node = f.value("policy") else { return nil }
        guard let value = text(node, path: "widget.policy", expected: Self.widgetPolicies) else { return nil }
        switch value {
        case "at-end": return .atEnd
        case "never": return .never
        default:
            guard value.hasPrefix("after ") else {
                report(line(node), "widget.policy", "expected \(Self.widgetPolicies), found \(value.quoted)")
                return nil
            }
            return duration(String(value.dropFirst("after ".count)), line: line(node), path: "widget.policy").map { .after($0) }
        }
    }

    /// A whole number of entries, 1 or more.
    private mutating func widgetEntries(_ f: Fields) -> Int? {
        guard let node = f.value("entries") else { return nil }
        guard let value = text(node, path: "widget.entries", expected: "a whole number, 1 or more") else { return nil }
        guard let n = Int(value), n >= 1, n <= 1_000 else {
            report(line(node), "widget.entries", "expected a whole number from 1 to 1000, found \(value.quoted)")
            return nil
        }
        return n
    }

    private mutating func reloadPoints(_ f: Fields) -> [WidgetReloadPoint] {
        var points: [WidgetReloadPoint] = []
        let valid = WidgetReloadPoint.allCases.map(\.rawValue).joined(separator: ", ")
        for item in list(f, "reload-from") ?? [] {
            guard let word = text(item, path: "widget.reload-from", expected: "a reload point") else { continue }
            guard let point = WidgetReloadPoint(rawValue: word) else {
                report(line(item), "widget.reload-from: unknown reload point \(word.quoted); valid points: \(valid)")
                continue
            }
            if !points.contains(point) { points.append(point) }
        }
        return points
    }
}
