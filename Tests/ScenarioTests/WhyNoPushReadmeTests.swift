import Foundation
import Lifecycle
import TestHarness
import Testing

/// The manual's "Why wasn't my push delivered?" table: each row's script runs on the built-in
/// catalog and every expect in it holds, and the table names every reason a push is held,
/// dropped or refused for (§11.5).
@Suite(.serialized)
struct WhyNoPushReadmeTests {
    static let start = "<!-- why-no-push: each script is run by WhyNoPushReadmeTests -->\n"
    static let end = "<!-- end of why-no-push -->\n"

    /// The table's rows, each as its cause (first cell) and its script (the last code span).
    static func rows() throws -> [(cause: String, script: String)] {
        let manual = try #require(try Manual.text(from: start), "the manual has the why-no-push table")
        let from = try #require(manual.range(of: start))
        let to = try #require(manual.range(of: end, range: from.upperBound..<manual.endIndex))
        return manual[from.upperBound..<to.lowerBound].split(separator: "\n").dropFirst(2).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let last = cells.dropLast().last ?? ""
            return (cells.dropFirst().first ?? "", last.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        }
    }

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test func everyScriptOfTheWhyNoPushTableRunsAndItsExpectsHold() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 12)
        for row in rows {
            let script = row.script.replacingOccurrences(of: "; ", with: "\n") + "\n"
            let result = try AppdeckProcess.runScript(script, name: "push.deck")
            #expect(result.status == 0, "\(row.cause): \(result.stderr)")
        }
    }

    @Test func theWhyNoPushTableNamesEveryReasonAPushIsHeldFor() throws {
        let table = try Self.rows().map(\.script).joined(separator: "\n")
        for reason in HoldReason.order(for: .backgroundLaunch) where reason != .fetchDisabled {
            #expect(table.contains(" \(reason.rawValue)"), "\(reason.rawValue)")
        }
        for shown in ["coalesced", "bad-priority", "voip-no-call", "memory-limit", "had no PushHeld"] {
            #expect(table.contains(shown), "\(shown)")
        }
    }
}
