import Foundation
import SourceImport
import Testing

/// Calls followed by the receiver's type where the syntax shows it (M10 on a real app's shape:
/// home-assistant/iOS's `configToSave.save()` on a config value reached the view model's
/// `save()` that submits, by name alone).
@Suite struct ReceiverTests {
    /// A refresher submitted at launch and by a view model's `save()`; a manager observing the
    /// foreground calls `CALL` on a config value, whose type has its own `save()`.
    static func tree(_ call: String) -> [String: String] {
        [
            "App/AppDelegate.swift": SubmitTests.registering("com.example.sync")
                .replacingOccurrences(of: "return true", with: "SyncRefresher.schedule()\n return true"),
            "App/SyncRefresher.swift": """
            enum SyncRefresher {
                static func schedule() {
                    let request = BGAppRefreshTaskRequest(identifier: "com.example.sync")
                    request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
                    try? BGTaskScheduler.shared.submit(request)
                }
            }
            """,
            "App/SyncAddViewModel.swift": """
            /// Adds a config, then asks BGTaskScheduler for the next refresh.
            final class SyncAddViewModel {
                func save() { SyncRefresher.schedule() }
            }
            """,
            "App/SyncConfig.swift": """
            /// What one sync reads; saved as the backgroundTask ends.
            struct SyncConfig {
                func save() {}
            }
            """,
            "App/SyncManager.swift": """
            final class SyncManager {
                let store = SyncAddViewModel()
                init() {
                    NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in
                        self?.syncAll()
                    }
                }
                func syncAll() { sync(SyncConfig()) }
                private func sync(_ config: SyncConfig) {
                    var updated = config
                    let configToSave = updated
                    \(call)
                }
            }
            """,
        ]
    }

    @Test func aCallOnAValueOfAnotherTypeIsNotResubmittedOnForeground() throws {
        let outcome = try imported(Self.tree("configToSave.save()"), ids: ["com.example.sync"], scenes: true)
        #expect(outcome.findings(FindingToken.resubmittedOnForeground).isEmpty)
        #expect(outcome.value("submit", task: "com.example.sync") == "launch")
    }

    @Test func aCallOnAStoredPropertyOfTheSubmittingTypeIsResubmittedOnForeground() throws {
        let outcome = try imported(Self.tree("self.store.save()"), ids: ["com.example.sync"], scenes: true)
        let found = outcome.findings(FindingToken.resubmittedOnForeground)
        #expect(found.map(\.place.line) == [3])
        #expect(found.map(\.verified) == [true])
    }

    @Test func aCallWhoseReceiverIsNotDecidedIsResubmittedOnForegroundNotVerified() throws {
        let outcome = try imported(Self.tree("Current.database().save()"), ids: ["com.example.sync"], scenes: true)
        let found = outcome.findings(FindingToken.resubmittedOnForeground)
        #expect(found.map(\.place.line) == [3])
        #expect(found.map(\.verified) == [false])
        #expect(outcome.value("submit", task: "com.example.sync") == "launch")
    }
}
