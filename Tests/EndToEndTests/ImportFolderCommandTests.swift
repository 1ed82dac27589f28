import Foundation
import TestHarness
import Testing

/// `appdeck apps import FOLDER` as a user runs it: the real binary on a small app's source
/// folder; its exit statuses (0 with findings, 1 for an undecided kind, 2 for a folder or
/// option that cannot be used), `--report FILE`, and the manifest it writes loading.
struct ImportFolderCommandTests {
    static let plist = FixturePlist.app(
        name: "Courier", modes: ["fetch", "processing"], ids: ["com.example.courier.refresh", "com.example.courier.cleanup"])

    /// The refresh task: registered at launch with no expiration handler (M9), submitted on
    /// entering the background with a literal earliest date.
    static let refresh = """
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.refresh", using: nil) { task in
            AppDelegate.schedule()
            task.setTaskCompleted(success: true)
        }
        """

    /// The cleanup task: registered with an expiration handler, submitted as processing.
    static let cleanup = """
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.courier.cleanup", using: nil) { task in
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            task.setTaskCompleted(success: true)
        }
        """

    static func appDelegate(cleanup: Bool) -> String {
        """
        import BackgroundTasks
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                \(refresh)
                \(cleanup ? Self.cleanup : "")
                return true
            }

            func applicationDidEnterBackground(_ application: UIApplication) {
                AppDelegate.schedule()
                \(cleanup ? "let request = BGProcessingTaskRequest(identifier: \"com.example.courier.cleanup\")\ntry? BGTaskScheduler.shared.submit(request)" : "")
            }

            static func schedule() {
                let request = BGAppRefreshTaskRequest(identifier: "com.example.courier.refresh")
                request.earliestBeginDate = Date(timeIntervalSinceNow: 900)
                try? BGTaskScheduler.shared.submit(request)
            }
        }

        """
    }

    /// A fresh directory holding the app's source as `src/` (plus `files`, by path in `src/`).
    func project(cleanup: Bool = true, _ files: [String: String] = [:]) throws -> String {
        let dir = try AppdeckProcess.temporaryDirectory()
        let all = ["Courier/Info.plist": Self.plist, "Courier/AppDelegate.swift": Self.appDelegate(cleanup: cleanup)].merging(files) {
            _, new in new
        }
        for (path, text) in all {
            let url = URL(fileURLWithPath: dir + "/src/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    func importing(_ arguments: [String], in dir: String) throws -> AppdeckProcess.Result {
        try AppdeckProcess.run(["apps", "import"] + arguments, directory: dir)
    }

    @Test func aFolderWithFindingsExitsZeroItsReportParsesAndItsManifestPassesAppsCheck() throws {
        let dir = try project()
        let result = try importing(["src", "--report", "report.json", "--out", "apps"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Courier/AppDelegate.swift:7: warning: no-expiration-handler: "), "\(result.stderr)")

        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["app"] as? String == "Courier")
        #expect(report["plist"] as? String == "Courier/Info.plist")
        let tasks = try #require(report["tasks"] as? [[String: Any]])
        let kinds = Dictionary(
            uniqueKeysWithValues: tasks.compactMap { task in (task["id"] as? String).map { ($0, task["kind"] as? String) } })
        #expect(kinds == ["com.example.courier.refresh": "refresh", "com.example.courier.cleanup": "processing"])
        let refresh = try #require(tasks.first { $0["id"] as? String == "com.example.courier.refresh" })
        #expect(refresh["register"] as? String == "at-launch")
        #expect(refresh["submit"] as? String == "enter-background")
        #expect(refresh["expiration"] as? String == "no-handler")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let expiration = try #require(findings.first { $0["token"] as? String == "no-expiration-handler" })
        #expect(expiration["file"] as? String == "Courier/AppDelegate.swift")
        #expect(expiration["line"] as? Int == 7)
        #expect(expiration["verified"] as? Bool == true)

        let manifest = try String(contentsOfFile: dir + "/apps/courier.yaml", encoding: .utf8)
        #expect(manifest.contains("# from Courier/AppDelegate.swift:"))
        let check = try AppdeckProcess.run(["apps", "check", dir + "/apps/courier.yaml"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func aKindNothingDecidesExitsOneAndTheManifestIsWrittenAllTheSame() throws {
        let dir = try project(cleanup: false)
        let result = try importing(["src", "--report", "report.json", "--out", "apps"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("com.example.courier.cleanup"))
        let written = try String(contentsOfFile: dir + "/apps/courier.yaml", encoding: .utf8)
        #expect(written.contains("kind: undecided"))
        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tasks = try #require(report["tasks"] as? [[String: Any]])
        #expect(tasks.first { $0["id"] as? String == "com.example.courier.cleanup" }?["kind"] as? String == "undecided")
    }

    @Test func severalAppPlistsExitTwoListingThemAndPlistChooses() throws {
        let dir = try project(["Mac/Info.plist": Self.plist])
        let refused = try importing(["src", "--report", "report.json"], in: dir)
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("Courier/Info.plist") && refused.stderr.contains("Mac/Info.plist"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--plist FILE"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/report.json"))
        let chosen = try importing(["src", "--plist", "Courier/Info.plist"], in: dir)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.contains("com.example.courier.refresh"))
    }

    @Test func aMissingFolderOrAPlistOptionThatCannotBeUsedExitsTwo() throws {
        let dir = try project()
        let missing = try importing(["nowhere", "--out", "apps"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/apps"))
        let noSuchPlist = try importing(["src", "--plist", "Nope/Info.plist"], in: dir)
        #expect(noSuchPlist.status == 2)
        #expect(noSuchPlist.stderr.contains("--plist Nope/Info.plist: no such file"), "\(noSuchPlist.stderr)")
        let reportOnAPlist = try importing(["src/Courier/Info.plist", "--report", "report.json"], in: dir)
        #expect(reportOnAPlist.status == 2)
        #expect(reportOnAPlist.stderr.contains("is not one"), "\(reportOnAPlist.stderr)")
    }
}
