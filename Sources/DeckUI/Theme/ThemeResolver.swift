import DeckCore
import Foundation
import Support
import SupportIO

/// Loads the themes of a library for one task (a load, `appdeck themes`, `themes check`),
/// doing each piece of work once: the user directory is listed once, each file read and parsed
/// once, and each theme laid over what it inherits once, so that listing N themes in one
/// inherit chain costs N builds, not N². (A theme inside an inherit cycle is built again for
/// each way into the cycle: what it falls back on depends on where the cycle was entered.)
public final class ThemeResolver {
    public let library: ThemeLibrary
    /// How many theme files were read, and how many themes laid over what they inherit (the
    /// work done, for tests and benchmarks).
    public private(set) var filesRead = 0, themesBuilt = 0

    private var userFiles: [String: String]?
    private var read: [String: Result<Located, ThemeError>] = [:]
    private var parsed: [String: ThemeFile] = [:]
    private var built: [String: (theme: Theme, warnings: [Problem])] = [:]

    public init(library: ThemeLibrary) { self.library = library }

    /// What `ThemeLibrary.load` gives, from work already done when there is some.
    public func load(_ nameOrPath: String) throws(ThemeError) -> (theme: Theme, warnings: [Problem]) {
        let source = try locate(nameOrPath)
        let result = build(source, chain: [])
        return (result.theme, result.warnings)
    }

    /// What `ThemeLibrary.resolve` gives.
    public func resolve(_ selection: ThemeSelection) -> ResolvedTheme {
        do {
            let (theme, warnings) = try load(selection.nameOrPath)
            return ResolvedTheme(theme: theme, selection: selection, error: nil, warnings: warnings)
        } catch {
            return ResolvedTheme(theme: .dark, selection: selection, error: error, warnings: [])
        }
    }

    /// The library's entries, from the one listing of the user directory.
    public var entries: [ThemeEntry] { library.entries(user: user) }

    private var user: [String: String] {
        if let userFiles { return userFiles }
        let files = library.userThemeFiles()
        userFiles = files
        return files
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
        if let path = user[name] { found.append(try read(path: path, label: path)) }
        if let bundled = ThemeLibrary.bundled.first(where: { $0.name == name }) {
            found.append(Located(name: name, label: "themes/\(name).yaml", text: bundled.text, identity: "bundled:\(name)"))
        }
        return found
    }

    private func read(path: String, label: String) throws(ThemeError) -> Located {
        let key = path + "\u{0}" + label
        if let done = read[key] { return try done.get() }
        filesRead += 1
        let result: Result<Located, ThemeError>
        do throws(Problem) {
            let file = try TextFile(path: path, regularOnly: true)
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            result = .success(Located(name: name, label: label, text: file.text, identity: (path as NSString).standardizingPath))
        } catch {
            result = .failure(.unreadable(error))
        }
        read[key] = result
        return try result.get()
    }

    // MARK: Building

    /// The theme of `source`, laid over what it inherits. `chain` holds the identities of the
    /// files that inherit from this one, to stop a cycle; `leanedOnChain` when the chain
    /// changed the outcome (then the result is not kept for other ways in).
    private func build(_ source: Located, chain: [String]) -> (theme: Theme, warnings: [Problem], leanedOnChain: Bool) {
        let memo = source.identity + "\u{0}" + source.label
        if let done = built[memo] { return (done.theme, done.warnings, false) }
        themesBuilt += 1
        let file = parsed[memo] ?? ThemeFile(text: source.text, file: source.label)
        parsed[memo] = file
        var warnings: [Problem] = []
        var base = Theme.dark
        var leaned = false
        if let (name, line) = file.inherits {
            let chain = chain + [source.identity]
            func problem(_ message: String) -> Problem {
                Problem(file: source.label, line: line, message: "inherits: \(message); using the built-in default")
            }
            do throws(ThemeError) {
                let found = try candidates(named: name)
                leaned = found.contains { chain.contains($0.identity) }
                if let next = found.first(where: { !chain.contains($0.identity) }) {
                    let inherited = build(next, chain: chain)
                    base = inherited.theme
                    warnings += inherited.warnings
                    leaned = leaned || inherited.leanedOnChain
                } else if found.isEmpty {
                    warnings.append(problem(ThemeError.noSuchTheme(name, available: entries.map(\.name)).description))
                } else {
                    warnings.append(problem("\(name.quoted) leads back to this file"))
                }
            } catch {
                warnings.append(problem("\(error)"))
            }
        }
        let result = (theme: file.laid(over: base, name: source.name), warnings: warnings + file.problems)
        if !leaned { built[memo] = result }
        return (result.theme, result.warnings, leaned)
    }
}
