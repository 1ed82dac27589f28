import Foundation
import TestHarness
import Testing

@testable import DeckCore
@testable import DeckUI

/// The manual's "The dashboard" section stays true: its keys tables are the ones generated
/// from the binding table (APPDECK_UPDATE_README=1 writes them, in whichever page of the manual
/// holds them), and the screen capture is the golden it was taken from.
struct ReadmeTests {
    static let start = "<!-- keys: generated from KeyBinding.table by ReadmeTests -->\n"
    static let end = "<!-- end of keys -->\n"

    func dashboardSection() throws -> String {
        try #require(try Manual.section("The dashboard"), "the manual has a section titled The dashboard")
    }

    @Test func everySignalTheDashboardIgnoresIsDocumentedAsIgnored() throws {
        let section = try dashboardSection()
        for (_, name) in TerminalGuard.ignoredSignals {
            let at = try #require(section.range(of: name), "the README names \(name)")
            #expect(section[at.upperBound...].prefix(20).contains("ignored"), "\(name) is said to be ignored")
        }
    }

    @Test func theReadmesKeysTablesAreTheOnesGeneratedFromTheBindingTable() throws {
        let generated = KeyReference.markdown
        let block = try Manual.generatedBlock(start: Self.start, end: Self.end, generated: generated)
        #expect(
            try #require(block, "the manual marks where its keys tables start and end") == generated,
            "the manual's keys differ from KeyBinding.table (APPDECK_UPDATE_README=1 swift test --filter ReadmeTests rewrites them)")
        for section in HelpOverlay.sections {
            for binding in HelpOverlay.bindings(of: section) {
                #expect(generated.contains("| `\(binding.keyLabel)` | \(binding.description) |"))
            }
        }
    }

    @Test func theReadmesScreenCaptureIsTheInspectorGolden() throws {
        let golden = try String(contentsOf: Golden.directory.appendingPathComponent("main-inspector-80x24.txt"), encoding: .utf8)
        #expect(try Manual.page("README.md").text.contains("```\n" + golden + "```"), "the README's screen")
        #expect(try dashboardSection().contains("```\n" + golden + "```"), "the dashboard article's screen")
    }
}
