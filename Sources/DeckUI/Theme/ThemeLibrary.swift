import DeckCore
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
    public var entries: [ThemeEntry] { entries(user: userThemeFiles()) }

    /// The entries, given the user's theme files (`NAME -> path`).
    func entries(user: [String: String]) -> [ThemeEntry] {
        var entries = Self.bundled.map { bundled in
            user[bundled.name].map { ThemeEntry(name: bundled.name, source: .user($0)) }
                ?? ThemeEntry(name: bundled.name, source: .bundled)
        }
        let bundledNames = Set(Self.bundled.map(\.name))
        for (name, path) in user.sorted(by: { $0.key < $1.key }) where !bundledNames.contains(name) {
            entries.append(ThemeEntry(name: name, source: .user(path)))
        }
        return entries
    }

    /// Loads a theme by name (user, then bundled) or by path (anything with a `/` or ending in
    /// `.yaml`/`.yml`), laid over the theme it inherits, else over `Theme.dark`.
    ///
    /// Throws only when there is nothing to load. Problems in the file come back as warnings,
    /// with everything valid in it applied. (To load many themes, `ThemeResolver` reads and
    /// builds each one once.)
    public func load(_ nameOrPath: String) throws(ThemeError) -> (theme: Theme, warnings: [Problem]) {
        try ThemeResolver(library: self).load(nameOrPath)
    }

    /// Whether `text` names a file rather than a theme.
    public static func isPath(_ text: String) -> Bool {
        text.contains("/") || text.hasSuffix(".yaml") || text.hasSuffix(".yml")
    }

    /// `NAME -> path` for each `*.yaml` / `*.yml` in the user directory (`.yaml` wins a tie).
    func userThemeFiles() -> [String: String] {
        guard let directory = userDirectory,
            let files = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return [:] }
        var result: [String: String] = [:]
        for file in files.sorted(by: >) where file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            result[(file as NSString).deletingPathExtension] = (directory as NSString).appendingPathComponent(file)
        }
        return result
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
