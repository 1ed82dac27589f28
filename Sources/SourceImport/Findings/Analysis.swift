import Catalog
import Lifecycle

/// The whole tree's facts, and what the import decides from them: the tasks' keys and the app's
/// (`CodeFacts`), and the findings.
struct Analysis {
    let facts: Facts
    let graph: CallGraph
    let folding: Folding
    let app: AppPlistFacts
    var code = CodeFacts()
    var findings: [Finding] = []

    init(facts: Facts, app: AppPlistFacts) {
        var facts = facts
        facts.applyObservers()
        self.facts = facts
        graph = CallGraph(facts)
        folding = Folding(graph: graph)
        self.app = app
    }

    /// Decides everything: tasks first, then the app's keys.
    mutating func run() {
        decideTasks()
        decideApp()
        findings.sort { ($0.place, $0.token) < ($1.place, $1.token) }
    }

    mutating func warn(_ token: String, _ place: Place, _ sentence: String) {
        findings.append(Finding(token, place, sentence))
    }

    mutating func note(_ token: String, _ place: Place, _ sentence: String) {
        findings.append(Finding(token, place, sentence, verified: false))
    }

    /// The identifiers a site's expression folds to, expanded with `--set`.
    func identifiers(_ expr: IdExpr, in context: Int) -> [String] {
        folding.identifiers(expr, in: context).map { app.settings.expand($0).text }
    }

    /// The roots of a context with what they mean for a submit: launch, enter-background,
    /// foreground; `.handler` kept for resubmit.
    func roots(_ context: Int) -> [(trigger: Trigger, hop: Bool, verified: Bool)] { graph.roots(of: context) }
}

/// What the import needs of the app's plist, read and expanded.
struct AppPlistFacts: Sendable {
    /// The plist, relative to the folder.
    var path: String
    var modes: [String]
    /// Permitted identifiers, expanded.
    var permitted: [String]
    var scenes: Bool
    var settings: BuildSettings
    /// The plist's line of each mode and identifier, for findings about them.
    var lines: [String: Int]
    /// Notification service extensions: their plist and principal class.
    var serviceExtensions: [(plist: String, principalClass: String?)] = []
    /// `com.apple.developer.default-data-protection` in an entitlements file.
    var entitlementProtection: (value: DataProtection, place: Place)?

    func place(of value: String) -> Place { Place(file: path, line: lines[value] ?? 1) }

    /// Whether the plist permits `id` (exactly, or by a wildcard).
    func permits(_ id: String) -> Bool {
        permitted.contains { $0 == id || ($0.hasSuffix("*") && id.hasPrefix($0.dropLast())) }
    }
}
