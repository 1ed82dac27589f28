import Foundation
import Support

/// The themes AppDeck can use: the bundled ones and the user's `*.yaml` files, by name; any
/// other theme file by path.
///
/// A user theme with a bundled theme's name replaces it (that is how to adjust a bundled
/// theme); inside that file, `inherits:` with its own name means the bundled one.
public struct ThemeLibrary: Sendable {
    /// Where the user's themes live (nil: none).
    public let userDirectory: String?

    /// `userDirectory` is usually `ConfigDirectory.userThemeDirectory(environment:)`.
    public init(userDirectory: String?) {
        self.userDirectory = userDirectory
    }

    /// The bundled themes (the files of the top-level themes/ folder, embedded at build time):
    /// the default first, then light, high contrast, ANSI and monochrome, then any other file
    /// of the folder by name.
    static let bundled: [(name: String, text: String)] = {
        let order = ["dark", "light", "high-contrast", "ansi", "monochrome"]
        return bundledThemeFiles.sorted { a, b in
            (order.firstIndex(of: a.name) ?? order.count, a.name) < (order.firstIndex(of: b.name) ?? order.count, b.name)
        }
    }()

    /// Every theme by name: the bundled ones in their fixed order, then the user's sorted by
    /// name (a user theme named like a bundled one takes its place). Reads the directory on
    /// each call, so themes added while AppDeck runs show up.
    public var entries: [ThemeEntry] {
        let user = userThemeFiles()
        var entries = Self.bundled.map { bundled in
            user[bundled.name].map { ThemeEntry(name: bundled.name, source: .user($0)) }
                ?? ThemeEntry(name: bundled.name, source: .bundled)
        }
        let bundledNames = Set(Self.bundled.map(\.name))
        for name in user.keys.sorted() where !bundledNames.contains(name) {
            entries.append(ThemeEntry(name: name, source: .user(user[name]!)))
        }
        return entries
    }

    /// Loads a theme by name (user, then bundled) or by path (anything with a `/` or ending in
    /// `.yaml`/`.yml`), laid over the theme it inherits, else over `Theme.dark`.
    ///
    /// Throws only when there is nothing to load. Problems in the file come back as warnings,
    /// with everything valid in it applied.
    public func load(_ nameOrPath: String) throws(ThemeError) -> (theme: Theme, warnings: [Problem]) {
        let source = try locate(nameOrPath)
        return build(source, chain: [])
    }

    /// Whether `text` names a file rather than a theme.
    public static func isPath(_ text: String) -> Bool {
        text.contains("/") || text.hasSuffix(".yaml") || text.hasSuffix(".yml")
    }

    // MARK: Finding themes

    /// A theme file found: what problems call it, its text, and its identity (to spot cycles).
    private struct Located {
        var name: String
        var label: String
        var text: String
        var identity: String
    }

    private func locate(_ nameOrPath: String) throws(ThemeError) -> Located {
        if ThemeLibrary.isPath(nameOrPath) {
            return try read(path: nameOrPath, label: nameOrPath)
        }
        if let found = try candidates(named: nameOrPath).first { return found }
        throw .noSuchTheme(nameOrPath, available: entries.map(\.name))
    }

    /// The user's theme of that name, then the bundled one.
    private func candidates(named name: String) throws(ThemeError) -> [Located] {
        var found: [Located] = []
        if let path = userThemeFiles()[name] { found.append(try read(path: path, label: path)) }
        if let bundled = Self.bundled.first(where: { $0.name == name }) {
            found.append(Located(name: name, label: "themes/\(name).yaml", text: bundled.text, identity: "bundled:\(name)"))
        }
        return found
    }

    private func read(path: String, label: String) throws(ThemeError) -> Located {
        let file: TextFile
        do throws(Problem) {
            file = try TextFile(path: path, regularOnly: true)
        } catch {
            throw .unreadable(error)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return Located(name: name, label: label, text: file.text, identity: (path as NSString).standardizingPath)
    }

    /// `NAME -> path` for each `*.yaml` / `*.yml` in the user directory (`.yaml` wins a tie).
    private func userThemeFiles() -> [String: String] {
        guard let directory = userDirectory,
            let files = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return [:] }
        var result: [String: String] = [:]
        for file in files.sorted(by: >) where file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            result[(file as NSString).deletingPathExtension] = (directory as NSString).appendingPathComponent(file)
        }
        return result
    }

    // MARK: Building

    /// The theme of `source`, laid over what it inherits. `chain` holds the identities of the
    /// files that inherit from this one, to stop a cycle.
    private func build(_ source: Located, chain: [String]) -> (theme: Theme, warnings: [Problem]) {
        let file = ThemeFile(text: source.text, file: source.label)
        var warnings: [Problem] = []
        var base = Theme.dark
        if let (name, line) = file.inherits {
            let chain = chain + [source.identity]
            func problem(_ message: String) -> Problem {
                Problem(file: source.label, line: line, message: "inherits: \(message); using the built-in default")
            }
            do throws(ThemeError) {
                let found = try candidates(named: name)
                if let next = found.first(where: { !chain.contains($0.identity) }) {
                    let inherited = build(next, chain: chain)
                    base = inherited.theme
                    warnings += inherited.warnings
                } else if found.isEmpty {
                    warnings.append(problem(ThemeError.noSuchTheme(name, available: entries.map(\.name)).description))
                } else {
                    warnings.append(problem("\(name.quoted) leads back to this file"))
                }
            } catch {
                warnings.append(problem("\(error)"))
            }
        }
        return (file.laid(over: base, name: source.name), warnings + file.problems)
    }
}

/// A theme the library knows by name.
public struct ThemeEntry: Hashable, Sendable {
    public var name: String
    public var source: ThemeSource

    public init(name: String, source: ThemeSource) {
        self.name = name; self.source = source
    }
}

/// Where a theme comes from.
public enum ThemeSource: Hashable, Sendable {
    /// Carried in the binary (themes/NAME.yaml in the repository).
    case bundled
    /// A file in the user's theme directory.
    case user(String)
    /// A file named by its path (`--theme ./mine.yaml`).
    case path(String)
}
