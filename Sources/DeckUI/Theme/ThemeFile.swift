import DeckCore
import Lifecycle
import Support

/// One theme file, read: what it sets, and every problem found, each with its line.
///
/// Reading never fails. A malformed file sets nothing; otherwise each valid key applies and
/// each invalid one is a problem and leaves the base's value in place.
struct ThemeFile {
    /// What a theme file sets for one role; nil fields keep the base's value.
    struct Entry {
        var foreground: Color?
        var background: Color?
        var attributes: Attributes?
        var monochrome: Attributes?
    }

    /// The file as named in problems.
    let file: String
    private(set) var problems: [Problem] = []
    private(set) var description: String?
    /// The theme named by `inherits:`, with its line.
    private(set) var inherits: (name: String, line: Int)?
    private(set) var palette: [String: Color] = [:]
    private(set) var entries: [Role: Entry] = [:]
    /// Palette names whose entry was invalid: references to them are not reported again.
    private var badPaletteNames: Set<String> = []

    static let topLevelKeys = ["description", "inherits", "palette", "roles"]
    static let entryKeys = ["fg", "bg", "attrs", "mono"]
    static let attributeNames: [(String, Attributes)] =
        [("bold", .bold), ("dim", .dim), ("reverse", .reverse), ("underline", .underline), ("italic", .italic)]

    init(text: String, file: String) {
        self.file = file
        let root: YAMLNode?
        do throws(Problems) {
            root = try YAMLDocument.compose(text, file: file)
        } catch {
            problems = error.list.map { Self.nothingApplied($0, in: text) }
            return
        }
        guard let root else { return }
        guard let mapping = root.mapping else {
            report(
                root, key: nil,
                "expected a mapping with \(ThemeFile.topLevelKeys.joined(separator: ", ")); found \(ThemeFile.kind(of: root))")
            return
        }
        if let palette = root["palette"] { readPalette(palette) }
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "description": description = string(value, key: "description")
            case "inherits": inherits = string(value, key: "inherits").map { ($0, ThemeFile.line(of: value)) }
            case "palette": break
            case "roles": readRoles(value)
            default: reportUnknownKey(keyNode, in: nil, expected: ThemeFile.topLevelKeys)
            }
        }
        problems = Problems(problems).byLine.list
    }

    /// `base` with this file's description and role settings laid over it, named `name`.
    func laid(over base: Theme, name: String) -> Theme {
        var theme = base
        theme.name = name
        theme.summary = description ?? ""
        for (role, entry) in entries {
            var look = theme.look(role)
            if let foreground = entry.foreground { look.style.foreground = foreground }
            if let background = entry.background { look.style.background = background }
            if let attributes = entry.attributes { look.style.attributes = attributes }
            if let monochrome = entry.monochrome { look.monochrome = monochrome }
            theme.set(role, to: look)
        }
        return theme
    }

    // MARK: Sections

    private mutating func readPalette(_ node: YAMLNode) {
        guard !ThemeFile.isNull(node) else { return }
        guard let mapping = node.mapping else {
            report(node, key: "palette", "expected a mapping of names to colours; found \(ThemeFile.kind(of: node))")
            return
        }
        for (keyNode, value) in mapping {
            guard let name = keyNode.string, !name.isEmpty else {
                report(keyNode, key: "palette", "a palette name must be a word; found \(ThemeFile.kind(of: keyNode))")
                continue
            }
            let key = "palette.\(name.excerpt)"
            if name.lowercased() == "default" || name.contains(where: { $0 == "#" || $0 == ":" || $0.isWhitespace }) {
                report(
                    keyNode, key: key, "\(name.quoted) cannot be a palette name: a name is a word without #, : or spaces, and not 'default'"
                )
                badPaletteNames.insert(name)
                continue
            }
            guard let text = colourText(value, key: key) else {
                badPaletteNames.insert(name)
                continue
            }
            guard let colour = Color(literal: text) else {
                report(value, key: key, "unknown colour \(text.quoted)\(ThemeFile.numberHint(text)); expected \(Color.literalForms)")
                badPaletteNames.insert(name)
                continue
            }
            palette[name] = colour
        }
    }

    private mutating func readRoles(_ node: YAMLNode) {
        guard !ThemeFile.isNull(node) else { return }
        guard let mapping = node.mapping else {
            report(node, key: "roles", "expected a mapping of roles to looks; found \(ThemeFile.kind(of: node))")
            return
        }
        for (keyNode, value) in mapping {
            guard let roleKey = keyNode.string, let role = Role(themeKey: roleKey) else {
                report(keyNode, key: "roles", "unknown role \(ThemeFile.kind(of: keyNode))\(ThemeFile.roleHint(keyNode.string))")
                continue
            }
            if let entry = readEntry(value, key: "roles.\(roleKey)") { entries[role] = entry }
        }
    }

    /// A role's look: a mapping of fg, bg, attrs, mono, or a colour alone (its fg).
    private mutating func readEntry(_ node: YAMLNode, key: String) -> Entry? {
        if node.string != nil && !ThemeFile.isNull(node) {
            return colour(node, key: "\(key).fg").map { Entry(foreground: $0) }
        }
        guard let mapping = node.mapping else {
            report(
                node, key: key,
                "expected a mapping of \(ThemeFile.entryKeys.joined(separator: ", ")) or a colour; found \(ThemeFile.kind(of: node))")
            return nil
        }
        var entry = Entry()
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "fg": entry.foreground = colour(value, key: "\(key).fg")
            case "bg": entry.background = colour(value, key: "\(key).bg")
            case "attrs": entry.attributes = attributes(value, key: "\(key).attrs")
            case "mono": entry.monochrome = attributes(value, key: "\(key).mono")
            default: reportUnknownKey(keyNode, in: key, expected: ThemeFile.entryKeys)
            }
        }
        return entry
    }

    // MARK: Values

    /// A colour: a palette name or a colour literal.
    private mutating func colour(_ node: YAMLNode, key: String) -> Color? {
        guard let text = colourText(node, key: key) else { return nil }
        if let colour = palette[text] ?? Color(literal: text) { return colour }
        if !badPaletteNames.contains(text) {
            let names = palette.keys.sorted()
            let paletteForm = names.isEmpty ? "" : "a palette name (\(names.joined(separator: ", "))) or "
            report(
                node, key: key, "unknown colour \(text.quoted)\(ThemeFile.numberHint(text)); expected \(paletteForm)\(Color.literalForms)")
        }
        return nil
    }

    /// The text of a colour value, or nil (with a problem) when it is not a scalar.
    private mutating func colourText(_ node: YAMLNode, key: String) -> String? {
        if ThemeFile.isNull(node) {
            report(node, key: key, "no colour given (an unquoted # starts a YAML comment: write \"#rrggbb\" in quotes)")
            return nil
        }
        guard let text = node.string else {
            report(node, key: key, "expected a colour; found \(ThemeFile.kind(of: node))")
            return nil
        }
        return text
    }

    /// Attributes: a list of names, one name, or nothing (none).
    private mutating func attributes(_ node: YAMLNode, key: String) -> Attributes? {
        if ThemeFile.isNull(node) { return [] }
        let items: [YAMLNode]
        if let sequence = node.sequence {
            items = Array(sequence)
        } else if node.string != nil {
            items = [node]
        } else {
            report(node, key: key, "expected a list of attributes; found \(ThemeFile.kind(of: node))")
            return nil
        }
        var result: Attributes = []
        for item in items {
            guard let name = item.string,
                let attribute = ThemeFile.attributeNames.first(where: { $0.0 == name.lowercased() })?.1
            else {
                let names = ThemeFile.attributeNames.map(\.0).joined(separator: ", ")
                report(item, key: key, "unknown attribute \(ThemeFile.kind(of: item)); expected \(names)")
                continue
            }
            result.insert(attribute)
        }
        return result
    }

    private mutating func string(_ node: YAMLNode, key: String) -> String? {
        guard let text = node.string, !ThemeFile.isNull(node) else {
            report(node, key: key, "expected text; found \(ThemeFile.kind(of: node))")
            return nil
        }
        return text
    }

    // MARK: Problems

    private mutating func report(_ node: YAMLNode, key: String?, _ message: String) {
        problems.append(Problem(file: file, line: ThemeFile.line(of: node), message: key.map { "\($0): \(message)" } ?? message))
    }

    private mutating func reportUnknownKey(_ keyNode: YAMLNode, in parent: String?, expected: [String]) {
        let name = keyNode.string?.excerpt ?? ThemeFile.kind(of: keyNode)
        let key = parent.map { "\($0).\(name)" } ?? name
        report(keyNode, key: key, "unknown key (expected \(expected.joined(separator: ", ")))")
    }

    /// A YAML problem, which stops the whole file from applying; with a hint when an unquoted
    /// `#` (a YAML comment) on a line up to it probably cut a colour short.
    private static func nothingApplied(_ problem: Problem, in text: String) -> Problem {
        var problem = problem
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(problem.line)
        let hint = lines.contains { $0.contains(": #") } ? "; an unquoted # starts a YAML comment: write \"#rrggbb\" in quotes" : ""
        problem.message += "; nothing applied" + hint
        return problem
    }

    // MARK: Helpers

    static func line(of node: YAMLNode) -> Int { node.line }

    /// A plain empty scalar, `~` or `null`.
    static func isNull(_ node: YAMLNode) -> Bool { node.isNull }

    /// How a node reads in a message: `'text'` for a scalar, else its kind.
    static func kind(of node: YAMLNode) -> String {
        if isNull(node) { return "nothing" }
        if let text = node.string { return text.quoted }
        return node.mapping != nil ? "a mapping" : "a list"
    }

    static func numberHint(_ text: String) -> String {
        !text.isEmpty && text.allSatisfy(\.isNumber) ? " (write 256:\(text) for a 256-colour index)" : ""
    }

    static func roleHint(_ key: String?) -> String {
        guard let key else { return "" }
        if let close = Role.allCases.first(where: { $0.themeKey.lowercased() == key.lowercased() }) {
            return " (did you mean \(close.themeKey)?)"
        }
        if key.hasPrefix("state.") {
            return " (states: \(AppState.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
        if key.hasPrefix("event.") {
            return " (event kinds: \(EventKind.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
        return " (the manual's Themes article, Sources/DeckUI/DeckUI.docc/Themes.md, lists the roles)"
    }
}
