import Catalog
import Lifecycle
import Scenario
import Testing

/// `appdeck matrix --device simulator` (the rule book, §11.2): on the Simulator every BG task
/// launch of every combination says `simulator`; the other launches are as on a phone.
struct SimulatorMatrixTests {
    @Test func aSimulatorMatrixSaysSimulatorForEveryBGTaskLaunch() throws {
        for profile in [Profile.ios13, .ios26] {
            let runner = try MatrixRunner(catalog: AppCatalog.builtIn(), profile: profile, device: .simulator)
            for app in ["Feed", "Backup"] {
                let matrix = try runner.run(app)
                #expect(!matrix.rows.isEmpty)
                #expect(matrix.rows.allSatisfy { $0.outcomes == [.denied(.simulator)] }, "\(app) \(profile)")
            }
            // Inbox's legacy fetch and push are as on a phone.
            let phone = try MatrixRunner(catalog: AppCatalog.builtIn(), profile: profile).run("Inbox")
            #expect(try runner.run("Inbox").rows == phone.rows)
        }
    }
}
