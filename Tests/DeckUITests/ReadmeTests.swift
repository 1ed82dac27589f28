@testable import DeckUI
import Foundation
import Testing

/// The README's "The dashboard" section stays true: every key of the binding table is listed
/// with its description, and the screen capture is the golden it was taken from.
struct ReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    func dashboardSection() throws -> String {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "## The dashboard\n"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func theReadmeListsEveryKeyOfTheBindingTable() throws {
        let section = try dashboardSection()
        for binding in KeyBinding.table {
            #expect(section.contains("| `\(binding.keyLabel)` | \(binding.description) |"),
                    "README misses \(binding.keyLabel): \(binding.description)")
        }
    }

    @Test func theReadmesScreenCaptureIsTheInspectorGolden() throws {
        let golden = try String(contentsOf: Golden.directory.appendingPathComponent("main-inspector-80x24.txt"), encoding: .utf8)
        #expect(try dashboardSection().contains("```\n" + golden + "```"))
    }
}
