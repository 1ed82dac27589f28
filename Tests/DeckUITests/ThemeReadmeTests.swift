import Foundation
import TestHarness
import Testing

@testable import DeckCore
@testable import DeckUI

/// The manual's Themes section stays true to the code.
@Suite struct ThemeReadmeTests {
    static func section() throws -> String {
        try #require(try Manual.section("Themes"), "the manual has a section titled Themes")
    }

    @Test func theCompleteExampleHasNoProblemsAndSetsEveryRole() throws {
        let section = try Self.section()
        let start = try #require(section.range(of: "```yaml\n"))
        let example = section[start.upperBound...]
        let yaml = String(example[..<(try #require(example.range(of: "```"))).lowerBound])
        let file = ThemeFile(text: yaml, file: "README.md")
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(Set(file.entries.keys) == Set(Role.allCases))
        #expect(file.inherits?.name == "dark")
    }

    @Test func everyRoleAndEveryBundledThemeIsDocumented() throws {
        let section = try Self.section()
        for role in Role.allCases {
            #expect(section.contains("| `\(role.themeKey)`") || section.contains(", `\(role.themeKey)`"), "\(role.themeKey)")
        }
        for theme in ThemeLibrary.bundled {
            #expect(section.contains("| `\(theme.name)` |"), "\(theme.name)")
        }
    }
}
