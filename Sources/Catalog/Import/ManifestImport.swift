import Lifecycle
import Support

/// `appdeck apps import`: an Info.plist's facts (`InfoPlist`) made into an app manifest. Pure:
/// the command reads the file and writes the result; every decision is here.
public enum ManifestImport {
    /// What the command line gave.
    public struct Options: Sendable {
        /// The plist as the user named it (messages and the manifest's top comment).
        public var source: String
        /// `--name`.
        public var name: String?
        /// `--set VAR=VALUE`, read.
        public var settings: BuildSettings
        /// `--kind ID=KIND`, as given.
        public var kinds: [String]
        /// The name of the folder holding the plist (the name's last fallback).
        public var folder: String?
        /// What the app's source decided, when a folder was imported.
        public var code: CodeFacts?

        public init(
            source: String, name: String? = nil, settings: BuildSettings = BuildSettings(), kinds: [String] = [], folder: String?,
            code: CodeFacts? = nil
        ) {
            self.source = source; self.name = name; self.settings = settings; self.kinds = kinds; self.folder = folder
            self.code = code
        }
    }

    /// One identifier's task as imported; `kind` nil while undecided.
    struct Task {
        var id: String
        var kind: BGTaskKind?
        /// Why it has this kind, or why it is undecided.
        var reason: String
        /// For an undecided kind: a kind suggested by a word of the identifier, and the word.
        var guess: (kind: BGTaskKind, word: String)?
        /// What the source decided for it.
        var code: CodeFacts.Task?
    }

    /// The app as the manifest will describe it.
    struct App {
        var source: String
        var bundleIdentifier: String?
        var name: ImportName
        var scenes: Bool
        var modes: [String]
        var unsimulatedModes: [String]
        var permitted: [String]
        var tasks: [Task]
        var wildcards: [String]
        var code: CodeFacts?
    }

    /// The background modes AppDeck simulates, as UIBackgroundModes spells them (the same words).
    static let simulatedModes = BackgroundMode.allCases.map(\.rawValue)

    /// Imports `plist`; an option that names nothing in it, or is malformed, is refused.
    public static func run(_ plist: InfoPlist, options: Options) -> Result<ImportResult, OptionProblem> {
        do throws(OptionProblem) {
            return .success(try importing(plist, options: options))
        } catch {
            return .failure(error)
        }
    }

    private static func importing(_ plist: InfoPlist, options: Options) throws(OptionProblem) -> ImportResult {
        for (name, value) in options.settings.values.sorted(by: { $0.key < $1.key }) where !plist.settingNames.contains(name) {
            throw OptionProblem(option: "--set \(name)=\(value)", message: "the plist has no $(\(name)) or ${\(name)} to expand")
        }
        var notes: [String] = []
        var warnings: [String] = []
        var unexpanded = Unexpanded()
        let expand = { (value: String, key: String) -> String in
            let (text, left) = options.settings.expand(value)
            for (name, written) in left { unexpanded.note(name, written, key) }
            return text
        }
        let name = try ImportName.decide(plist: plist, given: options.name, folder: options.folder, expand: expand)
        notes += name.notes(builtIns: AppCatalog.builtIn().map(\.name))
        let identifier = plist.bundleIdentifier.map { expand($0, InfoPlist.identifierKey) }

        var modes: [String] = []
        var unsimulated: [String] = []
        for (index, written) in (plist.backgroundModes ?? []).enumerated() {
            let mode = expand(written, "\(InfoPlist.modesKey)[\(index)]")
            if modes.contains(mode) || unsimulated.contains(mode) {
                notes.append("\(InfoPlist.modesKey)[\(index)]: \(mode.quoted) is listed twice; written once")
            } else if simulatedModes.contains(mode) {
                modes.append(mode)
            } else {
                unsimulated.append(mode)
                notes.append("\(InfoPlist.modesKey)[\(index)]: AppDeck does not simulate \(mode.quoted); kept as a comment")
            }
        }

        var permitted: [String] = []
        var places: [String: String] = [:]
        for (index, written) in (plist.permittedIdentifiers ?? []).enumerated() {
            let place = "\(InfoPlist.permittedKey)[\(index)]"
            let id = expand(written, place)
            if id.isEmpty {
                warnings.append("\(place): an empty identifier; left out")
            } else if permitted.contains(id) {
                notes.append("\(place): \(whole(id)) is listed twice; written once")
            } else {
                permitted.append(id)
                places[id] = place
                if BuildSettings.hasReference(id) {
                    warnings.append(
                        "\(place): \(whole(id)) still holds a build setting; kept as written (to AppDeck it is only a name, and scripts use it as it is)"
                    )
                }
            }
        }
        let wildcards = permitted.filter { $0.hasSuffix("*") }
        let codeOnly = (options.code?.tasks ?? []).map(\.id).filter { !permitted.contains($0) }
        let plain = permitted.filter { !$0.hasSuffix("*") } + codeOnly
        let chosen = try kinds(options.kinds, identifiers: plain, wildcards: wildcards)

        let fetch = modes.contains("fetch"), processing = modes.contains("processing")
        let tasks = plain.map { id in
            var task = task(id, chosen: chosen[id], fetch: fetch, processing: processing)
            task.code = options.code?.task(id)
            if chosen[id] == nil, let kind = task.code?.kind {
                task = Task(id: id, kind: kind.value, reason: "from \(kind.from)", code: task.code)
            }
            return task
        }
        if processing && permitted.isEmpty {
            warnings.append(
                "\(InfoPlist.modesKey): 'processing' without \(InfoPlist.permittedKey): the App Store refuses the app (ITMS-90771)")
        }
        for task in tasks {
            guard let kind = task.kind, let place = places[task.id] else { continue }
            if let needed = kind.mode?.rawValue, !modes.contains(needed) {
                warnings.append(
                    "\(place): \(whole(task.id)) is a \(kind.rawValue) task, but \(InfoPlist.modesKey) has no '\(needed)': submit fails with notPermitted"
                )
            }
        }
        // The manifest submits every refresh task at enter-background: from the second on, each submit fails.
        if let first = tasks.first(where: { $0.kind == .refresh }) {
            for task in tasks where task.kind == .refresh && task.id != first.id {
                guard let place = places[task.id] else { continue }
                warnings.append(ManifestReader.sameMomentWarning(path: place, submit: .enterBackground, first: first.id))
            }
        }
        if !fetch && !processing && tasks.contains(where: { $0.kind == nil }) {
            warnings.append(
                "\(InfoPlist.permittedKey): identifiers, but \(InfoPlist.modesKey) has neither 'fetch' nor 'processing': submit fails with notPermitted, whatever the kind"
            )
        }

        let app = App(
            source: options.source, bundleIdentifier: identifier, name: name, scenes: plist.hasSceneManifest, modes: modes,
            unsimulatedModes: unsimulated, permitted: permitted, tasks: tasks, wildcards: wildcards, code: options.code)
        let (manifest, undecidedLines) = app.yaml()
        let messages = notes + warnings.map { "warning: " + $0 } + unexpanded.lines
        return ImportResult(
            name: name.name, manifest: manifest, messages: messages.map { "\(options.source): \($0)" },
            undecided: tasks.filter { $0.kind == nil }.map(\.id), undecidedLines: undecidedLines)
    }

    /// An identifier in a message: quoted in full (they are long, and told apart by their ends).
    static func whole(_ id: String) -> String { "'" + id.visible + "'" }

    /// `--kind ID=KIND` read: each must name a (non-wildcard) identifier of the plist, once.
    private static func kinds(_ arguments: [String], identifiers: [String], wildcards: [String]) throws(OptionProblem) -> [String:
        BGTaskKind]
    {
        var chosen: [String: BGTaskKind] = [:]
        let words = BGTaskKind.allCases.map(\.rawValue)
        for argument in arguments {
            let option = "--kind \(argument)"
            guard let equals = argument.lastIndex(of: "="), equals != argument.startIndex else {
                throw OptionProblem(option: option, message: "expected ID=KIND, KIND one of \(words.joined(separator: ", "))")
            }
            let id = String(argument[..<equals]), word = String(argument[argument.index(after: equals)...])
            guard let kind = BGTaskKind(rawValue: word) else {
                throw OptionProblem(
                    option: option, message: "unknown kind \(word.quoted); expected one of \(words.joined(separator: ", "))")
            }
            guard identifiers.contains(id) else {
                let wildcard = wildcards.first { id.hasPrefix($0.dropLast()) || id == $0 }
                let hint =
                    wildcard.map {
                        "; \(whole($0)) is a wildcard: add a task it permits by editing the manifest (its comment has an example)"
                    }
                    ?? (identifiers.isEmpty ? "" : " (it lists \(identifiers.joined(separator: ", ")))")
                throw OptionProblem(option: option, message: "no such identifier in \(InfoPlist.permittedKey)\(hint)")
            }
            guard chosen[id] == nil else { throw OptionProblem(option: option, message: "\(whole(id)) is given a kind twice") }
            chosen[id] = kind
        }
        return chosen
    }

    /// An identifier's kind: `--kind`; else from the modes (fetch alone: refresh; processing
    /// alone: processing); else undecided, with a guess from the identifier's words.
    private static func task(_ id: String, chosen: BGTaskKind?, fetch: Bool, processing: Bool) -> Task {
        if let chosen { return Task(id: id, kind: chosen, reason: "from --kind") }
        if fetch && !processing { return Task(id: id, kind: .refresh, reason: "UIBackgroundModes has fetch, not processing") }
        if processing && !fetch { return Task(id: id, kind: .processing, reason: "UIBackgroundModes has processing, not fetch") }
        let why =
            fetch
            ? "UIBackgroundModes has both fetch and processing"
            : "UIBackgroundModes has neither fetch nor processing (add the mode it needs)"
        return Task(id: id, kind: nil, reason: why, guess: KindGuess.guess(id))
    }
}

/// The build settings left unexpanded, each once, with the keys it was in, in the order met.
struct Unexpanded {
    private var order: [String] = []
    private var entries: [String: (written: String, keys: [String])] = [:]

    mutating func note(_ name: String, _ written: String, _ key: String) {
        if entries[name] == nil {
            order.append(name)
            entries[name] = (written, [])
        }
        if entries[name]?.keys.contains(key) == false { entries[name]?.keys.append(key) }
    }

    /// One line per setting, then the hint; nothing when all were expanded.
    var lines: [String] {
        guard !order.isEmpty else { return [] }
        return order.compactMap { name in
            entries[name].map { "unexpanded build setting \($0.written) in \($0.keys.joined(separator: ", "))" }
        } + [
            "pass --set VAR=VALUE for each, or import the built app's Info.plist (…/Build/Products/…/App.app/Info.plist), where Xcode has filled them in"
        ]
    }
}
