import Catalog
import Foundation
import Lifecycle
import Scenario
import Support
import SupportIO

/// Runs one script as `appdeck test` does: its header's options over the command's, its
/// catalog loaded once per `--apps` folder, the events dropped, the time taken measured.
final class ScriptTestRunner {
    let defaults: ScriptHeader
    let catalog: CatalogOptions
    let keepGoing: Bool
    private var catalogs: [String: [AppSpec]] = [:]

    init(defaults: ScriptHeader, catalog: CatalogOptions, keepGoing: Bool) {
        self.defaults = defaults; self.catalog = catalog; self.keepGoing = keepGoing
    }

    func run(_ path: String) -> ScriptTestResult {
        let clock = ContinuousClock()
        let start = clock.now
        let base = FileSystem.name(of: path)
        var result = ScriptTestResult(
            name: base.hasSuffix(".deck") ? String(base.dropLast(5)) : base,
            folder: FileSystem.folder(of: path), file: path, milliseconds: 0, failures: [])
        do {
            let file = try TextFile(path: path)
            let header = try ScriptHeader(parsing: file.text, file: file.name)
            let script = try Script(parsing: file.text, file: file.name)
            let apps = try self.apps(header.apps.map { FileSystem.folder(of: path) + "/" + $0 })
            let engine = Engine(
                apps: apps, profile: header.profile ?? defaults.profile ?? .default, device: header.device ?? defaults.device ?? .default)
            let runner: ScriptRunner
            do throws(Problems) {
                runner = try ScriptRunner(script: script, engine: engine)
            } catch {
                throw catalog.explainingUnknownApps(error, adding: header.apps.map { FileSystem.folder(of: path) + "/" + $0 })
            }
            do throws(RunFailure) {
                try runner.run(keepGoing: keepGoing) { _ in }
            } catch {
                result.failures = error.all.map(\.problem)
            }
        } catch let problem as Problem {
            result.failures = [problem]
            result.isError = true
        } catch let problems as Problems {
            result.failures = problems.list
            result.isError = true
        } catch {
            result.failures = [Problem(file: path, line: 0, message: "\(error)")]
            result.isError = true
        }
        let elapsed = clock.now - start
        result.milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return result
    }

    /// The catalog with the apps of `folder` (a header's `--apps`), or the command's own.
    private func apps(_ folder: String?) throws(Problems) -> [AppSpec] {
        let key = folder ?? ""
        if let known = catalogs[key] { return known }
        let loaded = if let folder { try AppCatalog.loaded(adding: folder) } else { try catalog.loaded() }
        let apps = loaded.sources.map(\.app)
        catalogs[key] = apps
        return apps
    }
}
