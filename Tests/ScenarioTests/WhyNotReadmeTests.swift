import Foundation
import Lifecycle
import TestHarness
import Testing

/// The manual's "Why didn't my task run?" table (README or the article it moved to): each row's script runs on the built-in catalog
/// and every expect in it holds, and the table names every reason a request is held for.
@Suite(.serialized)
struct WhyNotReadmeTests {
    static let start = "<!-- why-not: each script is run by WhyNotReadmeTests -->\n"
    static let end = "<!-- end of why-not -->\n"

    /// The table's rows, each as its cause (first cell) and its script (the last code span).
    static func rows() throws -> [(cause: String, script: String)] {
        let readme = try #require(try Manual.text(from: start), "the manual has the why-not table")
        let from = try #require(readme.range(of: start))
        let to = try #require(readme.range(of: end, range: from.upperBound..<readme.endIndex))
        return readme[from.upperBound..<to.lowerBound].split(separator: "\n").dropFirst(2).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let last = cells.dropLast().last ?? ""
            return (cells.dropFirst().first ?? "", last.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        }
    }

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test func everyScriptOfTheWhyNotTableRunsAndItsExpectsHold() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 20)
        for row in rows {
            let script = row.script.replacingOccurrences(of: "; ", with: "\n") + "\n"
            let result = try AppdeckProcess.runScript(script, name: "why.deck")
            #expect(result.status == 0, "\(row.cause): \(result.stderr)")
        }
    }

    @Test func theWhyNotTableNamesEveryReasonARequestIsHeldFor() throws {
        let table = try Self.rows().map(\.script).joined(separator: "\n")
        for reason in Engine.bgTaskHoldOrder where reason != .unsupported {
            #expect(table.contains(" \(reason.rawValue)"), "\(reason.rawValue)")
        }
        for shown in ["BGTaskSubmitFailed unavailable", "Terminated task-registration", "BGTaskExpired", "simulate launch"] {
            #expect(table.contains(shown), "\(shown)")
        }
    }
}
