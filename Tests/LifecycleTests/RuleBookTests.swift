import Foundation
import Testing

/// The rule book (Sources/Lifecycle/Lifecycle.docc/RuleBook.md) names a test for each rule:
/// every test it names exists, so a renamed or deleted test cannot leave a rule unchecked.
@Suite struct RuleBookTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let ruleBook = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Lifecycle/Lifecycle.docc/RuleBook.md")

    /// `Suite/test` references in the rule book.
    static func references() throws -> [(suite: String, test: String)] {
        let text = try String(contentsOf: ruleBook, encoding: .utf8)
        return text.components(separatedBy: "`").compactMap { word in
            let parts = word.split(separator: "/")
            guard parts.count == 2, parts[0].hasSuffix("Tests"), parts[1].allSatisfy({ $0.isLetter || $0.isNumber }) else {
                return nil
            }
            return (String(parts[0]), String(parts[1]))
        }
    }

    @Test func everyTestTheRuleBookNamesExistsInItsSuite() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.testsDirectory.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: Self.testsDirectory.appendingPathComponent($0), encoding: .utf8) }
        let references = try Self.references()
        #expect(references.count > 80)
        for (suite, test) in references {
            let file = sources.first { $0.contains("struct \(suite) ") }
            #expect(file?.contains("func \(test)(") == true, "the rule book names \(suite)/\(test), which does not exist")
        }
    }
}
