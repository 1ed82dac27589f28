import Foundation
import SourceImport
import Testing

/// `register` from the code: at-launch, late (M1), never (M2), twice (M3).
@Suite struct RegisterTests {
    static let delegate = """
        import UIKit
        import BackgroundTasks

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Tasks.registerAll()
                return true
            }
        }
        """

    @Test func aRegistrationReachedFromDidFinishLaunchingAcrossFilesIsAtLaunch() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": Self.delegate,
                "App/Tasks.swift": """
                import BackgroundTasks
                enum Tasks {
                    static func registerAll() {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                            task.expirationHandler = {}
                            task.setTaskCompleted(success: true)
                        }
                    }
                }
                """,
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
        #expect(outcome.line("register", task: "com.example.refresh")?.hasSuffix("# from App/Tasks.swift:4") == true)
        #expect(outcome.findings(FindingToken.registeredLate).isEmpty)
    }

    @Test func aRegistrationInSceneWillConnectIsLate() throws {
        let outcome = try imported(
            [
                "App/SceneDelegate.swift": """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                            task.setTaskCompleted(success: true)
                        }
                    }
                }
                """
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "late")
        let late = outcome.findings(FindingToken.registeredLate)
        #expect(late.map(\.place.description) == ["App/SceneDelegate.swift:4"])
        #expect(late.first?.verified == true)
    }

    @Test func aRegistrationAfterAnAsyncHopFromLaunchIsLate() throws {
        let outcome = try imported(
            [
                "App/AppDelegate.swift": """
                import UIKit
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Task {
                            await setUp()
                            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                                task.setTaskCompleted(success: true)
                            }
                        }
                        return true
                    }
                }
                """
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "late")
        #expect(outcome.findings(FindingToken.registeredLate).count == 1)
    }

    @Test func aRegistrationReachedFromNoRootStaysAtLaunchWithANote() throws {
        let outcome = try imported(
            [
                "App/Container.swift": """
                final class Container {
                    func start() {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                            task.setTaskCompleted(success: true)
                        }
                    }
                }
                """
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
        let notes = outcome.findings(FindingToken.registeredLate)
        #expect(notes.count == 1 && notes.first?.verified == false)
    }

    @Test func aSubmittedIdentifierNeverRegisteredIsNotRegistered() throws {
        let outcome = try imported(
            [
                "App/Scheduler.swift": """
                func schedule() {
                    let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
                    try? BGTaskScheduler.shared.submit(request)
                }
                """
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "never")
        #expect(outcome.findings(FindingToken.notRegistered).map(\.place.description) == ["App/Scheduler.swift:2"])
    }

    @Test func anIdentifierRegisteredInTwoPlacesIsRegisteredTwice() throws {
        let register = """
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                task.setTaskCompleted(success: true)
            }
            """
        let outcome = try imported(
            [
                "App/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        \(register)
                        \(register)
                        return true
                    }
                }
                """
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "twice")
        #expect(outcome.findings(FindingToken.registeredTwice).map(\.place.line) == [6])
    }

    @Test func aRegistrationThroughAWrapperOnAProtocolIsOne() throws {
        let outcome = try imported(
            [
                "App/Scheduling.swift": """
                protocol Scheduling {
                    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool
                }
                extension BGTaskScheduler: Scheduling {}
                final class Wrapper: Scheduling {
                    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: queue, launchHandler: launchHandler)
                    }
                }
                """,
                "App/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    let scheduler: Scheduling = Wrapper()
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        _ = scheduler.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                            guard let task = task as? BGAppRefreshTask else { return }
                            task.setTaskCompleted(success: true)
                        }
                        return true
                    }
                }
                """,
            ], ids: ["com.example.refresh"])
        #expect(outcome.value("register", task: "com.example.refresh") == "at-launch")
        #expect(outcome.findings(FindingToken.registeredTwice).isEmpty)
        #expect(outcome.findings(FindingToken.notCompleted).map(\.place.line) == [5])
    }
}
