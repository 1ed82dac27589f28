import Lifecycle
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

    /// Why `name` names no demo, with the closest names: `no demo named 'walktrough' (did you
    /// mean 'walkthrough'?)`.
    public static func unknown(_ name: String) -> String {
        "no demo named \(name.quoted)" + Suggestion.hint(for: name, in: all.map(\.name))
    }

    /// `appdeck demo`: one line per demo, its name, its length at 1× and what it shows.
    public static var listing: String {
        let width = (all.map(\.name.count).max() ?? 0) + 2
        let lengths = all.map { $0.length?.description ?? "?" }
        let lengthWidth = (lengths.map(\.count).max() ?? 0) + 2
        return zip(all, lengths).map { demo, length in
            demo.name + String(repeating: " ", count: width - demo.name.count)
                + String(repeating: " ", count: lengthWidth - 2 - length.count) + length + "  " + demo.summary + "\n"
        }.joined()
    }

    /// How long the demo plays at 1× (its captions' reading time counted, pauses not), as
    /// measured by playing it headless (`DemoLengths.swift`, which a test writes); nil for a
    /// demo not measured yet.
    public var length: SimDuration? { Demo.measuredLengths[name].map { .seconds(Int64($0)) } }

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
