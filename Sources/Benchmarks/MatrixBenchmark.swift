import Catalog
import Dispatch
import Lifecycle
import Scenario
import Support
import SupportIO

/// `appdeck matrix` on the whole built-in catalog, per profile (the goal: under 2 s on ios13
/// and ios26),
/// with what it ran: combinations, and cells (one fresh device each).
func matrixBenchmarks() {
    print("appdeck matrix, the whole built-in catalog (each cell a fresh device)")
    let catalog = AppCatalog.builtIn()
    for profile in Profile.allCases {
        let start = DispatchTime.now().uptimeNanoseconds, cpu = Platform.threadCPUSeconds()
        var combinations = 0, cells = 0
        do {
            let runner = try MatrixRunner(catalog: catalog, profile: profile)
            for app in catalog {
                let matrix = try runner.run(app.name)
                combinations += matrix.rows.count
                cells += matrix.rows.count * matrix.launches.count
            }
        } catch {
            print("\(profile.rawValue): failed: \(error)")
            continue
        }
        let millis = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let cpuMillis = ((Platform.threadCPUSeconds() - cpu) * 10_000).rounded() / 10
        let label = "catalog (\(catalog.count) apps), \(profile.rawValue)"
        print(
            label + String(repeating: " ", count: max(0, 46 - label.count))
                + " \((millis * 10).rounded() / 10) ms (cpu \(cpuMillis) ms)   \(combinations) combinations   \(cells) cells")
    }
}
