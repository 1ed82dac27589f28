import Catalog
import Lifecycle
import Testing

@testable import Scenario

/// The matrix and the locked device (§11.6): the `unlocked since boot` axis and what the work
/// did in each cell.
struct LockedDeviceMatrixTests {
    private func cells(_ app: String, _ profile: Profile) throws -> [(values: [String: String], outcome: String)] {
        let matrix = try MatrixRunner(catalog: AppCatalog.builtIn(), profile: profile).run(app)
        return matrix.rows.map { row in
            (Dictionary(uniqueKeysWithValues: zip(matrix.axes.map(\.axis.rawValue), row.values)), row.outcomes[0].text)
        }
    }

    @Test func theUnlockedSinceBootAxisShowsWhatTheWorkDidInEachCell() throws {
        let keyring = try cells("Keyring", .ios26).filter {
            $0.values["state"] == "suspended" && $0.values["network"] == "wifi" && $0.values["refresh"] == "on"
                && $0.values["lowpower"] == "off" && $0.values["switch"] == "on"
        }
        #expect(keyring.first { $0.values["unlocked since boot"] == "yes" }?.outcome == "ran DidReceiveRemoteNotification newData")
        #expect(
            keyring.first { $0.values["unlocked since boot"] == "no" }?.outcome
                == "ran DidReceiveRemoteNotification failed, data unreadable (before-first-unlock), logged out")
        let vault = try cells("Vault", .ios13).filter { $0.values["unlocked since boot"] == "no" && $0.outcome.hasPrefix("ran") }
        #expect(!vault.isEmpty && vault.allSatisfy { $0.outcome == "ran BGTaskLaunched failure, data unreadable (before-first-unlock)" })
    }

    @Test func theAxisIsOnlyForAppsWhoseLockedDeviceKeysAreNotTheDefaultsOnIos13AndLater() {
        let catalog = AppCatalog.builtIn()
        let with = catalog.filter { !MatrixAxis.unlockedSinceBoot.values(for: $0, on: .ios13).isEmpty }.map(\.name)
        #expect(with == ["Vault", "Keyring"])
        #expect(catalog.allSatisfy { MatrixAxis.unlockedSinceBoot.values(for: $0, on: .ios7).isEmpty })
    }
}
