import Foundation

/// A tree shaped like a real app's (home-assistant/iOS, corona-warn-app): a global environment
/// every file names (`Current.log`, `Current.date()`), 1 file in 30 observing the foreground or
/// holding a `backgroundTask`, services whose everyday methods (`save`, `sync`, `update`,
/// `start`) share names across types, constants built from the environment, and launch handlers
/// that call into services in other files.
func generateAppShapedTree(_ root: String, files: Int, write: (String, String) -> Void) {
    let ids = ["com.example.app.refresh", "com.example.app.cleanup"]
    write(
        "App/Resources/Info.plist",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>CFBundleIdentifier</key>\n<string>com.example.app</string>\n"
            + "<key>CFBundleName</key>\n<string>Shaped</string>\n<key>UIApplicationSceneManifest</key>\n<dict/>\n"
            + "<key>UIBackgroundModes</key>\n<array>\n<string>fetch</string>\n<string>processing</string>\n</array>\n"
            + "<key>BGTaskSchedulerPermittedIdentifiers</key>\n<array>\n" + ids.map { "<string>\($0)</string>\n" }.joined()
            + "</array>\n</dict>\n</plist>\n")
    write("App/Environment.swift", environmentFile)
    write("App/AppDelegate.swift", appDelegateFile)
    write("App/Background/RefreshTask.swift", refreshFile(ids[0], processing: false))
    write("App/Background/CleanupTask.swift", refreshFile(ids[1], processing: true))
    for index in 0..<files {
        let folder = "App/Feature\(index / 80)"
        write("\(folder)/Feature\(index).swift", appFile(index, observes: index % 30 == 7))
    }
}

private let environmentFile = """
    import Foundation

    var Current = AppEnvironment()

    final class AppEnvironment {
        let log = Logger()
        var date: () -> Date = Date.init
        let settings = Settings()
        func setup() { log.info("setup") }
    }

    final class Logger {
        func info(_ text: String) {}
        func error(_ text: String) {}
    }

    final class Settings {
        static let refreshInterval: TimeInterval = 15 * 60
        var isEnabled = true
        func save() {}
    }

    """

private let appDelegateFile = """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Current.setup()
            RefreshTask.register()
            CleanupTask.register()
            return true
        }
    }

    """

private func refreshFile(_ id: String, processing: Bool) -> String {
    let type = processing ? "CleanupTask" : "RefreshTask"
    let request = processing ? "BGProcessingTaskRequest" : "BGAppRefreshTaskRequest"
    return """
        import BackgroundTasks

        enum \(type) {
            static let identifier = "\(id)"

            static func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                    handle(task)
                }
            }

            static func schedule() {
                let request = \(request)(identifier: identifier)
                request.earliestBeginDate = Current.date().addingTimeInterval(Settings.refreshInterval)
                try? BGTaskScheduler.shared.submit(request)
            }

            private static func handle(_ task: BGTask) {
                schedule()
                Current.log.info("\(type)")
                let work = Task {
                    await SyncService.shared.sync()
                    Current.settings.save()
                    task.setTaskCompleted(success: true)
                }
                task.expirationHandler = { work.cancel() }
            }
        }

        """
}

private func appFile(_ index: Int, observes: Bool) -> String {
    let observer =
        observes
        ? """
            init() {
                NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
                    self?.update()
                }
            }

        """ : ""
    return """
        import UIKit

        struct Item\(index): Codable, Hashable {
            var id: String
            var title: String
            var updated: Date
            func save() { Current.log.info("saved \\(id)") }
        }

        final class Feature\(index)Service {
            static let shared = Feature\(index)Service()
            static let key = "feature.\(index)." + String(describing: Current.date())
            private var items: [Item\(index)] = []
        \(observer)
            func update() {
                Current.log.info("update \(index)")
                for item in items { item.save() }
            }

            func sync() async {
                guard Current.settings.isEnabled else { return Current.log.error("off") }
                items = items.map { Item\(index)(id: $0.id, title: $0.title, updated: Current.date()) }
                update()
            }

            func start() { Task { await sync() } }
        }

        """
}
