import Foundation
import SourceImport
import Testing

/// Identifiers folded across files: constants, enum raw values, parameters, the bundle identifier.
@Suite struct FoldingTests {
    static func registering(_ expression: String) -> String {
        SubmitTests.registering("ID").replacingOccurrences(of: "\"ID\"", with: expression)
    }

    @Test func aConstantDeclaredInAnotherFileIsFoldedByItsName() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("appSettings.refreshTaskIdentifier"),
                "App/Settings/AppSettings.swift": "final class AppSettings {\n let refreshTaskIdentifier = \"com.example.refresh\"\n}",
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
        #expect(outcome.findings(FindingToken.notRegistered).isEmpty)
        #expect(outcome.findings(FindingToken.notPermitted).isEmpty)
    }

    @Test func anEnumRawValueInAComputedPropertyWithTheBundleIdentifierIsFoldedThroughAParameter() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        registerTask(with: .exposureNotification) { task in task.setTaskCompleted(success: true) }
                        return true
                    }
                    func registerTask(with taskIdentifier: TaskIdentifier, handler: @escaping (BGTask) -> Void) {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: taskIdentifier.backgroundTaskSchedulerIdentifier, using: .main) { task in
                            task.expirationHandler = {}
                            handler(task)
                        }
                    }
                }
                """,
                "App/TaskIdentifier.swift": """
                enum TaskIdentifier: String, CaseIterable {
                    case exposureNotification = "exposure-notification"
                    var backgroundTaskSchedulerIdentifier: String {
                        guard let bundleID = Bundle.main.bundleIdentifier else { return "invalid" }
                        return "\\(bundleID).\\(rawValue)"
                    }
                }
                """,
            ], ids: ["$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification"])
        let id = "$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification"
        #expect(outcome.code.tasks.map(\.id) == [id])
        #expect(outcome.line("register", task: id)?.hasSuffix("# from App/AppDelegate.swift:7") == true)
        #expect(outcome.findings(FindingToken.notRegistered).isEmpty)
        #expect(outcome.findings(FindingToken.notPermitted).isEmpty)
    }

    @Test func theBundleIdentifierIsExpandedWithSet() throws {
        let tree = try FixtureTree([
            "App/Info.plist": FixtureTree.plist(modes: ["fetch"], ids: ["$(PRODUCT_BUNDLE_IDENTIFIER).refresh"]),
            "App/AppDelegate.swift": Self.registering("Bundle.main.bundleIdentifier! + \".refresh\""),
        ])
        let outcome = try tree.run(settings: ["PRODUCT_BUNDLE_IDENTIFIER=org.sample"])
        #expect(outcome.code.tasks.map(\.id) == ["org.sample.refresh"])
        #expect(outcome.value("register", task: "org.sample.refresh") == "at-launch")
    }

    @Test func anIdentifierReturnedByASwitchStaysUndecidedWithANote() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("Kind.refresh.identifier"),
                "App/Kind.swift": """
                enum Kind {
                    case refresh
                    var identifier: String {
                        switch self { case .refresh: return "com.example.refresh" }
                    }
                }
                """,
            ], ids: ["com.example.refresh"])
        #expect(outcome.findings(FindingToken.notRegistered).allSatisfy { !$0.verified })
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
    }

    @Test func anObjectiveCStaticConstantAndDefineAreFolded() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.m": """
                #import "AppDelegate.h"
                #define kCleanTask @"com.example.clean"
                static NSString *const kRefreshTask = @"com.example.refresh";
                static NSTimeInterval const kInterval = 60 * 15;

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kRefreshTask usingQueue:nil launchHandler:^(BGTask *task) {
                        task.expirationHandler = ^{ };
                        [self scheduleRefresh];
                        [task setTaskCompletedWithSuccess:YES];
                    }];
                    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kCleanTask usingQueue:nil launchHandler:^(BGTask *task) {
                        [task setTaskCompletedWithSuccess:YES];
                    }];
                    return YES;
                }
                - (void)applicationDidEnterBackground:(UIApplication *)application {
                    [self scheduleRefresh];
                }
                - (void)scheduleRefresh {
                    BGAppRefreshTaskRequest *request = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:kRefreshTask];
                    request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:kInterval];
                    [[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:nil];
                }
                @end
                """
            ], ids: ["com.example.refresh", "com.example.clean"])
        #expect(outcome.value("kind", task: "com.example.refresh") == "refresh")
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
        #expect(outcome.value("submit", task: "com.example.refresh") == "enter-background")
        #expect(outcome.value("earliest", task: "com.example.refresh") == "15m")
        #expect(outcome.value("resubmit", task: "com.example.refresh") == "true")
        #expect(outcome.value("register", task: "com.example.clean") == "at-launch")
        #expect(outcome.findings(FindingToken.noExpirationHandler).map(\.place.line) == [13])
    }
}
