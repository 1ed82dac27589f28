import Foundation
import Lifecycle
import Testing

/// The rule book (Sources/Lifecycle/Lifecycle.docc/RuleBook.md) names a test for each rule:
/// every test it names exists, so a renamed or deleted test cannot leave a rule unchecked.
/// Its sections are numbered (§1–§11 as the rules were first written down), and every `§`
/// that a rule text, a message, a comment or the manual cites is one of its headings.
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

    /// The numbered headings of the rule book: `## 2. Delegate callbacks…`, `### 11.1 Scenes…`.
    static func numberedHeadings() throws -> [(number: String, title: String)] {
        let text = try String(contentsOf: ruleBook, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ") || line.hasPrefix("### ") else { return nil }
            let words = line.drop { $0 == "#" }.dropFirst()
            guard let space = words.firstIndex(of: " ") else { return nil }
            var number = words[..<space]
            if number.hasSuffix(".") { number = number.dropLast() }
            guard let first = number.first, first.isNumber else { return nil }
            return (String(number), String(words[words.index(after: space)...]))
        }
    }

    @Test func theSectionTableIsTheRuleBooksNumberedHeadings() throws {
        let headings = try Self.numberedHeadings()
        #expect(headings.map(\.number) == RuleBookSection.all.map(\.number))
        #expect(headings.map(\.title) == RuleBookSection.all.map(\.title))
        #expect(Array(headings.map(\.number).filter { !$0.contains(".") }.prefix(11)) == (1...11).map(String.init))
    }

    @Test func aCitationNamesEachSectionOnceWithBothEndsOfARange() {
        #expect(
            RuleBookSection.citations(in: "the watchdog (§2, §4). See §11.2–11.3 and §11.1–§11.2, §4.") == [
                "2", "4", "11.2", "11.3", "11.1",
            ])
        #expect(RuleBookSection.citations(in: "no section: § alone, S§x") == [])
        #expect(RuleBookSection.titles(citedIn: "(§2, §4)") == "§2 Delegate callbacks and the order they come in; §4 Watchdog limits")
        #expect(RuleBookSection.titles(citedIn: "§" + "99 is not a section") == nil)
    }

    /// Every `§N` and `§N.M` in the sources, the tests and the manual (strings and comments),
    /// with the file and line that cites it.
    static func citations() throws -> [(place: String, number: String)] {
        let root = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        var files = ["README.md"]
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") || path.hasSuffix(".md") || path.hasSuffix(".deck") { files.append("\(top)/\(path)") }
            }
        }
        var found: [(String, String)] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                found += RuleBookSection.citations(in: String(line)).map { ("\(file):\(index + 1)", $0) }
            }
        }
        return found
    }

    @Test func everySectionCitedInTheSourcesTestsAndManualIsAHeadingOfTheRuleBook() throws {
        let numbers = Set(try Self.numberedHeadings().map(\.number))
        let citations = try Self.citations()
        #expect(citations.count > 100)
        for (place, number) in citations {
            #expect(numbers.contains(number), "\(place) cites §\(number), which the rule book does not have")
        }
    }

    @Test func nothingCitesADocumentThatIsNotInTheRepository() throws {
        let root = Self.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let absent = ["LIFECYCLE", "DESIGN", "STYLE"].map { $0 + ".md" }
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") || path.hasSuffix(".md") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(top).appendingPathComponent(path), encoding: .utf8)
                for name in absent where text.contains(name) {
                    Issue.record("\(top)/\(path) cites \(name), which is not in the repository: cite the rule book or an article")
                }
            }
        }
    }
}
