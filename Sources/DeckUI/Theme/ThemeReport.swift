import DeckCore
import Foundation
import Support

/// What `appdeck themes` and `appdeck themes check` print.
public enum ThemeReport {
    /// One line per theme (`*` marks the active one): name, source, summary, and for a file
    /// its path and how many problems it has; then which theme is active and who chose it.
    /// Text from theme files is drawn as on the dashboard (control characters spelled out).
    /// Each theme is read and built once (`ThemeResolver`), however long its inherit chain.
    public static func list(library: ThemeLibrary, selection: ThemeSelection) -> [String] {
        list(resolver: ThemeResolver(library: library), selection: selection)
    }

    /// `list`, with the work done through `resolver`.
    public static func list(resolver library: ThemeResolver, selection: ThemeSelection) -> [String] {
        var entries = library.entries
        let resolved = library.resolve(selection)
        let activeIndex: Int
        if ThemeLibrary.isPath(selection.nameOrPath) {
            let path = (selection.nameOrPath as NSString).standardizingPath
            if let index = entries.firstIndex(where: { $0.source == .user(path) }) {
                activeIndex = index
            } else {
                entries.append(ThemeEntry(name: resolved.theme.name, source: .path(selection.nameOrPath)))
                activeIndex = resolved.error == nil ? entries.count - 1 : 0
            }
        } else {
            activeIndex = entries.firstIndex { $0.name == selection.nameOrPath } ?? 0
        }
        let width = entries.map(\.name.drawn.cellWidth).max() ?? 0
        var lines = entries.enumerated().map { index, entry in
            let mark = index == activeIndex ? "*" : " "
            let name = entry.name.drawn.padded(toWidth: width)
            return "\(mark) \(name)  \(describe(entry, in: library))"
        }
        let active = entries[activeIndex].name
        if let error = resolved.error {
            lines.append("active: \(active) (\(selection.origin.rawValue) names \(selection.nameOrPath.quoted): \(error))")
        } else {
            lines.append("active: \(active) (\(selection.origin.rawValue))")
        }
        return lines
    }

    /// Each problem of each theme as `FILE:LINE: message`, or `NAME: ok` for a clean one;
    /// `failed` when any had a problem or could not be loaded.
    public static func check(library: ThemeLibrary, themes: [String]) -> (lines: [String], failed: Bool) {
        let library = ThemeResolver(library: library)
        var lines: [String] = [], failed = false
        for nameOrPath in themes {
            do {
                let (_, warnings) = try library.load(nameOrPath)
                lines += warnings.isEmpty ? ["\(nameOrPath): ok"] : warnings.map(\.description)
                failed = failed || !warnings.isEmpty
            } catch {
                lines.append("\(error)")
                failed = true
            }
        }
        return (lines, failed)
    }

    private static func describe(_ entry: ThemeEntry, in library: ThemeResolver) -> String {
        let loaded = try? library.load(path(of: entry) ?? entry.name)
        var text: String
        switch entry.source {
        case .bundled: text = "bundled"
        case .user: text = "user   "
        case .path: text = "path   "
        }
        if let summary = loaded?.theme.summary, !summary.isEmpty { text += "  \(summary.drawn)" }
        if let path = path(of: entry) { text += "  (\(path))" }
        if let count = loaded?.warnings.count, count > 0 {
            text += "  [\(count) problem\(count == 1 ? "" : "s"): appdeck themes check \(path(of: entry) ?? entry.name)]"
        }
        return text
    }

    private static func path(of entry: ThemeEntry) -> String? {
        switch entry.source {
        case .bundled: nil
        case .user(let path), .path(let path): path
        }
    }
}
