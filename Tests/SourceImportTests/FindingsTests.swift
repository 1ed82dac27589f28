import Foundation
import SourceImport
import Testing

/// The findings outside register and submit: M4, M5, M6, M9, M11-M15, M18.
@Suite struct FindingsTests {
    @Test func anIdentifierInCodeMissingFromThePlistIsNotPermitted() throws {
        let outcome = try imported(
            ["App/AppDelegate.swift": SubmitTests.registering("com.example.refersh")], ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.notPermitted).map(\.place.description) == ["App/AppDelegate.swift:3"])
    }

    @Test func aRefreshRequestWithoutTheFetchModeIsModeMissing() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": SubmitTests.registering("com.example.refresh"),
                "App/Schedule.swift": SubmitTests.scheduler("schedule()"),
            ], modes: ["processing"], ids: ["com.example.refresh"])
        let missing = outcome.findings(FindingToken.modeMissing)
        #expect(missing.count == 1)
        #expect(missing.first?.sentence.contains("fetch") == true)
    }

    @Test func aProcessingModeNoCodeUsesIsModeUnused() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": SubmitTests.registering("com.example.refresh"),
                "App/Schedule.swift": SubmitTests.scheduler("schedule()"),
            ], modes: ["fetch", "processing"], ids: ["com.example.refresh"])
        let unused = outcome.findings(FindingToken.modeUnused)
        #expect(unused.count == 1)
        #expect(unused.first?.sentence.contains("processing") == true)
        #expect(unused.first?.place.file == "App/Info.plist")
    }

    @Test func aReturnInTheHandlerBeforeSetTaskCompletedIsNotCompletedOnEveryPath() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": SubmitTests.registering(
                    "com.example.refresh",
                    "task.expirationHandler = {}\n guard let refresh = task as? BGAppRefreshTask else { return }\n refresh.setTaskCompleted(success: true)"
                )
            ], ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.notCompleted).map(\.place.line) == [5])
    }

    @Test func aGuardThatCompletesBeforeReturningIsFine() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": SubmitTests.registering(
                    "com.example.refresh",
                    "task.expirationHandler = {}\n guard ready else { task.setTaskCompleted(success: false); return }\n task.setTaskCompleted(success: true)"
                )
            ], ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.notCompleted).isEmpty)
    }

    @Test func aHandlerThatNeverSetsAnExpirationHandlerHasNoExpirationHandler() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": SubmitTests.registering("com.example.refresh", "self.handle(task)\n"),
                "App/Handle.swift": "extension AppDelegate {\n func handle(_ task: BGTask) { task.setTaskCompleted(success: true) }\n}",
            ],
            ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.noExpirationHandler).map(\.place.line) == [3])
        #expect(outcome.value("expiration", task: "com.example.refresh") == "no-handler")
    }

    @Test func anExpirationHandlerSetInAHelperIsSeen() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": SubmitTests.registering("com.example.refresh", "self.handle(task)\n"),
                "App/Handle.swift":
                    "extension AppDelegate {\n func handle(_ task: BGTask) {\n task.expirationHandler = { }\n task.setTaskCompleted(success: true) }\n}",
            ],
            ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.noExpirationHandler).isEmpty)
        #expect(outcome.value("expiration", task: "com.example.refresh") == "end-task")
    }

    static let pushKit = """
        class CallManager: NSObject, PKPushRegistryDelegate {
            func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void) {
                BODY
                completion()
            }
        }
        """

    @Test func aPushKitHandlerWithNoCallKitReportIsVoipNotReported() throws {
        let outcome = try imported(
            ["App/CallManager.swift": Self.pushKit.replacingOccurrences(of: "BODY", with: "store(payload)")], modes: ["voip"])
        #expect(outcome.findings(FindingToken.voipNotReported).map(\.place.line) == [2])
        #expect(outcome.findings(FindingToken.voipNotReported).first?.verified == true)
        #expect(outcome.result.manifest.contains("voip-call: not-reported"))
    }

    @Test func aCallKitReportInAnotherFileIsOnlyANote() throws {
        let outcome = try imported(
            [
                "App/CallManager.swift": Self.pushKit.replacingOccurrences(of: "BODY", with: "Ringer.shared.ring(payload)"),
                "App/Ringer.swift": """
                class Ringer {
                    func ring(_ payload: PKPushPayload) {
                        provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in }
                    }
                }
                """,
            ], modes: ["voip"])
        let found = outcome.findings(FindingToken.voipNotReported)
        #expect(found.count == 1 && found.first?.verified == false)
        #expect(outcome.result.manifest.contains("voip-call: reported"))
    }

    static let serviceExtensionPlist = FixtureTree.plist(
        extra: """
            <key>NSExtension</key>
            <dict>
            <key>NSExtensionPointIdentifier</key>
            <string>com.apple.usernotifications.service</string>
            <key>NSExtensionPrincipalClass</key>
            <string>$(PRODUCT_MODULE_NAME).NotificationService</string>
            </dict>

            """)

    @Test(arguments: ["", "override func serviceExtensionTimeWillExpire() { print(\"expired\") }"])
    func aServiceExtensionWithoutAnExpiryThatDeliversIsFound(override: String) throws {
        let outcome = try imported([
            "Service/Info.plist": Self.serviceExtensionPlist,
            "Service/NotificationService.swift": """
            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    contentHandler(request.content)
                }
                \(override)
            }
            """,
        ])
        #expect(outcome.findings(FindingToken.serviceExtensionNoTimeWillExpire).filter(\.verified).count == 1)
        #expect(outcome.result.manifest.contains("notification-service:"))
        #expect(outcome.plist == "App/Info.plist")
    }

    @Test func aServiceExtensionWhoseExpiryDeliversIsFine() throws {
        let outcome = try imported([
            "Service/Info.plist": Self.serviceExtensionPlist,
            "Service/NotificationService.swift": """
            class NotificationService: UNNotificationServiceExtension {
                var contentHandler: ((UNNotificationContent) -> Void)?
                override func serviceExtensionTimeWillExpire() { contentHandler?(UNNotificationContent()) }
            }
            """,
        ])
        #expect(outcome.findings(FindingToken.serviceExtensionNoTimeWillExpire).isEmpty)
    }

    @Test func aSilentPushHandlerThatReturnsWithoutItsCompletionIsFetchCompletionNotCalled() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        guard let id = userInfo["id"] as? String else { return }
                        sync(id) { completionHandler(.newData) }
                    }
                }
                """
            ], modes: ["remote-notification"])
        #expect(outcome.findings(FindingToken.fetchCompletionNotCalled).map(\.place.line) == [3])
        #expect(outcome.result.manifest.contains("silent-push:"))
    }

    @Test func performFetchWithoutAMinimumIntervalIsLegacyFetch() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        completionHandler(.noData)
                    }
                }
                """
            ], modes: ["fetch"])
        #expect(outcome.findings(FindingToken.legacyFetch).map(\.place.line) == [2])
        #expect(outcome.findings(FindingToken.fetchCompletionNotCalled).isEmpty)
        #expect(outcome.result.manifest.contains("fetch:"))
    }

    @Test(arguments: ["UIApplication.shared.beginBackgroundTask()", "UIApplication.shared.beginBackgroundTask(expirationHandler: nil)"])
    func aBackgroundTaskWithoutAnExpirationHandlerIsFound(call: String) throws {
        let outcome = try imported(["App/Upload.swift": "func upload() {\n let id = \(call)\n}"], modes: ["fetch"])
        #expect(outcome.findings(FindingToken.backgroundTaskNoExpiration).map(\.place.line) == [2])
    }

    @Test func aBackgroundTaskWhoseHandlerEndsItIsFine() throws {
        let outcome = try imported(
            [
                "App/Upload.swift":
                    "func upload() {\n id = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(id) }\n}"
            ])
        #expect(outcome.findings(FindingToken.backgroundTaskNoExpiration).isEmpty)
    }

    @Test func completeFileProtectionInABackgroundAppIsFound() throws {
        let outcome = try imported(
            [
                "App/Store.swift":
                    "func save(_ data: Data, to url: URL) throws {\n try data.write(to: url, options: .completeFileProtection)\n}"
            ],
            modes: ["fetch"])
        #expect(outcome.findings(FindingToken.completeProtectionInBackground).map(\.place.line) == [2])
        #expect(outcome.result.manifest.contains("data-protection: complete"))
    }
}
