import Foundation
import Testing

@testable import DeckUI

/// The README's Themes section stays true to the code.
@Suite struct ThemeReadmeTests {
    static func section() throws -> String {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "\n## Themes\n"))
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
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
