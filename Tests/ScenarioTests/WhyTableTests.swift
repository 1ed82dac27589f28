import Foundation
import Lifecycle
import TestHarness
import Testing

/// The manual's cause tables, "Why didn't my task run?" (`why-not`), "Why wasn't my push
/// delivered?" (`why-no-push`, §11.5) and "Why didn't my widget update?" (`why-no-widget`,
/// §11.7): each row's script runs on the built-in catalog and every
/// expect in it holds, and each table names every reason its requests or pushes are held for,
/// and the other outcomes it must show.
@Suite(.serialized)
struct WhyTableTests {
    /// A table of the manual, between `<!-- NAME: … -->` and `<!-- end of NAME -->`.
    struct Table: CustomTestStringConvertible, Sendable {
        var name: String
        var fewestRows: Int
        /// The hold reasons every one of which a row names.
        var reasons: [HoldReason]
        /// What else the table's scripts must show.
        var shown: [String]
        var testDescription: String { name }

        var start: String { "<!-- \(name): each script is run by WhyTableTests -->\n" }
        var end: String { "<!-- end of \(name) -->\n" }

        /// The table's rows, each as its cause (first cell) and its script (the last code span).
        func rows() throws -> [(cause: String, script: String)] {
            let manual = try #require(try Manual.text(from: start), "the manual has the \(name) table")
            let from = try #require(manual.range(of: start))
            let to = try #require(manual.range(of: end, range: from.upperBound..<manual.endIndex))
            return manual[from.upperBound..<to.lowerBound].split(separator: "\n").dropFirst(2).map { line in
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                let last = cells.dropLast().last ?? ""
                return (cells.dropFirst().first ?? "", last.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
            }
        }
    }

    static let tables = [
        Table(
            name: "why-not", fewestRows: 20, reasons: Engine.bgTaskHoldOrder.filter { $0 != .unsupported },
            shown: ["BGTaskSubmitFailed unavailable", "Terminated task-registration", "BGTaskExpired", "simulate launch"]),
        Table(
            name: "why-no-push", fewestRows: 12,
            reasons: HoldReason.order(for: .backgroundLaunch).filter { $0 != .fetchDisabled },
            shown: ["coalesced", "bad-priority", "voip-no-call", "memory-limit", "had no PushHeld"]),
        Table(
            name: "why-no-widget", fewestRows: 9, reasons: HoldReason.order(for: .widgetReload),
            shown: ["WidgetReloadDeferred budget", "WidgetGetTimeline debugger", "dev-mode", "before-first-unlock", "force-quit"]),
        // Live Activities (§11.8): every reason of both answers, and the events' own.
        Table(
            name: "why-no-activity-update", fewestRows: 15, reasons: [],
            shown: ActivityReason.allCases.filter { $0 != .attributesTooLarge }.map(\.rawValue) + [
                "payload-too-large", "expired-token", "coalesced", "opportunistic", "ActivityStale", "max-duration",
                "lock-screen-limit", "ActivityUpdated push",
            ]),
    ]

    init() throws {
        try #require(FileManager.default.isExecutableFile(atPath: AppdeckProcess.binary), "build appdeck first (swift build)")
    }

    @Test(arguments: tables)
    func everyScriptOfTheTableRunsAndItsExpectsHold(table: Table) throws {
        let rows = try table.rows()
        #expect(rows.count >= table.fewestRows)
        for row in rows {
            let script = row.script.replacingOccurrences(of: "; ", with: "\n") + "\n"
            let result = try AppdeckProcess.runScript(script, name: table.name + ".deck")
            #expect(result.status == 0, "\(row.cause): \(result.stderr)")
        }
    }

    @Test(arguments: tables)
    func theTableNamesEveryReasonItsRequestsOrPushesAreHeldFor(table: Table) throws {
        let scripts = try table.rows().map(\.script).joined(separator: "\n")
        for reason in table.reasons {
            #expect(scripts.contains(" \(reason.rawValue)"), "\(reason.rawValue)")
        }
        for shown in table.shown {
            #expect(scripts.contains(shown), "\(shown)")
        }
    }
}
