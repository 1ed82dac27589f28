import Support

/// A built-in demo: a script in `Sources/Scenario/Demos/`, embedded at build time (the
/// EmbedFiles plugin), so demos are data that `appdeck demo NAME --print` shows as written.
public struct Demo: Sendable {
    /// The file's name without `.deck`: `walkthrough`.
    public let name: String
    /// The script as written.
    public let text: String

    /// Every built-in demo, in name order.
    public static let all: [Demo] = bundledDemoFiles.map { Demo(name: $0.name, text: $0.text) }

    /// The demo called `name` (ignoring case), if there is one.
    public static func named(_ name: String) -> Demo? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// What the demo shows, from its first line (`# walkthrough: the five states …`).
    public var summary: String {
        let first = text.prefix { $0 != "\n" }
        let comment = first.drop { $0 == "#" || $0 == " " }
        let prefix = name + ":"
        return (comment.hasPrefix(prefix) ? comment.dropFirst(prefix.count) : comment[...])
            .trimmingPrefix(" ").description
    }

    /// The name problems with the demo name it by (`demo walkthrough`).
    public var file: String { "demo \(name)" }

    /// The demo's script, parsed.
    public func script() throws(Problems) -> Script { try Script(parsing: text, file: file) }
}
