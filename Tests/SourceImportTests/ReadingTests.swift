import Foundation
import SourceImport
import Testing

/// Which files are parsed: those that mention a background API or a life-cycle callback, then
/// those that declare a name these leave open; not every file that names the app's global
/// environment or a logger (home-assistant/iOS parsed 1 275 of its 1 342 files that way).
@Suite struct ReadingTests {
    /// A launch handler that logs through a global and hands on to a service in another file;
    /// an earliest date from a constant; `others` files that use the same global, logger and
    /// everyday names and no background API.
    static func tree(others: Int) -> [String: String] {
        var files = [
            "App/AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: Ids.refresh, using: nil) { task in
                        Current.log.info("refresh")
                        let service: SyncService = Current.sync
                        service.run(task)
                    }
                    return true
                }
            }
            """,
            "App/Ids.swift": "enum Ids {\n    static let refresh = \"com.example.refresh\"\n}",
            "App/SyncService.swift": """
            final class SyncService {
                func run(_ task: BGTask) {
                    task.expirationHandler = {}
                    task.setTaskCompleted(success: true)
                }
            }
            """,
        ]
        for index in 0..<others {
            files["App/Feature\(index).swift"] =
                "final class Feature\(index) {\n    static let key = Current.prefix + \"\(index)\"\n    func save() { Current.log.info(\"saved\") }\n    func sync() { save() }\n}"
        }
        return files
    }

    @Test func filesThatOnlyNameTheEnvironmentOrALoggerAreNotParsed() throws {
        let outcome = try imported(Self.tree(others: 12), ids: ["com.example.refresh"])
        #expect(outcome.files.total == 15)
        #expect(outcome.files.mentioning == 2)
        #expect(outcome.files.parsed == 3, "the delegate, the service that declares run, the identifiers")
        #expect(outcome.value("expiration", task: "com.example.refresh") != "no-handler")
    }

    @Test func theSummaryLineAndTheReportSayHowManyFilesWereReadAndParsed() throws {
        let outcome = try imported(Self.tree(others: 2), ids: ["com.example.refresh"])
        let said =
            ": read 5 source files, parsed 3: 2 that mention a background API or a life-cycle callback, 1 that declare a name those use"
        #expect(outcome.summary.hasSuffix(said), "\(outcome.summary)")
        let report = try JSONSerialization.jsonObject(with: Data(outcome.report.utf8)) as? [String: Any]
        #expect(report?["files-read"] as? Int == 5)
        #expect(report?["files-parsed"] as? Int == 3)
    }
}
