import Foundation
import SourceImport
import Testing

/// `kind`, `submit`, `earliest`, the constraints and `resubmit` from the code; M8, M10, M17.
@Suite struct SubmitTests {
    /// An app delegate registering `id` at launch, with a handler that does `body`.
    static func registering(_ id: String, _ body: String = "task.expirationHandler = {}\n task.setTaskCompleted(success: true)") -> String {
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "\(id)", using: nil) { task in
                    \(body)
                }
                return true
            }
        }
        """
    }

    static func scheduler(
        _ function: String, _ request: String = "BGAppRefreshTaskRequest", id: String = "com.example.refresh", _ extra: String = ""
    )
        -> String
    {
        """
        func \(function) {
            let request = \(request)(identifier: "\(id)")
            \(extra)
            try? BGTaskScheduler.shared.submit(request)
        }
        """
    }

    @Test(arguments: [
        ("BGAppRefreshTaskRequest", "refresh"), ("BGProcessingTaskRequest", "processing"),
        ("BGContinuedProcessingTaskRequest", "continued"),
    ])
    func theKindIsTheRequestClassSubmitted(request: String, kind: String) throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.task"),
                "App/Scheduler.swift": "class Scheduler {\n" + Self.scheduler("schedule()", request, id: "com.example.task") + "\n}",
            ], ids: ["com.example.task"])
        #expect(outcome.value("kind", task: "com.example.task") == kind)
        #expect(outcome.line("kind", task: "com.example.task")?.hasSuffix("# from App/Scheduler.swift:3") == true)
        #expect(outcome.result.undecided.isEmpty)
    }

    @Test func aSubmitInSceneDidEnterBackgroundIsEnterBackground() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/SceneDelegate.swift": """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) { BackgroundWork.shared.schedule() }
                }
                class BackgroundWork {
                \(Self.scheduler("schedule()"))
                }
                """,
            ], ids: ["com.example.refresh"], scenes: true)
        #expect(outcome.value("submit", task: "com.example.refresh") == "enter-background")
        #expect(outcome.findings(FindingToken.submittedInAppDelegate).isEmpty)
    }

    @Test func aSelectorObserverOfDidEnterBackgroundIsEnterBackgroundWhateverItsName() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/Observer.swift": """
                class Observer {
                    init() {
                        NotificationCenter.default.addObserver(self, selector: #selector(applicationDidEnterBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
                    }
                    @objc func applicationDidEnterBackground() { schedule() }
                \(Self.scheduler("schedule()"))
                }
                """,
            ], ids: ["com.example.refresh"], scenes: true)
        #expect(outcome.value("submit", task: "com.example.refresh") == "enter-background")
        #expect(outcome.findings(FindingToken.submittedInAppDelegate).isEmpty)
    }

    @Test func aScenePhaseBackgroundBranchIsEnterBackground() throws {
        let outcome = try imported(
            [
                "App/MyApp.swift": """
                @main
                struct MyApp: App {
                    @Environment(\\.scenePhase) private var scenePhase
                    init() {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                            task.expirationHandler = {}
                            task.setTaskCompleted(success: true)
                        }
                    }
                    var body: some Scene {
                        WindowGroup { Text("x") }
                            .onChange(of: scenePhase) { newPhase in
                                if newPhase == .background { schedule() }
                            }
                    }
                }
                """,
                "App/Schedule.swift": Self.scheduler("schedule()"),
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("submit", task: "com.example.refresh") == "enter-background")
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
        #expect(outcome.result.manifest.contains("scenes: true"))
    }

    @Test func aSubmitOnlyInApplicationDidEnterBackgroundOfASceneAppIsSubmittedInAppDelegate() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                            task.expirationHandler = {}
                            task.setTaskCompleted(success: true)
                        }
                        return true
                    }
                    func applicationDidEnterBackground(_ application: UIApplication) { schedule() }
                \(Self.scheduler("schedule()"))
                }
                """
            ], ids: ["com.example.refresh"], scenes: true)
        #expect(outcome.findings(FindingToken.submittedInAppDelegate).map(\.place.line) == [11])
        #expect(outcome.result.manifest.contains("lifecycle-code: app-delegate"))
        #expect(outcome.value("submit", task: "com.example.refresh") == "enter-background")
    }

    @Test func aSubmitInAForegroundCallbackIsResubmittedOnForeground() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/SceneDelegate.swift": """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneWillEnterForeground(_ scene: UIScene) { schedule() }
                \(Self.scheduler("schedule()", "BGAppRefreshTaskRequest", id: "com.example.refresh", "request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)"))
                }
                """,
            ], ids: ["com.example.refresh"], scenes: true)
        #expect(outcome.value("submit", task: "com.example.refresh") == "foreground")
        #expect(outcome.findings(FindingToken.resubmittedOnForeground).map(\.place.line) == [4])
        #expect(outcome.value("earliest", task: "com.example.refresh") == "1h")
    }

    @Test func aForegroundSubmitReachedDirectlyAndAfterAHopIsOneFinding() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/SceneDelegate.swift": """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneWillEnterForeground(_ scene: UIScene) {
                        schedule()
                        Task { schedule() }
                    }
                \(Self.scheduler("schedule()", "BGAppRefreshTaskRequest", id: "com.example.refresh", "request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)"))
                }
                """,
            ], ids: ["com.example.refresh"], scenes: true)
        #expect(outcome.findings(FindingToken.resubmittedOnForeground).count == 1)
    }

    @Test func aSubmitAtLaunchIsLaunch() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering(
                    "com.example.refresh", "task.expirationHandler = {}\n schedule()\n task.setTaskCompleted(success: true)"
                )
                .replacingOccurrences(of: "return true", with: "schedule()\n return true"),
                "App/Schedule.swift": Self.scheduler("schedule()"),
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("submit", task: "com.example.refresh") == "launch")
        #expect(outcome.value("resubmit", task: "com.example.refresh") == "true")
    }

    @Test func aHandlerThatNeverSubmitsAgainIsNotResubmitted() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/SceneDelegate.swift":
                    "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\nfunc sceneDidEnterBackground(_ scene: UIScene) { schedule() }\n}",
                "App/Schedule.swift": Self.scheduler("schedule()"),
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("resubmit", task: "com.example.refresh") == "false")
    }

    @Test func theEarliestDateIsFoldedFromAConstantProduct() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.clean"),
                "App/Constants.swift": "enum Intervals { static let cleanup: TimeInterval = 60 * 30 }",
                "App/SceneDelegate.swift":
                    "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\nfunc sceneDidEnterBackground(_ scene: UIScene) { schedule() }\n}",
                "App/Schedule.swift": Self.scheduler(
                    "schedule()", "BGProcessingTaskRequest", id: "com.example.clean",
                    "request.earliestBeginDate = Date(timeIntervalSinceNow: Intervals.cleanup)\nrequest.requiresExternalPower = true\nrequest.requiresNetworkConnectivity = true"
                ),
            ], ids: ["com.example.clean"])
        #expect(outcome.value("earliest", task: "com.example.clean") == "30m")
        #expect(outcome.value("requires-power", task: "com.example.clean") == "true")
        #expect(outcome.value("requires-network", task: "com.example.clean") == "true")
        #expect(outcome.line("requires-power", task: "com.example.clean")?.hasSuffix("# from App/Schedule.swift:4") == true)
    }

    @Test func anEarliestDateInAnotherFormStaysAtTheDefaultWithANote() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/Schedule.swift": Self.scheduler(
                    "schedule()", "BGAppRefreshTaskRequest", id: "com.example.refresh",
                    "request.earliestBeginDate = Calendar.current.date(byAdding: .hour, value: 1, to: Date())"),
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("earliest", task: "com.example.refresh") == "15m")
        #expect(outcome.result.manifest.contains("# not verified: earliestBeginDate = Calendar.current.date"))
    }

    @Test func aNilEarliestDateIsNone() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.refresh"),
                "App/Schedule.swift": Self.scheduler(
                    "schedule()", "BGAppRefreshTaskRequest", id: "com.example.refresh", "request.earliestBeginDate = nil"),
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("earliest", task: "com.example.refresh") == nil)
        #expect(outcome.line("earliest", task: "com.example.refresh")?.hasPrefix("# earliest: none") == true)
    }

    @Test func twoRefreshIdentifiersSubmittedAreTwoRefreshTasks() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.registering("com.example.a")
                    + Self.registering("com.example.b")
                    .replacingOccurrences(of: "class AppDelegate", with: "class OtherDelegate"),
                "App/Schedule.swift": Self.scheduler("a()", id: "com.example.a") + "\n" + Self.scheduler("b()", id: "com.example.b"),
            ], ids: ["com.example.a", "com.example.b"])
        #expect(outcome.findings(FindingToken.twoRefreshTasks).map(\.place.line) == [7])
    }
}
