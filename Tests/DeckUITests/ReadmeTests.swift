import Foundation
import Testing

@testable import DeckUI

/// The README's "The dashboard" section stays true: its keys tables are the ones generated from
/// the binding table (APPDECK_UPDATE_README=1 writes them), and the screen capture is the
/// golden it was taken from.
struct ReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    static let start = "<!-- keys: generated from KeyBinding.table by ReadmeTests -->\n"
    static let end = "<!-- end of keys -->\n"

    func dashboardSection() throws -> String {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "## The dashboard\n"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func everySignalTheDashboardIgnoresIsDocumentedAsIgnored() throws {
        let section = try dashboardSection()
        for (_, name) in TerminalGuard.ignoredSignals {
            let at = try #require(section.range(of: name), "the README names \(name)")
            #expect(section[at.upperBound...].prefix(20).contains("ignored"), "\(name) is said to be ignored")
        }
    }

    @Test func theReadmesKeysTablesAreTheOnesGeneratedFromTheBindingTable() throws {
        var text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: Self.start), "the README marks where its keys tables start")
        let end = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let generated = KeyReference.markdown
        if ProcessInfo.processInfo.environment["APPDECK_UPDATE_README"] == "1" {
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: generated)
            try text.write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[start.upperBound..<end.lowerBound]) == generated,
            "README keys differ from KeyBinding.table (APPDECK_UPDATE_README=1 swift test --filter ReadmeTests rewrites them)")
        for section in HelpOverlay.sections {
            for binding in HelpOverlay.bindings(of: section) {
                #expect(generated.contains("| `\(binding.keyLabel)` | \(binding.description) |"))
            }
        }
    }

    @Test func theReadmesScreenCaptureIsTheInspectorGolden() throws {
        let golden = try String(contentsOf: Golden.directory.appendingPathComponent("main-inspector-80x24.txt"), encoding: .utf8)
        #expect(try dashboardSection().contains("```\n" + golden + "```"))
    }
}
